// A pane of the stepper: one search, with its own worker, board and
// counters. It asks the worker for the steps of the search, a batch at
// a time, and keeps the last steps it showed, so that the reader can
// step back; it searches nothing itself: a step far off, the whole run
// and a forecast of its length are all the worker's answers.

import { Board } from "./board.js";
import { paneElements } from "./pane-elements.js";
import { root, say } from "./page.js";
import { describe, showCounts, showEnd, showForecast } from "./pane-text.js";
import { attachPanels } from "./panels.js";
import { wake } from "./play.js";
import { SearchWorker } from "./search-worker.js";
import { SolutionList } from "./solutions.js";
import { state } from "./state.js";
import { tuple } from "./geometry.js";

// HISTORY is how many of the steps shown the pane keeps for stepping
// back (up to a quarter more, dropped a chunk at a time); further back,
// the search runs again from the start to the step asked for.
const HISTORY = 20000;
const CHUNK = 5000;

/** A Pane is one search, with its own worker, board and counters. */
export class Pane {
  /** @param {number} index the pane's place, 0 for the main one */
  constructor(index) {
    this.index = index;
    const { el, out, board, list } = paneElements(index);
    this.el = el;
    this.out = out;
    this.board = new Board(board);
    this.solutions = new SolutionList(list, (i) => this.view(i));
    this.spawn();
    this.id = 0;
    this.started = null;
    // label names the pane's search in the race's words: its approach,
    // told apart from the other pane's when both run the same one.
    this.label = "";
    this.rows = this.cols = 0;
    // The code and the search tree beside the board (panels.js).
    this.panels = attachPanels(this);
  }

  // spawn starts the pane's worker.
  spawn() {
    this.search = new SearchWorker(state.workerURL, (m) => this.batchCame(m));
    this.ready = this.search.ready;
  }

  /** send sends message m to the worker. */
  send(m) {
    this.search.send(m);
  }

  /** call sends a message that the worker answers; see SearchWorker. */
  call(type, fields) {
    return this.search.call(type, fields);
  }

  /** ask sends a start or a check of settings, and more of the kind. */
  ask(type, settings) {
    return this.call(type, { settings });
  }

  // batchCame takes a batch of steps. Batches come in the order asked
  // for; one of a search left behind is dropped.
  batchCame(m) {
    if (m.id !== this.id) return;
    const take = this.waiting.shift();
    if (take) take(m.batch);
  }

  /**
   * begin shows the search that a start answer describes, from its
   * start, titled title, and asks for a forecast of its length unless it
   * is given one.
   */
  begin(started, title, settings, forecast) {
    this.started = started;
    this.settings = settings;
    this.id = started.id;
    const redraw = started.rows !== this.rows || started.cols !== this.cols;
    this.rows = started.rows;
    this.cols = started.cols;
    this.fixed = new Set(started.fixed);
    this.history = [];
    this.pos = -1;
    this.base = 0;
    this.buffer = [];
    this.head = 0;
    this.waiting = [];
    this.pending = false;
    this.done = false;
    this.last = null;
    this.solutions.clear();
    this.viewing = -1;
    this.outcome = null;
    this.atOutcome = false;
    this.forecast = forecast || null;
    this.asked = Boolean(forecast);
    this.out.title.textContent = title;
    this.out.unit.textContent = "One attempt: " + started.attempt + ".";
    this.out.forecast.textContent = "";
    if (redraw) this.board.draw(this.rows, this.cols);
    this.panels.forEach((p) => p.begin(started));
    this.request();
    this.forecastReady = forecast ? Promise.resolve() : this.call("estimate", { settings }).then((m) => {
      if (m.type === "estimated" && this.started === started) this.forecast = m.forecast;
      this.render();
    });
    this.render();
  }

  // restart starts the search shown again from its first step, keeping
  // what the page shows of it.
  async restart() {
    const st = await this.ask("start", this.settings);
    if (st.type !== "started") return;
    const outcome = this.outcome;
    this.begin(st, this.out.title.textContent, this.settings, this.forecast);
    this.outcome = outcome;
  }

  // batchSize is how many steps the pane asks for at a time.
  batchSize() {
    return state.speed === "max" ? 5000 : Math.min(5000, Math.max(64, 2 * state.speed));
  }

