// The Web Worker that builds and tests a reader's edit in the browser:
// the Go compiler and linker, built for js/wasm when the site was built,
// run one after another on a file system in memory, as the go command
// would run them, and then the test binary they made. Go's wasm_exec.js
// comes before this script in the worker's one file.
//
// The page sends one message, {tools, files, folders, steps, binary, dir,
// runs}: the compiled modules of the tools (testmain, compile, link), the
// bundle's files by their paths in the build's folder (the reader's edit
// in its place), the folders the steps write into, the steps of the manifest, the test binary the last
// step writes, the folder the test binary runs in, and the arguments of
// each run of it. The worker answers with
//
//	{kind: "step", name}                      a step begins
//	{kind: "stepped", name, ms}               and ended well, after ms milliseconds
//	{kind: "failed", name, status, output}    a step failed: the build stops
//	{kind: "run", index}                      a run of the test binary begins
//	{kind: "ran", index, status, output, ms}  and ended
//	{kind: "done"}                            all ran
//	{kind: "broken", message}                 a program could not be run at all
//
// and the page ends the worker to stop it, or when its time is up.

import { memoryFS, memoryProcess } from "../cells/memfs.js";

// BUILD is the build's folder; every path of the bundle is relative to
// it. TMP is where the test binary writes its Examples' output.
const BUILD = "/build";
const TMP = "/tmp";

// output collects what the program that runs writes to fds 1 and 2.
let output = [];

// text returns what the program wrote, as text.
const text = () => new TextDecoder().decode(concat(output));

// concat joins the pieces of bytes into one.
const concat = (parts) => {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
  }
  return all;
};

// run runs the compiled program module with args in the folder dir, and
// returns its exit status.
const run = async (module, args, dir) => {
  output = [];
  globalThis.process.chdir(dir);
  const go = new globalThis.Go();
  go.argv = args;
  go.env = { TMPDIR: TMP, HOME: TMP };
  let status = 0;
  go.exit = (code) => (status = code);
  const instance = await WebAssembly.instantiate(module, go.importObject);
  await go.run(instance);
  // A timer the program set may still be pending: it would wake an
  // instance that has exited.
  for (const id of go._scheduledTimeouts.values()) clearTimeout(id);
  go._scheduledTimeouts.clear();
  return status;
};

self.onmessage = async (event) => {
  const { tools, files, folders, steps, binary, dir, runs } = event.data;
  const held = { [TMP]: null };
  for (const [name, data] of Object.entries(files)) held[BUILD + "/" + name] = data;
  for (const name of folders) held[BUILD + "/" + name] = null;
  globalThis.process = memoryProcess(BUILD);
  globalThis.fs = memoryFS(held, (fd, bytes) => output.push(bytes), () => globalThis.process.cwd());
  try {
    for (const step of steps) {
      self.postMessage({ kind: "step", name: step.name });
      const start = performance.now();
      const status = await run(tools[step.tool], [step.tool, ...step.args], BUILD);
      if (status !== 0) {
        self.postMessage({ kind: "failed", name: step.name, status, output: text() });
        return;
      }
      self.postMessage({ kind: "stepped", name: step.name, ms: performance.now() - start });
    }
    for (const [index, args] of runs.entries()) {
      self.postMessage({ kind: "run", index });
      const start = performance.now();
      const test = await WebAssembly.compile(globalThis.fs.contents(BUILD + "/" + binary));
      const status = await run(test, [binary.split("/").pop(), ...args], BUILD + "/" + dir);
      self.postMessage({ kind: "ran", index, status, output: text(), ms: performance.now() - start });
    }
    self.postMessage({ kind: "done" });
  } catch (err) {
    self.postMessage({ kind: "broken", message: String(err && err.message ? err.message : err), output: text() });
  }
};
