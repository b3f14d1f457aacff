// The code panel: the Go code of the approach the pane runs, highlighted
// as the site's source pages are (stepper-code/NAME.json, which the site
// build writes), with the line of the search that took the step shown
// lit and, when the search reported it through a hook of its trace.go,
// the hook's line marked. The worker reads both off the call stack as
// the search reports the step (internal/stepper's lines.go), as
// "file.go:12".

import { scrollToMiddle } from "../shared/dom.js";
import { fillPanel } from "./panel-box.js";

// code holds a promise of each approach's files, fetched once a page.
const code = new Map();
const fetchCode = (name) => {
  if (!code.has(name)) {
    code.set(name, fetch("stepper-code/" + encodeURIComponent(name) + ".json").then((r) => {
      if (!r.ok) throw new Error(r.url + ": " + r.status + " " + r.statusText);
      return r.json();
    }));
  }
  return code.get(name);
};

// edited is true while the panes run the reader's edited code, which the
// notebook builds (notebook/stepper-link.js); the code shown is the
// book's. It is heard before the stepper hears the same event and starts
// its panes again.
let edited = false;
document.addEventListener("queens:stepper-code", (e) => (edited = e.detail.worker !== "worker.js"));

const escape = (text) => text.replace(/[&<>"]/g, (c) => "&#" + c.charCodeAt(0) + ";");

// did has the words for a step of each kind, after "the line that".
const did = {
  place: "placed a queen",
  conflict: "found a conflict",
  backtrack: "lifted a queen",
  accept: "accepted a candidate",
  reject: "rejected a candidate",
  solution: "handed on a solution",
};

// where writes "file.go:12" as "file.go line 12".
const where = (at) => at.replace(":", " line ");

/** A CodePanel shows the code of the pane's approach, the step's line lit. */
export class CodePanel {
  /**
   * @param {import("./pane.js").Pane} pane
   * @param {HTMLElement} box
   */
  constructor(pane, box) {
    this.pane = pane;
    fillPanel(box, "sc", "The line of code", "",
      '<p class="sc-now"></p>' +
      '<div class="sc-view" tabindex="0" role="region" aria-label="The approach\'s code, the line of the step shown lit"></div>', pane.out.title.id);
    this.now = box.querySelector(".sc-now");
    this.view = box.querySelector(".sc-view");
    // lines maps each file's name to its lines, the first at index 0.
    this.lines = new Map();
    this.lit = [];
    this.generation = 0;
  }

  /** begin loads the code of the approach started. */
  begin(started) {
    const mine = ++this.generation;
    this.lines = new Map();
    this.lit = [];
    this.view.textContent = "";
    this.now.textContent = "Loading the code of " + started.approach + "…";
    fetchCode(started.approach)
      .then((files) => {
        if (mine !== this.generation) return;
        this.show(files);
        this.render();
      })
      .catch((err) => {
        if (mine === this.generation) this.now.textContent = "The code could not be loaded: " + err.message;
      });
  }

  // show puts files, each a path, a name and its highlighted HTML, in
  // the panel.
  show(files) {
    this.view.innerHTML = files
      .map((f) => '<section class="sc-file"><h4 class="sc-name">' + escape(f.path) + "</h4>" + f.html + "</section>")
      .join("");
    this.view.querySelectorAll(".sc-file").forEach((section, i) => {
      this.lines.set(files[i].name, [...section.querySelectorAll(".line")]);
    });
  }

  /** step does nothing: the panel draws the step shown alone. */
  step() {}

  // line returns the element of the line at, "file.go:12", or null.
  line(at) {
    if (!at) return null;
    const [file, n] = at.split(":");
    const lines = this.lines.get(file);
    return (lines && lines[Number(n) - 1]) || null;
  }

  /** render lights the line of the step shown, and says which it is. */
  render() {
    if (!this.lines.size) return;
    for (const el of this.lit) el.classList.remove("sc-lit", "sc-hook");
    this.lit = [];
    const s = this.pane.current();
    if (!s) {
      this.now.textContent = "Each step lights the line of the code that reported it.";
      delete this.pane.el.dataset.line;
      return;
    }
    const line = this.line(s.line);
    const hook = this.line(s.hook);
    if (hook && hook !== line) {
      hook.classList.add("sc-hook");
      this.lit.push(hook);
    }
    if (line) {
      line.classList.add("sc-lit");
      this.lit.push(line);
      scrollToMiddle(this.view, line, line.offsetHeight);
    }
    this.pane.el.dataset.line = s.line || "";
    this.now.textContent = (!line
      ? "This step's line is not in the code shown."
      : "The line that " + did[s.kind] + ": " + where(s.line) + (hook ? ", which tells the trace through " + where(s.hook) : "") + ".") +
      (edited ? " The search runs your edited code, and the code shown is the book's: your edits may have moved the lines." : "");
  }
}
