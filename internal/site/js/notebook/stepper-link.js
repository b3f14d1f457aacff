// The stepper, on the reader's edited code: queens serve, or the Go
// compiler in the reader's browser, builds the stepper's search with the
// edits, and the stepper's panes start again on it (the stepper hears of
// it by the event queens:stepper-code).

import { el } from "../shared/dom.js";
import { post, refused } from "./api.js";
import { asChanges, keptEdits } from "./changes.js";
import { buildProgram } from "./edit-in-browser.js";
import { loadGo } from "./go-in-browser.js";
import { button, statusLine } from "./parts.js";
import { store, TOKEN } from "./storage.js";

// use hands the stepper the worker to run, with a note to show.
const use = (worker, note) => document.dispatchEvent(new CustomEvent("queens:stepper-code", { detail: { worker, note } }));

// editsByApproach returns the edits kept of the approaches' packages, by
// package.
const editsByApproach = () => {
  const byPackage = {};
  for (const e of keptEdits()) {
    if (/^approaches\/[a-z]+$/.test(e.package)) (byPackage[e.package] ||= []).push(e);
  }
  return byPackage;
};

// countEdits says how many edits of name a build takes.
const countEdits = (edits, name) => edits.length + (edits.length === 1 ? " edit" : " edits") + " of " + name;

// noCompile says in status that the edits do not compile, with the
// compiler's messages.
const noCompile = (status, name, errors) => {
  status.textContent = "Your edit of " + name + " does not compile: " + errors.map((e) => (e.block ? "line " + e.block : e.file + ":" + e.line) + ": " + e.message).join("; ");
};

/**
 * @typedef {Object} StepperBuilder
 * @property {(pkg: string, name: string, edits: Object[], status: HTMLElement) => Promise<string|null>} build
 *   builds the stepper's search with the edits of the package pkg, named
 *   name, saying how it goes in status, and returns the address of the
 *   worker that runs it, or null when the edits do not compile
 * @property {(status: HTMLElement, err: Error) => void} failed says why a build could not be made
 */

/** @type {StepperBuilder} serverStepper builds the stepper with queens serve. */
export const serverStepper = {
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
  failed: refused,
};

// stepperURL is the address of the stepper's search built in the
// browser, which the next build replaces.
let stepperURL = null;

/** @type {StepperBuilder} browserStepper builds the stepper in the browser. */
export const browserStepper = {
  build: async (pkg, name, edits, status) => {
    const say = (what) => (status.textContent = what);
    say("Building the stepper with your " + countEdits(edits, name) + " in your browser…");
    const go = await loadGo(say);
    const { wasm, errors } = await buildProgram(go, pkg, "steppers", asChanges(edits), say, new AbortController().signal);
    if (!wasm) {
      noCompile(status, name, errors);
      return null;
    }
    if (stepperURL) URL.revokeObjectURL(stepperURL);
    stepperURL = URL.createObjectURL(new Blob([wasm], { type: "application/wasm" }));
    return "worker.js#" + new URLSearchParams({ wasm: stepperURL }).toString();
  },
  failed: (status, err) => (status.textContent = err.message),
};

/**
 * offerEditedStepper offers, above the stepper, to step the reader's
 * edited approaches, a button an approach, and the book's code again;
 * builder builds the stepper with the edits.
 * @param {HTMLElement} stepper
 * @param {StepperBuilder} builder
 */
export const offerEditedStepper = (stepper, builder) => {
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
