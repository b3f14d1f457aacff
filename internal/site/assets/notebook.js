// The web edition as a notebook. Served by `queens serve`, every command
// cell can be edited and run, every block of Go code edited and run with
// its chapter's Examples, tests and cells, and every exercise checked in
// the page; the code runs on the reader's own computer, through the API
// of package internal/notebook. Read as a static site, or from a server
// that cannot run code, the pages stay as they are, with one line that
// says what running them needs.
(function () {
  "use strict";

  var root = new URL(".", document.currentScript.src);
  var main = document.getElementById("main");
  if (!main) return;

  // ---- Storage: the token, the reader's edits, the exercises passed.

  var store = {
    get: function (key) {
      try { return JSON.parse(window.localStorage.getItem(key)); } catch (e) { return null; }
    },
    set: function (key, value) {
      try { window.localStorage.setItem(key, JSON.stringify(value)); } catch (e) { /* full or off: edits last the page */ }
    },
    remove: function (key) {
      try { window.localStorage.removeItem(key); } catch (e) { /* nothing kept */ }
    },
    keys: function (prefix) {
      var keys = [];
      try {
        for (var i = 0; i < window.localStorage.length; i++) {
          var k = window.localStorage.key(i);
          if (k.indexOf(prefix) === 0) keys.push(k);
        }
      } catch (e) { /* none */ }
      return keys.sort();
    },
  };

  // The token comes in the address serve prints; it is kept for the other
  // pages and taken out of the address bar, so that it is not shared with
  // a copied link.
  (function takeToken() {
    var url = new URL(window.location.href);
    var token = url.searchParams.get("token");
    if (!token) return;
    store.set("queens-token", token);
    url.searchParams.delete("token");
    window.history.replaceState(null, "", url.pathname + url.search + url.hash);
  })();

  var pageID = (window.crypto && crypto.randomUUID) ? crypto.randomUUID() : String(Math.random()).slice(2);

  function headers() {
    return { "Content-Type": "application/json", "X-Queens-Token": store.get("queens-token") || "" };
  }

  function api(path) { return new URL("api/" + path, root); }

  // post sends a run and hands each event of its answer to onEvent. A
  // refusal rejects with the server's one line as the error's message.
  function post(path, body, onEvent, signal) {
    body.page = pageID;
    return fetch(api(path), { method: "POST", headers: headers(), body: JSON.stringify(body), signal: signal })
      .then(function (resp) {
        if (!resp.ok) {
          return resp.text().then(function (text) {
            var err = new Error(text.trim() || resp.statusText);
            err.status = resp.status;
            throw err;
          });
        }
        return readEvents(resp.body.getReader(), onEvent);
      });
  }

  function readEvents(reader, onEvent) {
    var decoder = new TextDecoder();
    var buffered = "";
    function pump() {
      return reader.read().then(function (chunk) {
        if (chunk.done) return;
        buffered += decoder.decode(chunk.value, { stream: true });
        var lines = buffered.split("\n");
        buffered = lines.pop();
        lines.forEach(function (line) { if (line) onEvent(JSON.parse(line)); });
        return pump();
      });
    }
    return pump();
  }

  // ---- A terminal: what a command printed, as a terminal would show it.

  // Terminal keeps the lines of a program's output, applying the carriage
  // returns, backspaces and line-clearing escape codes that progress bars
  // redraw themselves with. Other escape codes are dropped.
  function Terminal() {
    this.lines = [""];
    this.row = 0;
    this.col = 0;
    this.pending = "";
  }

  Terminal.prototype.write = function (text) {
    text = this.pending + text;
    this.pending = "";
    for (var i = 0; i < text.length; i++) {
      var c = text[i];
      if (c === "\x1b") {
        var m = /^\x1b\[([0-9;?]*)([A-Za-z])/.exec(text.slice(i));
        if (!m) {
          if (text.length - i < 16) { this.pending = text.slice(i); return; }
          continue; // a lone escape: drop it
        }
        this.escape(m[1], m[2]);
        i += m[0].length - 1;
      } else if (c === "\r") {
        this.col = 0;
      } else if (c === "\n") {
        this.row++;
        this.col = 0;
        if (this.row === this.lines.length) this.lines.push("");
      } else if (c === "\b") {
        this.col = Math.max(0, this.col - 1);
      } else if (c >= " " || c === "\t") {
        var line = this.lines[this.row];
        while (line.length < this.col) line += " ";
        this.lines[this.row] = line.slice(0, this.col) + c + line.slice(this.col + 1);
        this.col++;
      }
    }
  };

  Terminal.prototype.escape = function (args, code) {
    var n = parseInt(args, 10) || 0;
    var line = this.lines[this.row];
    if (code === "K") {
      if (n === 2) this.lines[this.row] = "";
      else if (n === 1) this.lines[this.row] = " ".repeat(this.col) + line.slice(this.col);
      else this.lines[this.row] = line.slice(0, this.col);
    } else if (code === "A") {
      this.row = Math.max(0, this.row - Math.max(n, 1));
    } else if (code === "G") {
      this.col = Math.max(0, n - 1);
    }
  };

  // text returns the output so far, without the empty line a final
  // newline leaves.
  Terminal.prototype.text = function () {
    var lines = this.lines.slice();
    while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
    return lines.join("\n");
  };

  // ---- Differences between the book's output and the reader's.

  // diff returns the lines of a and b as a list of [op, line], op "=" for a
  // line of both, "-" for a line of a alone and "+" for one of b alone,
  // by the longest common subsequence of lines.
  function diff(a, b) {
    var n = a.length, m = b.length;
    var lcs = [];
    for (var i = 0; i <= n; i++) lcs.push(new Array(m + 1).fill(0));
    for (i = n - 1; i >= 0; i--) {
      for (var j = m - 1; j >= 0; j--) {
        lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
      }
    }
    var ops = [];
    i = 0; j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && a[i] === b[j]) { ops.push(["=", a[i]]); i++; j++; }
      else if (j < m && (i === n || lcs[i][j + 1] >= lcs[i + 1][j])) { ops.push(["+", b[j]]); j++; }
      else { ops.push(["-", a[i]]); i++; }
    }
    return ops;
  }

  // showDiff writes into pre the reader's lines, those the book lacks
  // marked, and returns how many lines differ.
  function showDiff(pre, bookText, text) {
    var ops = diff(bookText === "" ? [] : bookText.split("\n"), text === "" ? [] : text.split("\n"));
    pre.textContent = "";
    var code = el("code", { class: "nb-diff" });
    var changed = 0;
    ops.forEach(function (op) {
      var span = document.createElement("span");
      span.className = op[0] === "=" ? "nb-same" : op[0] === "+" ? "nb-added" : "nb-removed";
      if (op[0] !== "=") changed++;
      span.textContent = (op[0] === "=" ? "  " : op[0] + " ") + op[1] + "\n";
      if (op[0] === "+") span.title = "not in the book's output";
      if (op[0] === "-") span.title = "in the book's output, not in this run's";
      code.appendChild(span);
    });
    pre.appendChild(code);
    return changed;
  }

  // ---- Small pieces of the page.

  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === "class") e.className = attrs[k];
      else e.setAttribute(k, attrs[k]);
    });
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function button(label, onClick, cls) {
    var b = el("button", { type: "button", class: "nb-button" + (cls ? " " + cls : "") }, label);
    b.addEventListener("click", onClick);
    return b;
  }

  // status is a polite live region that tells a screen reader, and
  // everyone, what a run is doing.
  function statusLine() {
    return el("p", { class: "nb-status", role: "status", "aria-live": "polite" });
  }

  var idCount = 0;
  function newID(prefix) { idCount++; return prefix + "-" + idCount; }

  // ---- Command cells.

  // A Cell is one command cell: its command line, editable, with Run and
  // Reset, and its output, which a run replaces, marked where it differs
  // from the book's. Output with tables shows them as HTML tables (view)
  // and keeps the text as printed in a hidden block, where a run shows
  // its output as a terminal would, until Reset.
  function Cell(div) {
    this.div = div;
    var copy = div.querySelector("button.copy");
    this.book = copy.getAttribute("data-command");
    this.view = div.querySelector(".printed");
    var out = div.querySelector("pre.output");
    this.bookOutput = out ? out.textContent.replace(/\n+$/, "") : "";
    this.pre = out || el("pre", { class: "output", tabindex: "0" });
    if (!out) div.appendChild(this.pre);
    this.bookHTML = this.pre.innerHTML;
    var id = newID("cell");
    var line = el("div", { class: "nb-command" });
    line.appendChild(el("label", { for: id, class: "nb-prompt" }, "$ "));
    this.input = el("input", { id: id, class: "nb-input", type: "text", spellcheck: "false", autocomplete: "off", "aria-label": "Command line of the cell" });
    this.input.value = this.book;
    var self = this;
    this.input.addEventListener("keydown", function (e) { if (e.key === "Enter") { e.preventDefault(); self.toggle(); } });
    this.input.addEventListener("input", function () { self.reset.hidden = false; });
    line.appendChild(this.input);
    this.runButton = button("Run", function () { self.toggle(); }, "nb-run");
    this.reset = button("Reset", function () { self.restore(); });
    this.reset.hidden = true;
    line.appendChild(this.runButton);
    line.appendChild(this.reset);
    // The link to the stepper, preset to the book's command, follows the
    // buttons from the command line it leaves hidden.
    var watch = div.querySelector(".command .watch");
    if (watch) line.appendChild(watch);
    this.status = statusLine();
    var command = div.querySelector(".command");
    command.hidden = true;
    div.insertBefore(line, command);
    div.appendChild(this.status);
    div.classList.add("nb-cell");
  }

  Cell.prototype.toggle = function () {
    if (this.controller) { this.controller.abort(); return; }
    this.run(this.input.value.trim());
  };

  // start readies the cell for a run's output: the terminal is empty,
  // Run reads Stop.
  Cell.prototype.start = function (what) {
    this.showText(true);
    this.term = new Terminal();
    this.exitStatus = null;
    this.pre.classList.add("nb-running");
    this.pre.textContent = "";
    this.status.textContent = what;
    this.reset.hidden = false;
  };

  // event takes one event of a run that belongs to this cell.
  Cell.prototype.event = function (ev) {
    if (ev.kind === "output") {
      this.term.write(ev.text);
      this.draw();
    } else if (ev.kind === "exit") {
      this.exitStatus = ev.status;
    } else if (ev.kind === "note") {
      this.note = ev.text;
    }
  };

  Cell.prototype.draw = function () {
    var self = this;
    if (this.drawing) return;
    this.drawing = true;
    window.requestAnimationFrame(function () {
      self.drawing = false;
      self.pre.textContent = self.term.text();
    });
  };

  // finish shows the run's output against the book's, and says how it
  // ended.
  Cell.prototype.finish = function (error) {
    this.pre.classList.remove("nb-running");
    var text = this.term ? this.term.text() : "";
    if (this.exitStatus !== null && this.exitStatus !== 0) text += (text ? "\n" : "") + "[exit status " + this.exitStatus + "]";
    if (error) text += (text ? "\n" : "") + error;
    var changed = showDiff(this.pre, this.bookOutput, text);
    var words = [];
    if (this.note) words.push(this.note + ".");
    if (this.input.value.trim() !== this.book) words.push("The command differs from the book's, so its output may too:");
    words.push(changed === 0 ? "the output is the book's, line for line." :
      changed + (changed === 1 ? " line differs" : " lines differ") + " from the book's output (marked + for this run, - for the book).");
    this.status.textContent = words.join(" ");
    this.note = null;
  };

  Cell.prototype.run = function (command) {
    var self = this;
    this.controller = new AbortController();
    this.runButton.textContent = "Stop";
    this.start("Running…");
    post("run", { command: command }, function (ev) { self.event(ev); }, this.controller.signal)
      .then(function () { self.finish(); },
        function (err) {
          if (err.name === "AbortError") { self.note = "Stopped"; self.finish(); return; }
          if (err.status === 400) { self.exitStatus = 2; self.finish(err.message); return; }
          self.finish(); refused(self.status, err);
        })
      .finally(function () { self.controller = null; self.runButton.textContent = "Run"; });
  };

  Cell.prototype.restore = function () {
    if (this.controller) this.controller.abort();
    this.input.value = this.book;
    this.pre.innerHTML = this.bookHTML;
    this.pre.classList.remove("nb-running");
    this.showText(false);
    this.status.textContent = "Back to the book's command and output.";
    this.reset.hidden = true;
  };

  // showText shows the output as text, or, for false, the book's output
  // as its tables, where it has any.
  Cell.prototype.showText = function (text) {
    if (!this.view) return;
    this.view.hidden = text;
    this.pre.hidden = !text;
  };

  // refused says why the server refused, in the status line.
  function refused(status, err) {
    if (err.status === 403) {
      store.remove("queens-token");
      status.textContent = "The server refused: " + err.message + ". Open the address queens serve printed, with its token, to run cells again.";
      return;
    }
    status.textContent = err.status ? "The server refused: " + err.message : "The server cannot be reached: is queens serve still running?";
  }

  // ---- Blocks of Go code, and the Examples' output.

  function blockText(figure) {
    return figure.querySelector("pre").textContent.replace(/\n+$/, "");
  }

  // A CodeBlock is a declaration of the book's code: Edit opens it in an
  // editor; Run builds its package with the edit and runs the chapter's
  // Examples of it, its tests, and the chapter's cells; Reset brings the
  // book's code back.
  function CodeBlock(figure, book) {
    this.figure = figure;
    this.book = book;
    this.pkg = figure.getAttribute("data-package");
    this.ident = figure.getAttribute("data-ident");
    this.file = figure.getAttribute("data-source").split(":")[0];
    this.original = blockText(figure);
    this.key = "queens-edit:" + this.file + "#" + this.ident;
    this.pre = figure.querySelector("pre");
    var self = this;
    this.bar = el("div", { class: "nb-bar" });
    this.editButton = button("Edit", function () { self.edit(); });
    this.editButton.setAttribute("aria-label", "Edit " + this.ident);
    this.bar.appendChild(this.editButton);
    this.runButton = button("Run", function () { self.toggle(); }, "nb-run");
    this.runButton.setAttribute("aria-label", "Run the chapter with this edit of " + this.ident);
    this.runButton.hidden = true;
    this.bar.appendChild(this.runButton);
    this.reset = button("Reset", function () { self.restore(); });
    this.reset.setAttribute("aria-label", "Bring back the book's " + this.ident);
    this.reset.hidden = true;
    this.bar.appendChild(this.reset);
    this.status = statusLine();
    this.results = el("div", { class: "nb-results" });
    figure.appendChild(this.bar);
    figure.appendChild(this.status);
    figure.appendChild(this.results);
    var kept = store.get(this.key);
    if (kept && kept.original === this.original && kept.text !== this.original) {
      this.edit(kept.text);
      this.status.textContent = "Your edit, kept in this browser. Run it, or Reset to the book's code.";
    }
  }

  CodeBlock.prototype.edit = function (text) {
    var self = this;
    if (this.editor) { this.editor.focus(); return; }
    this.editButton.disabled = true;
    loadEditor().then(function () {
      var holder = el("div", { class: "nb-editor" });
      self.pre.hidden = true;
      self.figure.insertBefore(holder, self.bar);
      self.editor = window.QueensEditor.create(holder, {
        text: text || self.original,
        label: "The code of " + self.ident + ", editable: Tab indents; Escape and then Tab leaves the editor",
        onChange: function (t) { self.changed(t); },
      });
      self.editButton.hidden = true;
      self.runButton.hidden = false;
      self.reset.hidden = false;
      if (!text) self.editor.focus();
    }, function () {
      self.editButton.disabled = false;
      self.status.textContent = "The editor could not be loaded.";
    });
  };

  CodeBlock.prototype.changed = function (text) {
    if (text === this.original) store.remove(this.key);
    else store.set(this.key, { text: text, original: this.original, page: window.location.pathname, package: this.pkg, ident: this.ident, file: this.file, title: document.title });
  };

  CodeBlock.prototype.toggle = function () {
    if (this.controller) { this.controller.abort(); return; }
    this.run();
  };

  // edits returns this page's edits of the block's package: a package
  // builds with all of them, as the reader sees them.
  CodeBlock.prototype.edits = function () {
    var pkg = this.pkg;
    return this.book.blocks.filter(function (b) { return b.pkg === pkg && b.editor; }).map(function (b) {
      return { file: b.file, original: b.original, text: b.editor.text() };
    });
  };

  CodeBlock.prototype.run = function () {
    var self = this, book = this.book;
    var examples = book.outputs.filter(function (o) { return o.pkg === self.pkg; });
    var cells = book.cells;
    this.controller = new AbortController();
    this.runButton.textContent = "Stop";
    this.results.textContent = "";
    this.editor.mark([]);
    this.status.textContent = "Building " + this.pkg + " with your edit…";
    examples.forEach(function (o) { o.restore(); });
    var current = null; // the cell being run
    post("code", {
      package: this.pkg,
      edits: this.edits(),
      examples: examples.map(function (o) { return o.ident; }),
      cells: cells.map(function (c) { return c.input.value.trim(); }),
    }, function (ev) {
      if (ev.cell !== undefined && ev.cell !== null) {
        var cell = cells[ev.cell];
        if (cell !== current) {
          if (current) current.finish();
          current = cell;
          cell.start("Running with your edit of " + self.ident + "…");
        }
        cell.event(ev);
        return;
      }
      self.event(ev, examples);
    }, this.controller.signal).then(function () {
      if (current) current.finish();
      if (self.status.textContent.indexOf("…") >= 0) self.status.textContent = "Done.";
    }, function (err) {
      if (current) current.finish();
      if (err.name === "AbortError") { self.status.textContent = "Stopped."; return; }
      refused(self.status, err);
    }).finally(function () { self.controller = null; self.runButton.textContent = "Run"; });
  };

  // event shows one event of a code run.
  CodeBlock.prototype.event = function (ev, examples) {
    var self = this;
    switch (ev.kind) {
      case "stage":
        this.status.textContent = {
          examples: "Running the chapter's Examples of " + this.pkg + "…",
          tests: "Running the tests of " + this.pkg + "…",
          cells: "Building queens with your edit, then running the chapter's cells…",
        }[ev.stage] || "";
        break;
      case "compile":
        this.compileErrors(ev.errors);
        break;
      case "example":
        examples.forEach(function (o) { if (o.ident === ev.name) o.show(ev); });
        this.result(ev.passed ? "pass" : "fail", ev.name + (ev.passed ? " prints what its // Output: comment wants." : " no longer prints what its // Output: comment wants: the difference is under the Example."),
          document.getElementById(examples.filter(function (o) { return o.ident === ev.name; }).map(function (o) { return o.id; })[0] || ""));
        break;
      case "tests":
        this.tests(ev);
        break;
      case "note":
        this.result("note", ev.text);
        this.status.textContent = ev.text;
        break;
      case "done":
        break;
    }
    void self;
  };

  CodeBlock.prototype.result = function (kind, text, link) {
    var p = el("p", { class: "nb-result nb-" + kind });
    p.appendChild(el("span", { class: "nb-mark", "aria-hidden": "true" }, kind === "pass" ? "✓" : kind === "fail" ? "✗" : "•"));
    if (link) {
      var a = el("a", { href: "#" + link.id }, text);
      p.appendChild(a);
    } else {
      p.appendChild(document.createTextNode(text));
    }
    this.results.appendChild(p);
    return p;
  };

  CodeBlock.prototype.compileErrors = function (errors) {
    var inBlock = errors.filter(function (e) { return e.block; });
    this.editor.mark(inBlock.map(function (e) { return { line: e.block, column: e.column, message: e.message }; }));
    this.result("fail", "It does not compile:");
    var list = el("ul", { class: "nb-errors" });
    errors.forEach(function (e) {
      var where = e.block ? "line " + e.block + " of your edit" : e.file + ":" + e.line;
      list.appendChild(el("li", {}, where + ": " + e.message));
    });
    this.results.appendChild(list);
    this.status.textContent = errors.length + (errors.length === 1 ? " compile error" : " compile errors") + ", marked in the editor.";
  };

  CodeBlock.prototype.tests = function (ev) {
    if (ev.passed) {
      this.result("pass", "The tests of " + this.pkg + " pass (" + ev.count + " ran).");
      return;
    }
    this.result("fail", "The tests of " + this.pkg + " fail" + (ev.failures && ev.failures.length ? "; the first failures:" : "."));
    var list = el("ul", { class: "nb-failures" });
    (ev.failures || []).forEach(function (f) {
      var li = el("li");
      li.appendChild(el("strong", {}, f.test));
      li.appendChild(el("pre", { tabindex: "0" }, f.message));
      list.appendChild(li);
    });
    this.results.appendChild(list);
  };

  CodeBlock.prototype.restore = function () {
    if (this.controller) this.controller.abort();
    store.remove(this.key);
    if (this.editor) {
      this.editor.destroy();
      this.editor = null;
      this.figure.querySelector(".nb-editor").remove();
    }
    this.pre.hidden = false;
    this.editButton.hidden = false;
    this.editButton.disabled = false;
    this.runButton.hidden = true;
    this.reset.hidden = true;
    this.results.textContent = "";
    var pkg = this.pkg;
    this.book.outputs.forEach(function (o) { if (o.pkg === pkg) o.restore(); });
    this.book.cells.forEach(function (c) { c.restore(); });
    this.status.textContent = "Back to the book's code of " + this.ident + ".";
  };

  // An Output is the block of an Example's output: after a run of an edit
  // it shows what the edited code printed against what the Example wants.
  function Output(figure) {
    this.figure = figure;
    this.pkg = figure.getAttribute("data-package");
    this.ident = figure.getAttribute("data-ident");
    this.id = figure.id || (figure.id = newID("output"));
    this.pre = figure.querySelector("pre");
    this.bookHTML = this.pre.innerHTML;
    this.status = statusLine();
    figure.appendChild(this.status);
  }

  Output.prototype.show = function (ev) {
    if (ev.passed) {
      this.restore();
      this.status.textContent = "With your edit the Example prints the same.";
      return;
    }
    if (ev.got === undefined && ev.want === undefined) {
      this.pre.textContent = ev.text || "";
      this.status.textContent = "With your edit the Example did not finish:";
      return;
    }
    showDiff(this.pre, ev.want || "", ev.got || "");
    this.status.textContent = "With your edit the Example prints otherwise: + marks what it printed, - what its // Output: comment wants.";
  };

  Output.prototype.restore = function () {
    this.pre.innerHTML = this.bookHTML;
    this.status.textContent = "";
  };

  // ---- Exercises.

  // An Exercise is the editor of a student's file on an exercise page:
  // Check runs queens exercise check on its text, Reset brings the stub.
  function Exercise(slug) {
    this.slug = slug;
    this.key = "queens-exercise:" + slug;
    var self = this;
    var section = el("section", { class: "nb-exercise", "aria-labelledby": "nb-exercise-title" });
    section.appendChild(el("h2", { id: "nb-exercise-title" }, "Your file, in the browser"));
    this.intro = el("p", {}, "Loading your file…");
    section.appendChild(this.intro);
    this.holder = el("div", { class: "nb-editor" });
    section.appendChild(this.holder);
    var bar = el("div", { class: "nb-bar" });
    this.check = button("Check", function () { self.toggle(); }, "nb-run");
    this.reset = button("Reset to the stub", function () { self.restore(); });
    this.hint = button("Hint", function () { self.nextHint(); }, "nb-ask-hint");
    this.hint.hidden = true;
    bar.appendChild(this.check);
    bar.appendChild(this.reset);
    bar.appendChild(this.hint);
    section.appendChild(bar);
    this.hintText = el("div", { class: "nb-hint", "aria-live": "polite" });
    section.appendChild(this.hintText);
    this.status = statusLine();
    section.appendChild(this.status);
    this.pre = el("pre", { class: "output", tabindex: "0" });
    this.pre.hidden = true;
    section.appendChild(this.pre);
    // After the instructions, before the way to the next page.
    main.insertBefore(section, main.querySelector("nav.pager"));
    // ready is settled once the file is in its editor, or said missing.
    this.ready = fetch(api("exercise/" + slug), { headers: headers() }).then(function (resp) {
      if (!resp.ok) throw new Error("the server refused");
      return resp.json();
    }).then(function (file) {
      self.stub = file.stub;
      self.hints = file.hints || [];
      self.hint.hidden = self.hints.length === 0;
      self.intro.textContent = "This is " + file.path + ", as the page keeps it: Check runs queens exercise check " + slug + " on it, without writing the file on disk.";
      var kept = store.get(self.key);
      return loadEditor().then(function () {
        self.editor = window.QueensEditor.create(self.holder, {
          text: kept ? kept.text : file.file,
          label: "Your file " + file.path + ": Tab indents; Escape and then Tab leaves the editor",
          onChange: function (t) { store.set(self.key, { text: t }); },
        });
      });
    }).catch(function () {
      self.intro.textContent = "Your file could not be loaded from the server.";
      bar.hidden = true;
    });
  }

  Exercise.prototype.toggle = function () {
    if (this.controller) { this.controller.abort(); return; }
    var self = this;
    var term = new Terminal();
    this.controller = new AbortController();
    this.check.textContent = "Stop";
    this.pre.hidden = false;
    this.pre.textContent = "";
    this.status.textContent = "Checking…";
    var passed = false;
    post("exercise", { name: this.slug, text: this.editor.text() }, function (ev) {
      if (ev.kind === "output") { term.write(ev.text); self.pre.textContent = term.text(); }
      if (ev.kind === "note") self.status.textContent = ev.text;
      if (ev.kind === "done") passed = ev.passed;
    }, this.controller.signal).then(function () {
      if (passed) {
        store.set("queens-passed:" + self.slug, { when: new Date().toISOString() });
        self.status.textContent = "Passed: every test of " + self.slug + " passes. This browser remembers it.";
      } else if (self.status.textContent === "Checking…") {
        self.status.textContent = "Not yet: the check's feedback is below.";
      }
    }, function (err) {
      if (err.name === "AbortError") { self.status.textContent = "Stopped."; return; }
      refused(self.status, err);
    }).finally(function () { self.controller = null; self.check.textContent = "Check"; });
  };

  // nextHint shows the next of the exercise's hints: the first names the
  // idea, the second points at the line.
  Exercise.prototype.nextHint = function () {
    var shown = this.hintText.childElementCount;
    if (shown >= this.hints.length) return;
    var h = this.hints[shown];
    var p = el("p", {});
    p.appendChild(el("strong", {}, "Hint " + (shown + 1) + " of " + this.hints.length + ", " + h.title + ": "));
    p.appendChild(document.createTextNode(h.text));
    this.hintText.appendChild(p);
    if (shown + 1 < this.hints.length) {
      this.hint.textContent = "Second hint";
    } else {
      this.hint.disabled = true;
      this.hint.textContent = "No more hints";
    }
  };

  Exercise.prototype.restore = function () {
    if (!this.editor || this.stub === undefined) return;
    this.editor.setText(this.stub);
    store.remove(this.key);
    this.status.textContent = "The stub is back.";
  };

  // markPassed marks, in any list of the exercises, those this browser
  // has seen pass.
  function markPassed() {
    store.keys("queens-passed:").forEach(function (key) {
      var slug = key.slice("queens-passed:".length);
      main.querySelectorAll('a[href$="exercises/' + slug + '.html"], a[href="' + slug + '.html"]').forEach(function (a) {
        if (a.querySelector(".nb-passed")) return;
        a.appendChild(el("span", { class: "nb-passed" }, " ✓ passed"));
      });
    });
  }

  // ---- Loading the editor, on demand.

  var editorLoaded = null;
  function loadEditor() {
    if (!editorLoaded) {
      editorLoaded = new Promise(function (resolve, reject) {
        var s = el("script", { src: new URL("editor.js", root).href });
        s.onload = resolve;
        s.onerror = reject;
        document.head.appendChild(s);
      });
    }
    return editorLoaded;
  }

  // ---- The reader's changes, on their own page.

  function showChanges(list) {
    var keys = store.keys("queens-edit:");
    list.textContent = "";
    if (keys.length === 0) {
      list.appendChild(el("p", {}, "No changes yet: edit a block of code in a chapter, and it is listed here."));
      return [];
    }
    var edits = [];
    var ul = el("ul");
    keys.forEach(function (key) {
      var e = store.get(key);
      if (!e) return;
      edits.push(e);
      var li = el("li");
      li.appendChild(el("a", { href: e.page }, e.package + " · " + e.ident));
      li.appendChild(document.createTextNode(" in " + e.file));
      ul.appendChild(li);
    });
    list.appendChild(ul);
    return edits;
  }

  function changesPage(section) {
    var list = el("div");
    section.appendChild(list);
    var edits = showChanges(list);
    var bar = el("div", { class: "nb-bar" });
    var status = statusLine();
    bar.appendChild(button("Download as a patch", function () {
      fetch(api("patch"), { method: "POST", headers: headers(), body: JSON.stringify({ edits: edits.map(function (e) { return { file: e.file, original: e.original, text: e.text }; }) }) })
        .then(function (resp) {
          if (!resp.ok) return resp.text().then(function (t) { throw new Error(t); });
          return resp.blob();
        }).then(function (blob) {
          var a = el("a", { href: URL.createObjectURL(blob), download: "queens-changes.patch" });
          document.body.appendChild(a);
          a.click();
          a.remove();
          status.textContent = "Saved queens-changes.patch: git apply queens-changes.patch in the module applies it.";
        }, function (err) { status.textContent = "The patch could not be made: " + err.message; });
    }));
    bar.appendChild(button("Forget every change", function () {
      store.keys("queens-edit:").forEach(store.remove);
      edits = showChanges(list);
      status.textContent = "Every change is forgotten.";
    }));
    section.appendChild(bar);
    section.appendChild(status);
  }

  // ---- The stepper, on the reader's edited code.

  // stepperPanel offers, on the stepper page, to step the reader's
  // edited approaches: queens serve builds the stepper with the edits,
  // and the stepper's panes start again on it.
  function stepperPanel(stepper) {
    var byPackage = {};
    store.keys("queens-edit:").forEach(function (key) {
      var e = store.get(key);
      if (e && /^approaches\/[a-z]+$/.test(e.package)) (byPackage[e.package] = byPackage[e.package] || []).push(e);
    });
    var packages = Object.keys(byPackage).sort();
    if (packages.length === 0) return;
    var panel = el("div", { class: "nb-bar nb-stepper" });
    var status = statusLine();
    function use(worker, note) {
      document.dispatchEvent(new CustomEvent("queens:stepper-code", { detail: { worker: worker, note: note } }));
    }
    packages.forEach(function (pkg) {
      var name = pkg.slice("approaches/".length);
      var edits = byPackage[pkg];
      panel.appendChild(button("Step my edited " + name, function (event) {
        var b = event.currentTarget;
        b.disabled = true;
        status.textContent = "Building the stepper with your " + edits.length + (edits.length === 1 ? " edit" : " edits") + " of " + name + "…";
        var url = null, errors = [];
        post("stepper", { package: pkg, edits: edits.map(function (e) { return { file: e.file, original: e.original, text: e.text }; }) }, function (ev) {
          if (ev.kind === "done" && ev.passed) url = ev.text;
          if (ev.kind === "compile") errors = ev.errors;
          if (ev.kind === "note") status.textContent = ev.text;
        }).then(function () {
          if (!url) {
            status.textContent = "Your edit of " + name + " does not compile: " + errors.map(function (e) { return (e.block ? "line " + e.block : e.file + ":" + e.line) + ": " + e.message; }).join("; ");
            return;
          }
          var worker = "worker.js#" + new URLSearchParams({ wasm: url, token: store.get("queens-token") || "" }).toString();
          use(worker, "Stepping your edited " + name + ": pick it as the approach to watch it.");
          status.textContent = "The stepper runs your edited " + name + ".";
        }, function (err) { refused(status, err); }).finally(function () { b.disabled = false; });
      }));
    });
    panel.appendChild(button("The book's code", function () {
      use("worker.js", "Stepping the book's code.");
      status.textContent = "The stepper runs the book's code.";
    }));
    stepper.parentElement.insertBefore(panel, stepper);
    stepper.parentElement.insertBefore(status, stepper);
  }

  // ---- The page, once the server has said what it can run.

  function readOnly(why) {
    var cells = main.querySelectorAll("div.cell, figure.code[data-ident]");
    var exercise = main.getAttribute("data-exercise");
    if (cells.length === 0 && !exercise && !document.getElementById("nb-changes")) return;
    var p = el("p", { class: "nb-note" });
    if (why.indexOf("token") >= 0) {
      p.textContent = why;
    } else {
      p.appendChild(document.createTextNode(why + " To change and run them on your own computer, run "));
      var command = el("code", {}, "go run ./cmd/queens serve");
      p.appendChild(command);
      p.appendChild(document.createTextNode(" in a clone of the module and open the address it prints. "));
      p.appendChild(button("Copy the command", function (event) {
        var b = event.currentTarget;
        var done = function () { b.textContent = "Copied"; };
        if (navigator.clipboard && window.isSecureContext) {
          navigator.clipboard.writeText(command.textContent).then(done, function () { select(command); b.textContent = "Selected: press Ctrl-C"; });
        } else {
          select(command);
          b.textContent = "Selected: press Ctrl-C";
        }
      }));
    }
    var h1 = main.querySelector("h1");
    main.insertBefore(p, h1 ? h1.nextSibling : main.firstChild);
  }

  // select selects the text of an element, for the reader to copy.
  function select(node) {
    var range = document.createRange();
    range.selectNodeContents(node);
    var selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  }

  // settled marks the page as set up, for what waits on the notebook (the
  // browser tests): "edit" when its code can be changed and run, "run"
  // when only its cells run, "read-only" when nothing runs.
  function settled(state) { main.setAttribute("data-notebook", state); }

  function start(can) {
    var book = { cells: [], blocks: [], outputs: [] };
    var exercise = null; // the promise of an exercise's file in its editor
    main.querySelectorAll("div.cell").forEach(function (div) {
      if (div.querySelector("button.copy")) book.cells.push(new Cell(div));
    });
    if (can.edit) {
      main.querySelectorAll('figure.code[data-ident][data-lang="text"]').forEach(function (f) { book.outputs.push(new Output(f)); });
      main.querySelectorAll('figure.code[data-ident][data-lang="go"]').forEach(function (f) { book.blocks.push(new CodeBlock(f, book)); });
      var slug = main.getAttribute("data-exercise");
      if (slug) exercise = new Exercise(slug).ready;
      var changes = document.getElementById("nb-changes");
      if (changes) changesPage(changes);
      var stepper = document.getElementById("stepper");
      if (stepper) stepperPanel(stepper);
    } else {
      readOnly("These cells run here, but the code cannot be changed: " + can.why + ".");
    }
    markPassed();
    Promise.resolve(exercise).then(function () { settled(can.edit ? "edit" : "run"); });
  }

  // Only a page opened through the address queens serve printed holds
  // its token; any other (a static site, or serve opened without it)
  // asks nothing of a server and says what running the cells needs. A
  // token the server refuses (403) is of an earlier serve.
  if (!store.get("queens-token")) {
    readOnly("The cells and code of this page are read-only here.");
    markPassed();
    settled("read-only");
    return;
  }
  fetch(api("notebook"), { headers: headers() }).then(function (resp) {
    if (resp.status === 403) {
      store.remove("queens-token");
      throw new Error("These cells run only for a page that carries this server's token: open the address queens serve printed, with its ?token=.");
    }
    if (!resp.ok) throw new Error("The cells and code of this page are read-only here.");
    return resp.json();
  }).then(start, function (err) {
    readOnly(err.message.indexOf("token") >= 0 ? err.message : "The cells and code of this page are read-only here.");
    markPassed();
    settled("read-only");
  });
})();