  // request asks the worker for the next batch, unless one is on its way
  // or the search has ended.
  request() {
    if (this.pending || this.done || this.holding) return;
    this.pending = true;
    this.waiting.push((b) => this.take(b));
    this.send({ type: "next", id: this.id, k: this.batchSize() });
  }

  // take keeps the steps of batch, to be shown.
  take(batch) {
    this.pending = false;
    if (this.head > CHUNK) {
      this.buffer = this.buffer.slice(this.head);
      this.head = 0;
    }
    for (const s of batch.steps) this.buffer.push(s);
    this.ended(batch);
    if (this.buffer.length - this.head < this.batchSize()) this.request();
    if (this.settled) this.settled();
    wake();
    if (!state.running) this.render();
  }

  // ended notes the end of the search, when batch is its last.
  ended(batch) {
    if (!batch.done) return;
    this.done = true;
    this.last = batch;
    if (batch.error) say("The search stopped: " + batch.error, true);
  }

  // settle waits until no batch is on its way.
  settle() {
    if (!this.pending) return Promise.resolve();
    return new Promise((resolve) => (this.settled = () => {
      this.settled = null;
      resolve();
    }));
  }

  /** furthest is the number of the last step the page has shown. */
  furthest() {
    return this.base + this.history.length;
  }

  // push shows step s after the furthest, keeping HISTORY steps.
  push(s) {
    this.history.push(s);
    this.panels.forEach((p) => p.step(s));
    if (s.kind === "solution") this.addSolution(s.queens, this.furthest());
    if (this.history.length > HISTORY + CHUNK) {
      this.history.splice(0, CHUNK);
      this.base += CHUNK;
      this.pos -= CHUNK;
    }
  }

  /**
   * forward shows the next step; it returns false when there is none yet
   * (or none at all).
   */
  forward() {
    this.viewing = -1;
    if (this.atOutcome) return false;
    if (this.pos < this.history.length - 1) {
      this.pos++;
      return true;
    }
    if (this.head === this.buffer.length) {
      this.request();
      return false;
    }
    this.push(this.buffer[this.head++]);
    this.pos++;
    if (this.buffer.length - this.head < this.batchSize()) this.request();
    return true;
  }

  /**
   * back shows the step before; before the oldest step kept, the search
   * runs again to it.
   */
  back() {
    this.viewing = -1;
    if (this.atOutcome) {
      this.atOutcome = false;
      return Promise.resolve();
    }
    if (this.pos > 0 || (this.pos === 0 && this.base === 0)) {
      this.pos--;
      return Promise.resolve();
    }
    return this.stepNumber() > 0 ? this.goTo(this.stepNumber() - 1) : Promise.resolve();
  }

  /**
   * goTo shows step n, or the last step when the search ends sooner:
   * from the steps kept, or run to by the worker (see skip). Of several
   * calls in a row, the last wins.
   */
  goTo(n) {
    this.target = n;
    if (!this.moving) {
      this.moving = (async () => {
        while (this.target !== null) {
          const t = this.target;
          this.target = null;
          await this.reach(t);
        }
        this.moving = null;
        this.render();
      })();
    }
    return this.moving;
  }

  // reach shows step n (see goTo). No batch is asked for meanwhile, so
  // that the steps the worker sends follow the ones shown.
  async reach(n) {
    this.viewing = -1;
    this.atOutcome = false;
    this.holding = true;
    if (this.base > 0 && n <= this.base) await this.restart();
    if (n <= this.furthest()) {
      this.pos = n - this.base - 1;
    } else {
      await this.settle();
      while (this.furthest() < n && this.head < this.buffer.length) this.push(this.buffer[this.head++]);
      if (this.furthest() < n && !this.done) await this.skip(n - this.furthest());
      this.pos = this.history.length - 1;
    }
    this.holding = false;
    this.request();
  }

