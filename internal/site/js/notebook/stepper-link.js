// The stepper, on the reader's edited code: queens serve builds the
// stepper's search with the edits, and the stepper's panes start again
// on it (the stepper hears of it by the event queens:stepper-code).

import { el } from "../shared/dom.js";
import { post, refused } from "./api.js";
import { asChanges, keptEdits } from "./changes.js";
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

// build has the server build the stepper with edits of the package pkg,
// named name, and hands it to the stepper, saying how it went in status.
const build = async (pkg, name, edits, status) => {
  status.textContent = "Building the stepper with your " + edits.length + (edits.length === 1 ? " edit" : " edits") + " of " + name + "…";
  let url = null;
  let errors = [];
  await post("stepper", { package: pkg, edits: asChanges(edits) }, (ev) => {
    if (ev.kind === "done" && ev.passed) url = ev.text;
    if (ev.kind === "compile") errors = ev.errors;
    if (ev.kind === "note") status.textContent = ev.text;
  });
  if (!url) {
    status.textContent = "Your edit of " + name + " does not compile: " + errors.map((e) => (e.block ? "line " + e.block : e.file + ":" + e.line) + ": " + e.message).join("; ");
    return;
  }
  const worker = "worker.js#" + new URLSearchParams({ wasm: url, token: store.get(TOKEN) || "" }).toString();
  use(worker, "Stepping your edited " + name + ": pick it as the approach to watch it.");
  status.textContent = "The stepper runs your edited " + name + ".";
};

/**
 * offerEditedStepper offers, above the stepper, to step the reader's
 * edited approaches, a button an approach, and the book's code again.
 * @param {HTMLElement} stepper
 */
export const offerEditedStepper = (stepper) => {
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
        await build(pkg, name, byPackage[pkg], status);
      } catch (err) {
        refused(status, err);
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
