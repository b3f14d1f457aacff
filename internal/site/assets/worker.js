// The stepper's Web Worker: it runs the search compiled from Go
// (stepper.wasm, with Go's wasm_exec.js) and passes the page's messages
// to it, and its answers back, as JSON strings. The search itself is Go
// code: nothing of it is written again here.
importScripts("wasm_exec.js");
const go = new Go();
const early = [];
self.onmessage = (e) => early.push(e.data);
fetch("stepper.wasm")
  .then((r) => {
    if (!r.ok) throw new Error("stepper.wasm: " + r.status + " " + r.statusText);
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