  // skip has the worker pass over k-1 steps and send the k-th, with the
  // solutions among them that the list still has room for.
  skip(k) {
    return new Promise((resolve) => {
      this.waiting.push((b) => {
        const from = this.furthest();
        for (const p of b.passed || []) this.addSolution(p.queens, p.step);
        this.buffer = [];
        this.head = 0;
        if (b.steps.length) {
          this.history = [];
          this.base = from + (b.skipped || 0);
          this.push(b.steps[0]);
        }
        this.ended(b);
        resolve();
      });
      this.send({ type: "skip", id: this.id, k, keep: this.solutions.room() });
    });
  }

  /**
   * finish has the worker run the whole search untraced and shows its
   * end: the summary, counts and first solution. The end of a search
   * that a newer one replaced meanwhile is dropped.
   */
  async finish() {
    const started = this.started;
    this.finishing = true;
    const m = await this.ask("finish", this.settings);
    this.finishing = false;
    if (m.type === "cancelled" || this.started !== started) return;
    if (m.type !== "finished") {
      say(m.error, true);
      return;
    }
    this.outcome = m.outcome;
    this.atOutcome = true;
    this.viewing = -1;
    this.render();
  }

  /**
   * cancel stops a whole run under way: the worker goes, and a new one
   * runs the search shown again to the step shown.
   */
  async cancel() {
    if (!this.finishing) return;
    this.finishing = false;
    this.search.stop();
    this.spawn();
    await this.ready;
    const at = this.stepNumber();
    const st = await this.ask("start", this.settings);
    this.begin(st, this.out.title.textContent, this.settings, this.forecast);
    await this.goTo(at);
  }

  /** atEnd reports whether the pane shows the end of its search. */
  atEnd() {
    return this.atOutcome || (this.done && this.pos === this.history.length - 1 && this.head === this.buffer.length);
  }

  /** current returns the step shown, or null before the first. */
  current() {
    return this.pos >= 0 ? this.history[this.pos] : null;
  }

  /** stepNumber returns the number of the step shown, 0 before the first. */
  stepNumber() {
    return this.base + this.pos + 1;
  }

  /**
   * seconds forecasts the rest of the search at max speed, or returns
   * null when there is no forecast.
   */
  seconds() {
    const f = this.forecast;
    const rate = state.maxRate || (f && f.rate);
    if (!f || !f.steps || !rate) return null;
    return Math.max(0, f.steps - this.furthest()) / rate;
  }

  // addSolution lists the solution queens, found at step.
  addSolution(queens, step) {
    this.solutions.add(queens, step, tuple(queens, this.rows, this.cols));
  }

  // view shows the i-th solution listed.
  view(i) {
    this.viewing = i;
    this.atOutcome = false;
    this.render();
  }

  /**
   * shown returns what the board shows now: the queens, the step (or
   * null), and the kind of the step.
   */
  shown() {
    if (state.own.active && this.index === 0) return { queens: [...state.own.queens], s: null, kind: "own" };
    if (this.viewing >= 0) return { queens: this.solutions.queens[this.viewing], s: null, kind: "solution" };
    if (this.atOutcome) return { queens: this.outcome.first || [...this.fixed], s: null, kind: "end" };
    const s = this.current();
    return { queens: s ? s.queens : [...this.fixed], s, kind: s ? s.kind : "" };
  }

  /** render draws what the pane shows, and its panels. */
  render() {
    if (!this.started) return;
    const { queens, s, kind } = this.shown();
    // The reader's own queens are not fixed: they are the whole board.
    this.board.paint({ queens, s, kind, fixed: kind === "own" ? new Set() : this.fixed });
    this.el.dataset.board = queens.slice().sort((a, b) => a - b).join(",");
    this.el.dataset.step = this.viewing >= 0 || kind === "own" || this.atOutcome ? "" : this.stepNumber();
    this.el.dataset.kind = kind;
    this.el.dataset.ahead = this.buffer.length - this.head + this.history.length - 1 - this.pos;
    this.el.dataset.done = this.atEnd() ? "1" : "";
    showCounts(this, s);
    this.out.now.textContent = describe(this, s, queens);
    showEnd(this);
    showForecast(this);
    // Scripts that draw beside a board (the search tree, the line of
    // code) follow the step shown by this event.
    root.dispatchEvent(new CustomEvent("queens:stepper-step", { detail: { pane: this.index, step: s, kind, number: this.stepNumber() } }));
    this.panels.forEach((p) => p.render());
  }
}
