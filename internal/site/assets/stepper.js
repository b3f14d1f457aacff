// The stepper page: it asks the search in the Web Worker (worker.js, the
// Go packages compiled to WebAssembly) for the steps of a search, a batch
// at a time, and draws them. It keeps the last steps it showed, so that
// the reader can step back, and it searches nothing itself: a step far
// off, the whole run, a forecast of its length and the completions of a
// board set by hand are all the worker's answers.
"use strict";
(() => {
  const root = document.getElementById("stepper");
  if (!root) return;
  const $ = (id) => document.getElementById(id);
  const message = $("st-message");
  const narration = $("st-narration");
  // say shows a message; a bad one stays in view (see stepper.css).
  const say = (text, bad) => {
    message.textContent = text;
    message.classList.toggle("bad", Boolean(bad));
  };
  const narrate = (text) => (narration.textContent = text);
  const controls = [...root.querySelectorAll("button, select, input")];
  // The controls wait, disabled, until the worker is ready.
  const enableAll = () => controls.forEach((c) => (c.disabled = false));
  const fmt = (n) => Number(n).toLocaleString("en");

  if (root.dataset.missing) {
    root.removeAttribute("aria-busy");
    say("The stepper cannot run on this site: " + root.dataset.missing + ".", true);
    return;
  }
  if (location.protocol === "file:") {
    root.removeAttribute("aria-busy");
    say("The stepper runs its search in a Web Worker, which a page opened from a file cannot start. Serve the site instead: go run ./cmd/queens serve, then open http://127.0.0.1:8080/stepper.html", true);
    return;
  }

  // HISTORY is how many of the steps shown the page keeps for stepping
  // back (up to a quarter more, dropped a chunk at a time); further back,
  // the search runs again from the start to the step asked for.
  const HISTORY = 20000;
  const CHUNK = 5000;
  // LISTED is the longest list of solutions shown.
  const LISTED = 2000;
  // LONG is the run, in seconds at max speed, past which Play first asks
  // whether to show the result at once.
  const LONG = 60;
  const SPEEDS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 5000, "max"];
  const FILES = "abcdefghijklmnopqrstuvwxyz";

  const { squareName } = window.stepperPanels;
  const fixedSpec = (squares, cols) => [...squares].sort((a, b) => a - b).map((q) => squareName(q, cols)).join(",");

  // duration says a number of seconds as a reader would.
  function duration(s) {
    const round = (v, unit) => {
      const r = v < 10 ? Math.round(v * 10) / 10 : Math.round(v);
      return r + " " + unit + (r === 1 ? "" : "s");
    };
    if (s < 1) return "under a second";
    if (s < 90) return round(s, "second");
    if (s < 90 * 60) return round(s / 60, "minute");
    if (s < 36 * 3600) return round(s / 3600, "hour");
    if (s < 400 * 86400) return round(s / 86400, "day");
    return round(s / (365.25 * 86400), "year");
  }
  // about says a large count in words: 4.4 billion.
  function about(n) {
    for (const [v, w] of [[1e12, "trillion"], [1e9, "billion"], [1e6, "million"]]) {
      if (n >= v) return (Math.round((n / v) * 10) / 10).toLocaleString("en") + " " + w;
    }
    return fmt(Math.round(n));
  }

  // workerURL is the worker the panes run: the book's search, or one that
  // the notebook built from the reader's edited code.
  let workerURL = "worker.js";
  let lastID = 0;
  // maxRate is the steps a second the page shows at max speed, measured
  // while it plays at max (see frame); until then, the worker's forecast.
  let maxRate = 0;

  // A Pane is one search, with its own worker, board and counters.
  class Pane {
    constructor(index) {
      this.index = index;
      this.el = document.createElement("section");
      this.el.className = "st-pane";
      this.el.id = "st-pane-" + index;
      this.el.setAttribute("aria-labelledby", "st-title-" + index);
      this.el.hidden = true; // until its search starts
      this.el.innerHTML =
        '<h2 class="st-title" id="st-title-' + index + '"></h2>' +
        '<div class="st-view"><div class="st-board" role="group"></div>' +
        '<div class="st-side"><p class="st-now"></p>' +
        '<dl class="st-counts"><div><dt>step</dt><dd class="st-step">0</dd></div>' +
        '<div><dt>attempts</dt><dd class="st-attempts-count">0</dd></div>' +
        '<div><dt>solutions</dt><dd class="st-solutions-count">0</dd></div>' +
        '<div><dt>row, depth</dt><dd class="st-depth">-</dd></div></dl>' +
        '<p class="st-unit"></p><p class="st-forecast"></p>' +
        '<div class="st-summary"><p class="st-found"></p><p class="st-attempts"></p></div>' +
        '</div></div>' +
        '<details class="st-list" open><summary>Solutions found</summary><ol class="st-solutions"></ol><p class="st-more"></p></details>';
      const q = (c) => this.el.querySelector(c);
      this.out = {
        title: q(".st-title"), board: q(".st-board"), now: q(".st-now"), step: q(".st-step"),
        attempts: q(".st-attempts-count"), solutions: q(".st-solutions-count"), depth: q(".st-depth"),
        unit: q(".st-unit"), forecast: q(".st-forecast"), found: q(".st-found"), summary: q(".st-attempts"),
        list: q(".st-solutions"), more: q(".st-more"),
      };
      this.out.list.addEventListener("click", (e) => {
        const item = e.target.closest("[data-solution]");
        if (item) this.view(Number(item.dataset.solution));
      });
      this.out.board.addEventListener("click", (e) => {
        const cell = e.target.closest("[data-square]");
        if (cell) squareChosen(this, Number(cell.dataset.square));
      });
      this.out.board.addEventListener("keydown", (e) => this.boardKey(e));
      this.answers = new Map(); // id -> resolve, for the answers of the worker but batches
      this.spawn();
      this.id = 0;
      this.started = null;
      this.rows = this.cols = 0;
      this.focusSquare = 0;
      // The code and the search tree beside the board (panels.js).
      this.panels = window.stepperPanels.attach(this);
    }

    // spawn starts the pane's worker.
    spawn() {
      this.worker = new Worker(workerURL);
      this.ready = new Promise((resolve) => (this.onReady = resolve));
      this.worker.onmessage = (e) => this.receive(JSON.parse(e.data));
      this.worker.onerror = (e) => {
        e.preventDefault();
        say("The stepper's worker failed: " + (e.message || "it could not start") + ".", true);
      };
    }

    send(m) {
      this.worker.postMessage(JSON.stringify(m));
    }

    // call sends a message that the worker answers with its id, and
    // returns a promise of the answer.
    call(type, fields) {
      const id = ++lastID;
      return new Promise((resolve) => {
        this.answers.set(id, resolve);
        this.send({ type, id, ...fields });
      });
    }

    // ask sends a start or a check of settings.
    ask(type, settings) {
      return this.call(type, { settings });
    }

    receive(m) {
      switch (m.type) {
        case "ready":
          this.onReady(m);
          return;
        case "failed":
          say("The stepper's search could not be loaded: " + m.error, true);
          return;
        case "batch":
          // Batches come in the order asked for; one of a search left
          // behind is dropped.
          if (m.id === this.id) {
            const take = this.waiting.shift();
            if (take) take(m.batch);
          }
          return;
      }
      const resolve = this.answers.get(m.id);
      if (resolve) {
        this.answers.delete(m.id);
        resolve(m);
      }
    }

    // begin shows the search a start answer describes, from its start,
    // and asks for a forecast of its length unless it is given one.
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
      this.solutions = [];
      this.viewing = -1;
      this.outcome = null;
      this.atOutcome = false;
      this.forecast = forecast || null;
      this.asked = Boolean(forecast);
      this.out.title.textContent = title;
      this.out.unit.textContent = "One attempt: " + started.attempt + ".";
      this.out.forecast.textContent = "";
      this.out.list.textContent = "";
      if (redraw) this.drawBoard();
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

    batchSize() {
      return speed === "max" ? 5000 : Math.min(5000, Math.max(64, 2 * speed));
    }

    // request asks the worker for the next batch, unless one is on its
    // way or the search has ended.
    request() {
      if (this.pending || this.done || this.holding) return;
      this.pending = true;
      this.waiting.push((b) => this.take(b));
      this.send({ type: "next", id: this.id, k: this.batchSize() });
    }

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
      if (!running) this.render();
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

    // furthest is the number of the last step the page has shown.
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

    // forward shows the next step; it returns false when there is none
    // yet (or none at all).
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

    // back shows the step before; before the oldest step kept, the search
    // runs again to it.
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

    // goTo shows step n, or the last step when the search ends sooner:
    // from the steps kept, or run to by the worker (see skip). Of several
    // calls in a row, the last wins.
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
        this.send({ type: "skip", id: this.id, k, keep: Math.max(0, LISTED - this.solutions.length) });
      });
    }

    // finish has the worker run the whole search untraced and shows its
    // end: the summary, counts and first solution.
    async finish() {
      this.finishing = true;
      const m = await this.ask("finish", this.settings);
      this.finishing = false;
      if (m.type === "cancelled") return;
      if (m.type !== "finished") {
        say(m.error, true);
        return;
      }
      this.outcome = m.outcome;
      this.atOutcome = true;
      this.viewing = -1;
      this.render();
    }

    // cancel stops a whole run under way. Nothing stops a search in the
    // worker but its end, so the worker goes, and a new one runs the
    // search shown again to the step shown.
    async cancel() {
      if (!this.finishing) return;
      this.finishing = false;
      this.worker.terminate();
      for (const resolve of this.answers.values()) resolve({ type: "cancelled" });
      this.answers.clear();
      this.spawn();
      await this.ready;
      const at = this.stepNumber();
      const st = await this.ask("start", this.settings);
      this.begin(st, this.out.title.textContent, this.settings, this.forecast);
      await this.goTo(at);
    }

    atEnd() {
      return this.atOutcome || (this.done && this.pos === this.history.length - 1 && this.head === this.buffer.length);
    }

    current() {
      return this.pos >= 0 ? this.history[this.pos] : null;
    }

    stepNumber() {
      return this.base + this.pos + 1;
    }

    // seconds forecasts the rest of the search at max speed, or returns
    // null when there is no forecast.
    seconds() {
      const f = this.forecast;
      const rate = maxRate || (f && f.rate);
      if (!f || !f.steps || !rate) return null;
      return Math.max(0, f.steps - this.furthest()) / rate;
    }

    addSolution(queens, step) {
      const i = this.solutions.length;
      if (i >= LISTED) return;
      this.solutions.push(queens);
      const li = document.createElement("li");
      const b = document.createElement("button");
      b.type = "button";
      b.dataset.solution = i;
      b.dataset.tuple = this.tuple(queens);
      b.textContent = this.tuple(queens) + " (step " + fmt(step) + ")";
      li.append(b);
      this.out.list.append(li);
    }

    // tuple writes a board as the book does: the column of the queen in
    // each row, rank 1 first.
    tuple(queens) {
      const t = new Array(this.rows).fill("-");
      for (const q of queens) t[Math.floor(q / this.cols)] = q % this.cols;
      return t.join(" ");
    }

    view(i) {
      this.viewing = i;
      this.atOutcome = false;
      this.render();
    }

    // drawBoard draws the squares, rank n at the top and rank 1 at the
    // bottom, as in the book's pictures. The board is one stop of the Tab
    // key: one square at a time takes part in it (a roving tabindex), and
    // the arrow keys move between them (see boardKey).
    drawBoard() {
      const b = this.out.board;
      const hadFocus = b.contains(document.activeElement);
      b.textContent = "";
      b.style.setProperty("--cols", this.cols);
      b.setAttribute("aria-label", "Board, " + this.rows + " x " + this.cols + "; arrow keys move between squares, Enter fixes or removes a queen");
      this.cells = new Array(this.rows * this.cols);
      this.focusSquare = Math.min(this.focusSquare, this.rows * this.cols - 1);
      for (let r = this.rows - 1; r >= 0; r--) {
        const label = document.createElement("span");
        label.className = "st-rank";
        label.setAttribute("aria-hidden", "true");
        label.textContent = r + 1;
        b.append(label);
        for (let c = 0; c < this.cols; c++) {
          const sq = r * this.cols + c;
          const cell = document.createElement("button");
          cell.type = "button";
          cell.className = "st-sq " + ((r + c) % 2 === 0 ? "dark" : "light");
          cell.dataset.square = sq;
          cell.tabIndex = sq === this.focusSquare ? 0 : -1;
          cell.setAttribute("aria-label", squareName(sq, this.cols));
          b.append(cell);
          this.cells[sq] = cell;
        }
      }
      b.append(document.createElement("span"));
      for (let c = 0; c < this.cols; c++) {
        const label = document.createElement("span");
        label.className = "st-file";
        label.setAttribute("aria-hidden", "true");
        label.textContent = FILES[c];
        b.append(label);
      }
      if (hadFocus) this.cells[this.focusSquare].focus();
    }

    // boardKey moves the focus between squares: the arrows by one square
    // (up is towards rank n), Home and End to the ends of the rank.
    boardKey(e) {
      const cell = e.target.closest("[data-square]");
      if (!cell || e.altKey || e.ctrlKey || e.metaKey) return;
      const sq = Number(cell.dataset.square);
      let r = Math.floor(sq / this.cols), c = sq % this.cols;
      switch (e.key) {
        case "ArrowUp": r = Math.min(this.rows - 1, r + 1); break;
        case "ArrowDown": r = Math.max(0, r - 1); break;
        case "ArrowRight": c = Math.min(this.cols - 1, c + 1); break;
        case "ArrowLeft": c = Math.max(0, c - 1); break;
        case "Home": c = 0; break;
        case "End": c = this.cols - 1; break;
        default: return;
      }
      e.preventDefault();
      e.stopPropagation();
      this.moveFocus(r * this.cols + c);
    }

    moveFocus(sq) {
      this.cells[this.focusSquare].tabIndex = -1;
      this.focusSquare = sq;
      this.cells[sq].tabIndex = 0;
      this.cells[sq].focus();
    }

    // shown returns what the board shows now: the queens, the step (or
    // null), and the kind of the step.
    shown() {
      if (own.active && this.index === 0) return { queens: [...own.queens], s: null, kind: "own" };
      if (this.viewing >= 0) return { queens: this.solutions[this.viewing], s: null, kind: "solution" };
      if (this.atOutcome) return { queens: this.outcome.first || [...this.fixed], s: null, kind: "end" };
      const s = this.current();
      return { queens: s ? s.queens : [...this.fixed], s, kind: s ? s.kind : "" };
    }

    render() {
      if (!this.started) return;
      const { queens, s, kind } = this.shown();
      const whole = kind === "accept" || kind === "reject";
      const { rows, cols } = this;
      const attacked = new Array(rows * cols).fill(false);
      if (!whole) for (const q of queens) this.attacks(q, attacked);
      const set = new Set(queens);
      // Two queens on one line of a candidate, or of a board set by hand,
      // are marked.
      const fighting = new Set();
      for (const a of queens) {
        for (const b of queens) if (a !== b && this.attack(a, b)) fighting.add(a);
      }
      // The reader's own queens are not fixed: they are the whole board.
      const fixed = kind === "own" ? new Set() : this.fixed;
      for (let sq = 0; sq < rows * cols; sq++) {
        const cell = this.cells[sq];
        let cls = "st-sq " + ((Math.floor(sq / cols) + (sq % cols)) % 2 === 0 ? "dark" : "light");
        let text = "";
        let label = squareName(sq, cols);
        if (set.has(sq)) {
          cls += " queen";
          text = "\u265B";
          label += ", queen";
          if (fixed.has(sq)) {
            cls += " fixed";
            label += ", fixed";
          }
          if (fighting.has(sq) && (whole || kind === "own")) {
            cls += " with";
            label += ", attacks another queen";
          }
        } else if (attacked[sq]) {
          cls += " attacked";
          if (kind === "own") label += ", attacked";
        }
        if (s && s.square === sq) {
          cls += " " + kind;
          if (kind === "conflict" || kind === "backtrack") text = "\u265B";
          if (kind === "conflict") label += ", tried, attacked by " + squareName(s.with, cols);
          if (kind === "place") label += ", just placed";
          if (kind === "backtrack") label += ", lifted";
        }
        if (s && s.with === sq) {
          cls += " with";
          label += ", attacks the square tried";
        }
        if (cell.className !== cls) cell.className = cls;
        if (cell.textContent !== text) cell.textContent = text;
        if (cell.getAttribute("aria-label") !== label) cell.setAttribute("aria-label", label);
      }
      this.el.dataset.board = queens.slice().sort((a, b) => a - b).join(",");
      this.el.dataset.step = this.viewing >= 0 || kind === "own" || this.atOutcome ? "" : this.stepNumber();
      this.el.dataset.kind = kind;
      this.el.dataset.ahead = this.buffer.length - this.head + this.history.length - 1 - this.pos;
      this.el.dataset.done = this.atEnd() ? "1" : "";
      this.counts(s);
      this.out.now.textContent = this.describe(s, queens);
      this.renderEnd();
      this.renderForecast();
      // Scripts that draw beside a board (the search tree, the line of
      // code) follow the step shown by this event.
      root.dispatchEvent(new CustomEvent("queens:stepper-step", { detail: { pane: this.index, step: s, kind, number: this.stepNumber() } }));
      this.panels.forEach((p) => p.render());
    }

    // counts shows the counters of step s, or of the whole run.
    counts(s) {
      const o = this.atOutcome ? this.outcome : null;
      this.out.step.textContent = o ? "all, untraced" : fmt(this.stepNumber());
      this.out.attempts.textContent = fmt(o ? o.tries : s ? s.attempt : 0);
      this.out.solutions.textContent = fmt(o ? o.solutions : s ? s.solutions : 0);
      const row = s && s.square >= 0 ? "rank " + (Math.floor(s.square / this.cols) + 1) : "-";
      const placed = s ? s.queens.length : this.fixed.size;
      this.out.depth.textContent = o ? "-" : row + ", " + placed + (placed === 1 ? " queen" : " queens");
    }

    // renderEnd shows the summary at the end, and how many solutions the
    // list leaves out.
    renderEnd() {
      const traced = this.atEnd() && !this.atOutcome && this.last && !this.last.error;
      const end = this.atOutcome ? this.outcome : traced ? this.last : null;
      if (!(own.active && this.index === 0)) {
        this.out.found.textContent = end ? end.found : "";
        this.out.summary.textContent = end ? end.attempts : "";
      }
      this.el.classList.toggle("ended", Boolean(end));
      const s = this.history[this.history.length - 1];
      const found = this.atOutcome ? this.outcome.solutions : s ? s.solutions : 0;
      const left = found - this.solutions.length;
      this.out.more.textContent = left > 0 ? "And " + fmt(left) + (left === 1 ? " more solution" : " more solutions") + " so far, not listed: the list holds the first " + fmt(LISTED) + " the steps showed." :
        this.solutions.length ? "" : end ? "None." : "None yet.";
    }

    renderForecast() {
      const f = this.forecast;
      if (!f || !f.steps || this.atOutcome) {
        this.out.forecast.textContent = "";
        return;
      }
      const steps = f.exact ? fmt(f.steps) + " steps" : (f.atLeast ? "more than " : "about ") + about(f.steps) + " steps";
      const left = this.seconds();
      const time = left === null || (f.atLeast && left < 1) ? "" : "; " + this.howLong(left) + " to its end at max speed";
      this.out.forecast.textContent = "The whole search: " + steps + time + ".";
    }

    // howLong says the forecast time left, s seconds, as a lower bound
    // when the forecast is one.
    howLong(s) {
      return (this.forecast.atLeast ? "more than " : s < 1 ? "" : "about ") + duration(s);
    }

    // attacks marks the squares the queen on q attacks.
    attacks(q, mark) {
      const { rows, cols } = this;
      const r0 = Math.floor(q / cols), c0 = q % cols;
      for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]]) {
        for (let r = r0 + dr, c = c0 + dc; r >= 0 && r < rows && c >= 0 && c < cols; r += dr, c += dc) {
          mark[r * cols + c] = true;
        }
      }
    }

    // attack reports whether queens on a and b attack each other.
    attack(a, b) {
      const ra = Math.floor(a / this.cols), ca = a % this.cols;
      const rb = Math.floor(b / this.cols), cb = b % this.cols;
      return ra === rb || ca === cb || Math.abs(ra - rb) === Math.abs(ca - cb);
    }

    describe(s, queens) {
      const name = (sq) => squareName(sq, this.cols);
      if (own.active && this.index === 0) return own.said;
      if (this.viewing >= 0) return "Solution " + (this.viewing + 1) + ": " + this.tuple(queens);
      if (this.atOutcome) {
        const ms = this.outcome.millis;
        const took = ms < 1000 ? fmt(Math.max(1, Math.round(ms))) + " ms" : duration(ms / 1000);
        return "The whole search, run untraced at full speed in " + took + (this.outcome.first ? "; the board shows its first solution." : ".");
      }
      if (!s) return this.fixed.size ? "The fixed queens, before the search starts." : "The empty board, before the search starts.";
      switch (s.kind) {
        case "place":
          return "Placed a queen on " + name(s.square) + ".";
        case "conflict":
          return "Tried " + name(s.square) + ": the queen on " + name(s.with) + " attacks it.";
        case "backtrack":
          return "Lifted the queen from " + name(s.square) + ": everything after it has been tried.";
        case "accept":
          return "Tested a whole candidate: no two queens attack each other.";
        case "reject":
          return "Tested a whole candidate: " + name(s.square) + " and " + name(s.with) + " attack each other.";
        case "solution":
          return "Solution " + fmt(s.solutions) + ".";
      }
      return s.kind;
    }

    // narration is what the live region says of the step shown.
    narration() {
      const end = this.atEnd() && this.out.found.textContent;
      const what = this.atOutcome ? "" : "Step " + fmt(this.stepNumber()) + ": ";
      return (this.index > 0 ? this.out.title.textContent + ": " : "") + what + this.out.now.textContent + (end ? " " + end : "");
    }
  }

  const panes = [new Pane(0)];
  $("st-panes").append(panes[0].el);
  let speed = 10;
  let running = false; // play or seek
  let seeking = false; // to the next solution
  let good = null; // the settings of the search shown
  let defaultApproach = "bitboard"; // queens solve's, from the worker
  const active = () => panes.filter((p) => p.started && !p.el.hidden);
  const each = (f) => Promise.all(active().map(f));

  // own is the board the reader sets by hand in "Solve it yourself".
  const own = { active: false, queens: new Set(), said: "" };

  const speedSelect = $("st-speed");
  const addSpeed = (v) => {
    const o = document.createElement("option");
    o.value = String(v);
    o.textContent = v === "max" ? "max" : v + "/s";
    speedSelect.append(o);
  };
  SPEEDS.forEach(addSpeed);
  speedSelect.value = String(speed);

  // The page's own settings in the address; the search's are read by the
  // worker (see opened), as queens solve reads its flags.
  function pageSettings() {
    const q = new URLSearchParams(location.search);
    const problems = [];
    const v = q.get("speed");
    if (v === "max") speed = "max";
    else if (v !== null) {
      if (/^[0-9]+(\.[0-9]+)?$/.test(v) && Number(v) > 0) speed = Number(v);
      else problems.push("speed=" + v + " is neither a number of steps a second nor max");
    }
    let step = 0;
    const st = q.get("step");
    if (st !== null) {
      if (/^[0-9]+$/.test(st)) step = Number(st);
      else problems.push("step=" + st + " is not a whole number of steps");
    }
    return { race: q.get("race") || "", problems, step, autoplay: q.get("autoplay") === "1", yourself: q.get("mode") === "yourself" };
  }

  function showSpeed() {
    if (![...speedSelect.options].some((o) => o.value === String(speed))) addSpeed(speed);
    speedSelect.value = String(speed);
  }

  // address is the page's address for settings s at step (0 for none).
  function address(s, step) {
    const q = new URLSearchParams();
    q.set("approach", s.approach);
    if (s.n) q.set("n", s.n);
    else {
      q.set("rows", s.rows);
      q.set("cols", s.cols);
    }
    if (s.fixed) q.set("fixed", s.fixed);
    if (s.race) q.set("race", s.race);
    q.set("speed", speed);
    if (step > 0) q.set("step", step);
    if (own.active) q.set("mode", "yourself");
    window.stepperRace.toURL(q);
    return "?" + q.toString().replaceAll("%2C", ",");
  }

  // toURL puts the search shown, at the step shown when it is still, in
  // the address; or the board the reader sets by hand.
  function toURL() {
    if (!good) return;
    const p = panes[0];
    if (own.active) {
      history.replaceState(null, "", address({ ...good, fixed: fixedSpec(own.queens, p.cols) }, 0));
      return;
    }
    const step = !running && p.started && !p.atOutcome && p.viewing < 0 ? p.stepNumber() : 0;
    history.replaceState(null, "", address(good, step));
  }

  function showSettings(s) {
    $("st-approach").value = s.approach;
    $("st-race").value = s.race;
    $("st-n").value = s.n || "";
    $("st-rows").value = s.n ? "" : s.rows;
    $("st-cols").value = s.n ? "" : s.cols;
    $("st-fixed").value = s.fixed;
  }

  // search checks the settings with every search's worker and, when all
  // take them, starts them; otherwise it says why and keeps the search
  // shown. It returns whether it started.
  // generation numbers the searches asked for; applied is the newest
  // shown. A search refused or overtaken by a newer one changes nothing.
  let generation = 0;
  let applied = 0;
  async function search(s) {
    stop();
    $("st-ask").hidden = true;
    const mine = ++generation;
    const names = s.race ? [s.approach, s.race] : [s.approach];
    while (panes.length < names.length) {
      const p = new Pane(panes.length);
      panes.push(p);
      $("st-panes").append(p.el);
      await p.ready;
    }
    const settings = (name) => ({ approach: name, n: s.n, rows: s.n ? 0 : s.rows, cols: s.n ? 0 : s.cols, fixed: s.fixed });
    const checks = await Promise.all(names.map((name, i) => panes[i].ask("check", settings(name))));
    if (mine !== generation) return false;
    const refusal = checks.find((c) => c.type === "refused");
    if (refusal) {
      // The form keeps what the reader wrote, to be put right.
      say(refusal.error + (good ? " (the search shown goes on)" : ""), true);
      return false;
    }
    const starts = await Promise.all(names.map((name, i) => panes[i].ask("start", settings(name))));
    // The workers run this search now, unless a newer one has been shown.
    if (mine < applied) return false;
    applied = mine;
    for (const p of panes.slice(names.length)) {
      p.send({ type: "reset" });
      p.el.hidden = true;
      p.started = null;
    }
    panes.slice(0, names.length).forEach((p) => (p.el.hidden = false));
    starts.forEach((st, i) => panes[i].begin(st, titleOf(names[i]), settings(names[i])));
    good = s;
    showSettings(s);
    toURL();
    say("");
    return true;
  }

  let approaches = [];
  const titleOf = (name) => {
    const a = approaches.find((x) => x.name === name);
    return a ? a.title + " (" + a.name + ")" : name;
  };

  function fillApproaches(list) {
    approaches = list;
    for (const id of ["st-approach", "st-race"]) {
      for (const a of list) {
        const o = document.createElement("option");
        o.value = a.name;
        o.textContent = a.name;
        $(id).append(o);
      }
    }
  }

  function settingsFromForm() {
    const int = (id) => Number($(id).value) || 0;
    const s = { approach: $("st-approach").value, race: $("st-race").value, fixed: $("st-fixed").value.trim(), n: int("st-n"), rows: int("st-rows"), cols: int("st-cols") };
    if ($("st-rows").value !== "" || $("st-cols").value !== "") s.n = 0;
    if (!s.n && !s.rows && !s.cols) s.n = Number($("st-n").value);
    return s;
  }

  // squareChosen answers a click, or Enter, on a square of pane p: on the
  // reader's own board it puts a queen there or takes it away; otherwise
  // it fixes one there, or lifts the one fixed, and starts the search
  // again. The focus stays on the square.
  function squareChosen(p, sq) {
    p.moveFocus(sq);
    if (own.active) {
      if (own.queens.has(sq)) own.queens.delete(sq);
      else own.queens.add(sq);
      ownChanged("");
      return;
    }
    if (!good || p.index !== 0) return;
    const fixed = new Set(p.fixed);
    if (fixed.has(sq)) fixed.delete(sq);
    else fixed.add(sq);
    search({ ...good, fixed: fixedSpec(fixed, p.cols) }).then((ok) => ok && narrate(p.narration()));
  }

  // ---- Solve it yourself.

  // ownChanged draws the reader's board again and says what is on it, or
  // the answer given.
  function ownChanged(answer) {
    const p = panes[0];
    const queens = [...own.queens];
    const pairs = [];
    for (const a of queens) for (const b of queens) if (a < b && p.attack(a, b)) pairs.push(squareName(a, p.cols) + " and " + squareName(b, p.cols));
    const placed = queens.length === 1 ? "1 queen" : queens.length + " queens";
    own.said = answer || (queens.length === 0 ? "Your board is empty: put a queen on a square." :
      placed + " on your board" + (pairs.length ? "; these attack each other: " + pairs.join(", ") + "." : ", none attacking another."));
    if (!answer) {
      p.out.found.textContent = "";
      p.out.summary.textContent = "";
    }
    p.render();
    narrate(own.said);
    toURL();
  }

  // setOwn turns "Solve it yourself" on, starting from queens (by
  // default the fixed queens of the search shown), or off.
  function setOwn(on, queens) {
    stop();
    own.active = on;
    const p = panes[0];
    $("st-yourself").setAttribute("aria-pressed", String(on));
    $("st-own").hidden = !on;
    $("st-copy").textContent = on ? "Copy link to this board" : "Copy link to this step";
    root.classList.toggle("own", on);
    for (const id of ["st-play", "st-back", "st-forward", "st-next-solution", "st-end", "st-reset", "st-scrub"]) $(id).disabled = on;
    panes.slice(1).forEach((q) => (q.el.hidden = on || !q.started));
    if (on) {
      own.queens = new Set(queens || p.fixed);
      ownChanged("");
    } else {
      p.render();
      toURL();
    }
  }

  // complete asks the worker whether the reader's board can be
  // completed, by the search queens solve runs, and says what it found.
  async function complete() {
    const p = panes[0];
    const spec = fixedSpec(own.queens, p.cols);
    const s = { approach: defaultApproach, n: good.n, rows: good.n ? 0 : good.rows, cols: good.n ? 0 : good.cols, fixed: spec };
    ownChanged("Searching for completions…");
    const m = await p.ask("finish", s);
    if (!own.active) return;
    if (m.type !== "finished") {
      ownChanged("It cannot: " + m.error + ".");
      return;
    }
    const o = m.outcome;
    const ways = o.solutions === 1 ? "1 way" : fmt(o.solutions) + " ways";
    p.out.found.textContent = o.found;
    p.out.summary.textContent = o.attempts;
    ownChanged(o.solutions ? "Yes: it can be completed in " + ways + "; the search that queens solve runs took " + fmt(o.tries) + " attempts to count them." :
      "No: it cannot be completed; the search that queens solve runs tried " + fmt(o.tries) + " attempts to be sure.");
  }

  $("st-yourself").addEventListener("click", () => setOwn(!own.active));
  $("st-complete").addEventListener("click", complete);
  $("st-clear").addEventListener("click", () => {
    own.queens.clear();
    ownChanged("");
  });
  $("st-watch-own").addEventListener("click", () => {
    const spec = fixedSpec(own.queens, panes[0].cols);
    setOwn(false);
    // The button is hidden with the rest of the reader's board; the focus
    // goes on to Play, the next thing to press.
    $("st-play").focus();
    search({ ...good, fixed: spec }).then((ok) => ok && narrate(panes[0].narration()));
  });

  // ---- Playing.

  // The play loop: every frame it shows as many steps as the speed asks
  // for, or at max as many as fit in a few milliseconds, and draws the
  // last. At max it measures how many steps a second it shows.
  let credit = 0;
  let lastFrame = 0;
  let frameRequested = false;
  let measured = { steps: 0, ms: 0 };
  function wake() {
    if (running && !frameRequested) {
      frameRequested = true;
      requestAnimationFrame(frame);
    }
  }
  function frame(now) {
    frameRequested = false;
    if (!running) return;
    const shownPanes = active();
    let budget = Infinity;
    if (!seeking && speed !== "max") {
      credit = Math.min(credit + ((now - (lastFrame || now)) * speed) / 1000, Math.max(1, speed));
      budget = Math.floor(credit);
    }
    if (speed === "max" && !seeking && lastFrame) measured.ms += now - lastFrame;
    lastFrame = now;
    const t0 = performance.now();
    let shown = 0;
    let found = false;
    outer: while (shown < budget) {
      let moved = false;
      for (const p of window.stepperRace.movers(shownPanes)) {
        if (p.forward()) {
          moved = true;
          if (seeking && p.current().kind === "solution") found = true;
        }
      }
      if (!moved) break;
      shown++;
      if (found) break;
      if ((shown & 63) === 0 && performance.now() - t0 > 12) break outer;
    }
    if (budget !== Infinity) credit -= shown;
    if (speed === "max" && !seeking) {
      measured.steps += shown;
      if (measured.ms > 1000) maxRate = (measured.steps * 1000) / measured.ms;
    }
    shownPanes.forEach((p) => p.render());
    showScrub();
    if (speed !== "max" && speed <= 2 && shown) narrate(shownPanes.map((p) => p.narration()).join(" "));
    if (found || shownPanes.every((p) => p.atEnd())) {
      stop();
      return;
    }
    wake();
  }

  // play plays the search, or seeks its next solution; before a long
  // run it asks first, once a search.
  async function play(seek) {
    const long = await longRun();
    if (long) {
      ask(long);
      return;
    }
    running = true;
    seeking = seek;
    lastFrame = 0;
    measured = { steps: 0, ms: 0 };
    credit = speed === "max" ? 0 : 1;
    $("st-play").textContent = "Pause";
    wake();
  }
  function stop() {
    const was = running;
    running = false;
    seeking = false;
    $("st-play").textContent = "Play";
    if (was) {
      showScrub();
      narrate("Paused. " + active().map((p) => p.narration()).join(" "));
      toURL();
    }
  }

  // longRun returns the pane of the longest of the searches shown at max
  // speed, when it is past LONG and the reader has not been asked about
  // it yet; otherwise null.
  async function longRun() {
    await Promise.all(active().map((p) => p.forecastReady));
    const waiting = active().filter((p) => !p.asked && !p.atEnd());
    waiting.forEach((p) => (p.asked = true));
    const longest = waiting.reduce((a, p) => ((p.seconds() || 0) > (a ? a.seconds() : 0) ? p : a), null);
    return longest && longest.seconds() > LONG ? longest : null;
  }

  // ask asks whether to show the result of the long search of pane p at
  // once.
  function ask(p) {
    const time = p.howLong(p.seconds());
    $("st-ask-text").textContent = time[0].toUpperCase() + time.slice(1) + " at max speed: show the result now, or watch the first part?";
    $("st-ask").hidden = false;
    $("st-ask-now").focus();
  }
  $("st-ask-now").addEventListener("click", () => {
    $("st-ask").hidden = true;
    $("st-end").focus();
    skipToEnd();
  });
  $("st-ask-watch").addEventListener("click", () => {
    $("st-ask").hidden = true;
    $("st-play").focus();
    play(false);
  });

  // skipToEnd runs every search shown to its end, untraced, in the
  // worker, and shows the summary.
  // While it runs, the button stops it.
  let finishing = false;
  async function skipToEnd() {
    if (finishing) {
      say("Stopping the whole run…");
      await each((p) => p.cancel());
      say("The whole run was stopped; the steps go on from where they were.");
      return;
    }
    stop();
    finishing = true;
    $("st-end").textContent = "Stop the whole run";
    say("Running the whole search at full speed, untraced, as queens solve runs it…");
    const t0 = performance.now();
    await each((p) => p.finish());
    const cancelled = !active().every((p) => p.atOutcome);
    finishing = false;
    $("st-end").textContent = "Skip to the end";
    if (cancelled) return;
    if (!message.classList.contains("bad")) say("The whole search ran in " + duration((performance.now() - t0) / 1000) + ", untraced; step back to see the steps shown before.");
    showScrub();
    narrate(active().map((p) => p.narration()).join(" "));
  }

  // ---- Any step: the scrubber, Home and End, the link to a step.

  const scrub = $("st-scrub");
  // showScrub sets the scrubber over the steps run so far.
  function showScrub() {
    const p = panes[0];
    if (!p.started) return;
    const most = Math.max(...active().map((q) => q.furthest()));
    const at = p.atOutcome ? most : p.stepNumber();
    scrub.max = String(most);
    scrub.value = String(at);
    const text = p.atOutcome ? "the end, untraced" : fmt(at) + " of " + fmt(most) + " run so far";
    $("st-scrub-out").textContent = text;
    scrub.setAttribute("aria-valuetext", "step " + text);
  }

  // goTo shows step n in every pane.
  async function goTo(n) {
    stop();
    await each((p) => p.goTo(n));
    active().forEach((p) => p.render());
    showScrub();
    toURL();
    narrate(active().map((p) => p.narration()).join(" "));
  }
  scrub.addEventListener("input", () => goTo(Number(scrub.value)));

  // stepAll steps every pane forward or back once.
  async function stepAll(forward) {
    stop();
    if (forward) {
      window.stepperRace.movers(active()).forEach((p) => {
        if (!p.forward() && !p.atEnd()) say("The next steps are on their way from the search; try again.");
      });
    } else {
      await each((p) => p.back());
    }
    active().forEach((p) => p.render());
    showScrub();
    toURL();
    narrate(active().map((p) => p.narration()).join(" "));
  }

  $("st-copy").addEventListener("click", async () => {
    stop();
    toURL();
    const link = location.href;
    root.dataset.link = link;
    const what = own.active ? "your board" : "step " + fmt(panes[0].stepNumber());
    try {
      await navigator.clipboard.writeText(link);
      say("Copied the link to " + what + ": " + link);
    } catch {
      say("The browser would not copy; the link to " + what + " is in the address bar: " + link);
    }
  });

  // ---- The keys: Space plays and pauses, the arrows step, Home and End
  // go to the first step and the last one run so far. A key meant for a
  // field, a button or the board is left to it.
  document.addEventListener("keydown", (e) => {
    if (!good || e.altKey || e.ctrlKey || e.metaKey || own.active) return;
    const t = e.target;
    if (t.closest && (t.closest("input, select, textarea, [contenteditable], .cm-editor, #st-ask") || (!root.contains(t) && t !== document.body))) return;
    const onControl = t.closest && t.closest("button, a, summary");
    switch (e.key) {
      case " ":
        if (onControl) return;
        running ? stop() : play(false);
        break;
      case "ArrowRight":
        stepAll(true);
        break;
      case "ArrowLeft":
        stepAll(false);
        break;
      case "Home":
        goTo(0);
        break;
      case "End":
        goTo(Math.max(...active().map((p) => p.furthest())));
        break;
      default:
        return;
    }
    e.preventDefault();
  });

  $("st-play").addEventListener("click", () => (running ? stop() : play(false)));
  $("st-next-solution").addEventListener("click", () => play(true));
  $("st-forward").addEventListener("click", () => stepAll(true));
  $("st-back").addEventListener("click", () => stepAll(false));
  $("st-end").addEventListener("click", skipToEnd);
  $("st-reset").addEventListener("click", () => good && search(good));
  speedSelect.addEventListener("change", () => {
    speed = speedSelect.value === "max" ? "max" : Number(speedSelect.value);
    toURL();
  });
  $("st-settings").addEventListener("submit", (e) => {
    e.preventDefault();
    if (own.active) setOwn(false);
    search(settingsFromForm());
  });
  for (const id of ["st-approach", "st-race", "st-n", "st-fixed"]) {
    $(id).addEventListener("change", () => {
      if (id === "st-n") $("st-rows").value = $("st-cols").value = "";
      if (own.active) setOwn(false);
      search(settingsFromForm());
    });
  }

  // The notebook (notebook.js) hands the stepper a worker of the reader's
  // edited code, or the book's again, with a note to show: the panes
  // start again with it, on the search shown.
  document.addEventListener("queens:stepper-code", (e) => {
    workerURL = e.detail.worker;
    stop();
    panes.splice(0).forEach((p) => {
      p.worker.terminate();
      p.el.remove();
    });
    panes.push(new Pane(0));
    $("st-panes").append(panes[0].el);
    const s = good;
    good = null;
    if (s) panes[0].ready.then(() => search(s)).then((ok) => ok && say(e.detail.note));
  });

  // The first search: the one the address names, read by the worker in
  // the words of queens solve, or tuplestate on 8 x 8 with the reason.
  panes[0].ready.then(async (ready) => {
    fillApproaches(ready.approaches);
    defaultApproach = ready.default;
    enableAll();
    root.removeAttribute("aria-busy");
    say("");
    $("st-n").max = $("st-rows").max = $("st-cols").max = ready.maxSide;
    const page = pageSettings();
    showSpeed();
    const opened = await panes[0].call("open", { query: location.search.slice(1) });
    const s = { approach: opened.settings.approach, n: opened.settings.n || 0, rows: opened.settings.rows || 0, cols: opened.settings.cols || 0, fixed: opened.settings.fixed || "", race: page.race };
    let error = opened.error;
    // A board set by hand may hold queens that attack each other: the
    // search shown starts without them.
    const hand = page.yourself && opened.squares.length ? opened.squares : null;
    if (hand && error) {
      s.fixed = "";
      error = "";
    }
    let ok = !error && (await search(s));
    const why = error || (ok ? "" : message.textContent);
    if (!ok) ok = await search({ approach: "tuplestate", n: 8, fixed: "", race: "" });
    const problems = page.problems.slice();
    if (why) problems.unshift(why + "; showing tuplestate on 8 x 8 instead");
    if (ok && page.step) await goTo(page.step);
    if (ok && page.yourself) setOwn(true, hand);
    if (problems.length) say(problems.join("; ") + ".", true);
    showScrub();
    root.dataset.ready = "1";
    if (ok && page.autoplay && !page.yourself) play(false);
  });
})();
