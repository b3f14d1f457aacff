// The Web Worker that runs one cell in the reader's browser: queens
// compiled to WebAssembly (cmd/cells), started with Go's own
// wasm_exec.js, which the page puts before this script in the worker's
// one file. The page sends one message, {module, line, files}: the
// compiled cells.wasm, the cell's command line and the files of the
// source tree a cell reads; the worker answers with {kind: "output",
// fd, text} as the command prints, then {kind: "exit", status}, or
// {kind: "failed", message} when the program could not run. The page
// ends a run that should stop by terminating the worker.

import { memoryFS, memoryProcess } from "./memfs.js";

// ROOT is where the source tree's files are, and where the cell runs.
const ROOT = "/queens";

// decoders turn each stream's bytes into text, a character cut in two
// by a write kept for the next.
const decoders = { 1: new TextDecoder(), 2: new TextDecoder() };

const print = (fd, bytes) => self.postMessage({ kind: "output", fd, text: decoders[fd].decode(bytes, { stream: true }) });

// tree returns the files of the message, by their paths from the root of
// the module, as the file system holds them.
const tree = (files) => {
  const encoder = new TextEncoder();
  const held = {};
  for (const [name, text] of Object.entries(files || {})) held[ROOT + "/" + name] = encoder.encode(text);
  return held;
};

self.onmessage = async (event) => {
  const { module, line, files } = event.data;
  globalThis.process = memoryProcess(ROOT);
  globalThis.fs = memoryFS(tree(files), print, () => globalThis.process.cwd());
  const go = new globalThis.Go();
  go.argv = ["queens"];
  // The cell's line goes whole, to be split as queens serve splits it;
  // QUEENS_TIMELESS leaves out times, as the book's cells print them.
  go.env = { QUEENS_CELL: line, QUEENS_TIMELESS: "1", NO_COLOR: "1", TERM: "dumb", COLUMNS: "80" };
  let status = 0;
  go.exit = (code) => (status = code);
  try {
    const instance = await WebAssembly.instantiate(module, go.importObject);
    await go.run(instance);
  } catch (err) {
    self.postMessage({ kind: "failed", message: String(err && err.message ? err.message : err) });
    return;
  }
  for (const fd of [1, 2]) {
    const rest = decoders[fd].decode(); // a character cut short at the end
    if (rest) self.postMessage({ kind: "output", fd, text: rest });
  }
  self.postMessage({ kind: "exit", status });
};
