// A reader's edit of the book's code, built and tested in the reader's
// browser: the Go compiler and linker, built for js/wasm when the site
// was built, compile the edited package against the archives of the rest
// (the bundle of its package, see internal/toolchain), link its test
// binary and run it, in a Web Worker (edit-worker.js) on a file system
// in memory. Nothing is fetched until the first Run of an edit; then
// edit.json says what the compiler and the bundle weigh, a line says
// what is fetched as it comes, and Cache Storage keeps them for the next
// visit, with the network on or off.
//
// The run answers with the events queens serve sends for a code run
// (stage, compile, example, tests, note), so that a block shows the one
// as it shows the other.

import { duration } from "../shared/format.js";
import { siteURL } from "./api.js";
import { fetchCounted, fetchKept, keepPage, kept, megabytes } from "./in-browser.js";
import { diagnostics, gotWant, panicked, readTests, testMessage } from "./test-output.js";

// EDIT_CACHE starts the name of the cache of the tools and the archives,
// one a Go release: a site of a new release leaves the old one behind.
const EDIT_CACHE = "queens-edit-";

// MAX_FAILURES is how many failed tests a run reports, as serve does.
const MAX_FAILURES = 3;

// MEMORY_NEEDED is the memory a device should report (in GB, as
// navigator.deviceMemory gives it) to edit: each tool takes 350 to 600
// MB while it runs.
const MEMORY_NEEDED = 2;

/**
 * editsCanRun says why this browser cannot build an edit, or "" when it
 * can.
 */
export const editsCanRun = () =>
  navigator.deviceMemory && navigator.deviceMemory < MEMORY_NEEDED
    ? "Editing Go in the page needs about 600 MB of memory, which this device does not have to spare; the cells still run."
    : "";

// fetchHeld returns the bytes of a large file the site names by its
// content (a tool by its hash, an archive by its name), from the cache
// when it holds them, else from the network, keeping a copy; counted
// hears how many bytes of it have come.
const fetchHeld = async (cache, file, key, counted) => {
  const url = siteURL(file);
  const copy = cache && (await cache.match(key));
  if (copy) {
    const bytes = new Uint8Array(await copy.arrayBuffer());
    counted(bytes.length);
    return bytes;
  }
  const bytes = new Uint8Array(await new Blob(await fetchCounted(url, counted)).arrayBuffer());
  if (cache) await cache.put(key, new Response(bytes));
  return bytes;
};

// openCache opens the cache of info's release, and drops those of other
// releases; it is null where the page keeps nothing.
const openCache = async (info) => {
  if (!kept()) return null;
  for (const name of await caches.keys()) {
    if (name.startsWith(EDIT_CACHE) && name !== EDIT_CACHE + info.goVersion) await caches.delete(name);
  }
  return caches.open(EDIT_CACHE + info.goVersion);
};

// Progress counts the bytes of the files a load fetches, to say how far
// it has come.
class Progress {
  constructor(what, total, say) {
    this.what = what;
    this.total = total;
    this.say = say;
    this.done = 0;
    this.say(what + "0%");
  }

  // counter returns the function that hears how much of one file came.
  counter() {
    let mine = 0;
    return (got) => {
      this.done += got - mine;
      mine = got;
      this.say(this.what + Math.min(100, Math.floor((100 * this.done) / this.total)) + "%");
    };
  }
}

// loadTools fetches edit.json, the worker and the tools, and compiles
// the tools; they are kept for the page.
const loadTools = async (say) => {
  const info = await (await fetchKept(siteURL("edit.json"))).json();
  if (info.missing) throw new Error("Edits cannot be built in this browser: " + info.missing + ".");
  const cache = await openCache(info);
  const tools = Object.entries(info.tools);
  const total = tools.reduce((n, [, f]) => n + f.bytes, 0);
  const gzipped = tools.reduce((n, [, f]) => n + f.gzipped, 0);
  const progress = new Progress("Fetching the Go compiler for your browser, once: " + megabytes(total) + " (" + megabytes(gzipped) + " gzipped), ", total, say);
  const [exec, worker, ...bytes] = await Promise.all([
    fetchKept(siteURL("wasm_exec.js")).then((r) => r.text()),
    fetchKept(siteURL("edit-worker.js")).then((r) => r.text()),
    ...tools.map(([, f]) => fetchHeld(cache, f.file, siteURL(f.file) + "?build=" + f.hash, progress.counter())),
  ]);
  say("Compiling the Go compiler for this browser…");
  const modules = await Promise.all(bytes.map((b) => WebAssembly.compile(b)));
  keepPage(["editor.js"]).catch(() => null);
  return {
    info,
    cache,
    tools: Object.fromEntries(tools.map(([tool], i) => [tool, modules[i]])),
    script: URL.createObjectURL(new Blob([exec, "\n", worker], { type: "text/javascript" })),
    bundles: new Map(),
  };
};

