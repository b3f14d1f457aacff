// Go in the reader's browser: the Go compiler and linker, built for
// js/wasm when the site was built, compile a package against the
// archives of the rest (the bundle of its package, see
// internal/toolchain), link its test binary and run it, in a Web Worker
// (edit-worker.js) on a file system in memory. Nothing is fetched until
// the first Run of an edit or the first Check; then edit.json says what
// the compiler and the bundle weigh, a line says what is fetched as it
// comes, and Cache Storage keeps them for the next visit, with the
// network on or off. edit-in-browser.js and exercise-in-browser.js say
// what a block's Run and an exercise's Check build and run.

import { duration } from "../shared/format.js";
import { siteURL } from "./api.js";
import { fetchCounted, fetchKept, keepPage, kept, megabytes } from "./in-browser.js";

// EDIT_CACHE starts the name of the cache of the tools and the archives,
// one a Go release: a site of a new release leaves the old one behind.
const EDIT_CACHE = "queens-edit-";

// MEMORY_NEEDED is the memory a device should report (in GB, as
// navigator.deviceMemory gives it) to build Go: each tool takes 350 to
// 600 MB while it runs.
const MEMORY_NEEDED = 2;

/** BUILD is the folder of a build; a bundle's paths are relative to it. */
export const BUILD = "/build";

/** TMP is the folder of the programs' temporary files. */
export const TMP = "/tmp";

/**
 * goCanRun says why this browser cannot build Go, or "" when it can.
 */
export const goCanRun = () =>
  navigator.deviceMemory && navigator.deviceMemory < MEMORY_NEEDED
    ? "Editing Go in the page needs about 600 MB of memory, which this device does not have to spare; the cells still run."
    : "";

