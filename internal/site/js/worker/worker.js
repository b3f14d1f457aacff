// The stepper's Web Worker, bundled into assets/worker.js: it runs the
// search compiled from Go (stepper.wasm, with Go's wasm_exec.js) and
// passes the page's messages to it, and its answers back, as JSON
// strings. The search itself is Go code: nothing of it is written again
// here. The notebook may start it as worker.js#wasm=URL&token=T, to run a
// search built from the reader's edited code, which queens serve hands
// out to the page with its token.

importScripts("wasm_exec.js");
const go = new Go();
// early keeps the messages that come before the search is ready.
const early = [];
self.onmessage = (e) => early.push(e.data);
const built = new URLSearchParams(self.location.hash.slice(1));
const token = built.get("token");
fetch(built.get("wasm") || "stepper.wasm", token ? { headers: { "X-Queens-Token": token } } : {})
  .then((r) => {
    if (!r.ok) throw new Error(r.url + ": " + r.status + " " + r.statusText);
    return r.arrayBuffer();
  })
  .then((bytes) => WebAssembly.instantiate(bytes, go.importObject))
  .then((result) => {
    go.run(result.instance);
    // main has set stepperMessage before it posted "ready".
    self.onmessage = (e) => self.stepperMessage(e.data);
    early.splice(0).forEach((m) => self.stepperMessage(m));
  })
  .catch((err) => self.postMessage(JSON.stringify({ type: "failed", error: String(err) })));
