// A reader's edit of the book's code, built and tested in the reader's
// browser (see go-in-browser.js): the edited package's test binary runs
// the chapter's Examples of it, then all its tests. The run answers with
// the events queens serve sends for a code run (stage, compile, example,
// tests, note), so that a block shows the one as it shows the other.

import { buildJob, loadBundle, loadGo, runJob, stepSays, Timings } from "./go-in-browser.js";
import { loadCells, megabytes, runInBrowser } from "./in-browser.js";
import { CELLS_TOO, store } from "./storage.js";
import { diagnostics, gotWant, panicked, readTests, testMessage } from "./test-output.js";

// MAX_FAILURES is how many failed tests a run reports, as serve does.
const MAX_FAILURES = 3;

/**
 * applyEdits puts each edit's text in the place of its original in the
 * bundle's sources, and returns the edited files, by their paths in the
 * bundle, and where each edit landed: its file, first line and number of
 * lines. An original must stand once in its file, as queens serve asks.
 * @param {import("./go-in-browser.js").Bundle} bundle
 * @param {{file: string, original: string, text: string}[]} edits
 */
export const applyEdits = (bundle, edits) => {
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

// blockLine returns the line of the edit that a line of a file falls on,
// counted from 1, or 0 when it falls outside every edit.
const blockLine = (placed, file, line) => {
  const p = placed.find((e) => e.file === file && line >= e.first && line < e.first + e.lines);
  return p ? line - p.first + 1 : 0;
};

/**
 * compileErrors returns the compiler's messages in its output, each
 * placed at its line in the edit it falls in (block), as queens serve
 * places them.
 * @param {string} output
 * @param {{file: string, first: number, lines: number}[]} placed where the edits landed
 */
export const compileErrors = (output, placed) =>
  diagnostics(output).map((d) => ({ file: d.file, line: d.line, column: d.column, block: blockLine(placed, d.file, d.line), message: d.message }));

// exampleEvent returns the event of one Example of a run: the Example
// running when the test binary died says why it died, with the place in
// the book's code, and one that never started says it did not run.
const exampleEvent = (name, { tests, started }, output) => {
  const t = tests.get(name);
  const panic = panicked(output);
  if (!t && panic) return { kind: "example", name, passed: false, text: "It did not run: the test binary stopped at a panic before it." };
  if (!t) return { kind: "example", name, passed: false, text: "The package's tests have no " + name + "." };
  if (panic && name === started[started.length - 1] && t.result !== "pass") return { kind: "example", name, passed: false, text: panic };
  if (t.result === "pass") return { kind: "example", name, passed: true };
  const gw = gotWant(t.output);
  return gw ? { kind: "example", name, passed: false, ...gw } : { kind: "example", name, passed: false, text: testMessage(t.output) };
};

// failure returns what a failed test said: a panic and its place in the
// book's code, or its messages.
const failure = (t) => panicked(t.output.join("\n")) || testMessage(t.output);

// testsEvent returns the event of the run of all the tests.
const testsEvent = (status, output) => {
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

/**
 * @typedef {Object} EditRun
 * @property {string} package the package folder, approaches/tuplestate
 * @property {{file: string, original: string, text: string}[]} edits
 * @property {string[]} examples the chapter's Examples of the package
 * @property {string[]} cells the chapter's cells, their command lines
 */

/**
 * buildProgram builds a program with the edits of the package folder
 * pkg, from its bundle of kind ("steppers" or "cells", as edit.json
 * lists them), and returns the program's bytes, or the compiler's
 * errors (placed in the edits) when the edits do not compile. A compile
 * whose imports the edits left as they were is skipped (see Keep in
 * internal/toolchain); spent, when given, hears what each step took.
 * @param {Object} go what loadGo loaded
 * @param {string} pkg
 * @param {string} kind
 * @param {{file: string, original: string, text: string}[]} edits
 * @param {(what: string) => void} say
 * @param {AbortSignal} signal
 * @param {Timings} [spent]
 * @returns {Promise<{wasm: Uint8Array|null, errors: Object[], kept: number}>}
 */
export const buildProgram = async (go, pkg, kind, edits, say, signal, spent) => {
  const loading = performance.now();
  const bundle = await loadBundle(go, pkg, say, kind);
  if (spent) spent.load(performance.now() - loading);
  const { edited, placed } = applyEdits(bundle, edits);
  const job = buildJob(bundle, edited);
  job.collect = [job.binary];
  const built = { wasm: null, errors: [], kept: 0 };
  await runJob(go, job, {}, (msg) => {
    const step = job.steps[msg.index];
    if (msg.kind === "step") say(stepSays(step.name, bundle.manifest));
    if (msg.kind === "stepped" && spent) spent.step(step.name, msg.ms);
    if (msg.kind === "kept") built.kept++;
    if (msg.kind === "failed") built.errors = compileErrors(msg.output, placed);
    if (msg.kind === "done") built.wasm = msg.files[job.binary];
  }, signal);
  return built;
};

// rerunCells builds the cells' queens with the run's edits and runs each
// of the chapter's cells with it, handing onEvent their output and exit
// as queens serve sends them, each marked with its cell.
// Until the reader agrees, it asks instead, with an offer event: the
// cells' queens links against many more packages than a test, and a
// reader on a phone may not want them.
const rerunCells = async (go, run, onEvent, signal, say, spent) => {
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
  const built = await buildProgram(go, run.package, "cells", run.edits, say, signal, spent);
  if (!built.wasm) {
    onEvent({ kind: "compile", errors: built.errors });
    return;
  }
  const ran = performance.now();
  const cells = { ...(await loadCells(say)), module: await WebAssembly.compile(built.wasm) };
  say("Running the chapter's cells with your edit…");
  for (const [cell, line] of run.cells.entries()) await runInBrowser(cells, line, (ev) => onEvent({ ...ev, cell }), signal);
  spent.add("running the cells", performance.now() - ran);
};

/**
 * runEditInBrowser builds the package of run with its edits in the
 * browser and runs the chapter's Examples of it, then all its tests,
 * then the chapter's cells with a queens built with the edits, handing
 * onEvent what queens serve would send; say says what it fetches
 * and does meanwhile. It rejects with an AbortError when signal aborts,
 * and with an error whose timeLimit is true when a limit ends it.
 * @param {EditRun} run
 * @param {(event: Object) => void} onEvent
 * @param {AbortSignal} signal
 * @param {(what: string) => void} say
 */
export const runEditInBrowser = async (run, onEvent, signal, say) => {
  const began = performance.now();
  const go = await loadGo(say);
  const bundle = await loadBundle(go, run.package, say);
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
        else say(stepSays(step.name, bundle.manifest));
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
  if (run.cells.length) await rerunCells(go, run, onEvent, signal, say, spent);
  onEvent({ kind: "timings", text: spent.said() });
};
