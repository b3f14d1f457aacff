// The two ways a cell runs: natively, by queens serve on the reader's
// computer, through its API; or in the reader's browser, by queens
// compiled to WebAssembly (in-browser.js), where the site is static.
// Each says where a run went, for the line under the cell's output.

import { post, refused } from "./api.js";
import { runEditInBrowser } from "./edit-in-browser.js";
import { loadCells, runInBrowser } from "./in-browser.js";

/**
 * @typedef {Object} Runner
 * @property {string} where what the line under a run's output says first
 * @property {(command: string, onEvent: (event: Object) => void, signal: AbortSignal, say: (what: string) => void) => Promise<void>} run
 * @property {(status: HTMLElement, err: Error) => void} failed says why a run could not be made
 */

/** @type {Runner} serverRunner runs a cell with queens serve. */
export const serverRunner = {
  where: "Ran on this computer, by queens serve",
  run: (command, onEvent, signal) => post("run", { command }, onEvent, signal),
  failed: refused,
};

// stopped rejects when signal aborts, to stop waiting for a load.
const stopped = (signal) =>
  new Promise((_, reject) => signal.addEventListener("abort", () => reject(new DOMException("the reader stopped the run", "AbortError"))));

/** @type {Runner} browserRunner runs a cell in the page's Web Worker. */
export const browserRunner = {
  where: "Ran in your browser",
  run: async (command, onEvent, signal, say) => {
    const cells = await Promise.race([loadCells(say), stopped(signal)]);
    say("Running in your browser…");
    return runInBrowser(cells, command, onEvent, signal);
  },
  failed: (status, err) => (status.textContent = err.message),
};

/**
 * @typedef {Object} Builder
 * @property {string} where what the status says of where the edit was built
 * @property {(request: Object, onEvent: (event: Object) => void, signal: AbortSignal, say: (what: string) => void) => Promise<void>} build
 * @property {(status: HTMLElement, err: Error) => void} failed says why a build could not be made
 */

/** @type {Builder} serverBuilder builds an edit with queens serve's go command. */
export const serverBuilder = {
  where: "Built and run on this computer, by queens serve",
  build: (request, onEvent, signal) => post("code", request, onEvent, signal),
  failed: refused,
};

/** @type {Builder} browserBuilder builds an edit with the Go compiler in the page. */
export const browserBuilder = {
  where: "Built and run in your browser, by the Go compiler in WebAssembly",
  build: runEditInBrowser,
  failed: (status, err) => (status.textContent = err.message),
};
