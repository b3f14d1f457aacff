// The stepper page: it asks the search in the Web Worker (worker.js, the
// Go packages compiled to WebAssembly) for the steps of a search, a batch
// at a time, and draws them. It keeps the last steps it showed, so that
// the reader can step back, and it searches nothing itself.
"use strict";
(() => {
  const root = document.getElementById("stepper");
  if (!root) return;
  const $ = (id) => document.getElementById(id);
  const message = $("st-message");
  const say = (text, bad) => {
    message.textContent = text;
    message.classList.toggle("bad", Boolean(bad));
  };
  const controls = [...root.querySelectorAll("button, select, input")];
  const disable = () => controls.forEach((c) => (c.disabled = true));

  if (root.dataset.missing) {
    disable();
    say("The stepper cannot run on this site: " + root.dataset.missing + ".", true);
    return;
  }
  if (location.protocol === "file:") {
    disable();
    say("The stepper runs its search in a Web Worker, which a page opened from a file cannot start. Serve the site instead: go run ./cmd/queens serve, then open http://127.0.0.1:8080/stepper.html", true);
    return;
  }

  // HISTORY is how many of the steps shown the page keeps for stepping
  // back (up to a quarter more, dropped a chunk at a time).
  const HISTORY = 20000;
  const CHUNK = 5000;
  // LISTED is the longest list of solutions shown.
  const LISTED = 2000;
  const SPEEDS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 5000, "max"];
  const FILES = "abcdefghijklmnopqrstuvwxyz";

  const { squareName } = window.stepperPanels;

  // workerURL is the worker the panes run: the book's search, or one that
  // the notebook built from the reader's edited code.
  let workerURL = "worker.js";

  // A Pane is one search, with its own worker, board and counters.
  class Pane {
    constructor(index) {
      this.index = index;
      this.el = document.createElement("section");
      this.el.className = "st-pane";
      this.el.id = "st-pane-" + index;
      this.el.innerHTML =
        '<h2 class="st-title"></h2>' +
        '<div class="st-board" role="grid"></div>' +
        '<p class="st-now"></p>' +
        '<dl class="st-counts"><div><dt>step</dt><dd class="st-step">0</dd></div>' +
        '<div><dt>attempts</dt><dd class="st-attempts-count">0</dd></div>' +
        '<div><dt>solutions</dt><dd class="st-solutions-count">0</dd></div>' +
        '<div><dt>row, depth</dt><dd class="st-depth">-</dd></div></dl>' +
        '<p class="st-unit"></p>' +
        '<div class="st-summary"><p class="st-found"></p><p class="st-attempts"></p></div>' +
        '<details class="st-list" open><summary>Solutions found</summary><ol class="st-solutions"></ol></details>';
      const q = (c) => this.el.querySelector(c);
      this.out = {
        title: q(".st-title"), board: q(".st-board"), now: q(".st-now"), step: q(".st-step"),
        attempts: q(".st-attempts-count"), solutions: q(".st-solutions-count"), depth: q(".st-depth"),
        unit: q(".st-unit"), found: q(".st-found"), summary: q(".st-attempts"), list: q(".st-solutions"),
      };
      this.out.list.addEventListener("click", (e) => {
        const item = e.target.closest("[data-solution]");
        if (item) this.view(Number(item.dataset.solution));
      });
      this.out.board.addEventListener("click", (e) => {
        const cell = e.target.closest("[data-square]");
        if (cell) toggleFixed(Number(cell.dataset.square));
      });
      this.answers = new Map(); // id -> resolve, for the answers of starts and checks
      this.worker = new Worker(workerURL);
      this.ready = new Promise((resolve) => (this.onReady = resolve));
      this.worker.onmessage = (e) => this.receive(JSON.parse(e.data));
      this.worker.onerror = (e) => {
        e.preventDefault();
        say("The stepper's worker failed: " + (e.message || "it could not start") + ".", true);
      };
      this.id = 0;
      this.started = null;
      // The search tree and the code beside the board (panels.js).
      this.panels = window.stepperPanels.attach(this);
    }

    // ask sends a start or a check and returns a promise of its answer.
    ask(type, settings) {
      const id = ++lastID;
      return new Promise((resolve) => {
        this.answers.set(id, resolve);
        this.worker.postMessage(JSON.stringify({ type, id, settings }));
      });
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
          if (m.id === this.id) this.take(m.batch);
          return;
      }
      const resolve = this.answers.get(m.id);
      if (resolve) {
        this.answers.delete(m.id);
        resolve(m);
      }
    }

    // begin shows the search a start answer describes, from its start.
    begin(started, title) {
      this.started = started;
      this.id = started.id;
      this.rows = started.rows;
      this.cols = started.cols;
      this.fixed = new Set(started.fixed);
      this.history = [];
      this.pos = -1;
      this.base = 0;
      this.buffer = [];
      this.head = 0;
      this.pending = false;
      this.done = false;
      this.last = null;
      this.solutions = [];
      this.viewing = -1;
      this.out.title.textContent = title;
      this.out.unit.textContent = "One attempt: " + started.attempt + ".";
      this.out.list.textContent = "";
      this.drawBoard();
      this.panels.forEach((p) => p.begin(started));
      this.request();
      this.render();
    }

    batchSize() {
      return speed === "max" ? 5000 : Math.min(5000, Math.max(64, 2 * speed));
    }

    request() {
      if (this.pending || this.done) return;
      this.pending = true;
      this.worker.postMessage(JSON.stringify({ type: "next", id: this.id, k: this.batchSize() }));
    }

    take(batch) {
      this.pending = false;
      if (this.head > CHUNK) {
        this.buffer = this.buffer.slice(this.head);
        this.head = 0;
      }
      for (const s of batch.steps) this.buffer.push(s);
      if (batch.done) {
        this.done = true;
        this.last = batch;
        if (batch.error) say("The search stopped: " + batch.error, true);
      }
      if (this.buffer.length - this.head < this.batchSize()) this.request();
      wake();
      if (!running) this.render();
    }

    // forward shows the next step; it returns false when there is none
    // yet (or none at all).
    forward() {
      this.viewing = -1;
      if (this.pos < this.history.length - 1) {
        this.pos++;
        return true;
      }
      if (this.head === this.buffer.length) {
        this.request();
        return false;
      }
      const s = this.buffer[this.head++];
      this.history.push(s);
      this.pos++;
      this.panels.forEach((p) => p.step(s));
      if (s.kind === "solution" && this.solutions.length < LISTED) this.addSolution(s);
      if (this.history.length > HISTORY + CHUNK) {
        this.history.splice(0, CHUNK);
        this.base += CHUNK;
        this.pos -= CHUNK;
      }
      if (this.buffer.length - this.head < this.batchSize()) this.request();
      return true;
    }

    back() {
      this.viewing = -1;
      if (this.pos > (this.base > 0 ? 0 : -1)) {
        this.pos--;
        return true;
      }
      if (this.base > 0) say("The page keeps the last " + HISTORY.toLocaleString("en") + " steps; this is the oldest it has.");
      return false;
    }

    atEnd() {
      return this.done && this.pos === this.history.length - 1 && this.head === this.buffer.length;
    }

    current() {
      return this.pos >= 0 ? this.history[this.pos] : null;
    }

    stepNumber() {
      return this.base + this.pos + 1;
    }

    addSolution(s) {
      const i = this.solutions.length;
      this.solutions.push(s.queens);
      const li = document.createElement("li");
      const b = document.createElement("button");
      b.type = "button";
      b.dataset.solution = i;
      b.dataset.tuple = this.tuple(s.queens);
      b.textContent = this.tuple(s.queens) + " (step " + this.stepNumber().toLocaleString("en") + ")";
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
      this.render();
    }

    drawBoard() {
      const b = this.out.board;
      b.textContent = "";
      b.style.setProperty("--cols", this.cols);
      this.cells = new Array(this.rows * this.cols);
      // Rank n at the top, rank 1 at the bottom, as in the book's pictures.
      for (let r = this.rows - 1; r >= 0; r--) {
        const label = document.createElement("span");
        label.className = "st-rank";
        label.textContent = r + 1;
        b.append(label);
        for (let c = 0; c < this.cols; c++) {
          const sq = r * this.cols + c;
          const cell = document.createElement("button");
          cell.type = "button";
          cell.className = "st-sq " + ((r + c) % 2 === 0 ? "dark" : "light");
          cell.dataset.square = sq;
          cell.setAttribute("aria-label", squareName(sq, this.cols));
          b.append(cell);
          this.cells[sq] = cell;
        }
      }
      b.append(document.createElement("span"));
      for (let c = 0; c < this.cols; c++) {
        const label = document.createElement("span");
        label.className = "st-file";
        label.textContent = FILES[c];
        b.append(label);
      }
    }

    render() {
      if (!this.started) return;
      const s = this.current();
      const viewing = this.viewing >= 0;
      const queens = viewing ? this.solutions[this.viewing] : s ? s.queens : [...this.fixed];
      const kind = viewing ? "solution" : s ? s.kind : "";
      const whole = kind === "accept" || kind === "reject";
      const { rows, cols } = this;
      const mark = new Array(rows * cols).fill("");
      const count = new Map();
      for (const q of queens) count.set(q, (count.get(q) || 0) + 1);
      if (!whole) {
        for (const q of queens) this.attacks(q, mark);
      }
      // Two queens on one rank or file of a candidate are marked.
      const onLine = new Set();
      const byRank = new Map(), byFile = new Map();
      for (const q of queens) {
        const r = Math.floor(q / cols), c = q % cols;
        byRank.set(r, (byRank.get(r) || 0) + 1);
        byFile.set(c, (byFile.get(c) || 0) + 1);
      }
      for (const q of queens) {
        if (byRank.get(Math.floor(q / cols)) > 1 || byFile.get(q % cols) > 1) onLine.add(q);
      }
      for (let sq = 0; sq < rows * cols; sq++) {
        const cell = this.cells[sq];
        let cls = "st-sq " + ((Math.floor(sq / cols) + (sq % cols)) % 2 === 0 ? "dark" : "light");
        if (mark[sq]) cls += " attacked";
        let text = "";
        if (count.has(sq)) {
          cls += " queen";
          text = "\u265B";
          if (this.fixed.has(sq)) cls += " fixed";
          if (onLine.has(sq)) cls += " shared";
        }
        if (!viewing && s && s.square === sq) {
          cls += " " + kind;
          if (kind === "conflict" || kind === "backtrack") text = "\u265B";
        }
        if (!viewing && s && s.with === sq) cls += " with";
        if (cell.className !== cls) cell.className = cls;
        if (cell.textContent !== text) cell.textContent = text;
      }
      this.el.dataset.board = queens.slice().sort((a, b) => a - b).join(",");
      this.el.dataset.step = viewing ? "" : this.stepNumber();
      this.el.dataset.kind = kind;
      this.el.dataset.ahead = this.buffer.length - this.head + this.history.length - 1 - this.pos;
      this.el.dataset.done = this.atEnd() ? "1" : "";
      this.out.step.textContent = this.stepNumber().toLocaleString("en");
      this.out.attempts.textContent = (s ? s.attempt : 0).toLocaleString("en");
      this.out.solutions.textContent = (s ? s.solutions : 0).toLocaleString("en");
      const placed = queens.length;
      const row = s && s.square >= 0 ? "rank " + (Math.floor(s.square / cols) + 1) : "-";
      this.out.depth.textContent = row + ", " + placed + (placed === 1 ? " queen" : " queens");
      this.out.now.textContent = viewing ? "Solution " + (this.viewing + 1) + ": " + this.tuple(queens) : this.describe(s);
      const end = this.atEnd() && this.last && !this.last.error;
      this.out.found.textContent = end ? this.last.found : "";
      this.out.summary.textContent = end ? this.last.attempts : "";
      this.el.classList.toggle("ended", Boolean(end));
      this.panels.forEach((p) => p.render());
    }

    // attacks marks the squares the queen on q attacks.
    attacks(q, mark) {
      const { rows, cols } = this;
      const r0 = Math.floor(q / cols), c0 = q % cols;
      for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]]) {
        for (let r = r0 + dr, c = c0 + dc; r >= 0 && r < rows && c >= 0 && c < cols; r += dr, c += dc) {
          mark[r * cols + c] = "x";
        }
      }
    }

    describe(s) {
      const name = (sq) => squareName(sq, this.cols);
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
          return "Solution " + s.solutions.toLocaleString("en") + ".";
      }
      return s.kind;
    }
  }

  let lastID = 0;
  const panes = [new Pane(0)];
  $("st-panes").append(panes[0].el);
  let speed = 10;
  let running = false; // play or seek
  let seeking = false; // to the next solution
  let good = null; // the settings of the search shown

  const speedSelect = $("st-speed");
  const addSpeed = (v) => {
    const o = document.createElement("option");
    o.value = String(v);
    o.textContent = v === "max" ? "max" : v + "/s";
    speedSelect.append(o);
  };
  SPEEDS.forEach(addSpeed);

  // The settings in the address.
  function fromURL() {
    const q = new URLSearchParams(location.search);
    const problems = [];
    const s = { approach: q.get("approach") || "tuplestate", fixed: q.get("fixed") || "", race: q.get("race") || "" };
    const whole = (key) => {
      const v = q.get(key);
      if (v === null || v === "") return 0;
      if (!/^[0-9]+$/.test(v)) {
        problems.push(key + "=" + v + " is not a whole number");
        return 0;
      }
      return Number(v);
    };
    s.n = whole("n");
    s.rows = whole("rows");
    s.cols = whole("cols");
    if (!s.n && !s.rows && !s.cols) s.n = 8;
    const v = q.get("speed");
    if (v === "max") speed = "max";
    else if (v !== null) {
      if (/^[0-9]+(\.[0-9]+)?$/.test(v) && Number(v) > 0) speed = Number(v);
      else problems.push("speed=" + v + " is neither a number of steps a second nor max");
    }
    return { settings: s, problems, autoplay: q.get("autoplay") === "1" };
  }

  function showSpeed() {
    if (![...speedSelect.options].some((o) => o.value === String(speed))) addSpeed(speed);
    speedSelect.value = String(speed);
  }

  function toURL(s) {
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
    window.stepperRace.toURL(q);
    history.replaceState(null, "", "?" + q.toString());
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
    starts.forEach((st, i) => panes[i].begin(st, titleOf(names[i])));
    for (const p of panes.slice(names.length)) {
      p.worker.postMessage(JSON.stringify({ type: "reset" }));
      p.el.hidden = true;
      p.started = null;
    }
    panes.slice(0, names.length).forEach((p) => (p.el.hidden = false));
    good = s;
    showSettings(s);
    toURL(s);
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

  function toggleFixed(sq) {
    if (!good) return;
    const p = panes[0];
    const fixed = new Set(p.fixed);
    if (fixed.has(sq)) fixed.delete(sq);
    else fixed.add(sq);
    const spec = [...fixed].sort((a, b) => a - b).map((q) => squareName(q, p.cols)).join(",");
    search({ ...good, fixed: spec });
  }

  // The play loop: every frame it shows as many steps as the speed asks
  // for, or at max as many as fit in a few milliseconds, and draws the
  // last.
  let credit = 0;
  let lastFrame = 0;
  let frameRequested = false;
  function wake() {
    if (running && !frameRequested) {
      frameRequested = true;
      requestAnimationFrame(frame);
    }
  }
  function frame(now) {
    frameRequested = false;
    if (!running) return;
    const active = panes.filter((p) => p.started);
    let budget = Infinity;
    if (!seeking && speed !== "max") {
      credit = Math.min(credit + ((now - (lastFrame || now)) * speed) / 1000, Math.max(1, speed));
      budget = Math.floor(credit);
    }
    lastFrame = now;
    const t0 = performance.now();
    let shown = 0;
    let found = false;
    outer: while (shown < budget) {
      let moved = false;
      for (const p of window.stepperRace.movers(active)) {
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
    active.forEach((p) => p.render());
    if (found || active.every((p) => p.atEnd())) {
      stop();
      return;
    }
    wake();
  }
  function play(seek) {
    running = true;
    seeking = seek;
    lastFrame = 0;
    credit = speed === "max" ? 0 : 1;
    $("st-play").textContent = "Pause";
    wake();
  }
  function stop() {
    running = false;
    seeking = false;
    $("st-play").textContent = "Play";
  }
  const each = (f) => panes.filter((p) => p.started).forEach(f);

  $("st-play").addEventListener("click", () => (running ? stop() : play(false)));
  $("st-next-solution").addEventListener("click", () => play(true));
  $("st-forward").addEventListener("click", () => {
    stop();
    const movers = window.stepperRace.movers(panes.filter((p) => p.started));
    each((p) => {
      if (movers.includes(p) && !p.forward() && !p.atEnd()) say("The next steps are on their way from the search; try again.");
      p.render();
    });
  });
  $("st-back").addEventListener("click", () => {
    stop();
    each((p) => {
      p.back();
      p.render();
    });
  });
  $("st-reset").addEventListener("click", () => good && search(good));
  speedSelect.addEventListener("change", () => {
    speed = speedSelect.value === "max" ? "max" : Number(speedSelect.value);
    if (good) toURL(good);
  });
  $("st-settings").addEventListener("submit", (e) => {
    e.preventDefault();
    search(settingsFromForm());
  });
  for (const id of ["st-approach", "st-race", "st-n", "st-fixed"]) {
    $(id).addEventListener("change", () => {
      if (id === "st-n") $("st-rows").value = $("st-cols").value = "";
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
    const s = good;
    good = null;
    if (s) search(s).then((ok) => ok && say(e.detail.note));
  });

  panes[0].ready.then(async (ready) => {
    fillApproaches(ready.approaches);
    $("st-n").max = $("st-rows").max = $("st-cols").max = ready.maxSide;
    const { settings, problems, autoplay } = fromURL();
    showSpeed();
    let ok = await search(settings);
    if (!ok) {
      const why = message.textContent;
      ok = await search({ approach: "tuplestate", n: 8, fixed: "", race: "" });
      say(why + "; showing tuplestate on 8 x 8 instead.", true);
    }
    if (problems.length) say(problems.join("; ") + ".", true);
    root.dataset.ready = "1";
    if (ok && autoplay) play(false);
  });
})();
