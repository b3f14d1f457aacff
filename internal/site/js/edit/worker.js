// The Web Worker that builds and tests a reader's edit in the browser:
// the Go compiler and linker, built for js/wasm when the site was built,
// run one after another on a file system in memory, as the go command
// would run them, and then the test binary they made, and what reads its
// output. Go's wasm_exec.js comes before this script in the worker's one
// file.
//
// The page sends one message, {modules, files, folders, steps, collect}: the
// compiled programs it has (compile, link, ...) by name, the files of the
// file system by their absolute paths (the reader's edit in its place),
// the folders the steps write into, and the steps. Each step runs a
// program, named in modules or by the path of a file a step before it
// wrote (the test binary), with its args, in its folder dir, with its
// env; it reads stdin from the file that names, if any, and writes its
// output to the file stdout names, or else back to the page, in pieces
// as it comes when stream is set. A step that exits with a status other
// than 0 ends the job, unless mayFail is set (a test binary whose tests
// fail). A step with keep (a compile, see Keep in internal/toolchain) is
// skipped when each archive of keep.imports has the export data of its
// shipped one: keep.shipped is copied to keep.archive instead. collect names the files the page wants back at the end (a
// program the steps linked). The worker answers with
//
//	{kind: "step", index}                          a step begins
//	{kind: "output", index, text}                  a piece of a streamed step's output
//	{kind: "stepped", index, status, output, ms}   it ended, after ms milliseconds
//	{kind: "kept", index}                          a step with keep was skipped
//	{kind: "failed", index, status, output}        it failed: the job stops
//	{kind: "done", files}                          every step ran: the files collected, by path
//	{kind: "broken", message}                      a program could not be run at all
//
// and the page ends the worker to stop it, or when its time is up.

import { memoryFS, memoryProcess } from "../cells/memfs.js";
import { sameExports } from "./exports.js";

// output collects what the running program writes to fds 1 and 2, and
// streamed, when set, hears each piece as it comes.
let output = [];
let streamed = null;

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

// compiled holds the modules of the programs the steps wrote, by path.
const compiled = new Map();

// program returns the compiled module of a step's program.
const program = async (modules, name) => {
  if (modules[name]) return modules[name];
  if (!compiled.has(name)) compiled.set(name, await WebAssembly.compile(globalThis.fs.contents(name)));
  return compiled.get(name);
};

// run runs the compiled program module with args in the folder dir, with
// env, and returns its exit status.
const run = async (module, args, dir, env) => {
  globalThis.process.chdir(dir);
  const go = new globalThis.Go();
  go.argv = args;
  go.env = env;
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

// kept reports whether a step with keep can be skipped, and if so puts
// the shipped archive where the step would write it.
const kept = (keep) => {
  const fs = globalThis.fs;
  if (!keep || !keep.imports.every((i) => sameExports(fs.contents(i.archive), fs.contents(i.shipped)))) return false;
  fs.put(keep.archive, fs.contents(keep.shipped));
  return true;
};

// runStep runs one step, and returns its status and output.
const runStep = async (modules, step, index) => {
  output = [];
  const decoder = new TextDecoder();
  streamed = step.stream ? (bytes) => self.postMessage({ kind: "output", index, text: decoder.decode(bytes, { stream: true }) }) : null;
  globalThis.fs.stdin(step.stdin ? globalThis.fs.contents(step.stdin) : new Uint8Array(0));
  const module = await program(modules, step.program);
  const status = await run(module, [step.program.split("/").pop(), ...step.args], step.dir, step.env || {});
  const bytes = concat(output);
  if (step.stdout) globalThis.fs.put(step.stdout, bytes);
  return { status, output: step.stdout ? "" : new TextDecoder().decode(bytes) };
};

self.onmessage = async (event) => {
  const { modules, files, folders, steps, collect } = event.data;
  const held = { ...files };
  for (const name of folders) held[name] = null;
  globalThis.process = memoryProcess("/");
  globalThis.fs = memoryFS(
    held,
    (fd, bytes) => {
      output.push(bytes);
      if (streamed) streamed(bytes);
    },
    () => globalThis.process.cwd(),
  );
  try {
    for (const [index, step] of steps.entries()) {
      if (kept(step.keep)) {
        self.postMessage({ kind: "kept", index });
        continue;
      }
      self.postMessage({ kind: "step", index });
      const start = performance.now();
      const { status, output } = await runStep(modules, step, index);
      if (status !== 0 && !step.mayFail) {
        self.postMessage({ kind: "failed", index, status, output });
        return;
      }
      self.postMessage({ kind: "stepped", index, status, output, ms: performance.now() - start });
    }
    self.postMessage({ kind: "done", files: Object.fromEntries(collect.map((name) => [name, globalThis.fs.contents(name)])) });
  } catch (err) {
    self.postMessage({ kind: "broken", message: String(err && err.message ? err.message : err) });
  }
};
