// Blocks of the book's Go code, edited and run in the page.

import { el } from "../shared/dom.js";
import { loadEditor } from "./editor-loader.js";
import { button, statusLine } from "./parts.js";
import { store } from "./storage.js";

/**
 * A CodeBlock is a declaration of the book's code: Edit opens it in an
 * editor; Run builds its package with the edit and runs the chapter's
 * Examples of it, its tests, and (under queens serve) the chapter's
 * cells; Reset brings the book's code back. An edit is kept in the
 * browser until Reset.
 */
export class CodeBlock {
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
    const kept = store.get(this.key);
    if (kept && kept.original === this.original && kept.text !== this.original) {
      this.edit(kept.text);
      this.status.textContent = "Your edit, kept in this browser. Run it, or Reset to the book's code.";
    }
  }

  /**
   * edit opens the block in an editor, with text or the book's code, or
   * moves the focus to the editor open.
   * @param {string} [text]
   */
  async edit(text) {
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
      text: text || this.original,
      label: "The code of " + this.ident + ", editable: Tab indents; Escape and then Tab leaves the editor",
      onChange: (t) => this.changed(t),
    });
    this.editButton.hidden = true;
    this.runButton.hidden = false;
    this.reset.hidden = false;
    if (!text) this.editor.focus();
  }

  // changed keeps the edit in the browser, with what the page of changes
  // lists, or forgets it when it is the book's code again.
  changed(text) {
    if (text === this.original) store.remove(this.key);
    else store.set(this.key, { text, original: this.original, page: window.location.pathname, package: this.pkg, ident: this.ident, file: this.file, title: document.title });
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
    return this.book.blocks
      .filter((b) => b.pkg === this.pkg && b.editor)
      .map((b) => ({ file: b.file, original: b.original, text: b.editor.text() }));
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
    let current = null; // the cell being run
    const request = {
      package: this.pkg,
      edits: this.edits(),
      examples: examples.map((o) => o.ident),
      cells: cells.map((c) => c.command()),
    };
    const say = (what) => (this.status.textContent = what);
    try {
      await this.builder.build(request, (ev) => {
        if (ev.cell === undefined || ev.cell === null) {
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
      }, this.controller.signal, say);
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
          cells: "Building queens with your edit, then running the chapter's cells…",
        }[ev.stage] || "";
        break;
      case "compile":
        this.compileErrors(ev.errors);
        break;
      case "example": {
        const shown = examples.filter((o) => o.ident === ev.name);
        shown.forEach((o) => o.show(ev));
        const said = ev.passed ? " prints what its // Output: comment wants." :
          ev.got === undefined && ev.text ? ": " + ev.text :
          " no longer prints what its // Output: comment wants: the difference is under the Example.";
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
  result(kind, text, link) {
    const p = el("p", { class: "nb-result nb-" + kind });
    p.append(el("span", { class: "nb-mark", "aria-hidden": "true" }, kind === "pass" ? "✓" : kind === "fail" ? "✗" : "•"));
    p.append(link ? el("a", { href: "#" + link.id }, text) : document.createTextNode(text));
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
}
