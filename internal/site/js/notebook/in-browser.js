// Cells run in the reader's browser: queens compiled to WebAssembly
// (cells.wasm, which queens site builds from cmd/cells) in a Web Worker
// a run, started by Go's own wasm_exec.js. Nothing is fetched until the
// first Run; then cells.json says what cells.wasm weighs, a line says
// what is fetched as it comes, and Cache Storage keeps it, with the page
// and the files a run needs, so that the next visit starts at once and
// runs with the network off (sw.js answers from the copies then).

import { duration } from "../shared/format.js";
import { siteURL } from "./api.js";

// CELLS_CACHE keeps cells.wasm, by its build's hash; BOOK_CACHE the
// pages that ran a cell and the files a run needs.
const CELLS_CACHE = "queens-cells";
const BOOK_CACHE = "queens-book";

/**
 * kept says whether this browser gives the page Cache Storage: a secure
 * context does (https, or http from this computer); a file does not.
 */
export const kept = () => window.isSecureContext && "caches" in window;

/**
 * megabytes writes a number of bytes as megabytes, to one decimal.
 * @param {number} bytes
 */
export const megabytes = (bytes) => (bytes / 1e6).toFixed(1) + " MB";

/**
 * fetchKept fetches url from the network and keeps a copy; with no
 * network, it answers from the copy.
 * @param {URL} url
 * @returns {Promise<Response>}
 */
export const fetchKept = async (url) => {
  try {
    const resp = await fetch(url, { cache: "no-cache" });
    if (!resp.ok) throw new Error(url + ": " + resp.status + " " + resp.statusText);
    if (kept()) await (await caches.open(BOOK_CACHE)).put(url, resp.clone());
    return resp;
  } catch (err) {
    const copy = kept() ? await caches.match(url) : undefined;
    if (!copy) throw err;
    return copy;
  }
};

// fetchWasm fetches cells.wasm as cells.json describes it, saying with
// say how much has come, and keeps it in place of an earlier build's.
const fetchWasm = async (info, say) => {
  const url = siteURL(info.wasm);
  const key = url + "?build=" + info.hash;
  const cache = kept() ? await caches.open(CELLS_CACHE) : null;
  const copy = cache && (await cache.match(key));
  if (copy) {
    say("Starting queens, kept in this browser from an earlier visit…");
    return copy.arrayBuffer();
  }
  const what = "Fetching queens for your browser, once: " + info.wasm + ", " + megabytes(info.bytes) + " (" + megabytes(info.gzipped) + " gzipped), ";
  say(what + "0%");
  const blob = new Blob(await fetchCounted(url, (got) => say(what + Math.min(100, Math.floor((100 * got) / info.bytes)) + "%")), { type: "application/wasm" });
  if (cache) {
    for (const old of await cache.keys()) await cache.delete(old);
    await cache.put(key, new Response(blob, { headers: { "Content-Type": "application/wasm" } }));
  }
  return blob.arrayBuffer();
};

/**
 * fetchCounted fetches url and returns its body in pieces, handing
 * counted the bytes that have come as they come.
 * @param {URL} url
 * @param {(got: number) => void} counted
 * @returns {Promise<Uint8Array[]>}
 */
export const fetchCounted = async (url, counted) => {
  const resp = await fetch(url);
  if (!resp.ok) throw new Error(url.pathname + ": " + resp.status + " " + resp.statusText);
  const reader = resp.body.getReader();
  const parts = [];
  let got = 0;
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) return parts;
    parts.push(chunk.value);
    got += chunk.value.length;
    counted(got);
  }
};

/**
 * keepPage keeps this page, its pictures and the files it loads, with
 * more files of the site when given, for a visit with no network, and
 * asks sw.js to answer from the copies then.
 * @param {string[]} [more] paths in the site
 */
export const keepPage = async (more = []) => {
  if (!kept() || !("serviceWorker" in navigator)) return;
  const page = new URL(location.href);
  page.hash = "";
  const pictures = [...document.images].map((img) => img.currentSrc || img.src).filter((src) => new URL(src).origin === location.origin);
  const files = [page.href, ...pictures, ...["script.js", "style.css", "notebook.css", "favicon.svg", ...more].map((f) => siteURL(f).href)];
  await Promise.all(files.map((f) => fetchKept(f).catch(() => null)));
  await navigator.serviceWorker.register(siteURL("sw.js"));
};

// load fetches what a run needs: cells.json, cells.wasm compiled, and
// the worker's script, Go's wasm_exec.js before the project's own.
const load = async (say) => {
  const info = await (await fetchKept(siteURL("cells.json"))).json();
  if (info.missing) throw new Error("The cells cannot run in this browser: " + info.missing + ".");
  const [bytes, exec, worker] = await Promise.all([
    fetchWasm(info, say),
    fetchKept(siteURL("wasm_exec.js")).then((r) => r.text()),
    fetchKept(siteURL("cells-worker.js")).then((r) => r.text()),
  ]);
  say("Compiling queens for this browser…");
  const module = await WebAssembly.compile(bytes);
  keepPage().catch(() => null); // a page that is not kept still runs
  const script = URL.createObjectURL(new Blob([exec, "\n", worker], { type: "text/javascript" }));
  return { module, files: info.files, timeLimit: info.timeLimit, script };
};

let loading = null;

/**
 * loadCells fetches and compiles the cells' queens once a page, saying
 * with say what it is doing; a failed load is tried again by the next
 * Run.
 * @param {(what: string) => void} say
 */
export const loadCells = (say) => {
  loading ??= load(say).catch((err) => {
    loading = null;
    throw err;
  });
  return loading;
};

/**
 * runInBrowser runs a cell's command line in a worker of its own, handing
 * onEvent the run's events as queens serve sends them ({kind: "output",
 * text}, {kind: "exit", status}). It ends the worker when signal aborts
 * (rejecting with an AbortError) or after the time limit cells.json
 * gives, in seconds (rejecting with an error whose timeLimit is true).
 * @param {{module: WebAssembly.Module, files: Object, timeLimit: number, script: string}} cells
 * @param {string} line
 * @param {(event: Object) => void} onEvent
 * @param {AbortSignal} signal
 */
export const runInBrowser = (cells, line, onEvent, signal) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(cells.script);
    const end = (err) => {
      worker.terminate();
      clearTimeout(timer);
      signal.removeEventListener("abort", stop);
      if (err) reject(err);
      else resolve();
    };
    const stop = () => end(new DOMException("the reader stopped the run", "AbortError"));
    const timer = setTimeout(() => {
      end(Object.assign(new Error("Stopped after " + duration(cells.timeLimit) + ", the time limit of a cell run in the browser"), { timeLimit: true }));
    }, cells.timeLimit * 1000);
    signal.addEventListener("abort", stop);
    worker.onmessage = (event) => {
      const m = event.data;
      if (m.kind === "output") onEvent({ kind: "output", text: m.text });
      else if (m.kind === "exit") {
        onEvent({ kind: "exit", status: m.status });
        end();
      } else if (m.kind === "failed") end(new Error("queens could not run in this browser: " + m.message));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      end(new Error("queens could not run in this browser: " + event.message));
    };
    worker.postMessage({ module: cells.module, line, files: cells.files });
  });