let loading = null;

// load loads the tools once a page; a failed load is tried again by the
// next Run.
const load = (say) => {
  loading ??= loadTools(say).catch((err) => {
    loading = null;
    throw err;
  });
  return loading;
};

// loadBundle fetches the bundle of the package folder pkg: its manifest,
// importcfg, sources and testdata, and the archives it links; they are
// kept for the page.
const loadBundle = async (edit, pkg, say) => {
  if (edit.bundles.has(pkg)) return edit.bundles.get(pkg);
  const about = edit.info.packages[pkg];
  if (!about) throw new Error("The site has no bundle of " + pkg + " to build an edit of it with.");
  const text = async (file) => new Uint8Array(await (await fetchKept(siteURL(file))).arrayBuffer());
  const manifest = JSON.parse(new TextDecoder().decode(await text(about.manifest)));
  const folder = about.manifest.slice(0, about.manifest.lastIndexOf("/") + 1);
  const sources = [...manifest.TestGoFiles, ...manifest.XTestGoFiles, ...(manifest.Testdata || []), ...manifest.Units.flatMap((u) => u.Files)];
  const progress = new Progress("Fetching the compiled packages " + pkg + " links against, once: " + megabytes(about.bytes) + " (" + megabytes(about.gzipped) + " gzipped), ", about.bytes, say);
  const files = {};
  await Promise.all([
    text(folder + manifest.ImportCfg).then((b) => (files[manifest.ImportCfg] = b)),
    text(folder + "manifest.json").then((b) => (files["manifest.json"] = b)),
    ...[...new Set(sources)].map((name) => text("edit/src/" + name).then((b) => (files[name] = b))),
    ...manifest.Archives.map((a) => fetchHeld(edit.cache, "edit/" + a.File, siteURL("edit/" + a.File), progress.counter()).then((b) => (files[a.File] = b))),
  ]);
  const bundle = { manifest, files };
  edit.bundles.set(pkg, bundle);
  return bundle;
};

// applyEdits puts each edit's text in the place of its original in the
// bundle's sources, and returns the edited files and where each edit
// landed: its file, first line and number of lines. An original must
// stand once in its file, as queens serve asks.
const applyEdits = (bundle, edits) => {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const edited = { ...bundle.files };
  const placed = [];
  const byFile = Map.groupBy(edits, (e) => e.file);
  for (const [file, fileEdits] of byFile) {
    if (!edited[file]) throw new Error(file + " is not a source of the bundle of " + bundle.manifest.Package + ".");
    const source = decoder.decode(edited[file]);
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
 * @typedef {Object} EditRun
 * @property {string} package the package folder, approaches/tuplestate
 * @property {{file: string, original: string, text: string}[]} edits
 * @property {string[]} examples the chapter's Examples of the package
 */

// build runs the bundle's steps and the test binary's runs in a worker,
// handing onMessage each message; it ends the worker when signal aborts,
// or when a build or a run takes longer than the limits of edit.json.
const build = (edit, job, onMessage, signal) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(edit.script);
    let timer = 0;
    const end = (err) => {
      worker.terminate();
      clearTimeout(timer);
      signal.removeEventListener("abort", stop);
      if (err) reject(err);
      else resolve();
    };
    const limit = (seconds, what) => {
      clearTimeout(timer);
      timer = setTimeout(() => end(Object.assign(new Error("Stopped after " + duration(seconds) + ", the time limit of " + what + " in the browser."), { timeLimit: true })), seconds * 1000);
    };
    const stop = () => end(new DOMException("the reader stopped the run", "AbortError"));
    signal.addEventListener("abort", stop);
    limit(edit.info.buildLimit, "a build");
    worker.onmessage = (event) => {
      const m = event.data;
      if (m.kind === "run") limit(edit.info.runLimit, "a test run");
      if (m.kind === "broken") end(new Error("Go could not run in this browser: " + m.message));
      else onMessage(m);
      if (m.kind === "done" || m.kind === "failed") end();
    };
    worker.onerror = (event) => {
      event.preventDefault();
      end(new Error("Go could not run in this browser: " + event.message));
    };
    worker.postMessage(job);
  });

// stepSays returns what the status says while the step name of the
// manifest m runs: its package by its folder, as the book names it.
const stepSays = (name, m) => {
  if (name === "testmain") return "Writing the test main…";
  if (name === "_testmain.go") return "Compiling the test main…";
  if (name === "link") return "Linking the test binary…";
  const folder = name.startsWith(m.Module + "/") ? name.slice(m.Module.length + 1) : name;
  return folder.endsWith("_test") ? "Compiling the tests of " + folder.slice(0, -"_test".length) + "…" : "Compiling " + folder + "…";
};

