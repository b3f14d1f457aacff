// The queens book's stepper's Web Worker, bundled by internal/site/js/build.mjs (make js) from the modules in internal/site/js/worker, where they are read with their comments. Do not edit: edit the modules and build again.
(() => {
  // worker/worker.js
  importScripts("wasm_exec.js");
  var go = new Go();
  var early = [];
  self.onmessage = (e) => early.push(e.data);
  var built = new URLSearchParams(self.location.hash.slice(1));
  var token = built.get("token");
  fetch(built.get("wasm") || "stepper.wasm", token ? { headers: { "X-Queens-Token": token } } : {}).then((r) => {
    if (!r.ok) throw new Error(r.url + ": " + r.status + " " + r.statusText);
    return r.arrayBuffer();
  }).then((bytes) => WebAssembly.instantiate(bytes, go.importObject)).then((result) => {
    go.run(result.instance);
    self.onmessage = (e) => self.stepperMessage(e.data);
    early.splice(0).forEach((m) => self.stepperMessage(m));
  }).catch((err) => self.postMessage(JSON.stringify({ type: "failed", error: String(err) })));
})();
