// Where an exercise's Check runs: under queens serve, which runs queens
// exercise check on the editor's text; or in the reader's browser, where
// the Go compiler in WebAssembly builds the exercise's tests with the
// editor's text in the place of the student's file, runs them, and hands
// the run to the page's queens (cells.wasm), whose exercise check writes
// the feedback queens exercise check writes, word for word.

import { apiURL, headers, post, refused, siteURL } from "./api.js";
import { buildJob, loadBundle, loadGo, loadTool, runJob, stepSays } from "./go-in-browser.js";
import { fetchKept, loadCells } from "./in-browser.js";
import { diagnostics } from "./test-output.js";

/**
 * @typedef {Object} ExerciseFile
 * @property {string} path the student's file, from the module root
 * @property {string} file what it holds for this student
 * @property {string} stub what it holds first
 * @property {{title: string, text: string}[]} hints
 */

/**
 * @typedef {Object} ExerciseBackend
 * @property {string} says what the intro says Check does
 * @property {(slug: string) => Promise<ExerciseFile>} load
 * @property {(slug: string, text: string, onEvent: (event: Object) => void, signal: AbortSignal, say: (what: string) => void) => Promise<void>} check
 *   runs the check, handing onEvent the events of queens serve's (output, note, compile, done)
 * @property {(status: HTMLElement, err: Error) => void} failed says why a check could not be made
 */

/** @type {ExerciseBackend} serverExercise checks with queens serve. */
export const serverExercise = {
  says: "Check runs queens exercise check on it, on this computer, without writing the file on disk.",
  load: async (slug) => {
    const resp = await fetch(apiURL("exercise/" + slug), { headers: headers() });
    if (!resp.ok) throw new Error("the server refused");
    return resp.json();
  },
  check: (slug, text, onEvent, signal) => post("exercise", { name: slug, text }, onEvent, signal),
  failed: refused,
};

// RUN is the folder of a check's run: the test binary's output, what
// test2json made of it (events.json), and the harness's reports.
const RUN = "/run";

// CELLS is where the page's queens runs, with the files of the source
// tree it reads.
const CELLS = "/queens";

// exerciseInfo returns what edit.json says of the exercise slug.
const exerciseInfo = async (slug) => {
  const info = await (await fetchKept(siteURL("edit.json"))).json();
  if (info.missing) throw new Error(info.missing);
  const e = (info.exercises || {})[slug];
  if (!e) throw new Error("the site has no exercise " + slug);
  return e;
};

// checkSteps returns the steps that follow the build of an exercise's
// test binary: its run, test2json, and the page's exercise check.
const checkSteps = (job, slug, pkg) => [
  {
    name: "tests", program: job.binary, args: ["-test.v=test2json"], dir: job.dir, run: true, mayFail: true,
    env: { ...job.env, QUEENS_EXERCISE_REPORTS: RUN + "/reports" }, stdout: RUN + "/output",
  },
  { name: "test2json", program: "test2json", args: ["-t", "-p", pkg], dir: RUN, env: job.env, stdin: RUN + "/output", stdout: RUN + "/events.json" },
  {
    name: "check", program: "cells", args: [], dir: CELLS, mayFail: true, stream: true,
    env: { QUEENS_CELL: "queens exercise check " + slug, QUEENS_EXERCISE_RUN: RUN, NO_COLOR: "1", TERM: "dumb", COLUMNS: "80" },
  },
];

/** @type {ExerciseBackend} browserExercise checks in the reader's browser. */
export const browserExercise = {
  says: "Check builds and runs the exercise's tests on it in your browser, with the Go compiler in WebAssembly, and gives queens exercise check's feedback.",
  load: async (slug) => {
    const e = await exerciseInfo(slug);
    const stub = await (await fetchKept(siteURL("edit/src/" + e.file))).text();
    return { path: e.file, file: stub, stub, hints: e.hints, solution: e.solution };
  },
  check: async (slug, text, onEvent, signal, say) => {
    const e = await exerciseInfo(slug);
    const go = await loadGo(say);
    const bundle = await loadBundle(go, e.package, say);
    await loadTool(go, "test2json", say);
    const cells = await loadCells(say);
    const job = buildJob(bundle, { [e.file]: new TextEncoder().encode(text) });
    job.steps.push(...checkSteps(job, slug, e.package));
    job.folders.push(RUN, RUN + "/reports");
    for (const [name, content] of Object.entries(cells.files)) job.files[CELLS + "/" + name] = new TextEncoder().encode(content);
    let passed = false;
    await runJob(go, job, { cells: cells.module }, (msg) => {
      const step = job.steps[msg.index];
      if (msg.kind === "step") say(step.run ? "Running the tests of " + slug + " in your browser…" : step.name === "check" ? "Checking…" : step.name === "test2json" ? "Reading what the tests said…" : stepSays(step.name, bundle.manifest));
      if (msg.kind === "output") onEvent({ kind: "output", text: msg.text });
      if (msg.kind === "stepped" && step.name === "check") passed = msg.status === 0;
      if (msg.kind === "failed") {
        const errors = diagnostics(msg.output).filter((d) => d.file === e.file);
        onEvent({ kind: "compile", errors, text: slug + ": the code does not compile.\n\n" + msg.output.trim().split("\n").map((l) => "  " + l).join("\n") + "\n" });
      }
    }, signal);
    onEvent({ kind: "done", passed });
  },
  failed: (status, err) => (status.textContent = err.message),
};