// exampleEvent returns the event of one Example of a run.
const exampleEvent = (name, tests, output) => {
  const t = tests.get(name);
  if (!t || t.result === "") {
    const panic = panicked(output);
    return { kind: "example", name, passed: false, text: panic || "The package's tests have no " + name + "." };
  }
  if (t.result === "pass") return { kind: "example", name, passed: true };
  const gw = gotWant(t.output);
  return gw ? { kind: "example", name, passed: false, ...gw } : { kind: "example", name, passed: false, text: testMessage(t.output) };
};

// testsEvent returns the event of the run of all the tests.
const testsEvent = (status, output) => {
  const { tests, started } = readTests(output);
  const count = started.filter((n) => !n.includes("/") && tests.get(n).result !== "").length;
  const failures = [];
  for (const name of started) {
    const t = tests.get(name);
    if (t.result !== "fail" || failures.length === MAX_FAILURES) continue;
    if (!name.includes("/") || t.output.length > 0) failures.push({ test: name, message: testMessage(t.output) });
  }
  const panic = status !== 0 ? panicked(output) : "";
  if (panic && failures.length < MAX_FAILURES) failures.push({ test: "the test binary", message: panic });
  if (status !== 0 && failures.length === 0) failures.push({ test: "the test binary", message: "It ended with status " + status + ":\n" + output.trim().split("\n").slice(-5).join("\n") });
  return { kind: "tests", passed: status === 0, count, failures };
};

/**
 * runEditInBrowser builds the package of run with its edits in the
 * browser and runs the chapter's Examples of it, then all its tests,
 * handing onEvent what queens serve would send; say says what it fetches
 * and does meanwhile. It rejects with an AbortError when signal aborts,
 * and with an error whose timeLimit is true when a limit ends it.
 * @param {EditRun} run
 * @param {(event: Object) => void} onEvent
 * @param {AbortSignal} signal
 * @param {(what: string) => void} say
 */
export const runEditInBrowser = async (run, onEvent, signal, say) => {
  const why = editsCanRun();
  if (why) throw new Error(why);
  const began = performance.now();
  const edit = await load(say);
  const bundle = await loadBundle(edit, run.package, say);
  const { edited, placed } = applyEdits(bundle, run.edits);
  const m = bundle.manifest;
  const examples = run.examples.length ? [["-test.v=test2json", "-test.run=^(" + run.examples.join("|") + ")$"]] : [];
  const outputs = [m.Binary, m.TestMain, m.MainArchive, ...m.Units.map((u) => u.Archive)];
  const folders = [...new Set(outputs.map((f) => f.slice(0, f.lastIndexOf("/"))).filter(Boolean))];
  const job = { tools: edit.tools, files: edited, folders, steps: m.Steps.map((s) => ({ name: s.Name, tool: s.Tool, args: s.Args })), binary: m.Binary, dir: m.Dir, runs: [...examples, ["-test.v=test2json"]] };
  const spent = new Timings(performance.now() - began);
  await build(edit, job, (msg) => {
    switch (msg.kind) {
      case "step":
        say(stepSays(msg.name, m));
        break;
      case "stepped":
        spent.add(msg.name === "link" ? "linking" : "compiling", msg.ms);
        break;
      case "failed": {
        const errors = diagnostics(msg.output).map((d) => ({ file: d.file, line: d.line, column: d.column, block: blockLine(placed, d.file, d.line), message: d.message }));
        if (errors.length) onEvent({ kind: "compile", errors });
        else onEvent({ kind: "note", text: "The " + msg.name + " step failed: " + msg.output.trim() });
        break;
      }
      case "run":
        onEvent({ kind: "stage", stage: msg.index < examples.length ? "examples" : "tests" });
        break;
      case "ran":
        spent.add("running the test binary", msg.ms);
        if (msg.index < examples.length) {
          const { tests } = readTests(msg.output);
          for (const name of run.examples) onEvent(exampleEvent(name, tests, msg.output));
        } else {
          onEvent(testsEvent(msg.status, msg.output));
          onEvent({ kind: "timings", text: spent.said() });
        }
        break;
    }
  }, signal);
};

// Timings add up the time a run spent on each part of it, for a line
// that says where it went.
class Timings {
  /** @param {number} loading the milliseconds spent fetching and compiling the tools and the bundle */
  constructor(loading) {
    this.parts = new Map([["loading the compiler and the packages", loading]]);
  }

  add(part, ms) {
    this.parts.set(part, (this.parts.get(part) || 0) + ms);
  }

  // said returns the line: the whole, then each part.
  said() {
    const seconds = (ms) => (ms / 1000).toFixed(1) + " s";
    const total = [...this.parts.values()].reduce((a, b) => a + b, 0);
    return "In your browser, " + seconds(total) + ": " + [...this.parts].map(([part, ms]) => part + " " + seconds(ms)).join(", ") + ".";
  }
}
