// The queens book's script of every page, bundled by internal/site/js/build.mjs (make js) from the modules in internal/site/js/page, notebook and shared, where they are read with their comments. Do not edit: edit the modules and build again. It holds jsdiff (the npm package diff), under the licence in script.js.LICENSE.txt.
(() => {
  // shared/dom.js
  var el = (tag, attrs = {}, text2) => {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) {
      if (k === "class") e.className = v;
      else e.setAttribute(k, v);
    }
    if (text2 !== void 0) e.textContent = text2;
    return e;
  };
  var lastID = 0;
  var newID = (prefix) => prefix + "-" + ++lastID;
  var selectContents = (node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  };

  // page/copy.js
  var say = (button2, label) => {
    button2.textContent = label;
    window.setTimeout(() => button2.textContent = "Copy", 2e3);
  };
  var selectAndCopy = (button2) => {
    selectContents(button2.parentElement.querySelector(".typed"));
    let copied = false;
    try {
      copied = document.execCommand("copy");
    } catch {
      copied = false;
    }
    say(button2, copied ? "Copied" : "Selected: press Ctrl-C");
  };
  var copy = (button2) => {
    const command = button2.getAttribute("data-command");
    if (!navigator.clipboard || !window.isSecureContext) {
      selectAndCopy(button2);
      return;
    }
    try {
      navigator.clipboard.writeText(command).then(
        () => say(button2, "Copied"),
        () => selectAndCopy(button2)
      );
    } catch {
      selectAndCopy(button2);
    }
  };
  var showCopyButtons = () => {
    for (const button2 of document.querySelectorAll("button.copy")) {
      button2.hidden = false;
      button2.addEventListener("click", (event) => copy(event.currentTarget));
    }
  };

  // notebook/storage.js
  var store = {
    /**
     * get returns the value kept under key, or null.
     * @param {string} key
     */
    get(key) {
      try {
        return JSON.parse(window.localStorage.getItem(key));
      } catch {
        return null;
      }
    },
    /**
     * set keeps value under key.
     * @param {string} key
     * @param {*} value
     */
    set(key, value) {
      try {
        window.localStorage.setItem(key, JSON.stringify(value));
      } catch {
      }
    },
    /**
     * remove forgets the value under key.
     * @param {string} key
     */
    remove(key) {
      try {
        window.localStorage.removeItem(key);
      } catch {
      }
    },
    /**
     * keys returns the keys that start with prefix, sorted.
     * @param {string} prefix
     * @returns {string[]}
     */
    keys(prefix) {
      const keys = [];
      try {
        for (let i = 0; i < window.localStorage.length; i++) {
          const k = window.localStorage.key(i);
          if (k.startsWith(prefix)) keys.push(k);
        }
      } catch {
      }
      return keys.sort();
    }
  };
  var CELLS_TOO = "queens-edit-cells";
  var TOKEN = "queens-token";
  var takeToken = () => {
    const url = new URL(window.location.href);
    const token = url.searchParams.get("token");
    if (!token) return;
    store.set(TOKEN, token);
    url.searchParams.delete("token");
    window.history.replaceState(null, "", url.pathname + url.search + url.hash);
  };

  // notebook/api.js
  var root = new URL(".", document.currentScript.src);
  var pageID = window.crypto && crypto.randomUUID ? crypto.randomUUID() : String(Math.random()).slice(2);
  var siteURL = (path) => new URL(path, root);
  var apiURL = (path) => siteURL("api/" + path);
  var headers = () => ({ "Content-Type": "application/json", "X-Queens-Token": store.get(TOKEN) || "" });
  var readEvents = async (reader, onEvent) => {
    const decoder = new TextDecoder();
    let buffered = "";
    for (; ; ) {
      const chunk = await reader.read();
      if (chunk.done) return;
      buffered += decoder.decode(chunk.value, { stream: true });
      const lines2 = buffered.split("\n");
      buffered = lines2.pop();
      for (const line of lines2) if (line) onEvent(JSON.parse(line));
    }
  };
  var post = async (path, body, onEvent, signal) => {
    body.page = pageID;
    const resp = await fetch(apiURL(path), { method: "POST", headers: headers(), body: JSON.stringify(body), signal });
    if (!resp.ok) {
      const text2 = await resp.text();
      const err = new Error(text2.trim() || resp.statusText);
      err.status = resp.status;
      throw err;
    }
    return readEvents(resp.body.getReader(), onEvent);
  };
  var refused = (status, err) => {
    if (err.status === 403) {
      store.remove(TOKEN);
      status.textContent = "The server refused: " + err.message + ". Open the address queens serve printed, with its token, to run cells again.";
      return;
    }
    status.textContent = err.status ? "The server refused: " + err.message : "The server cannot be reached: is queens serve still running?";
  };

  // node_modules/diff/libesm/diff/base.js
  var Diff = class {
    diff(oldStr, newStr, options = {}) {
      let callback;
      if (typeof options === "function") {
        callback = options;
        options = {};
      } else if ("callback" in options) {
        callback = options.callback;
      }
      const oldString = this.castInput(oldStr, options);
      const newString = this.castInput(newStr, options);
      const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
      const newTokens = this.removeEmpty(this.tokenize(newString, options));
      return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
    }
    diffWithOptionsObj(oldTokens, newTokens, options, callback) {
      var _a;
      const done = (value) => {
        value = this.postProcess(value, options);
        if (callback) {
          setTimeout(function() {
            callback(value);
          }, 0);
          return void 0;
        } else {
          return value;
        }
      };
      const newLen = newTokens.length, oldLen = oldTokens.length;
      let editLength = 1;
      let maxEditLength = newLen + oldLen;
      if (options.maxEditLength != null) {
        maxEditLength = Math.min(maxEditLength, options.maxEditLength);
      }
      const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
      const abortAfterTimestamp = Date.now() + maxExecutionTime;
      const bestPath = [{ oldPos: -1, lastComponent: void 0 }];
      let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
      if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
        return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
      }
      let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
      const execEditLength = () => {
        for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
          let basePath;
          const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
          if (removePath) {
            bestPath[diagonalPath - 1] = void 0;
          }
          let canAdd = false;
          if (addPath) {
            const addPathNewPos = addPath.oldPos - diagonalPath;
            canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
          }
          const canRemove = removePath && removePath.oldPos + 1 < oldLen;
          if (!canAdd && !canRemove) {
            bestPath[diagonalPath] = void 0;
            continue;
          }
          if (!canRemove || canAdd && removePath.oldPos < addPath.oldPos) {
            basePath = this.addToPath(addPath, true, false, 0, options);
          } else {
            basePath = this.addToPath(removePath, false, true, 1, options);
          }
          newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
          if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
            return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
          } else {
            bestPath[diagonalPath] = basePath;
            if (basePath.oldPos + 1 >= oldLen) {
              maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
            }
            if (newPos + 1 >= newLen) {
              minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
            }
          }
        }
        editLength++;
      };
      if (callback) {
        (function exec() {
          setTimeout(function() {
            if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
              return callback(void 0);
            }
            if (!execEditLength()) {
              exec();
            }
          }, 0);
        })();
      } else {
        while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
          const ret = execEditLength();
          if (ret) {
            return ret;
          }
        }
      }
    }
    addToPath(path, added, removed, oldPosInc, options) {
      const last = path.lastComponent;
      if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
        return {
          oldPos: path.oldPos + oldPosInc,
          lastComponent: { count: last.count + 1, added, removed, previousComponent: last.previousComponent }
        };
      } else {
        return {
          oldPos: path.oldPos + oldPosInc,
          lastComponent: { count: 1, added, removed, previousComponent: last }
        };
      }
    }
    extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
      const newLen = newTokens.length, oldLen = oldTokens.length;
      let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
      while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
        newPos++;
        oldPos++;
        commonCount++;
        if (options.oneChangePerToken) {
          basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
        }
      }
      if (commonCount && !options.oneChangePerToken) {
        basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
      }
      basePath.oldPos = oldPos;
      return newPos;
    }
    equals(left, right, options) {
      if (options.comparator) {
        return options.comparator(left, right);
      } else {
        return left === right || !!options.ignoreCase && left.toLowerCase() === right.toLowerCase();
      }
    }
    removeEmpty(array) {
      const ret = [];
      for (let i = 0; i < array.length; i++) {
        if (array[i]) {
          ret.push(array[i]);
        }
      }
      return ret;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    castInput(value, options) {
      return value;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    tokenize(value, options) {
      return Array.from(value);
    }
    join(chars) {
      return chars.join("");
    }
    postProcess(changeObjects, options) {
      return changeObjects;
    }
    get useLongestToken() {
      return false;
    }
    buildValues(lastComponent, newTokens, oldTokens) {
      const components = [];
      let nextComponent;
      while (lastComponent) {
        components.push(lastComponent);
        nextComponent = lastComponent.previousComponent;
        delete lastComponent.previousComponent;
        lastComponent = nextComponent;
      }
      components.reverse();
      const componentLen = components.length;
      let componentPos = 0, newPos = 0, oldPos = 0;
      for (; componentPos < componentLen; componentPos++) {
        const component = components[componentPos];
        if (!component.removed) {
          if (!component.added && this.useLongestToken) {
            let value = newTokens.slice(newPos, newPos + component.count);
            value = value.map(function(value2, i) {
              const oldValue = oldTokens[oldPos + i];
              return oldValue.length > value2.length ? oldValue : value2;
            });
            component.value = this.join(value);
          } else {
            component.value = this.join(newTokens.slice(newPos, newPos + component.count));
          }
          newPos += component.count;
          if (!component.added) {
            oldPos += component.count;
          }
        } else {
          component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
          oldPos += component.count;
        }
      }
      return components;
    }
  };

  // node_modules/diff/libesm/diff/array.js
  var ArrayDiff = class extends Diff {
    tokenize(value) {
      return value.slice();
    }
    join(value) {
      return value;
    }
    removeEmpty(value) {
      return value;
    }
  };
  var arrayDiff = new ArrayDiff();
  function diffArrays(oldArr, newArr, options) {
    return arrayDiff.diff(oldArr, newArr, options);
  }

  // notebook/diff.js
  var MAX_EDITS = 1e3;
  var lines = (text2) => text2 === "" ? [] : text2.split("\n");
  var diffLines = (book, run) => diffArrays(book, run, { maxEditLength: MAX_EDITS }) ?? [{ removed: true, value: book }, { added: true, value: run }];
  var showDiff = (pre, bookText, text2) => {
    pre.textContent = "";
    const code = el("code", { class: "nb-diff" });
    let changed = 0;
    for (const part of diffLines(lines(bookText), lines(text2))) {
      const [mark, className, title] = part.added ? ["+ ", "nb-added", "not in the book's output"] : part.removed ? ["- ", "nb-removed", "in the book's output, not in this run's"] : ["  ", "nb-same", ""];
      if (title) changed += part.value.length;
      for (const line of part.value) {
        const span = el("span", { class: className }, mark + line + "\n");
        if (title) span.title = title;
        code.append(span);
      }
    }
    pre.append(code);
    return changed;
  };

  // notebook/parts.js
  var button = (label, onClick, cls) => {
    const b = el("button", { type: "button", class: "nb-button" + (cls ? " " + cls : "") }, label);
    b.addEventListener("click", onClick);
    return b;
  };
  var statusLine = () => el("p", { class: "nb-status", role: "status", "aria-live": "polite" });

  // notebook/terminal.js
  var Terminal = class {
    constructor() {
      this.lines = [""];
      this.row = 0;
      this.col = 0;
      this.pending = "";
    }
    /**
     * write takes the next piece of the output.
     * @param {string} text
     */
    write(text2) {
      text2 = this.pending + text2;
      this.pending = "";
      for (let i = 0; i < text2.length; i++) {
        const c = text2[i];
        if (c === "\x1B") {
          const m = /^\x1b\[([0-9;?]*)([A-Za-z])/.exec(text2.slice(i));
          if (!m) {
            if (text2.length - i < 16) {
              this.pending = text2.slice(i);
              return;
            }
            continue;
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
        } else if (c >= " " || c === "	") {
          const line = this.lines[this.row].padEnd(this.col);
          this.lines[this.row] = line.slice(0, this.col) + c + line.slice(this.col + 1);
          this.col++;
        }
      }
    }
    // escape applies the escape code ESC [ args code: K clears the line
    // (from the cursor on, up to it, or all of it), A moves up, G to a
    // column.
    escape(args, code) {
      const n = parseInt(args, 10) || 0;
      const line = this.lines[this.row];
      if (code === "K") {
        if (n === 2) this.lines[this.row] = "";
        else if (n === 1) this.lines[this.row] = " ".repeat(this.col) + line.slice(this.col);
        else this.lines[this.row] = line.slice(0, this.col);
      } else if (code === "A") {
        this.row = Math.max(0, this.row - Math.max(n, 1));
      } else if (code === "G") {
        this.col = Math.max(0, n - 1);
      }
    }
    /**
     * text returns the output so far, without the empty lines a final
     * newline leaves.
     * @returns {string}
     */
    text() {
      const lines2 = this.lines.slice();
      while (lines2.length > 0 && lines2[lines2.length - 1] === "") lines2.pop();
      return lines2.join("\n");
    }
  };

  // notebook/cell.js
  var Cell = class {
    /**
     * @param {HTMLElement} div the cell, as the site wrote it
     * @param {import("./runners.js").Runner} runner
     */
    constructor(div, runner) {
      this.div = div;
      this.runner = runner;
      this.book = div.querySelector("button.copy").getAttribute("data-command");
      this.view = div.querySelector(".printed");
      const out = div.querySelector("pre.output");
      this.bookOutput = out ? out.textContent.replace(/\n+$/, "") : "";
      this.pre = out || el("pre", { class: "output", tabindex: "0" });
      if (!out) div.append(this.pre);
      this.bookHTML = this.pre.innerHTML;
      const id = newID("cell");
      const line = el("div", { class: "nb-command" });
      line.append(el("label", { for: id, class: "nb-prompt" }, "$ "));
      this.input = el("input", { id, class: "nb-input", type: "text", spellcheck: "false", autocomplete: "off", "aria-label": "Command line of the cell" });
      this.input.value = this.book;
      this.input.addEventListener("keydown", (e) => {
        if (e.key === "Enter") {
          e.preventDefault();
          this.toggle();
        }
      });
      this.input.addEventListener("input", () => this.reset.hidden = false);
      this.runButton = button("Run", () => this.toggle(), "nb-run");
      this.reset = button("Reset", () => this.restore());
      this.reset.hidden = true;
      line.append(this.input, this.runButton, this.reset);
      const watch = div.querySelector(".command .watch");
      if (watch) line.append(watch);
      this.status = statusLine();
      const command = div.querySelector(".command");
      command.hidden = true;
      div.insertBefore(line, command);
      div.append(this.status);
      div.classList.add("nb-cell");
    }
    /** command returns the command line as the reader has it. */
    command() {
      return this.input.value.trim();
    }
    /** toggle runs the cell's command, or stops the run under way. */
    toggle() {
      if (this.controller) {
        this.controller.abort();
        return;
      }
      this.run(this.command());
    }
    /**
     * start readies the cell for a run's output: the terminal is empty,
     * and the status line says what.
     * @param {string} what
     */
    start(what) {
      this.showText(true);
      this.term = new Terminal();
      this.exitStatus = null;
      this.pre.classList.add("nb-running");
      this.pre.textContent = "";
      this.status.textContent = what;
      this.reset.hidden = false;
    }
    /**
     * event takes one event of a run that belongs to this cell.
     * @param {{kind: string, text?: string, status?: number}} ev
     */
    event(ev) {
      if (ev.kind === "output") {
        this.term.write(ev.text);
        this.draw();
      } else if (ev.kind === "exit") {
        this.exitStatus = ev.status;
      } else if (ev.kind === "note") {
        this.note = ev.text;
      }
    }
    // draw shows the terminal in the next frame: output comes faster than
    // frames. A run that ended before the frame has its diff shown there
    // already, which the frame leaves alone.
    draw() {
      if (this.drawing) return;
      this.drawing = true;
      window.requestAnimationFrame(() => {
        this.drawing = false;
        if (this.pre.classList.contains("nb-running")) this.pre.textContent = this.term.text();
      });
    }
    /**
     * finish shows the run's output against the book's, and says how it
     * ended: with error, when given, after the output.
     * @param {string} [error]
     */
    finish(error) {
      this.pre.classList.remove("nb-running");
      let text2 = this.term ? this.term.text() : "";
      if (this.exitStatus !== null && this.exitStatus !== 0) text2 += (text2 ? "\n" : "") + "[exit status " + this.exitStatus + "]";
      if (error) text2 += (text2 ? "\n" : "") + error;
      const changed = showDiff(this.pre, this.bookOutput, text2);
      const words = [this.runner.where + "."];
      if (this.note) words.push(this.note + ".");
      const differs = this.command() !== this.book;
      if (differs) words.push("The command differs from the book's, so its output may too:");
      const result = changed === 0 ? "the output is the book's, line for line." : changed + (changed === 1 ? " line differs" : " lines differ") + " from the book's output (marked + for this run, - for the book).";
      words.push(differs ? result : result[0].toUpperCase() + result.slice(1));
      this.status.textContent = words.join(" ");
      this.note = null;
    }
    // run runs command, and shows its output as it comes.
    async run(command) {
      this.controller = new AbortController();
      this.runButton.textContent = "Stop";
      this.start("Running…");
      const say2 = (what) => this.status.textContent = what;
      try {
        await this.runner.run(command, (ev) => this.event(ev), this.controller.signal, say2);
        this.finish();
      } catch (err) {
        if (err.name === "AbortError" || err.timeLimit) {
          this.note = err.timeLimit ? err.message : "Stopped";
          this.finish();
        } else if (err.status === 400) {
          this.exitStatus = 2;
          this.finish(err.message);
        } else {
          this.finish();
          this.runner.failed(this.status, err);
        }
      } finally {
        this.controller = null;
        this.runButton.textContent = "Run";
      }
    }
    /** restore brings back the book's command and output. */
    restore() {
      if (this.controller) this.controller.abort();
      this.input.value = this.book;
      this.pre.innerHTML = this.bookHTML;
      this.pre.classList.remove("nb-running");
      this.showText(false);
      this.status.textContent = "Back to the book's command and output.";
      this.reset.hidden = true;
    }
    // showText shows the output as text, or, for false, the book's output
    // as its tables, where it has any.
    showText(text2) {
      if (!this.view) return;
      this.view.hidden = text2;
      this.pre.hidden = !text2;
    }
  };

  // notebook/changes.js
  var EDIT = "queens-edit:";
  var keptEdits = () => store.keys(EDIT).map((key) => store.get(key)).filter(Boolean);
  var asChanges = (edits) => edits.map((e) => ({ file: e.file, original: e.original, text: e.text }));
  var showChanges = (list) => {
    const edits = keptEdits();
    list.textContent = "";
    if (store.keys(EDIT).length === 0) {
      list.append(el("p", {}, "No changes yet: edit a block of code in a chapter, and it is listed here."));
      return [];
    }
    const ul = el("ul");
    for (const e of edits) {
      const li = el("li");
      li.append(el("a", { href: e.page }, e.package + " · " + e.ident), document.createTextNode(" in " + e.file));
      ul.append(li);
    }
    list.append(ul);
    return edits;
  };
  var download = async (edits, status) => {
    try {
      const resp = await fetch(apiURL("patch"), { method: "POST", headers: headers(), body: JSON.stringify({ edits: asChanges(edits) }) });
      if (!resp.ok) throw new Error(await resp.text());
      const blob = await resp.blob();
      const a = el("a", { href: URL.createObjectURL(blob), download: "queens-changes.patch" });
      document.body.append(a);
      a.click();
      a.remove();
      status.textContent = "Saved queens-changes.patch: git apply queens-changes.patch in the module applies it.";
    } catch (err) {
      status.textContent = "The patch could not be made: " + err.message;
    }
  };
  var showChangesPage = (section) => {
    const list = el("div");
    section.append(list);
    let edits = showChanges(list);
    const bar = el("div", { class: "nb-bar" });
    const status = statusLine();
    bar.append(
      button("Download as a patch", () => download(edits, status)),
      button("Forget every change", () => {
        store.keys(EDIT).forEach(store.remove);
        edits = showChanges(list);
        status.textContent = "Every change is forgotten.";
      })
    );
    section.append(bar, status);
  };

  // notebook/editor-loader.js
  var loaded = null;
  var loadEditor = () => {
    loaded || (loaded = new Promise((resolve, reject) => {
      const s = el("script", { src: siteURL("editor.js").href });
      s.onload = () => resolve(window.QueensEditor);
      s.onerror = reject;
      document.head.append(s);
    }));
    return loaded;
  };

  // notebook/code-block.js
  var CodeBlock = class {
    /**
     * @param {HTMLElement} figure the block, as the site wrote it
     * @param {{cells: Cell[], blocks: CodeBlock[], outputs: Output[]}} book
     *   the page's cells, blocks and Examples' outputs
     * @param {import("./runners.js").Builder} builder where edits are built
     */
    constructor(figure, book, builder) {
      this.figure = figure;
      this.book = book;
      this.builder = builder;
      this.pkg = figure.getAttribute("data-package");
      this.ident = figure.getAttribute("data-ident");
      this.file = figure.getAttribute("data-source").split(":")[0];
      this.pre = figure.querySelector("pre");
      this.original = this.pre.textContent.replace(/\n+$/, "");
      this.key = "queens-edit:" + this.file + "#" + this.ident;
      this.bar = el("div", { class: "nb-bar" });
      this.editButton = button("Edit", () => this.edit());
      this.editButton.setAttribute("aria-label", "Edit " + this.ident);
      this.runButton = button("Run", () => this.toggle(), "nb-run");
      this.runButton.setAttribute("aria-label", "Run the chapter with this edit of " + this.ident);
      this.runButton.hidden = true;
      this.reset = button("Reset", () => this.restore());
      this.reset.setAttribute("aria-label", "Bring back the book's " + this.ident);
      this.reset.hidden = true;
      this.bar.append(this.editButton, this.runButton, this.reset);
      this.status = statusLine();
      this.results = el("div", { class: "nb-results" });
      figure.append(this.bar, this.status, this.results);
      const kept2 = store.get(this.key);
      if (kept2 && kept2.original === this.original && kept2.text !== this.original) {
        this.edit(kept2.text);
        this.status.textContent = "Your edit, kept in this browser. Run it, or Reset to the book's code.";
      }
    }
    /**
     * edit opens the block in an editor, with text or the book's code, or
     * moves the focus to the editor open.
     * @param {string} [text]
     */
    async edit(text2) {
      if (this.editor) {
        this.editor.focus();
        return;
      }
      this.editButton.disabled = true;
      let editors;
      try {
        editors = await loadEditor();
      } catch {
        this.editButton.disabled = false;
        this.status.textContent = "The editor could not be loaded.";
        return;
      }
      const holder = el("div", { class: "nb-editor" });
      this.pre.hidden = true;
      this.figure.insertBefore(holder, this.bar);
      this.editor = editors.create(holder, {
        text: text2 || this.original,
        label: "The code of " + this.ident + ", editable: Tab indents; Escape and then Tab leaves the editor",
        onChange: (t) => this.changed(t)
      });
      this.editButton.hidden = true;
      this.runButton.hidden = false;
      this.reset.hidden = false;
      if (!text2) this.editor.focus();
    }
    // changed keeps the edit in the browser, with what the page of changes
    // lists, or forgets it when it is the book's code again.
    changed(text2) {
      if (text2 === this.original) store.remove(this.key);
      else store.set(this.key, { text: text2, original: this.original, page: window.location.pathname, package: this.pkg, ident: this.ident, file: this.file, title: document.title });
    }
    /** toggle runs the edit, or stops the run under way. */
    toggle() {
      if (this.controller) {
        this.controller.abort();
        return;
      }
      this.run();
    }
    // edits returns this page's edits of the block's package: a package
    // builds with all of them, as the reader sees them.
    edits() {
      return this.book.blocks.filter((b) => b.pkg === this.pkg && b.editor).map((b) => ({ file: b.file, original: b.original, text: b.editor.text() }));
    }
    // run builds the package with the page's edits and runs the chapter's
    // Examples of it, its tests and the chapter's cells, each cell's output
    // in its cell.
    async run() {
      const { outputs, cells } = this.book;
      const examples = outputs.filter((o) => o.pkg === this.pkg);
      this.controller = new AbortController();
      this.runButton.textContent = "Stop";
      this.results.textContent = "";
      this.editor.mark([]);
      this.status.textContent = "Building " + this.pkg + " with your edit…";
      examples.forEach((o) => o.restore());
      let current = null;
      const request = {
        package: this.pkg,
        edits: this.edits(),
        examples: examples.map((o) => o.ident),
        cells: cells.map((c) => c.command())
      };
      const say2 = (what) => this.status.textContent = what;
      try {
        await this.builder.build(request, (ev) => {
          if (ev.cell === void 0 || ev.cell === null) {
            this.event(ev, examples);
            return;
          }
          const cell = cells[ev.cell];
          if (cell !== current) {
            if (current) current.finish();
            current = cell;
            cell.start("Running with your edit of " + this.ident + "…");
          }
          cell.event(ev);
        }, this.controller.signal, say2);
        if (current) current.finish();
        if (this.status.textContent.includes("…")) this.status.textContent = "Done. " + this.builder.where + ".";
      } catch (err) {
        if (current) current.finish();
        if (err.name === "AbortError") this.status.textContent = "Stopped.";
        else this.builder.failed(this.status, err);
      } finally {
        this.controller = null;
        this.runButton.textContent = "Run";
      }
    }
    // event shows one event of a code run that is not a cell's.
    event(ev, examples) {
      switch (ev.kind) {
        case "stage":
          this.status.textContent = {
            examples: "Running the chapter's Examples of " + this.pkg + "…",
            tests: "Running the tests of " + this.pkg + "…",
            cells: "Building queens with your edit, then running the chapter's cells…"
          }[ev.stage] || "";
          break;
        case "compile":
          this.compileErrors(ev.errors);
          break;
        case "example": {
          const shown = examples.filter((o) => o.ident === ev.name);
          shown.forEach((o) => o.show(ev));
          const said = ev.passed ? " prints what its // Output: comment wants." : ev.got === void 0 && ev.text ? ": " + ev.text : " no longer prints what its // Output: comment wants: the difference is under the Example.";
          this.result(ev.passed ? "pass" : "fail", ev.name + said, document.getElementById(shown.length ? shown[0].id : ""));
          break;
        }
        case "tests":
          this.tests(ev);
          break;
        case "note":
          this.result("note", ev.text);
          this.status.textContent = ev.text;
          break;
        case "timings":
          this.result("note", ev.text);
          break;
        case "offer":
          this.offer(ev);
          break;
      }
    }
    // offer adds a line to the results that offers more than the run did,
    // with a button that agrees (ev.agree) and runs again.
    offer(ev) {
      const p = el("p", { class: "nb-result nb-note" });
      p.append(el("span", { class: "nb-mark", "aria-hidden": "true" }, "•"), document.createTextNode(ev.text + " "));
      p.append(button(ev.action, () => {
        ev.agree();
        this.run();
      }));
      this.results.append(p);
    }
    // result adds a line to the results: a pass, a failure or a note,
    // linked to the element link when given.
    result(kind, text2, link) {
      const p = el("p", { class: "nb-result nb-" + kind });
      p.append(el("span", { class: "nb-mark", "aria-hidden": "true" }, kind === "pass" ? "✓" : kind === "fail" ? "✗" : "•"));
      p.append(link ? el("a", { href: "#" + link.id }, text2) : document.createTextNode(text2));
      this.results.append(p);
    }
    // compileErrors lists the compiler's errors, and marks those in the
    // edit in the editor.
    compileErrors(errors) {
      this.editor.mark(errors.filter((e) => e.block).map((e) => ({ line: e.block, column: e.column, message: e.message })));
      this.result("fail", "It does not compile:");
      const list = el("ul", { class: "nb-errors" });
      for (const e of errors) {
        const where = e.block ? "line " + e.block + " of your edit" : e.file + ":" + e.line;
        list.append(el("li", {}, where + ": " + e.message));
      }
      this.results.append(list);
      this.status.textContent = errors.length + (errors.length === 1 ? " compile error" : " compile errors") + ", marked in the editor.";
    }
    // tests shows whether the package's tests pass, and the first failures.
    tests(ev) {
      if (ev.passed) {
        this.result("pass", "The tests of " + this.pkg + " pass (" + ev.count + " ran).");
        return;
      }
      const failures = ev.failures || [];
      this.result("fail", "The tests of " + this.pkg + " fail" + (failures.length ? "; the first failures:" : "."));
      const list = el("ul", { class: "nb-failures" });
      for (const f of failures) {
        const li = el("li");
        li.append(el("strong", {}, f.test), el("pre", { tabindex: "0" }, f.message));
        list.append(li);
      }
      this.results.append(list);
    }
    /** restore brings back the book's code, and the page's outputs. */
    restore() {
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
      this.book.outputs.filter((o) => o.pkg === this.pkg).forEach((o) => o.restore());
      this.book.cells.forEach((c) => c.restore());
      this.status.textContent = "Back to the book's code of " + this.ident + ".";
    }
  };

  // notebook/exercise.js
  var PASSED = "queens-passed:";
  var TRIED = "queens-tried:";
  var Exercise = class {
    /**
     * @param {string} slug the exercise's name
     * @param {HTMLElement} main the page's text, which the editor joins
     * @param {import("./exercise-in-browser.js").ExerciseBackend} backend where Check runs
     */
    constructor(slug, main2, backend) {
      this.slug = slug;
      this.backend = backend;
      this.key = "queens-exercise:" + slug;
      const section = el("section", { class: "nb-exercise", "aria-labelledby": "nb-exercise-title" });
      this.intro = el("p", {}, "Loading your file…");
      this.holder = el("div", { class: "nb-editor" });
      this.bar = el("div", { class: "nb-bar" });
      this.check = button("Check", () => this.toggle(), "nb-run");
      this.reset = button("Reset to the stub", () => this.restore());
      this.hint = button("Hint", () => this.nextHint(), "nb-ask-hint");
      this.hint.hidden = true;
      this.model = button("Show the book's solution", () => this.toggleSolution(), "nb-ask-solution");
      this.model.hidden = true;
      this.bar.append(this.check, this.reset, this.hint, this.model);
      this.hintText = el("div", { class: "nb-hint", "aria-live": "polite" });
      this.solutionBox = el("div", { class: "nb-solution" });
      this.solutionBox.hidden = true;
      this.status = statusLine();
      this.pre = el("pre", { class: "output", tabindex: "0" });
      this.pre.hidden = true;
      section.append(el("h2", { id: "nb-exercise-title" }, "Your file, in the browser"), this.intro, this.holder, this.bar, this.hintText, this.solutionBox, this.status, this.pre);
      main2.insertBefore(section, main2.querySelector("nav.pager"));
      this.ready = this.load();
    }
    // load asks the backend for the student's file, the stub and the
    // hints, and opens the file, or the edit kept in the browser, in an
    // editor.
    async load() {
      try {
        const file = await this.backend.load(this.slug);
        this.stub = file.stub;
        this.hints = file.hints || [];
        this.hint.hidden = this.hints.length === 0;
        this.solution = file.solution;
        this.offerSolution(store.get(TRIED + this.slug) !== null);
        this.intro.textContent = "This is " + file.path + ", as the page keeps it. " + this.backend.says;
        const kept2 = store.get(this.key);
        const editors = await loadEditor();
        this.editor = editors.create(this.holder, {
          text: kept2 ? kept2.text : file.file,
          label: "Your file " + file.path + ": Tab indents; Escape and then Tab leaves the editor",
          onChange: (t) => store.set(this.key, { text: t })
        });
      } catch (err) {
        this.intro.textContent = "Your file could not be loaded: " + err.message + ".";
        this.bar.hidden = true;
      }
    }
    /** toggle checks the file, or stops the check under way. */
    async toggle() {
      if (this.controller) {
        this.controller.abort();
        return;
      }
      const term = new Terminal();
      this.controller = new AbortController();
      this.check.textContent = "Stop";
      this.pre.hidden = false;
      this.pre.textContent = "";
      this.status.textContent = "Checking…";
      this.editor.mark([]);
      let passed = false;
      const say2 = (what) => this.status.textContent = what;
      try {
        await this.backend.check(this.slug, this.editor.text(), (ev) => {
          if (ev.kind === "output" || ev.kind === "compile") {
            term.write(ev.text);
            this.pre.textContent = term.text();
          }
          if (ev.kind === "compile") this.editor.mark(ev.errors);
          if (ev.kind === "note") this.status.textContent = ev.text;
          if (ev.kind === "done") passed = ev.passed;
        }, this.controller.signal, say2);
        if (passed) {
          store.set(PASSED + this.slug, { when: (/* @__PURE__ */ new Date()).toISOString() });
          this.status.textContent = "Passed: every test of " + this.slug + " passes. This browser remembers it.";
        } else if (this.status.textContent.endsWith("…")) {
          this.status.textContent = "Not yet: the check's feedback is below.";
        }
      } catch (err) {
        if (err.name === "AbortError") this.status.textContent = "Stopped.";
        else this.backend.failed(this.status, err);
      } finally {
        this.controller = null;
        this.check.textContent = "Check";
        store.set(TRIED + this.slug, { when: (/* @__PURE__ */ new Date()).toISOString() });
        this.offerSolution(true);
      }
    }
    // offerSolution shows the button that reveals the book's solution once
    // the reader has checked a file of their own (tried), where the page
    // has the solution: a class's handout leaves the solutions out.
    offerSolution(tried) {
      this.model.hidden = !(tried && this.solution);
    }
    // toggleSolution shows the book's solution below the editor, or hides
    // it again.
    toggleSolution() {
      const showing = !this.solutionBox.hidden;
      this.solutionBox.hidden = showing;
      this.model.textContent = showing ? "Show the book's solution" : "Hide the book's solution";
      if (showing || this.solutionBox.childElementCount > 0) return;
      this.solutionBox.append(
        el("p", {}, "The book's solution. Yours may differ and be just as good: the tests are the judge."),
        el("pre", { class: "nb-solution-code", tabindex: "0", "aria-label": "the book's solution of " + this.slug }, this.solution)
      );
    }
    // nextHint shows the next of the exercise's hints: the first names the
    // idea, the second points at the line.
    nextHint() {
      const shown = this.hintText.childElementCount;
      if (shown >= this.hints.length) return;
      const h = this.hints[shown];
      const p = el("p", {});
      p.append(el("strong", {}, "Hint " + (shown + 1) + " of " + this.hints.length + ", " + h.title + ": "), document.createTextNode(h.text));
      this.hintText.append(p);
      if (shown + 1 < this.hints.length) {
        this.hint.textContent = "Second hint";
      } else {
        this.hint.disabled = true;
        this.hint.textContent = "No more hints";
      }
    }
    /** restore brings back the stub, and forgets the edit kept. */
    restore() {
      if (!this.editor || this.stub === void 0) return;
      this.editor.setText(this.stub);
      store.remove(this.key);
      this.status.textContent = "The stub is back.";
    }
  };
  var markPassed = (main2) => {
    for (const key of store.keys(PASSED)) {
      const slug = key.slice(PASSED.length);
      for (const a of main2.querySelectorAll('a[href$="exercises/' + slug + '.html"], a[href="' + slug + '.html"]')) {
        if (!a.querySelector(".nb-passed")) a.append(el("span", { class: "nb-passed" }, " ✓ passed"));
      }
    }
  };

  // shared/format.js
  var duration = (s) => {
    const round = (v, unit) => {
      const r = v < 10 ? Math.round(v * 10) / 10 : Math.round(v);
      return r + " " + unit + (r === 1 ? "" : "s");
    };
    if (s < 1) return "under a second";
    if (s < 90) return round(s, "second");
    if (s < 90 * 60) return round(s / 60, "minute");
    if (s < 36 * 3600) return round(s / 3600, "hour");
    if (s < 400 * 86400) return round(s / 86400, "day");
    return round(s / (365.25 * 86400), "year");
  };

  // notebook/in-browser.js
  var CELLS_CACHE = "queens-cells";
  var BOOK_CACHE = "queens-book";
  var kept = () => window.isSecureContext && "caches" in window;
  var megabytes = (bytes) => (bytes / 1e6).toFixed(1) + " MB";
  var fetchKept = async (url) => {
    try {
      const resp = await fetch(url, { cache: "no-cache" });
      if (!resp.ok) throw new Error(url + ": " + resp.status + " " + resp.statusText);
      if (kept()) await (await caches.open(BOOK_CACHE)).put(url, resp.clone());
      return resp;
    } catch (err) {
      const copy2 = kept() ? await caches.match(url) : void 0;
      if (!copy2) throw err;
      return copy2;
    }
  };
  var fetchWasm = async (info, say2) => {
    const url = siteURL(info.wasm);
    const key = url + "?build=" + info.hash;
    const cache = kept() ? await caches.open(CELLS_CACHE) : null;
    const copy2 = cache && await cache.match(key);
    if (copy2) {
      say2("Starting queens, kept in this browser from an earlier visit…");
      return copy2.arrayBuffer();
    }
    const what = "Fetching queens for your browser, once: " + info.wasm + ", " + megabytes(info.bytes) + " (" + megabytes(info.gzipped) + " gzipped), ";
    say2(what + "0%");
    const blob = new Blob(await fetchCounted(url, (got) => say2(what + Math.min(100, Math.floor(100 * got / info.bytes)) + "%")), { type: "application/wasm" });
    if (cache) {
      for (const old of await cache.keys()) await cache.delete(old);
      await cache.put(key, new Response(blob, { headers: { "Content-Type": "application/wasm" } }));
    }
    return blob.arrayBuffer();
  };
  var fetchCounted = async (url, counted) => {
    const resp = await fetch(url);
    if (!resp.ok) throw new Error(url.pathname + ": " + resp.status + " " + resp.statusText);
    const reader = resp.body.getReader();
    const parts = [];
    let got = 0;
    for (; ; ) {
      const chunk = await reader.read();
      if (chunk.done) return parts;
      parts.push(chunk.value);
      got += chunk.value.length;
      counted(got);
    }
  };
  var keepPage = async (more = []) => {
    if (!kept() || !("serviceWorker" in navigator)) return;
    const page = new URL(location.href);
    page.hash = "";
    const pictures = [...document.images].map((img) => img.currentSrc || img.src).filter((src) => new URL(src).origin === location.origin);
    const files = [page.href, ...pictures, ...["script.js", "style.css", "notebook.css", "favicon.svg", ...more].map((f) => siteURL(f).href)];
    await Promise.all(files.map((f) => fetchKept(f).catch(() => null)));
    await navigator.serviceWorker.register(siteURL("sw.js"));
  };
  var load = async (say2) => {
    const info = await (await fetchKept(siteURL("cells.json"))).json();
    if (info.missing) throw new Error("The cells cannot run in this browser: " + info.missing + ".");
    const [bytes, exec, worker] = await Promise.all([
      fetchWasm(info, say2),
      fetchKept(siteURL("wasm_exec.js")).then((r) => r.text()),
      fetchKept(siteURL("cells-worker.js")).then((r) => r.text())
    ]);
    say2("Compiling queens for this browser…");
    const module = await WebAssembly.compile(bytes);
    keepPage().catch(() => null);
    const script = URL.createObjectURL(new Blob([exec, "\n", worker], { type: "text/javascript" }));
    return { module, files: info.files, timeLimit: info.timeLimit, script };
  };
  var loading = null;
  var loadCells = (say2) => {
    loading ?? (loading = load(say2).catch((err) => {
      loading = null;
      throw err;
    }));
    return loading;
  };
  var runInBrowser = (cells, line, onEvent, signal) => new Promise((resolve, reject) => {
    const worker = new Worker(cells.script);
    const end = (err) => {
      worker.terminate();
      clearTimeout(timer);
      signal.removeEventListener("abort", stop);
      if (err) reject(err);
      else resolve();
    };
    const stop = () => end(new DOMException("the reader stopped the run", "AbortError"));
    const timer = setTimeout(() => {
      end(Object.assign(new Error("Stopped after " + duration(cells.timeLimit) + ", the time limit of a cell run in the browser"), { timeLimit: true }));
    }, cells.timeLimit * 1e3);
    signal.addEventListener("abort", stop);
    worker.onmessage = (event) => {
      const m = event.data;
      if (m.kind === "output") onEvent({ kind: "output", text: m.text });
      else if (m.kind === "exit") {
        onEvent({ kind: "exit", status: m.status });
        end();
      } else if (m.kind === "failed") end(new Error("queens could not run in this browser: " + m.message));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      end(new Error("queens could not run in this browser: " + event.message));
    };
    worker.postMessage({ module: cells.module, line, files: cells.files });
  });

  // notebook/go-in-browser.js
  var EDIT_CACHE = "queens-edit-";
  var MEMORY_NEEDED = 2;
  var BUILD = "/build";
  var TMP = "/tmp";
  var goCanRun = () => navigator.deviceMemory && navigator.deviceMemory < MEMORY_NEEDED ? "Editing Go in the page needs about 600 MB of memory, which this device does not have to spare; the cells still run." : "";
  var fetchHeld = async (cache, file, key, counted) => {
    const copy2 = cache && await cache.match(key);
    if (copy2) {
      const bytes2 = new Uint8Array(await copy2.arrayBuffer());
      counted(bytes2.length);
      return bytes2;
    }
    const bytes = new Uint8Array(await new Blob(await fetchCounted(siteURL(file), counted)).arrayBuffer());
    if (cache) await cache.put(key, new Response(bytes));
    return bytes;
  };
  var openCache = async (info) => {
    if (!kept()) return null;
    for (const name of await caches.keys()) {
      if (name.startsWith(EDIT_CACHE) && name !== EDIT_CACHE + info.goVersion) await caches.delete(name);
    }
    return caches.open(EDIT_CACHE + info.goVersion);
  };
  var Progress = class {
    constructor(what, total, say2) {
      this.what = what;
      this.total = total;
      this.say = say2;
      this.done = 0;
      this.say(what + "0%");
    }
    // counter returns the function that hears how much of one file came.
    counter() {
      let mine = 0;
      return (got) => {
        this.done += got - mine;
        mine = got;
        this.say(this.what + Math.min(100, Math.floor(100 * this.done / this.total)) + "%");
      };
    }
  };
  var text = async (file) => new Uint8Array(await (await fetchKept(siteURL(file))).arrayBuffer());
  var BUILD_TOOLS = ["testmain", "compile", "link"];
  var loadTools = async (say2) => {
    const info = await (await fetchKept(siteURL("edit.json"))).json();
    if (info.missing) throw new Error("Go cannot be built in this browser: " + info.missing + ".");
    const cache = await openCache(info);
    const tools = BUILD_TOOLS.map((tool) => [tool, info.tools[tool]]);
    const total = tools.reduce((n, [, f]) => n + f.bytes, 0);
    const gzipped = tools.reduce((n, [, f]) => n + f.gzipped, 0);
    const progress = new Progress("Fetching the Go compiler for your browser, once: " + megabytes(total) + " (" + megabytes(gzipped) + " gzipped), ", total, say2);
    const [exec, worker, ...bytes] = await Promise.all([
      fetchKept(siteURL("wasm_exec.js")).then((r) => r.text()),
      fetchKept(siteURL("edit-worker.js")).then((r) => r.text()),
      ...tools.map(([, f]) => fetchHeld(cache, f.file, siteURL(f.file) + "?build=" + f.hash, progress.counter()))
    ]);
    say2("Compiling the Go compiler for this browser…");
    const modules = await Promise.all(bytes.map((b) => WebAssembly.compile(b)));
    keepPage(["editor.js"]).catch(() => null);
    return {
      info,
      cache,
      tools: Object.fromEntries(tools.map(([tool], i) => [tool, modules[i]])),
      script: URL.createObjectURL(new Blob([exec, "\n", worker], { type: "text/javascript" })),
      bundles: /* @__PURE__ */ new Map()
    };
  };
  var loadTool = async (go, name, say2) => {
    if (go.tools[name]) return;
    const f = go.info.tools[name];
    const progress = new Progress("Fetching " + name + " for your browser, once: " + megabytes(f.bytes) + " (" + megabytes(f.gzipped) + " gzipped), ", f.bytes, say2);
    const bytes = await fetchHeld(go.cache, f.file, siteURL(f.file) + "?build=" + f.hash, progress.counter());
    go.tools[name] = await WebAssembly.compile(bytes);
  };
  var loading2 = null;
  var loadGo = (say2) => {
    const why = goCanRun();
    if (why) return Promise.reject(new Error(why));
    loading2 ?? (loading2 = loadTools(say2).catch((err) => {
      loading2 = null;
      throw err;
    }));
    return loading2;
  };
  var archiveFiles = (m) => [...m.Archives.map((a) => a.File), ...m.Units.filter((u) => u.Shipped).map((u) => u.Shipped)];
  var loadBundle = async (go, pkg, say2, kind = "packages") => {
    const key = kind + ":" + pkg;
    if (go.bundles.has(key)) return go.bundles.get(key);
    const about = (go.info[kind] || {})[pkg];
    if (!about) {
      const why = (go.info.unbuilt || {})[pkg];
      throw new Error("The site has no bundle of " + pkg + " to build it in the browser" + (why ? ": " + why : "") + ". Its code changes under queens serve.");
    }
    const manifest = JSON.parse(new TextDecoder().decode(await text(about.manifest)));
    const folder = about.manifest.slice(0, about.manifest.lastIndexOf("/") + 1);
    const sources = [...manifest.TestGoFiles || [], ...manifest.XTestGoFiles || [], ...manifest.Testdata || [], ...manifest.Units.flatMap((u) => u.Files)];
    const linker = { steppers: "the stepper", cells: "queens" }[kind] || pkg;
    const progress = new Progress("Fetching the compiled packages " + linker + " links against, once: " + megabytes(about.bytes) + " (" + megabytes(about.gzipped) + " gzipped), ", about.bytes, say2);
    const files = {};
    await Promise.all([
      text(folder + manifest.ImportCfg).then((b) => files[manifest.ImportCfg] = b),
      text(folder + "manifest.json").then((b) => files["manifest.json"] = b),
      ...[...new Set(sources)].map((name) => text("edit/src/" + name).then((b) => files[name] = b)),
      ...archiveFiles(manifest).map((file) => fetchHeld(go.cache, "edit/" + file, siteURL("edit/" + file), progress.counter()).then((b) => files[file] = b))
    ]);
    const bundle = { manifest, files };
    go.bundles.set(key, bundle);
    return bundle;
  };
  var buildJob = (bundle, edited) => {
    const m = bundle.manifest;
    const files = {};
    for (const [name, bytes] of Object.entries({ ...bundle.files, ...edited })) files[BUILD + "/" + name] = bytes;
    const outputs = [m.Binary, m.MainArchive, ...m.TestMain ? [m.TestMain] : [], ...m.Units.map((u) => u.Archive)];
    const folders = [TMP, ...new Set(outputs.map((f) => BUILD + "/" + f.slice(0, f.lastIndexOf("/"))))];
    const env = { TMPDIR: TMP, HOME: TMP };
    const at = (name) => BUILD + "/" + name;
    const keep = (k) => k && { shipped: at(k.Shipped), archive: at(k.Archive), imports: (k.Imports || []).map((i) => ({ archive: at(i.Archive), shipped: at(i.Shipped) })) };
    const args = (s) => s.Args.map((a) => a.replaceAll("$BUILD", BUILD));
    const steps = m.Steps.map((s) => ({ name: s.Name, program: s.Tool, args: args(s), dir: BUILD, env, keep: keep(s.Keep) }));
    return { files, folders, steps, binary: BUILD + "/" + m.Binary, dir: BUILD + "/" + m.Dir, env };
  };
  var stepSays = (name, m) => {
    if (name === "testmain") return "Writing the test main…";
    if (name === "_testmain.go") return "Compiling the test main…";
    if (name === "link") return m.Program ? "Linking " + m.Program.split("/").pop() + "…" : "Linking the test binary…";
    const folder = name.startsWith(m.Module + "/") ? name.slice(m.Module.length + 1) : name;
    return folder.endsWith("_test") ? "Compiling the tests of " + folder.slice(0, -"_test".length) + "…" : "Compiling " + folder + "…";
  };
  var runJob = (go, job, more, onMessage, signal) => new Promise((resolve, reject) => {
    const worker = new Worker(go.script);
    let timer = 0;
    const end = (err) => {
      worker.terminate();
      clearTimeout(timer);
      signal.removeEventListener("abort", stop);
      if (err) reject(err);
      else resolve();
    };
    const limit = (seconds, what) => {
      clearTimeout(timer);
      timer = setTimeout(() => end(Object.assign(new Error("Stopped after " + duration(seconds) + ", the time limit of " + what + " in the browser."), { timeLimit: true })), seconds * 1e3);
    };
    const stop = () => end(new DOMException("the reader stopped the run", "AbortError"));
    signal.addEventListener("abort", stop);
    limit(go.info.buildLimit, "a build");
    worker.onmessage = (event) => {
      const m = event.data;
      if (m.kind === "step" && job.steps[m.index].run) limit(go.info.runLimit, "a test run");
      if (m.kind === "broken") end(new Error("Go could not run in this browser: " + m.message));
      else onMessage(m);
      if (m.kind === "done" || m.kind === "failed") end();
    };
    worker.onerror = (event) => {
      event.preventDefault();
      end(new Error("Go could not run in this browser: " + event.message));
    };
    worker.postMessage({ modules: { ...go.tools, ...more }, files: job.files, folders: job.folders, steps: job.steps, collect: job.collect || [] });
  });
  var Timings = class {
    /** @param {number} loading the milliseconds spent fetching and compiling the tools and the bundle */
    constructor(loading3) {
      this.parts = /* @__PURE__ */ new Map();
      this.load(loading3);
    }
    /**
     * load adds ms milliseconds to loading the tools and the bundles.
     * @param {number} ms
     */
    load(ms) {
      this.add("loading the compiler and the packages", ms);
    }
    /**
     * add adds ms milliseconds to part.
     * @param {string} part
     * @param {number} ms
     */
    add(part, ms) {
      this.parts.set(part, (this.parts.get(part) || 0) + ms);
    }
    /**
     * step adds the time of a step of a build to compiling or linking.
     * @param {string} name the step's name
     * @param {number} ms
     */
    step(name, ms) {
      this.add(name === "link" ? "linking" : "compiling", ms);
    }
    /** said returns the line: the whole, then each part. */
    said() {
      const seconds = (ms) => (ms / 1e3).toFixed(1) + " s";
      const total = [...this.parts.values()].reduce((a, b) => a + b, 0);
      return "In your browser, " + seconds(total) + ": " + [...this.parts].map(([part, ms]) => part + " " + seconds(ms)).join(", ") + ".";
    }
  };

  // notebook/test-output.js
  var MARK = "";
  var readTests = (text2) => {
    const tests = /* @__PURE__ */ new Map();
    const started = [];
    const test = (name) => {
      if (!tests.has(name)) {
        tests.set(name, { name, result: "", output: [] });
        started.push(name);
      }
      return tests.get(name);
    };
    let current = null;
    for (const line of text2.split("\n")) {
      if (!line.startsWith(MARK)) {
        if (current) current.output.push(line);
        continue;
      }
      const framed = line.slice(1).trim();
      const begun = /^=== (?:RUN|CONT|NAME)\s+(\S*)/.exec(framed);
      const ended = /^--- (PASS|FAIL|SKIP): (\S+)/.exec(framed);
      if (begun) {
        current = begun[1] ? test(begun[1]) : null;
      } else if (ended) {
        current = test(ended[2]);
        current.result = ended[1].toLowerCase();
      } else {
        current = null;
      }
    }
    return { tests, started };
  };
  var gotWant = (output) => {
    let section = "";
    const parts = { got: null, want: null };
    for (const line of output) {
      if (line === "got:") section = "got";
      else if (line === "want:" || line === "want (unordered):") section = "want";
      else if (line.startsWith("--- ") || line === "FAIL") section = "";
      else if (section) (parts[section] ?? (parts[section] = [])).push(line);
    }
    if (parts.got === null && parts.want === null) return null;
    return { got: (parts.got || []).join("\n").trim(), want: (parts.want || []).join("\n").trim() };
  };
  var testMessage = (output) => output.map((l) => l.trim()).filter((l) => l && !l.startsWith("=== ") && !l.startsWith("--- ")).join("\n");
  var frame = /^\s*((?:\/|[^\s/]+\.[^\s/]+\/)\S+\.go:\d+)/;
  var panicked = (text2) => {
    const lines2 = text2.split("\n");
    const at = lines2.findIndex((l) => l.startsWith("panic: ") || l.startsWith("fatal error: "));
    if (at < 0) return "";
    const place = lines2.slice(at).map((l) => frame.exec(l)).find(Boolean);
    const what = lines2[at].startsWith("fatal error: out of memory") ? "It ran out of its memory (" + lines2[at] + ")" : lines2[at].replace(/ \[recovered.*$/, "");
    return what + (place ? " at " + place[1].replace(/^\/build\//, "") : "");
  };
  var diagnostics = (text2) => [...text2.matchAll(/^([^\s:][^:\n]*\.go):(\d+)(?::(\d+))?: (.*)$/gm)].map((m) => ({
    file: m[1],
    line: Number(m[2]),
    column: m[3] ? Number(m[3]) : 0,
    message: m[4]
  }));

  // notebook/exercise-in-browser.js
  var serverExercise = {
    says: "Check runs queens exercise check on it, on this computer, without writing the file on disk.",
    load: async (slug) => {
      const resp = await fetch(apiURL("exercise/" + slug), { headers: headers() });
      if (!resp.ok) throw new Error("the server refused");
      return resp.json();
    },
    check: (slug, text2, onEvent, signal) => post("exercise", { name: slug, text: text2 }, onEvent, signal),
    failed: refused
  };
  var RUN = "/run";
  var CELLS = "/queens";
  var exerciseInfo = async (slug) => {
    const info = await (await fetchKept(siteURL("edit.json"))).json();
    if (info.missing) throw new Error(info.missing);
    const e = (info.exercises || {})[slug];
    if (!e) throw new Error("the site has no exercise " + slug);
    return e;
  };
  var checkSteps = (job, slug, pkg) => [
    {
      name: "tests",
      program: job.binary,
      args: ["-test.v=test2json"],
      dir: job.dir,
      run: true,
      mayFail: true,
      env: { ...job.env, QUEENS_EXERCISE_REPORTS: RUN + "/reports" },
      stdout: RUN + "/output"
    },
    { name: "test2json", program: "test2json", args: ["-t", "-p", pkg], dir: RUN, env: job.env, stdin: RUN + "/output", stdout: RUN + "/events.json" },
    {
      name: "check",
      program: "cells",
      args: [],
      dir: CELLS,
      mayFail: true,
      stream: true,
      env: { QUEENS_CELL: "queens exercise check " + slug, QUEENS_EXERCISE_RUN: RUN, NO_COLOR: "1", TERM: "dumb", COLUMNS: "80" }
    }
  ];
  var browserExercise = {
    says: "Check builds and runs the exercise's tests on it in your browser, with the Go compiler in WebAssembly, and gives queens exercise check's feedback.",
    load: async (slug) => {
      const e = await exerciseInfo(slug);
      const stub = await (await fetchKept(siteURL("edit/src/" + e.file))).text();
      return { path: e.file, file: stub, stub, hints: e.hints, solution: e.solution };
    },
    check: async (slug, text2, onEvent, signal, say2) => {
      const e = await exerciseInfo(slug);
      const go = await loadGo(say2);
      const bundle = await loadBundle(go, e.package, say2);
      await loadTool(go, "test2json", say2);
      const cells = await loadCells(say2);
      const job = buildJob(bundle, { [e.file]: new TextEncoder().encode(text2) });
      job.steps.push(...checkSteps(job, slug, e.package));
      job.folders.push(RUN, RUN + "/reports");
      for (const [name, content] of Object.entries(cells.files)) job.files[CELLS + "/" + name] = new TextEncoder().encode(content);
      let passed = false;
      await runJob(go, job, { cells: cells.module }, (msg) => {
        const step = job.steps[msg.index];
        if (msg.kind === "step") say2(step.run ? "Running the tests of " + slug + " in your browser…" : step.name === "check" ? "Checking…" : step.name === "test2json" ? "Reading what the tests said…" : stepSays(step.name, bundle.manifest));
        if (msg.kind === "output") onEvent({ kind: "output", text: msg.text });
        if (msg.kind === "stepped" && step.name === "check") passed = msg.status === 0;
        if (msg.kind === "failed") {
          const errors = diagnostics(msg.output).filter((d) => d.file === e.file);
          onEvent({ kind: "compile", errors, text: slug + ": the code does not compile.\n\n" + msg.output.trim().split("\n").map((l) => "  " + l).join("\n") + "\n" });
        }
      }, signal);
      onEvent({ kind: "done", passed });
    },
    failed: (status, err) => status.textContent = err.message
  };

  // notebook/output.js
  var Output = class {
    /** @param {HTMLElement} figure the block, as the site wrote it */
    constructor(figure) {
      this.figure = figure;
      this.pkg = figure.getAttribute("data-package");
      this.ident = figure.getAttribute("data-ident");
      this.id = figure.id || (figure.id = newID("output"));
      this.pre = figure.querySelector("pre");
      this.bookHTML = this.pre.innerHTML;
      this.status = statusLine();
      figure.append(this.status);
    }
    /**
     * show shows the Example's run: the same output, another, or none.
     * @param {{passed: boolean, got?: string, want?: string, text?: string}} ev
     */
    show(ev) {
      if (ev.passed) {
        this.restore();
        this.status.textContent = "With your edit the Example prints the same.";
        return;
      }
      if (ev.got === void 0 && ev.want === void 0) {
        this.pre.textContent = ev.text || "";
        this.status.textContent = "With your edit the Example did not finish:";
        return;
      }
      showDiff(this.pre, ev.want || "", ev.got || "");
      this.status.textContent = "With your edit the Example prints otherwise: + marks what it printed, - what its // Output: comment wants.";
    }
    /** restore brings back the book's output. */
    restore() {
      this.pre.innerHTML = this.bookHTML;
      this.status.textContent = "";
    }
  };

  // notebook/edit-in-browser.js
  var MAX_FAILURES = 3;
  var applyEdits = (bundle, edits) => {
    const decoder = new TextDecoder();
    const encoder = new TextEncoder();
    const edited = {};
    const placed = [];
    const byFile = Map.groupBy(edits, (e) => e.file);
    for (const [file, fileEdits] of byFile) {
      if (!bundle.files[file]) throw new Error(file + " is not a source of the bundle of " + bundle.manifest.Package + ".");
      const source = decoder.decode(bundle.files[file]);
      const spans = fileEdits.map((e) => {
        const at = source.indexOf(e.original);
        if (at < 0) throw new Error(file + " no longer holds the declaration the book shows: reload the page.");
        if (source.indexOf(e.original, at + 1) >= 0) throw new Error(file + " holds the declaration the book shows more than once.");
        return { at, end: at + e.original.length, edit: e };
      });
      spans.sort((a, b) => a.at - b.at);
      let out = "";
      let last = 0;
      for (const s of spans) {
        if (s.at < last) throw new Error("Two edits of " + file + " change the same lines.");
        out += source.slice(last, s.at);
        placed.push({ file, first: out.split("\n").length, lines: s.edit.text.split("\n").length });
        out += s.edit.text;
        last = s.end;
      }
      edited[file] = encoder.encode(out + source.slice(last));
    }
    return { edited, placed };
  };
  var blockLine = (placed, file, line) => {
    const p = placed.find((e) => e.file === file && line >= e.first && line < e.first + e.lines);
    return p ? line - p.first + 1 : 0;
  };
  var compileErrors = (output, placed) => diagnostics(output).map((d) => ({ file: d.file, line: d.line, column: d.column, block: blockLine(placed, d.file, d.line), message: d.message }));
  var exampleEvent = (name, { tests, started }, output) => {
    const t = tests.get(name);
    const panic = panicked(output);
    if (!t && panic) return { kind: "example", name, passed: false, text: "It did not run: the test binary stopped at a panic before it." };
    if (!t) return { kind: "example", name, passed: false, text: "The package's tests have no " + name + "." };
    if (panic && name === started[started.length - 1] && t.result !== "pass") return { kind: "example", name, passed: false, text: panic };
    if (t.result === "pass") return { kind: "example", name, passed: true };
    const gw = gotWant(t.output);
    return gw ? { kind: "example", name, passed: false, ...gw } : { kind: "example", name, passed: false, text: testMessage(t.output) };
  };
  var failure = (t) => panicked(t.output.join("\n")) || testMessage(t.output);
  var testsEvent = (status, output) => {
    const { tests, started } = readTests(output);
    const count = started.filter((n) => !n.includes("/") && tests.get(n).result !== "").length;
    const failures = [];
    for (const name of started) {
      const t = tests.get(name);
      if (t.result !== "fail" || failures.length === MAX_FAILURES) continue;
      if (!name.includes("/") || t.output.length > 0) failures.push({ test: name, message: failure(t) });
    }
    const panic = status !== 0 ? panicked(output) : "";
    if (panic && failures.length < MAX_FAILURES && !failures.some((f) => f.message === panic)) failures.push({ test: "the test binary", message: panic });
    if (status !== 0 && failures.length === 0) failures.push({ test: "the test binary", message: "It ended with status " + status + ":\n" + output.trim().split("\n").slice(-5).join("\n") });
    return { kind: "tests", passed: status === 0, count, failures };
  };
  var buildProgram = async (go, pkg, kind, edits, say2, signal, spent) => {
    const loading3 = performance.now();
    const bundle = await loadBundle(go, pkg, say2, kind);
    if (spent) spent.load(performance.now() - loading3);
    const { edited, placed } = applyEdits(bundle, edits);
    const job = buildJob(bundle, edited);
    job.collect = [job.binary];
    const built = { wasm: null, errors: [], kept: 0 };
    await runJob(go, job, {}, (msg) => {
      const step = job.steps[msg.index];
      if (msg.kind === "step") say2(stepSays(step.name, bundle.manifest));
      if (msg.kind === "stepped" && spent) spent.step(step.name, msg.ms);
      if (msg.kind === "kept") built.kept++;
      if (msg.kind === "failed") built.errors = compileErrors(msg.output, placed);
      if (msg.kind === "done") built.wasm = msg.files[job.binary];
    }, signal);
    return built;
  };
  var rerunCells = async (go, run, onEvent, signal, say2, spent) => {
    const about = (go.info.cells || {})[run.package];
    if (!about) {
      onEvent({ kind: "note", text: "The chapter's cells do not run " + run.package + ", so they print what the book shows." });
      return;
    }
    if (!store.get(CELLS_TOO)) {
      onEvent({ kind: "offer", text: "The chapter's cells can run with your edit too. The first time, that fetches " + megabytes(about.more) + " (gzipped) more of Go's compiled packages.", action: "Run the cells with my edit", agree: () => store.set(CELLS_TOO, true) });
      return;
    }
    onEvent({ kind: "stage", stage: "cells" });
    const built = await buildProgram(go, run.package, "cells", run.edits, say2, signal, spent);
    if (!built.wasm) {
      onEvent({ kind: "compile", errors: built.errors });
      return;
    }
    const ran = performance.now();
    const cells = { ...await loadCells(say2), module: await WebAssembly.compile(built.wasm) };
    say2("Running the chapter's cells with your edit…");
    for (const [cell, line] of run.cells.entries()) await runInBrowser(cells, line, (ev) => onEvent({ ...ev, cell }), signal);
    spent.add("running the cells", performance.now() - ran);
  };
  var runEditInBrowser = async (run, onEvent, signal, say2) => {
    const began = performance.now();
    const go = await loadGo(say2);
    const bundle = await loadBundle(go, run.package, say2);
    const { edited, placed } = applyEdits(bundle, run.edits);
    const job = buildJob(bundle, edited);
    const test = (name, args) => ({ name, program: job.binary, args: ["-test.v=test2json", ...args], dir: job.dir, env: job.env, mayFail: true, run: true });
    if (run.examples.length) job.steps.push(test("examples", ["-test.run=^(" + run.examples.join("|") + ")$"]));
    job.steps.push(test("tests", []));
    const spent = new Timings(performance.now() - began);
    let tested = false;
    await runJob(go, job, {}, (msg) => {
      const step = job.steps[msg.index];
      switch (msg.kind) {
        case "step":
          if (step.run) onEvent({ kind: "stage", stage: step.name });
          else say2(stepSays(step.name, bundle.manifest));
          break;
        case "failed": {
          const errors = compileErrors(msg.output, placed);
          if (errors.length) onEvent({ kind: "compile", errors });
          else onEvent({ kind: "note", text: "The " + step.name + " step failed: " + msg.output.trim() });
          break;
        }
        case "stepped":
          if (!step.run) {
            spent.step(step.name, msg.ms);
          } else if (step.name === "examples") {
            spent.add("running the test binary", msg.ms);
            const read = readTests(msg.output);
            for (const name of run.examples) onEvent(exampleEvent(name, read, msg.output));
          } else {
            spent.add("running the test binary", msg.ms);
            onEvent(testsEvent(msg.status, msg.output));
            tested = true;
          }
          break;
      }
    }, signal);
    if (!tested) return;
    if (run.cells.length) await rerunCells(go, run, onEvent, signal, say2, spent);
    onEvent({ kind: "timings", text: spent.said() });
  };

  // notebook/runners.js
  var serverRunner = {
    where: "Ran on this computer, by queens serve",
    run: (command, onEvent, signal) => post("run", { command }, onEvent, signal),
    failed: refused
  };
  var stopped = (signal) => new Promise((_, reject) => signal.addEventListener("abort", () => reject(new DOMException("the reader stopped the run", "AbortError"))));
  var browserRunner = {
    where: "Ran in your browser",
    run: async (command, onEvent, signal, say2) => {
      const cells = await Promise.race([loadCells(say2), stopped(signal)]);
      say2("Running in your browser…");
      return runInBrowser(cells, command, onEvent, signal);
    },
    failed: (status, err) => status.textContent = err.message
  };
  var serverBuilder = {
    where: "Built and run on this computer, by queens serve",
    build: (request, onEvent, signal) => post("code", request, onEvent, signal),
    failed: refused
  };
  var browserBuilder = {
    where: "Built and run in your browser, by the Go compiler in WebAssembly",
    build: runEditInBrowser,
    failed: (status, err) => status.textContent = err.message
  };

  // notebook/stepper-link.js
  var use = (worker, note) => document.dispatchEvent(new CustomEvent("queens:stepper-code", { detail: { worker, note } }));
  var editsByApproach = () => {
    var _a;
    const byPackage = {};
    for (const e of keptEdits()) {
      if (/^approaches\/[a-z]+$/.test(e.package)) (byPackage[_a = e.package] || (byPackage[_a] = [])).push(e);
    }
    return byPackage;
  };
  var countEdits = (edits, name) => edits.length + (edits.length === 1 ? " edit" : " edits") + " of " + name;
  var noCompile = (status, name, errors) => {
    status.textContent = "Your edit of " + name + " does not compile: " + errors.map((e) => (e.block ? "line " + e.block : e.file + ":" + e.line) + ": " + e.message).join("; ");
  };
  var serverStepper = {
    build: async (pkg, name, edits, status) => {
      status.textContent = "Building the stepper with your " + countEdits(edits, name) + "…";
      let url = null;
      let errors = [];
      await post("stepper", { package: pkg, edits: asChanges(edits) }, (ev) => {
        if (ev.kind === "done" && ev.passed) url = ev.text;
        if (ev.kind === "compile") errors = ev.errors;
        if (ev.kind === "note") status.textContent = ev.text;
      });
      if (!url) {
        noCompile(status, name, errors);
        return null;
      }
      return "worker.js#" + new URLSearchParams({ wasm: url, token: store.get(TOKEN) || "" }).toString();
    },
    failed: refused
  };
  var stepperURL = null;
  var browserStepper = {
    build: async (pkg, name, edits, status) => {
      const say2 = (what) => status.textContent = what;
      say2("Building the stepper with your " + countEdits(edits, name) + " in your browser…");
      const go = await loadGo(say2);
      const { wasm, errors } = await buildProgram(go, pkg, "steppers", asChanges(edits), say2, new AbortController().signal);
      if (!wasm) {
        noCompile(status, name, errors);
        return null;
      }
      if (stepperURL) URL.revokeObjectURL(stepperURL);
      stepperURL = URL.createObjectURL(new Blob([wasm], { type: "application/wasm" }));
      return "worker.js#" + new URLSearchParams({ wasm: stepperURL }).toString();
    },
    failed: (status, err) => status.textContent = err.message
  };
  var offerEditedStepper = (stepper, builder) => {
    const byPackage = editsByApproach();
    const packages = Object.keys(byPackage).sort();
    if (packages.length === 0) return;
    const panel = el("div", { class: "nb-bar nb-stepper" });
    const status = statusLine();
    for (const pkg of packages) {
      const name = pkg.slice("approaches/".length);
      panel.append(button("Step my edited " + name, async (event) => {
        const b = event.currentTarget;
        b.disabled = true;
        try {
          const worker = await builder.build(pkg, name, byPackage[pkg], status);
          if (worker) {
            use(worker, "Stepping your edited " + name + ": pick it as the approach to watch it.");
            status.textContent = "The stepper runs your edited " + name + ".";
          }
        } catch (err) {
          builder.failed(status, err);
        } finally {
          b.disabled = false;
        }
      }));
    }
    panel.append(button("The book's code", () => {
      use("worker.js", "Stepping the book's code.");
      status.textContent = "The stepper runs the book's code.";
    }));
    stepper.parentElement.insertBefore(panel, stepper);
    stepper.parentElement.insertBefore(status, stepper);
  };

  // notebook/notebook.js
  var IN_BROWSER_ONLY_CELLS = "The cells of this page run in your browser: the first Run fetches the queens command, compiled to WebAssembly, once.";
  var IN_BROWSER = "The cells of this page run in your browser: the first Run fetches the queens command, compiled to WebAssembly, once. Its Go code can be edited and run here too: the first Run of an edit fetches the Go compiler, built for WebAssembly, once.";
  var copyCommand = (b, command) => {
    const selected = () => {
      selectContents(command);
      b.textContent = "Selected: press Ctrl-C";
    };
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(command.textContent).then(() => b.textContent = "Copied", selected);
    } else {
      selected();
    }
  };
  var readOnly = (main2, why, instead) => {
    const cells = main2.querySelectorAll("div.cell, figure.code[data-ident]");
    if (cells.length === 0 && !main2.getAttribute("data-exercise") && !document.getElementById("nb-changes")) return;
    const p = el("p", { class: "nb-note" });
    if (why.includes("token")) {
      p.textContent = why;
    } else {
      const command = el("code", {}, "go run ./cmd/queens serve");
      p.append(
        document.createTextNode(why + " " + instead + " run "),
        command,
        document.createTextNode(" in a clone of the module and open the address it prints. "),
        button("Copy the command", (event) => copyCommand(event.currentTarget, command))
      );
    }
    const h1 = main2.querySelector("h1");
    main2.insertBefore(p, h1 ? h1.nextSibling : main2.firstChild);
  };
  var settled = (main2, state) => main2.setAttribute("data-notebook", state);
  var start = async (main2, can) => {
    const book = { cells: [], blocks: [], outputs: [] };
    let exercise = null;
    for (const div of main2.querySelectorAll("div.cell")) {
      if (div.querySelector("button.copy")) book.cells.push(new Cell(div, serverRunner));
    }
    if (can.edit) {
      addCodeBlocks(main2, book, serverBuilder);
      const slug = main2.getAttribute("data-exercise");
      if (slug) exercise = new Exercise(slug, main2, serverExercise).ready;
      const changes = document.getElementById("nb-changes");
      if (changes) showChangesPage(changes);
      const stepper = document.getElementById("stepper");
      if (stepper) offerEditedStepper(stepper, serverStepper);
    } else {
      readOnly(main2, "These cells run here, but the code cannot be changed: " + can.why + ".", "To change and run them on your own computer,");
    }
    markPassed(main2);
    await exercise;
    settled(main2, can.edit ? "edit" : "run");
  };
  var addCodeBlocks = (main2, book, builder) => {
    for (const f of main2.querySelectorAll('figure.code[data-ident][data-lang="text"]')) book.outputs.push(new Output(f));
    for (const f of main2.querySelectorAll('figure.code[data-ident][data-lang="go"]')) book.blocks.push(new CodeBlock(f, book, builder));
  };
  var ask = async () => {
    const resp = await fetch(apiURL("notebook"), { headers: headers() });
    if (resp.status === 403) {
      store.remove(TOKEN);
      throw new Error("These cells run only for a page that carries this server's token: open the address queens serve printed, with its ?token=.");
    }
    if (!resp.ok) throw new Error("no notebook server");
    return resp.json();
  };
  var startInBrowser = async (main2, why) => {
    const book = { cells: [], blocks: [], outputs: [] };
    for (const div of main2.querySelectorAll("div.cell")) {
      if (div.querySelector("button.copy")) book.cells.push(new Cell(div, browserRunner));
    }
    const cannot = goCanRun();
    let exercise = null;
    if (!cannot) {
      addCodeBlocks(main2, book, browserBuilder);
      const slug = main2.getAttribute("data-exercise");
      if (slug) exercise = new Exercise(slug, main2, browserExercise).ready;
      const stepper = document.getElementById("stepper");
      if (stepper) offerEditedStepper(stepper, browserStepper);
    }
    readOnly(main2, (why ? why + " " : "") + (cannot ? IN_BROWSER_ONLY_CELLS + " " + cannot : IN_BROWSER), "To run them natively on your own computer, faster,");
    markPassed(main2);
    await exercise;
    settled(main2, "browser");
  };
  var startNotebook = async (main2) => {
    takeToken();
    if (!store.get(TOKEN)) {
      startInBrowser(main2);
      return;
    }
    let can;
    try {
      can = await ask();
    } catch (err) {
      startInBrowser(main2, err.message.includes("token") ? err.message : "");
      return;
    }
    start(main2, can);
  };

  // page/main.js
  showCopyButtons();
  var main = document.getElementById("main");
  if (main) startNotebook(main);
})();