// fetchHeld returns the bytes of a large file the site names by its
// content (a tool by its hash, an archive by its name), from the cache
// when it holds them, else from the network, keeping a copy; counted
// hears how many bytes of it have come.
const fetchHeld = async (cache, file, key, counted) => {
  const copy = cache && (await cache.match(key));
  if (copy) {
    const bytes = new Uint8Array(await copy.arrayBuffer());
    counted(bytes.length);
    return bytes;
  }
  const bytes = new Uint8Array(await new Blob(await fetchCounted(siteURL(file), counted)).arrayBuffer());
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

// text fetches a small file of the site, keeping a copy.
const text = async (file) => new Uint8Array(await (await fetchKept(siteURL(file))).arrayBuffer());

// BUILD_TOOLS are the tools every build runs; the others (test2json,
// for an exercise's check) are fetched when first needed.
const BUILD_TOOLS = ["testmain", "compile", "link"];

// loadTools fetches edit.json, the worker and the tools of a build, and
// compiles the tools; they are kept for the page.
const loadTools = async (say) => {
  const info = await (await fetchKept(siteURL("edit.json"))).json();
  if (info.missing) throw new Error("Go cannot be built in this browser: " + info.missing + ".");
  const cache = await openCache(info);
  const tools = BUILD_TOOLS.map((tool) => [tool, info.tools[tool]]);
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

/**
 * loadTool fetches and compiles one more tool of edit.json, by name, once
 * a page, and adds it to what loadGo loaded.
 * @param {Object} go what loadGo loaded
 * @param {string} name
 * @param {(what: string) => void} say
 */
export const loadTool = async (go, name, say) => {
  if (go.tools[name]) return;
  const f = go.info.tools[name];
  const progress = new Progress("Fetching " + name + " for your browser, once: " + megabytes(f.bytes) + " (" + megabytes(f.gzipped) + " gzipped), ", f.bytes, say);
  const bytes = await fetchHeld(go.cache, f.file, siteURL(f.file) + "?build=" + f.hash, progress.counter());
  go.tools[name] = await WebAssembly.compile(bytes);
};

let loading = null;

/**
 * loadGo loads the tools once a page, saying with say what it fetches; a
 * failed load is tried again by the next call.
 * @param {(what: string) => void} say
 */
export const loadGo = (say) => {
  const why = goCanRun();
  if (why) return Promise.reject(new Error(why));
  loading ??= loadTools(say).catch((err) => {
    loading = null;
    throw err;
  });
  return loading;
};

// archiveFiles returns the archives of a bundle's manifest, as
// ArchiveFiles in internal/toolchain does: those it links as they are,
// and those its units shipped.
const archiveFiles = (m) => [...m.Archives.map((a) => a.File), ...m.Units.filter((u) => u.Shipped).map((u) => u.Shipped)];

/**
 * @typedef {Object} Bundle
 * @property {Object} manifest the bundle's manifest.json (see internal/toolchain)
 * @property {Object<string, Uint8Array>} files its files, by their paths in the bundle
 */

/**
 * loadBundle fetches the bundle of the package folder pkg: its manifest,
 * importcfg, sources and testdata, and the archives it links; they are
 * kept for the page. The bundle tests the package, or with kind
 * "steppers" builds the stepper's search with an edit of it, and with
 * "cells" the cells' queens.
 * @param {Object} go what loadGo loaded
 * @param {string} pkg
 * @param {(what: string) => void} say
 * @param {string} [kind] "packages", "steppers" or "cells", as edit.json lists them
 * @returns {Promise<Bundle>}
 */
export const loadBundle = async (go, pkg, say, kind = "packages") => {
  const key = kind + ":" + pkg;
  if (go.bundles.has(key)) return go.bundles.get(key);
  const about = (go.info[kind] || {})[pkg];
  if (!about) {
    const why = (go.info.unbuilt || {})[pkg];
    throw new Error("The site has no bundle of " + pkg + " to build it in the browser" + (why ? ": " + why : "") + ". Its code changes under queens serve.");
  }
  const manifest = JSON.parse(new TextDecoder().decode(await text(about.manifest)));
  const folder = about.manifest.slice(0, about.manifest.lastIndexOf("/") + 1);
  const sources = [...(manifest.TestGoFiles || []), ...(manifest.XTestGoFiles || []), ...(manifest.Testdata || []), ...manifest.Units.flatMap((u) => u.Files)];
  const linker = { steppers: "the stepper", cells: "queens" }[kind] || pkg;
  const progress = new Progress("Fetching the compiled packages " + linker + " links against, once: " + megabytes(about.bytes) + " (" + megabytes(about.gzipped) + " gzipped), ", about.bytes, say);
  const files = {};
  await Promise.all([
    text(folder + manifest.ImportCfg).then((b) => (files[manifest.ImportCfg] = b)),
    text(folder + "manifest.json").then((b) => (files["manifest.json"] = b)),
    ...[...new Set(sources)].map((name) => text("edit/src/" + name).then((b) => (files[name] = b))),
    ...archiveFiles(manifest).map((file) => fetchHeld(go.cache, "edit/" + file, siteURL("edit/" + file), progress.counter()).then((b) => (files[file] = b))),
  ]);
  const bundle = { manifest, files };
  go.bundles.set(key, bundle);
  return bundle;
};

/**
 * buildJob returns the job that builds the bundle's test binary with the
 * files edited in place of its own (paths in the bundle to their new
 * bytes): the files of the file system, the folders its steps write
 * into, and the steps of the manifest; and the binary's absolute path.
 * @param {Bundle} bundle
 * @param {Object<string, Uint8Array>} edited
 */
export const buildJob = (bundle, edited) => {
  const m = bundle.manifest;
  const files = {};
  for (const [name, bytes] of Object.entries({ ...bundle.files, ...edited })) files[BUILD + "/" + name] = bytes;
  const outputs = [m.Binary, m.MainArchive, ...(m.TestMain ? [m.TestMain] : []), ...m.Units.map((u) => u.Archive)];
  const folders = [TMP, ...new Set(outputs.map((f) => BUILD + "/" + f.slice(0, f.lastIndexOf("/"))))];
  const env = { TMPDIR: TMP, HOME: TMP };
  const at = (name) => BUILD + "/" + name;
  const keep = (k) => k && { shipped: at(k.Shipped), archive: at(k.Archive), imports: (k.Imports || []).map((i) => ({ archive: at(i.Archive), shipped: at(i.Shipped) })) };
  // $BUILD stands for the build's folder in a step's arguments.
  const args = (s) => s.Args.map((a) => a.replaceAll("$BUILD", BUILD));
  const steps = m.Steps.map((s) => ({ name: s.Name, program: s.Tool, args: args(s), dir: BUILD, env, keep: keep(s.Keep) }));
  return { files, folders, steps, binary: BUILD + "/" + m.Binary, dir: BUILD + "/" + m.Dir, env };
};

/**
 * stepSays returns what the status says while a step of the manifest m
 * builds: its package by its folder, as the book names it.
 * @param {string} name the step's name
 * @param {Object} m
 */
export const stepSays = (name, m) => {
  if (name === "testmain") return "Writing the test main…";
  if (name === "_testmain.go") return "Compiling the test main…";
  if (name === "link") return m.Program ? "Linking " + m.Program.split("/").pop() + "…" : "Linking the test binary…";
  const folder = name.startsWith(m.Module + "/") ? name.slice(m.Module.length + 1) : name;
  return folder.endsWith("_test") ? "Compiling the tests of " + folder.slice(0, -"_test".length) + "…" : "Compiling " + folder + "…";
};

/**
 * runJob runs the job's steps in a worker with the modules it has (the
 * tools, and more when given), handing onMessage each message of it (see
 * edit/worker.js); it ends the worker when signal aborts (rejecting with
 * an AbortError), or when the build, or a step marked run, takes longer
 * than the limits of edit.json (rejecting with an error whose timeLimit
 * is true).
 * @param {Object} go what loadGo loaded
 * @param {{files: Object, folders: string[], steps: Object[], collect?: string[]}} job
 * @param {Object<string, WebAssembly.Module>} more
 * @param {(message: Object) => void} onMessage
 * @param {AbortSignal} signal
 */
export const runJob = (go, job, more, onMessage, signal) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(go.script);
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
    limit(go.info.buildLimit, "a build");
    worker.onmessage = (event) => {
      const m = event.data;
      if (m.kind === "step" && job.steps[m.index].run) limit(go.info.runLimit, "a test run");
      if (m.kind === "broken") end(new Error("Go could not run in this browser: " + m.message));
      else onMessage(m);
      if (m.kind === "done" || m.kind === "failed") end();
    };
    worker.onerror = (event) => {
      event.preventDefault();
      end(new Error("Go could not run in this browser: " + event.message));
    };
    worker.postMessage({ modules: { ...go.tools, ...more }, files: job.files, folders: job.folders, steps: job.steps, collect: job.collect || [] });
  });

