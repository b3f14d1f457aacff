// The Web Worker of a pane (worker.js): the book's Go code, compiled to
// WebAssembly, that runs the pane's search and answers its messages, as
// JSON strings.

import { say } from "./page.js";

// lastID numbers the messages that the workers answer, all of them.
let lastID = 0;

/**
 * A SearchWorker is one worker and the answers it owes: it resolves
 * each call with the answer of the same id, and hands batches of steps
 * to onBatch.
 */
export class SearchWorker {
  /**
   * @param {string} url the worker's script
   * @param {(m: Object) => void} onBatch
   */
  constructor(url, onBatch) {
    this.onBatch = onBatch;
    this.answers = new Map(); // id -> resolve, for the answers but batches
    this.worker = new Worker(url);
    /** ready resolves to the worker's "ready" message: its approaches. */
    this.ready = new Promise((resolve) => (this.onReady = resolve));
    this.worker.onmessage = (e) => this.receive(JSON.parse(e.data));
    this.worker.onerror = (e) => {
      e.preventDefault();
      say("The stepper's worker failed: " + (e.message || "it could not start") + ".", true);
    };
  }

  /**
   * send sends message m, which the worker does not answer by its id.
   * @param {Object} m
   */
  send(m) {
    this.worker.postMessage(JSON.stringify(m));
  }

  /**
   * call sends a message of type with fields, which the worker answers
   * with its id, and returns a promise of the answer.
   * @param {string} type
   * @param {Object} fields
   * @returns {Promise<Object>}
   */
  call(type, fields) {
    const id = ++lastID;
    return new Promise((resolve) => {
      this.answers.set(id, resolve);
      this.send({ type, id, ...fields });
    });
  }

  // receive takes a message of the worker.
  receive(m) {
    switch (m.type) {
      case "ready":
        this.onReady(m);
        return;
      case "failed":
        say("The stepper's search could not be loaded: " + m.error, true);
        return;
      case "batch":
        this.onBatch(m);
        return;
    }
    const resolve = this.answers.get(m.id);
    if (resolve) {
      this.answers.delete(m.id);
      resolve(m);
    }
  }

  /** end ends the worker; the answers it owes never come. */
  end() {
    this.worker.terminate();
  }

  /**
   * stop ends the worker, and answers every call it owes as cancelled.
   * Nothing else stops a search in the worker but its end.
   */
  stop() {
    this.end();
    for (const resolve of this.answers.values()) resolve({ type: "cancelled" });
    this.answers.clear();
  }
}