/**
 * Timings add up the time a run spent on each part of it, for a line
 * that says where it went.
 */
export class Timings {
  /** @param {number} loading the milliseconds spent fetching and compiling the tools and the bundle */
  constructor(loading) {
    this.parts = new Map();
    this.load(loading);
  }

  /**
   * load adds ms milliseconds to loading the tools and the bundles.
   * @param {number} ms
   */
  load(ms) {
    this.add("loading the compiler and the packages", ms);
  }

  /**
   * add adds ms milliseconds to part.
   * @param {string} part
   * @param {number} ms
   */
  add(part, ms) {
    this.parts.set(part, (this.parts.get(part) || 0) + ms);
  }

  /**
   * step adds the time of a step of a build to compiling or linking.
   * @param {string} name the step's name
   * @param {number} ms
   */
  step(name, ms) {
    this.add(name === "link" ? "linking" : "compiling", ms);
  }

  /** said returns the line: the whole, then each part. */
  said() {
    const seconds = (ms) => (ms / 1000).toFixed(1) + " s";
    const total = [...this.parts.values()].reduce((a, b) => a + b, 0);
    return "In your browser, " + seconds(total) + ": " + [...this.parts].map(([part, ms]) => part + " " + seconds(ms)).join(", ") + ".";
  }
}
