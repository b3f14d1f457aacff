// The queens book's script of the stepper page, bundled by internal/site/js/build.mjs (make js) from the modules in internal/site/js/stepper and shared, where they are read with their comments. Do not edit: edit the modules and build again.
(() => {
  // stepper/geometry.js
  var FILES = "abcdefghijklmnopqrstuvwxyz";
  var fileName = (c) => FILES[c];
  var squareName = (sq, cols) => FILES[sq % cols] + (Math.floor(sq / cols) + 1);
  var fixedSpec = (squares, cols) => [...squares].sort((a, b) => a - b).map((q) => squareName(q, cols)).join(",");
  var tuple = (queens, rows, cols) => {
    const t = new Array(rows).fill("-");
    for (const q of queens) t[Math.floor(q / cols)] = q % cols;
    return t.join(" ");
  };
  var attack = (a, b, cols) => {
    const ra = Math.floor(a / cols), ca = a % cols;
    const rb = Math.floor(b / cols), cb = b % cols;
    return ra === rb || ca === cb || Math.abs(ra - rb) === Math.abs(ca - cb);
  };
  var markAttacks = (q, rows, cols, mark) => {
    const r0 = Math.floor(q / cols), c0 = q % cols;
    for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]]) {
      for (let r = r0 + dr, c = c0 + dc; r >= 0 && r < rows && c >= 0 && c < cols; r += dr, c += dc) {
        mark[r * cols + c] = true;
      }
    }
  };

  // stepper/page.js
  var root = document.getElementById("stepper");
  var $ = (id) => document.getElementById(id);
  var message = $("st-message");
  var hide = document.createElement("button");
  hide.type = "button";
  hide.className = "st-hide";
  hide.textContent = "Hide this message";
  hide.addEventListener("click", () => {
    message.classList.remove("bad");
    hide.remove();
  });
  var say = (text, bad) => {
    message.textContent = text;
    message.classList.toggle("bad", Boolean(bad));
    if (bad) message.append(" ", hide);
  };
  var said = () => message.firstChild ? message.firstChild.textContent : "";
  var narrate = (text) => $("st-narration").textContent = text;

  // stepper/projector.js
  var VIEW = "projector";
  var on = new URLSearchParams(location.search).get("view") === VIEW;
  var projectorToURL = (q) => {
    if (on) q.set("view", VIEW);
    else q.delete("view");
  };
  var show = (toggle) => {
    root.classList.toggle("st-projector", on);
    toggle.setAttribute("aria-pressed", String(on));
  };
  var listenToProjector = () => {
    const toggle = document.createElement("button");
    toggle.type = "button";
    toggle.id = "st-projector";
    toggle.textContent = "Projector view";
    $("st-yourself").after(" ", toggle);
    show(toggle);
    toggle.addEventListener("click", () => {
      on = !on;
      show(toggle);
      const q = new URLSearchParams(location.search);
      projectorToURL(q);
      history.replaceState(null, "", "?" + q.toString().replaceAll("%2C", ","));
    });
  };

  // shared/paced.js
  var Paced = class {
    /**
     * @param {number} pause the least time between two calls, in ms
     * @param {() => void} draw
     */
    constructor(pause, draw) {
      this.pause = pause;
      this.draw = draw;
      this.drawn = 0;
      this.timer = 0;
    }
    /** soon draws now, when the pause has passed, or once it has. */
    soon() {
      const wait = this.drawn + this.pause - performance.now();
      if (wait <= 0) this.now();
      else if (!this.timer) this.timer = setTimeout(() => this.now(), wait);
    }
    /** now draws at once, and drops a drawing that was waiting. */
    now() {
      clearTimeout(this.timer);
      this.timer = 0;
      this.drawn = performance.now();
      this.draw();
    }
  };

  // shared/format.js
  var count = (n) => Number(n).toLocaleString("en");
  var about = (n) => {
    for (const [v, w] of [[1e12, "trillion"], [1e9, "billion"], [1e6, "million"]]) {
      if (n >= v) return (Math.round(n / v * 10) / 10).toLocaleString("en") + " " + w;
    }
    return count(Math.round(n));
  };
  var duration = (s) => {
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
  };

  // stepper/race-chart.js
  var SVG = "http://www.w3.org/2000/svg";
  var W = 360;
  var H = 190;
  var LEFT = 58;
  var RIGHT = 12;
  var TOP = 10;
  var BOTTOM = 40;
  var UNITS = [["s", 1e9], ["ms", 1e6], ["µs", 1e3]];
  var perAttempt = (ns) => {
    const rounded = Number(ns.toPrecision(3));
    const [unit, size] = UNITS.find(([, size2]) => rounded >= size2) || ["ns", 1];
    return String(Number((rounded / size).toPrecision(3))) + unit;
  };
  var says = (rule2, lines) => {
    switch (rule2) {
      case "attempts":
        return "Race by attempts: the pane with fewer attempts takes the next step, so both have made as many attempts, give or take one.";
      case "time": {
        const failed = lines.find((r) => r.failed);
        if (failed) return "Race by time: the pace of " + failed.pane.label + " could not be measured (" + failed.failed + ").";
        if (lines.some((r) => !r.nsPerAttempt)) return "Race by time: measuring how long each approach takes for an attempt, untraced, in this browser…";
        const paces = lines.map((r) => r.pane.label + " " + perAttempt(r.nsPerAttempt) + (r.smaller ? " (timed on " + r.smaller + ", a run of the race's board being too long)" : "")).join(", ");
        return "Race by time: each pane gets as far as its search gets in the same time with no trace watching; an attempt takes " + paces + ", measured in this browser.";
      }
    }
    return "Race by steps: both panes take a step at a time.";
  };
  var drawChart = (figure, lines, rule2) => {
    figure.hidden = lines.length < 2;
    if (figure.hidden) return;
    figure.querySelector(".rc-rule").textContent = says(rule2, lines);
    const xMax = Math.max(1, ...lines.map((r) => r.points[r.points.length - 1][0]), ...lines.map((r) => r.pane.stepNumber()));
    const yMax = Math.max(1, ...lines.map((r) => r.points[r.points.length - 1][1]), ...lines.map((r) => r.attempts()));
    const x = (v) => LEFT + (W - LEFT - RIGHT) * v / xMax;
    const y = (v) => H - BOTTOM - (H - TOP - BOTTOM) * v / yMax;
    const svg = figure.querySelector("svg");
    svg.textContent = "";
    const add = (name, attrs, text) => {
      const el = document.createElementNS(SVG, name);
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      if (text !== void 0) el.textContent = text;
      svg.append(el);
      return el;
    };
    const fmt = (n) => count(Math.round(n));
    add("path", { class: "rc-axis", d: `M${LEFT} ${TOP}V${H - BOTTOM}H${W - RIGHT}` });
    add("text", { x: LEFT - 6, y: y(yMax) + 4, class: "rc-tick", "text-anchor": "end" }, fmt(yMax));
    add("text", { x: LEFT - 6, y: y(0) + 4, class: "rc-tick", "text-anchor": "end" }, "0");
    add("text", { x: x(0), y: H - BOTTOM + 15, class: "rc-tick", "text-anchor": "middle" }, "0");
    add("text", { x: x(xMax), y: H - BOTTOM + 15, class: "rc-tick", "text-anchor": "end" }, fmt(xMax));
    add("text", { x: (LEFT + W - RIGHT) / 2, y: H - 6, class: "rc-title", "text-anchor": "middle" }, "steps");
    add("text", { x: 14, y: (TOP + H - BOTTOM) / 2, class: "rc-title", "text-anchor": "middle", transform: `rotate(-90 14 ${(TOP + H - BOTTOM) / 2})` }, "attempts");
    lines.forEach((r, i) => {
      const points = r.points.map(([s, a]) => x(s).toFixed(1) + "," + y(a).toFixed(1)).join(" ");
      add("polyline", { class: "rc-line rc-" + i, points, "data-points": r.points.length, "data-ns": r.nsPerAttempt });
      const cx = x(r.pane.stepNumber()), cy = y(r.attempts());
      if (i === 0) add("circle", { class: "rc-mark rc-" + i, cx, cy, r: 4.5 });
      else add("rect", { class: "rc-mark rc-" + i, x: cx - 4, y: cy - 4, width: 8, height: 8 });
    });
    figure.querySelector(".rc-now").innerHTML = lines.map((r, i) => '<span class="rc-key rc-' + i + '" aria-hidden="true">' + (i === 0 ? "●" : "■") + "</span> " + r.pane.label + ": step " + fmt(r.pane.stepNumber()) + ", " + fmt(r.attempts()) + " attempts").join("; ") + ".";
  };

  // stepper/race.js
  var RULES = ["steps", "attempts", "time"];
  var POINTS = 240;
  var PAUSE = 100;
  var asked = new URLSearchParams(location.search).get("by");
  var rule = RULES.includes(asked) ? asked : "steps";
  var recorders = [];
  var racing = () => recorders.filter((r) => r.started && r.pane.started && !r.pane.el.hidden && r.pane.el.isConnected);
  var chart = new Paced(PAUSE, () => drawChart($("st-race-chart"), racing(), rule));
  var Recorder = class {
    /** @param {import("./pane.js").Pane} pane */
    constructor(pane) {
      this.pane = pane;
      recorders.push(this);
    }
    /** begin starts a new line, and in a race by time measures the pace. */
    begin(started) {
      this.started = started;
      this.points = [[0, 0]];
      this.every = 1;
      this.nsPerAttempt = 0;
      this.smaller = this.failed = "";
      this.pacing = null;
      if (rule === "time") this.measure();
    }
    /** step adds the pane's new step to the line, when its turn comes. */
    step(s) {
      const n = this.pane.stepNumber();
      if (n % this.every !== 0) return;
      this.points.push([n, s.attempt]);
      if (this.points.length > POINTS) {
        this.points = this.points.filter((_, i) => i % 2 === 0);
        this.every *= 2;
      }
    }
    /** render draws the chart soon. */
    render() {
      chart.soon();
    }
    // measure asks the pane's worker for its approach's pace, once a
    // search.
    measure() {
      if (this.pacing || !this.started) return;
      const st = this.started;
      const fixed = st.fixed.map((sq) => squareName(sq, st.cols)).join(",");
      this.pacing = this.pane.ask("pace", { approach: st.approach, rows: st.rows, cols: st.cols, fixed }).then((m) => {
        if (this.started !== st) return;
        if (m.type === "paced" && m.pace.attempts > 0) {
          this.nsPerAttempt = m.pace.nanoseconds / m.pace.attempts;
          this.smaller = m.pace.smaller || "";
        } else {
          this.failed = m.error || "no attempts to time";
        }
        chart.soon();
        this.pane.render();
      });
    }
    /** attempts returns the attempts of the pane's step shown. */
    attempts() {
      const s = this.pane.current();
      return s ? s.attempt : 0;
    }
  };
  var movers = (active2) => {
    if (rule === "steps" || active2.length < 2) return active2;
    const going = active2.filter((p) => !p.atEnd());
    const of = (p) => recorders.find((r) => r.pane === p);
    if (rule === "time" && going.some((p) => !of(p).nsPerAttempt)) return [];
    const cost = (p) => of(p).attempts() * (rule === "time" ? of(p).nsPerAttempt : 1);
    const least = Math.min(...going.map(cost));
    return going.filter((p) => cost(p) === least);
  };
  var raceToURL = (q) => {
    if (rule === "steps") q.delete("by");
    else q.set("by", rule);
  };
  var listenToRaceRule = () => {
    const select = $("st-race-by");
    select.value = rule;
    select.addEventListener("change", () => {
      rule = select.value;
      if (rule === "time") racing().forEach((r) => r.measure());
      const q = new URLSearchParams(location.search);
      raceToURL(q);
      history.replaceState(null, "", "?" + q.toString());
      chart.now();
    });
  };

  // stepper/state.js
  var state = {
    /** @type {import("./pane.js").Pane[]} the panes, the first the main one */
    panes: [],
    /** @type {number|"max"} steps a second, or as many as fit a frame */
    speed: 10,
    /** running is true while the page plays or seeks. */
    running: false,
    /** seeking is true while the page plays to the next solution. */
    seeking: false,
    /** good holds the settings of the search shown, once there is one. */
    good: null,
    /** defaultApproach is queens solve's approach, as the worker says. */
    defaultApproach: "bitboard",
    /** workerURL is the worker the panes run: the book's search, or one
     * that the notebook built from the reader's edited code. */
    workerURL: "worker.js",
    /** maxRate is the steps a second the page shows at max speed, measured
     * while it plays at max (see play.js); until then, 0, and the worker's
     * forecast stands in. */
    maxRate: 0,
    /** own is the board the reader sets by hand in "Solve it yourself". */
    own: { active: false, queens: /* @__PURE__ */ new Set(), said: "" }
  };
  var active = () => state.panes.filter((p) => p.started && !p.el.hidden);
  var each = (f) => Promise.all(active().map(f));

  // stepper/address.js
  var pageSettings = () => {
    const q = new URLSearchParams(location.search);
    const problems = [];
    const v = q.get("speed");
    if (v === "max") state.speed = "max";
    else if (v !== null) {
      if (/^[0-9]+(\.[0-9]+)?$/.test(v) && Number(v) > 0) state.speed = Number(v);
      else problems.push("speed=" + v + " is neither a number of steps a second nor max");
    }
    let step = 0;
    const st = q.get("step");
    if (st !== null) {
      if (/^[0-9]+$/.test(st)) step = Number(st);
      else problems.push("step=" + st + " is not a whole number of steps");
    }
    return { race: q.get("race") || "", problems, step, autoplay: q.get("autoplay") === "1", yourself: q.get("mode") === "yourself" };
  };
  var address = (s, step) => {
    const q = new URLSearchParams();
    q.set("approach", s.approach);
    if (s.n) q.set("n", s.n);
    else {
      q.set("rows", s.rows);
      q.set("cols", s.cols);
    }
    if (s.fixed) q.set("fixed", s.fixed);
    if (s.race) q.set("race", s.race);
    q.set("speed", state.speed);
    if (step > 0) q.set("step", step);
    if (state.own.active) q.set("mode", "yourself");
    raceToURL(q);
    projectorToURL(q);
    return "?" + q.toString().replaceAll("%2C", ",");
  };
  var toURL = () => {
    const { good, own } = state;
    if (!good) return;
    const p = state.panes[0];
    if (own.active) {
      history.replaceState(null, "", address({ ...good, fixed: fixedSpec(own.queens, p.cols) }, 0));
      return;
    }
    const step = !state.running && p.started && !p.atOutcome && p.viewing < 0 ? p.stepNumber() : 0;
    history.replaceState(null, "", address(good, step));
  };

  // stepper/solutions.js
  var LISTED = 2e3;
  var SolutionList = class {
    /**
     * @param {HTMLOListElement} list
     * @param {(i: number) => void} onView called with the number of the
     *   solution the reader picks, from 0
     */
    constructor(list, onView) {
      this.list = list;
      this.queens = [];
      list.addEventListener("click", (e) => {
        const item = e.target.closest("[data-solution]");
        if (item) onView(Number(item.dataset.solution));
      });
    }
    /** clear empties the list. */
    clear() {
      this.queens = [];
      this.list.textContent = "";
    }
    /**
     * room returns how many more solutions the list takes.
     * @returns {number}
     */
    room() {
      return Math.max(0, LISTED - this.queens.length);
    }
    /**
     * add lists the solution queens, found at step, written as tuple,
     * while there is room.
     * @param {number[]} queens
     * @param {number} step
     * @param {string} tuple
     */
    add(queens, step, tuple2) {
      const i = this.queens.length;
      if (i >= LISTED) return;
      this.queens.push(queens);
      const li = document.createElement("li");
      const b = document.createElement("button");
      b.type = "button";
      b.dataset.solution = i;
      b.dataset.tuple = tuple2;
      b.textContent = tuple2 + " (step " + count(step) + ")";
      li.append(b);
      this.list.append(li);
    }
  };

  // stepper/pane-text.js
  var ownBoard = (p) => state.own.active && p.index === 0;
  var describe = (p, s, queens) => {
    const name = (sq) => squareName(sq, p.cols);
    if (ownBoard(p)) return state.own.said;
    if (p.viewing >= 0) return "Solution " + (p.viewing + 1) + ": " + tuple(queens, p.rows, p.cols);
    if (p.atOutcome) {
      const ms = p.outcome.millis;
      const took = ms < 1e3 ? count(Math.max(1, Math.round(ms))) + " ms" : duration(ms / 1e3);
      return "The whole search, run untraced at full speed in " + took + (p.outcome.first ? "; the board shows its first solution." : ".");
    }
    if (!s) return p.fixed.size ? "The fixed queens, before the search starts." : "The empty board, before the search starts.";
    switch (s.kind) {
      case "place":
        return "Placed a queen on " + name(s.square) + (s.item ? ", to cover " + s.item : "") + ".";
      case "conflict":
        return "Tried " + name(s.square) + ": the queen on " + name(s.with) + " attacks it.";
      case "backtrack":
        return "Lifted the queen from " + name(s.square) + ": everything after it has been tried.";
      case "accept":
        return "Tested a whole candidate: no two queens attack each other.";
      case "reject":
        return "Tested a whole candidate: " + name(s.square) + " and " + name(s.with) + " attack each other.";
      case "solution":
        return "Solution " + count(s.solutions) + ".";
    }
    return s.kind;
  };
  var showCounts = (p, s) => {
    const o = p.atOutcome ? p.outcome : null;
    p.out.step.textContent = o ? "all, untraced" : count(p.stepNumber());
    p.out.attempts.textContent = count(o ? o.tries : s ? s.attempt : 0);
    p.out.solutions.textContent = count(o ? o.solutions : s ? s.solutions : 0);
    const row = s && s.square >= 0 ? "rank " + (Math.floor(s.square / p.cols) + 1) : "-";
    const placed = s ? s.queens.length : p.fixed.size;
    p.out.depth.textContent = o ? "-" : row + ", " + placed + (placed === 1 ? " queen" : " queens");
  };
  var showEnd = (p) => {
    const traced = p.atEnd() && !p.atOutcome && p.last && !p.last.error;
    const end = p.atOutcome ? p.outcome : traced ? p.last : null;
    if (!ownBoard(p)) {
      p.out.found.textContent = end ? end.found : "";
      p.out.summary.textContent = end ? end.attempts : "";
    }
    p.el.classList.toggle("ended", Boolean(end));
    const s = p.history[p.history.length - 1];
    const found = p.atOutcome ? p.outcome.solutions : s ? s.solutions : 0;
    const listed = p.solutions.queens.length;
    const left = found - listed;
    p.out.more.textContent = left > 0 ? "And " + count(left) + (left === 1 ? " more solution" : " more solutions") + " so far, not listed: the list holds the first " + count(LISTED) + " the steps showed." : listed ? "" : end ? "None." : "None yet.";
  };
  var howLong = (p, s) => (p.forecast.atLeast ? "more than " : s < 1 ? "" : "about ") + duration(s);
  var showForecast = (p) => {
    const f = p.forecast;
    if (!f || !f.steps || p.atOutcome) {
      p.out.forecast.textContent = "";
      return;
    }
    const steps = f.exact ? count(f.steps) + " steps" : (f.atLeast ? "more than " : "about ") + about(f.steps) + " steps";
    const left = p.seconds();
    const time = left === null || f.atLeast && left < 1 ? "" : "; " + howLong(p, left) + " to its end at max speed";
    p.out.forecast.textContent = "The whole search: " + steps + time + ".";
  };
  var narration = (p) => {
    const end = p.atEnd() && p.out.found.textContent;
    const what = p.atOutcome ? "" : "Step " + count(p.stepNumber()) + ": ";
    return (p.index > 0 ? p.out.title.textContent + ": " : "") + what + p.out.now.textContent + (end ? " " + end : "");
  };
  var narrations = (panes) => panes.map(narration).join(" ");

  // stepper/scrub.js
  var furthestOfAll = () => Math.max(...active().map((q) => q.furthest()));
  var showScrub = () => {
    const p = state.panes[0];
    if (!p.started) return;
    const scrub = $("st-scrub");
    const most = furthestOfAll();
    const at = p.atOutcome ? most : p.stepNumber();
    scrub.max = String(most);
    scrub.value = String(at);
    const text = p.atOutcome ? "the end, untraced" : count(at) + " of " + count(most) + " run so far";
    $("st-scrub-out").textContent = text;
    scrub.setAttribute("aria-valuetext", "step " + text);
  };

  // stepper/play.js
  var LONG = 60;
  var credit = 0;
  var lastFrame = 0;
  var frameRequested = false;
  var measured = { steps: 0, ms: 0 };
  var wake = () => {
    if (state.running && !frameRequested) {
      frameRequested = true;
      requestAnimationFrame(frame);
    }
  };
  var frame = (now) => {
    frameRequested = false;
    if (!state.running) return;
    const { speed, seeking } = state;
    const shownPanes = active();
    let budget = Infinity;
    if (!seeking && speed !== "max") {
      credit = Math.min(credit + (now - (lastFrame || now)) * speed / 1e3, Math.max(1, speed));
      budget = Math.floor(credit);
    }
    if (speed === "max" && !seeking && lastFrame) measured.ms += now - lastFrame;
    lastFrame = now;
    const t0 = performance.now();
    let shown = 0;
    let found = false;
    while (shown < budget) {
      let moved = false;
      for (const p of movers(shownPanes)) {
        if (p.forward()) {
          moved = true;
          if (seeking && p.current().kind === "solution") found = true;
        }
      }
      if (!moved) break;
      shown++;
      if (found) break;
      if ((shown & 63) === 0 && performance.now() - t0 > 12) break;
    }
    if (budget !== Infinity) credit -= shown;
    if (speed === "max" && !seeking) {
      measured.steps += shown;
      if (measured.ms > 1e3) state.maxRate = measured.steps * 1e3 / measured.ms;
    }
    shownPanes.forEach((p) => p.render());
    showScrub();
    if (speed !== "max" && speed <= 2 && shown) narrate(narrations(shownPanes));
    if (found || shownPanes.every((p) => p.atEnd())) {
      stop();
      return;
    }
    wake();
  };
  var play = async (seek) => {
    const long = await longRun();
    if (long) {
      ask(long);
      return;
    }
    state.running = true;
    state.seeking = seek;
    lastFrame = 0;
    measured = { steps: 0, ms: 0 };
    credit = state.speed === "max" ? 0 : 1;
    $("st-play").textContent = "Pause";
    wake();
  };
  var stop = () => {
    const was = state.running;
    state.running = false;
    state.seeking = false;
    $("st-play").textContent = "Play";
    if (was) {
      showScrub();
      narrate("Paused. " + narrations(active()));
      toURL();
    }
  };
  var longRun = async () => {
    await Promise.all(active().map((p) => p.forecastReady));
    const waiting = active().filter((p) => !p.asked && !p.atEnd());
    waiting.forEach((p) => p.asked = true);
    const longest = waiting.reduce((a, p) => (p.seconds() || 0) > (a ? a.seconds() : 0) ? p : a, null);
    return longest && longest.seconds() > LONG ? longest : null;
  };
  var ask = (p) => {
    const time = howLong(p, p.seconds());
    $("st-ask-text").textContent = time[0].toUpperCase() + time.slice(1) + " at max speed: show the result now, or watch the first part?";
    $("st-ask").hidden = false;
    $("st-ask-now").focus();
  };
  var finishing = false;
  var skipToEnd = async () => {
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
    if (!message.classList.contains("bad")) say("The whole search ran in " + duration((performance.now() - t0) / 1e3) + ", untraced; step back to see the steps shown before.");
    showScrub();
    narrate(narrations(active()));
  };
  var listenToPlay = () => {
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
  };

  // stepper/board.js
  var QUEEN = "♛";
  var colour = (sq, cols) => (Math.floor(sq / cols) + sq % cols) % 2 === 0 ? "dark" : "light";
  var Board = class {
    /** @param {HTMLElement} element the board's element, empty */
    constructor(element) {
      this.element = element;
      this.rows = this.cols = 0;
      this.focusSquare = 0;
      this.cells = [];
      element.addEventListener("keydown", (e) => this.key(e));
    }
    /**
     * draw draws the squares of a board of rows x cols, none marked.
     * @param {number} rows
     * @param {number} cols
     */
    draw(rows, cols) {
      this.rows = rows;
      this.cols = cols;
      const b = this.element;
      const hadFocus = b.contains(document.activeElement);
      b.textContent = "";
      b.style.setProperty("--cols", cols);
      b.setAttribute("aria-label", "Board, " + rows + " x " + cols + "; arrow keys move between squares, Enter fixes or removes a queen");
      this.cells = new Array(rows * cols);
      this.focusSquare = Math.min(this.focusSquare, rows * cols - 1);
      const label = (className, text) => {
        const span = document.createElement("span");
        span.className = className;
        span.setAttribute("aria-hidden", "true");
        span.textContent = text;
        return span;
      };
      for (let r = rows - 1; r >= 0; r--) {
        b.append(label("st-rank", r + 1));
        for (let c = 0; c < cols; c++) {
          const sq = r * cols + c;
          const cell = document.createElement("button");
          cell.type = "button";
          cell.className = "st-sq " + colour(sq, cols);
          cell.dataset.square = sq;
          cell.tabIndex = sq === this.focusSquare ? 0 : -1;
          cell.setAttribute("aria-label", squareName(sq, cols));
          b.append(cell);
          this.cells[sq] = cell;
        }
      }
      b.append(document.createElement("span"));
      for (let c = 0; c < cols; c++) b.append(label("st-file", fileName(c)));
      if (hadFocus) this.cells[this.focusSquare].focus();
    }
    // key moves the focus between squares: the arrows by one square (up is
    // towards rank n), Home and End to the ends of the rank.
    key(e) {
      const cell = e.target.closest("[data-square]");
      if (!cell || e.altKey || e.ctrlKey || e.metaKey) return;
      const { rows, cols } = this;
      const sq = Number(cell.dataset.square);
      let r = Math.floor(sq / cols), c = sq % cols;
      switch (e.key) {
        case "ArrowUp":
          r = Math.min(rows - 1, r + 1);
          break;
        case "ArrowDown":
          r = Math.max(0, r - 1);
          break;
        case "ArrowRight":
          c = Math.min(cols - 1, c + 1);
          break;
        case "ArrowLeft":
          c = Math.max(0, c - 1);
          break;
        case "Home":
          c = 0;
          break;
        case "End":
          c = cols - 1;
          break;
        default:
          return;
      }
      e.preventDefault();
      e.stopPropagation();
      this.moveFocus(r * cols + c);
    }
    /**
     * moveFocus makes square sq the board's Tab stop, and focuses it.
     * @param {number} sq
     */
    moveFocus(sq) {
      this.cells[this.focusSquare].tabIndex = -1;
      this.focusSquare = sq;
      this.cells[sq].tabIndex = 0;
      this.cells[sq].focus();
    }
    /**
     * paint marks the squares: the queens, the fixed ones, those attacked,
     * and the square of step s (null for none), a step of kind. On a whole
     * candidate (accept, reject) and on the reader's own board ("own"),
     * queens that attack each other are ringed; on the reader's board the
     * fixed queens are the reader's.
     * @param {{queens: number[], s: Object|null, kind: string, fixed: Set<number>}} shown
     */
    paint({ queens, s, kind, fixed }) {
      const { rows, cols } = this;
      const whole = kind === "accept" || kind === "reject";
      const attacked = new Array(rows * cols).fill(false);
      if (!whole) for (const q of queens) markAttacks(q, rows, cols, attacked);
      const set = new Set(queens);
      const fighting = /* @__PURE__ */ new Set();
      for (const a of queens) {
        for (const b of queens) if (a !== b && attack(a, b, cols)) fighting.add(a);
      }
      for (let sq = 0; sq < rows * cols; sq++) {
        const cell = this.cells[sq];
        let cls = "st-sq " + colour(sq, cols);
        let text = "";
        let label = squareName(sq, cols);
        if (set.has(sq)) {
          cls += " queen";
          text = QUEEN;
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
          if (kind === "conflict" || kind === "backtrack") text = QUEEN;
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
    }
  };

  // stepper/pane-elements.js
  var HTML = '<h2 class="st-title"></h2><div class="st-view"><div class="st-board" role="group"></div><div class="st-side"><p class="st-now"></p><dl class="st-counts"><div><dt>step</dt><dd class="st-step">0</dd></div><div><dt>attempts</dt><dd class="st-attempts-count">0</dd></div><div><dt>solutions</dt><dd class="st-solutions-count">0</dd></div><div><dt>row, depth</dt><dd class="st-depth">-</dd></div></dl><p class="st-unit"></p><p class="st-forecast"></p><div class="st-summary"><p class="st-found"></p><p class="st-attempts"></p></div></div></div><details class="st-list" open><summary>Solutions found</summary><ol class="st-solutions"></ol><p class="st-more"></p></details>';
  var paneElements = (index) => {
    const el = document.createElement("section");
    el.className = "st-pane";
    el.id = "st-pane-" + index;
    el.setAttribute("aria-labelledby", "st-title-" + index);
    el.hidden = true;
    el.innerHTML = HTML;
    const q = (c) => el.querySelector(c);
    q(".st-title").id = "st-title-" + index;
    const out = {
      title: q(".st-title"),
      now: q(".st-now"),
      step: q(".st-step"),
      attempts: q(".st-attempts-count"),
      solutions: q(".st-solutions-count"),
      depth: q(".st-depth"),
      unit: q(".st-unit"),
      forecast: q(".st-forecast"),
      found: q(".st-found"),
      summary: q(".st-attempts"),
      more: q(".st-more")
    };
    return { el, out, board: q(".st-board"), list: q(".st-solutions") };
  };

  // shared/dom.js
  var lastID = 0;
  var newID = (prefix) => prefix + "-" + ++lastID;
  var scrollToMiddle = (view, item, margin) => {
    const top = item.getBoundingClientRect().top - view.getBoundingClientRect().top + view.scrollTop;
    if (top < view.scrollTop || top > view.scrollTop + view.clientHeight - margin) {
      view.scrollTop = Math.max(0, top - view.clientHeight / 2);
    }
  };

  // stepper/panel-box.js
  var fillPanel = (box, kind, title, head, body, owner) => {
    box.className = "sp-panel " + kind;
    const heading = newID(kind + "-h");
    box.setAttribute("aria-labelledby", heading + " " + owner);
    box.innerHTML = '<div class="sp-head"><h3 id="' + heading + '">' + title + "</h3>" + head + "</div>" + body;
    const view = box.querySelector('[role="region"]');
    if (view) nameForPane(view, owner);
  };
  var nameForPane = (el, owner) => {
    el.id || (el.id = newID("sp-view"));
    el.setAttribute("aria-labelledby", el.id + " " + owner);
  };

  // stepper/code-panel.js
  var code = /* @__PURE__ */ new Map();
  var fetchCode = (name) => {
    if (!code.has(name)) {
      code.set(name, fetch("stepper-code/" + encodeURIComponent(name) + ".json").then((r) => {
        if (!r.ok) throw new Error(r.url + ": " + r.status + " " + r.statusText);
        return r.json();
      }));
    }
    return code.get(name);
  };
  var edited = false;
  document.addEventListener("queens:stepper-code", (e) => edited = e.detail.worker !== "worker.js");
  var escape = (text) => text.replace(/[&<>"]/g, (c) => "&#" + c.charCodeAt(0) + ";");
  var did = {
    place: "placed a queen",
    conflict: "found a conflict",
    backtrack: "lifted a queen",
    accept: "accepted a candidate",
    reject: "rejected a candidate",
    solution: "handed on a solution"
  };
  var where = (at) => at.replace(":", " line ");
  var CodePanel = class {
    /**
     * @param {import("./pane.js").Pane} pane
     * @param {HTMLElement} box
     */
    constructor(pane, box) {
      this.pane = pane;
      fillPanel(
        box,
        "sc",
        "The line of code",
        "",
        `<p class="sc-now"></p><div class="sc-view" tabindex="0" role="region" aria-label="The approach's code, the line of the step shown lit"></div>`,
        pane.out.title.id
      );
      this.now = box.querySelector(".sc-now");
      this.view = box.querySelector(".sc-view");
      this.lines = /* @__PURE__ */ new Map();
      this.lit = [];
      this.generation = 0;
    }
    /** begin loads the code of the approach started. */
    begin(started) {
      const mine = ++this.generation;
      this.lines = /* @__PURE__ */ new Map();
      this.lit = [];
      this.view.textContent = "";
      this.now.textContent = "Loading the code of " + started.approach + "…";
      fetchCode(started.approach).then((files) => {
        if (mine !== this.generation) return;
        this.show(files);
        this.render();
      }).catch((err) => {
        if (mine === this.generation) this.now.textContent = "The code could not be loaded: " + err.message;
      });
    }
    // show puts files, each a path, a name and its highlighted HTML, in
    // the panel.
    show(files) {
      this.view.innerHTML = files.map((f) => '<section class="sc-file"><h4 class="sc-name">' + escape(f.path) + "</h4>" + f.html + "</section>").join("");
      this.view.querySelectorAll(".sc-file").forEach((section, i) => {
        this.lines.set(files[i].name, [...section.querySelectorAll(".line")]);
      });
    }
    /** step does nothing: the panel draws the step shown alone. */
    step() {
    }
    // line returns the element of the line at, "file.go:12", or null.
    line(at) {
      if (!at) return null;
      const [file, n] = at.split(":");
      const lines = this.lines.get(file);
      return lines && lines[Number(n) - 1] || null;
    }
    /** render lights the line of the step shown, and says which it is. */
    render() {
      if (!this.lines.size) return;
      for (const el of this.lit) el.classList.remove("sc-lit", "sc-hook");
      this.lit = [];
      const s = this.pane.current();
      if (!s) {
        this.now.textContent = "Each step lights the line of the code that reported it.";
        delete this.pane.el.dataset.line;
        return;
      }
      const line = this.line(s.line);
      const hook = this.line(s.hook);
      if (hook && hook !== line) {
        hook.classList.add("sc-hook");
        this.lit.push(hook);
      }
      if (line) {
        line.classList.add("sc-lit");
        this.lit.push(line);
        scrollToMiddle(this.view, line, line.offsetHeight);
      }
      this.pane.el.dataset.line = s.line || "";
      this.now.textContent = (!line ? "This step's line is not in the code shown." : "The line that " + did[s.kind] + ": " + where(s.line) + (hook ? ", which tells the trace through " + where(s.hook) : "") + ".") + (edited ? " The search runs your edited code, and the code shown is the book's: your edits may have moved the lines." : "");
    }
  };

  // stepper/tree.js
  var KEPT = 5e3;
  var Node = class {
    constructor(square, parent, pruned) {
      this.square = square;
      this.parent = parent;
      this.depth = parent ? parent.depth + 1 : 0;
      this.pruned = pruned;
      this.kids = [];
      this.solution = false;
      this.below = 0;
      this.cut = 0;
      this.found = 0;
      this.lifted = 0;
    }
  };
  var Tree = class _Tree {
    constructor() {
      this.root = new Node(-1, null, false);
      this.path = [this.root];
      this.at = 0;
      this.counts = { place: [], conflict: [], backtrack: [], solution: [] };
      this.whole = { accept: 0, reject: 0, solution: 0 };
      this.broken = "";
      this.kept = 0;
      this.forgotten = 0;
      this.skipped = 0;
      this.finished = [];
      this.first = 0;
    }
    /**
     * after returns the tree after step s, the at-th, when s is the one
     * step of a skip and carries the counts of the steps it passed over
     * (internal/stepper's tree.go): those counts, and the path to s, its
     * queens but the fixed ones the search did not place. What grew off
     * the path is counted, not drawn.
     */
    static after(s, at, fixed) {
      const t = new _Tree();
      const c = s.tree;
      t.at = at;
      t.skipped = at;
      t.counts = { place: c.place.slice(), conflict: c.conflict.slice(), backtrack: c.backtrack.slice(), solution: c.solution.slice() };
      t.whole = { accept: c.accept, reject: c.reject, solution: c.found };
      const sum = (counts) => counts.reduce((a, b) => a + b, 0);
      t.root.below = sum(c.place);
      t.root.cut = sum(c.conflict);
      t.root.found = sum(c.solution);
      const queens = s.queens.length > c.depth ? s.queens.filter((q) => !fixed.has(q)) : s.queens;
      for (const q of queens.slice(0, c.depth)) {
        const node = new Node(q, t.top(), false);
        node.passed = true;
        t.top().kids.push(node);
        t.path.push(node);
        t.kept++;
      }
      return t;
    }
    /** top returns the node of the path's end: the board searched now. */
    top() {
      return this.path[this.path.length - 1];
    }
    // tally adds d to the count of kind at depth.
    tally(kind, depth, d) {
      const c = this.counts[kind];
      while (c.length <= depth) c.push(0);
      c[depth] += d;
    }
    // climb adds d to the field of node and of every node above it.
    static climb(node, field, d) {
      for (let n = node; n; n = n.parent) n[field] += d;
    }
    /**
     * forward takes step s, the step after the first `at`.
     */
    forward(s) {
      this.at++;
      if (s.kind === "accept" || s.kind === "reject" || s.kind === "solution" && this.whole.accept) {
        this.whole[s.kind]++;
        return;
      }
      const top = this.top();
      switch (s.kind) {
        case "place":
        case "conflict": {
          if (!top.kids) return this.lose("a node it had forgotten grew");
          const node = new Node(s.square, top, s.kind === "conflict");
          top.kids.push(node);
          this.kept++;
          this.tally(s.kind, node.depth, 1);
          _Tree.climb(top, node.pruned ? "cut" : "below", 1);
          if (!node.pruned) this.path.push(node);
          return;
        }
        case "backtrack":
          if (top === this.root) return this.lose("the search lifted a queen it had not placed");
          top.lifted = this.at;
          this.finished.push(top);
          this.path.pop();
          this.tally("backtrack", top.depth, 1);
          return;
        case "solution":
          top.solution = true;
          this.tally("solution", top.depth, 1);
          _Tree.climb(top, "found", 1);
      }
    }
    /**
     * back undoes step s, the last of the first `at`.
     */
    back(s) {
      this.at--;
      if (s.kind === "accept" || s.kind === "reject" || s.kind === "solution" && this.whole.accept) {
        this.whole[s.kind]--;
        return;
      }
      const top = this.top();
      switch (s.kind) {
        case "place":
        case "conflict": {
          const node = s.kind === "place" ? this.path.pop() : top.kids[top.kids.length - 1];
          const parent = node.parent;
          parent.kids.pop();
          this.kept--;
          this.tally(s.kind, node.depth, -1);
          _Tree.climb(parent, node.pruned ? "cut" : "below", -1);
          return;
        }
        case "backtrack": {
          const node = top.kids[top.kids.length - 1];
          node.lifted = 0;
          if (this.finished.length > this.first && this.finished[this.finished.length - 1] === node) this.finished.pop();
          this.path.push(node);
          this.tally("backtrack", node.depth, -1);
          return;
        }
        case "solution":
          top.solution = false;
          this.tally("solution", top.depth, -1);
          _Tree.climb(top, "found", -1);
      }
    }
    lose(why) {
      this.broken = this.broken || why;
    }
    /**
     * forget drops the children of nodes lifted at step `before` or
     * earlier, the oldest first, while the tree keeps more than KEPT
     * nodes. A node's children were lifted before it, so they have gone
     * first: dropping its list frees them all.
     */
    forget(before) {
      const f = this.finished;
      while (this.kept > KEPT && this.first < f.length && f[this.first].lifted <= before) {
        const node = f[this.first++];
        this.kept -= node.kids.length;
        this.forgotten += node.kids.length;
        node.kids = null;
      }
      if (this.first > 1024 && this.first * 2 > f.length) {
        this.finished = f.slice(this.first);
        this.first = 0;
      }
    }
  };

  // stepper/tree-panel.js
  var DRAWN = 300;
  var PAUSE2 = 100;
  var TreePanel = class {
    constructor(pane, box) {
      this.pane = pane;
      this.box = box;
      fillPanel(
        box,
        "tr",
        "The search tree",
        '<label>levels open <select class="tr-open"></select></label>',
        '<p class="tr-shape" hidden></p><p class="tr-note"></p><div class="tr-view" tabindex="0" role="region" aria-label="The search tree so far"><ul class="tr-tree"></ul></div><p class="tr-left"></p><table class="tr-counts"><caption></caption><thead></thead><tbody></tbody><tfoot></tfoot></table>',
        pane.out.title.id
      );
      const q = (c) => box.querySelector(c);
      this.out = { open: q(".tr-open"), shape: q(".tr-shape"), note: q(".tr-note"), view: q(".tr-view"), tree: q(".tr-tree"), left: q(".tr-left"), table: q(".tr-counts") };
      this.paced = new Paced(PAUSE2, () => this.draw());
      this.out.open.addEventListener("change", () => this.paced.now());
      this.tree = new Tree();
    }
    /** begin starts a new tree, and offers its levels to open. */
    begin(started) {
      this.tree = new Tree();
      this.sayShape(started);
      this.queens = Math.min(started.rows, started.cols);
      const open = this.out.open;
      open.textContent = "";
      for (let d = 1; d <= this.queens; d++) open.add(new Option(String(d), String(d)));
      open.value = String(this.queens <= 5 ? this.queens : this.queens <= 8 ? 2 : 1);
    }
    // sayShape says, for an approach whose tree is not the rank-by-rank
    // one, what its nodes are, with the two trees' nodes on the board the
    // worker compared them on (internal/stepper's shape.go).
    sayShape(started) {
      const shape = started.treeShape;
      this.out.shape.hidden = !shape;
      if (!shape) return;
      const board = shape.side + " x " + shape.side;
      this.out.shape.textContent = "This is not the rank-by-rank tree: " + started.approach + " " + shape.reason + "; on the empty " + board + " board its tree has " + count(shape.nodes) + " nodes where the rank-by-rank one (queens tree -n " + shape.side + ") has " + count(shape.rankByRank) + ".";
    }
    /** step grows the tree by the pane's new step. */
    step() {
      this.sync();
    }
    /**
     * sync brings the tree to the step the pane shows, through the steps
     * the pane keeps; after a skip, from the first of them, which carries
     * the counts of those the skip passed over.
     */
    sync() {
      const p = this.pane;
      const target = p.stepNumber();
      if (!this.follow(target) && p.history.length && p.history[0].tree && target > p.base) {
        this.tree = Tree.after(p.history[0], p.base + 1, p.fixed);
        this.follow(target);
      }
      if (this.tree.at !== target) this.tree.lose("the page no longer keeps the steps between");
      this.tree.forget(p.base);
    }
    // follow takes the tree to step target through the steps the pane
    // keeps, and returns whether it got there.
    follow(target) {
      const p = this.pane;
      const t = this.tree;
      while (t.at > target && t.at - p.base - 1 >= 0) t.back(p.history[t.at - p.base - 1]);
      while (t.at < target && t.at - p.base >= 0) t.forward(p.history[t.at - p.base]);
      return t.at === target;
    }
    /** render brings the tree to the step shown, and draws it soon. */
    render() {
      this.sync();
      this.paced.soon();
    }
    // draw draws the tree, or the counts of a search that grows none, or
    // those of the whole run when the pane shows its end.
    draw() {
      const t = this.tree;
      const outcome = this.pane.atOutcome;
      Object.assign(this.box.dataset, { step: t.at, kept: t.kept, forgotten: t.forgotten, outcome: outcome ? "1" : "" });
      if (outcome) return this.drawOutcome();
      if (t.whole.accept + t.whole.reject > 0) return this.drawWhole();
      this.out.view.hidden = this.out.open.parentElement.hidden = false;
      this.drawTree();
      this.drawCounts();
    }
    // nodesByDepth returns the nodes at each depth, the root first, as
    // queens tree counts them.
    nodesByDepth() {
      const nodes = [1];
      for (let d = 1; d <= this.queens; d++) nodes.push(this.tree.counts.place[d] || 0);
      return nodes;
    }
    // drawOutcome shows the counts of the whole run, which the worker ran
    // to its end untraced, as queens solve runs it: it grew no tree to
    // draw, but its outcome counts its attempts and its solutions.
    drawOutcome() {
      const o = this.pane.outcome;
      this.out.note.textContent = "The whole run went untraced, as queens solve runs it, and grew no tree to draw; these are its counts. Step back to see the tree of the steps shown before.";
      this.countsTable("The whole run, as its outcome counts it", "in all", [["attempts", o.tries], ["solutions", o.solutions]]);
    }
    // drawWhole shows the counts of a search that tests whole candidates.
    drawWhole() {
      const w = this.tree.whole;
      this.out.note.textContent = "This approach tests whole candidates, one after another, and grows no tree: each test is an attempt.";
      this.countsTable("Candidates tested, by verdict", "steps", [["accepted", w.accept], ["rejected", w.reject], ["solutions", w.solution]]);
    }
    // countsTable hides the tree and shows, in the table titled caption,
    // the counts of rows, each a name and a number, under the heading
    // column.
    countsTable(caption, column, rows) {
      this.out.view.hidden = this.out.open.parentElement.hidden = true;
      this.out.left.textContent = "";
      const table = this.out.table;
      table.caption.textContent = caption;
      table.tHead.innerHTML = '<tr><th scope="col">kind</th><th scope="col">' + column + "</th></tr>";
      table.tBodies[0].innerHTML = rows.map(([name, n]) => '<tr><th scope="row">' + name + "</th><td>" + count(n) + "</td></tr>").join("");
      table.tFoot.innerHTML = "";
    }
    // drawTree draws the tree's rows, and says what it leaves out.
    drawTree() {
      const t = this.tree;
      const p = this.pane;
      const name = (sq) => squareName(sq, p.cols);
      const open = Number(this.out.open.value) || 1;
      const onPath = new Set(t.path);
      const s = p.current();
      const top = t.top();
      let now = top;
      if (s && (s.kind === "conflict" || s.kind === "backtrack") && top.kids && top.kids.length) now = top.kids[top.kids.length - 1];
      let budget = DRAWN;
      let folded = 0;
      const item = (node) => {
        budget--;
        const cls = ["tr-node"];
        if (node === now) cls.push("tr-now");
        if (onPath.has(node)) cls.push("tr-path");
        if (node.solution) cls.push("tr-solution");
        let row = '<span class="tr-sq">' + (node === t.root ? "start" : name(node.square)) + "</span>";
        if (node.solution) row += ' <span class="tr-star">solution</span>';
        const kids = node.kids || [];
        const pruned = kids.filter((k) => k.pruned);
        if (pruned.length) {
          row += ' <span class="tr-cuts"><span class="sp-sr">pruned:</span>' + pruned.map((k) => '<span class="tr-cut' + (k === now ? " tr-now" : "") + '">' + name(k.square) + "</span>").join("") + "</span>";
        }
        const placed = kids.filter((k) => !k.pruned);
        const expand = placed.length && (onPath.has(node) || node.depth < open && budget > 0);
        let sub = "";
        if (expand) {
          const rows = [];
          for (let i = placed.length - 1; i >= 0; i--) {
            const k = placed[i];
            if (onPath.has(k) || budget > 0) rows.push(item(k));
            else folded++;
          }
          sub = "<ul>" + rows.reverse().join("") + "</ul>";
        } else if (node.below || node.cut || node.passed) {
          row += ' <span class="tr-sum">' + this.summary(node) + "</span>";
        }
        if (!node.kids && node !== t.root) row += ' <span class="tr-sum">(not kept)</span>';
        const current = node === now ? ' aria-current="step"' : "";
        return '<li class="' + cls.join(" ") + '"' + current + '><span class="tr-row">' + row + "</span>" + sub + "</li>";
      };
      this.out.tree.innerHTML = item(t.root);
      this.scrollToNow();
      const nodes = t.root.below + 1;
      this.out.note.textContent = t.broken ? "The tree stopped here: " + t.broken + "." : count(nodes) + (nodes === 1 ? " node" : " nodes") + " (the start is one), " + count(t.root.cut) + " pruned, " + count(t.root.found) + (t.root.found === 1 ? " solution" : " solutions") + " so far. Levels past " + open + " are folded, but for the path to the step shown.";
      const left = [];
      if (folded) left.push(count(folded) + " older branches not drawn (the panel draws " + DRAWN + " rows)");
      if (t.forgotten) left.push(count(t.forgotten) + " tries of finished branches no longer kept, but counted");
      if (t.skipped) left.push("the branches before step " + count(t.skipped) + ", which the search passed over to get there, counted but not drawn");
      this.out.left.textContent = left.length ? "Left out: " + left.join("; ") + "." : "";
    }
    // summary says what is folded under node.
    summary(node) {
      if (node.passed) return "(grown in steps passed over: counted, not drawn)";
      const fmt = (n, one, many) => count(n) + (n === 1 ? one : many);
      const parts = [];
      if (node.below) parts.push(fmt(node.below, " node", " nodes"));
      if (node.cut) parts.push(fmt(node.cut, " pruned", " pruned"));
      if (node.found && !node.solution) parts.push(fmt(node.found, " solution", " solutions"));
      return "+" + parts.join(", ");
    }
    // scrollToNow scrolls the tree, and not the page, to the step shown.
    scrollToNow() {
      const view = this.out.view;
      const now = view.querySelector(".tr-now");
      if (now) scrollToMiddle(view, now, 24);
    }
    // drawCounts draws the table of the steps by depth and by kind.
    drawCounts() {
      const c = this.tree.counts;
      const at = (kind, d) => c[kind][d] || 0;
      this.out.table.caption.textContent = "Steps by depth: a node is a queen placed, a pruned try a conflict";
      this.out.table.tHead.innerHTML = '<tr><th scope="col">depth</th><th scope="col">nodes</th><th scope="col">pruned</th><th scope="col">lifted</th><th scope="col">solutions</th></tr>';
      const nodes = this.nodesByDepth();
      let rows = "";
      const total = [0, 0, 0, 0];
      for (let d = 0; d < nodes.length; d++) {
        const cells = [nodes[d], at("conflict", d), at("backtrack", d), at("solution", d)];
        cells.forEach((n, i) => total[i] += n);
        rows += '<tr><th scope="row">' + d + "</th>" + cells.map((n) => "<td>" + count(n) + "</td>").join("") + "</tr>";
      }
      this.out.table.tBodies[0].innerHTML = rows;
      this.out.table.tFoot.innerHTML = '<tr><th scope="row">total</th>' + total.map((n) => "<td>" + count(n) + "</td>").join("") + "</tr>";
    }
  };

  // stepper/panels.js
  var attachPanels = (pane) => {
    const side = document.createElement("div");
    side.className = "sp-side";
    (pane.el.querySelector(".st-side") || pane.el).append(side);
    const box = () => side.appendChild(document.createElement("section"));
    return [new CodePanel(pane, box()), new TreePanel(pane, box()), new Recorder(pane)];
  };

  // stepper/search-worker.js
  var lastID2 = 0;
  var SearchWorker = class {
    /**
     * @param {string} url the worker's script
     * @param {(m: Object) => void} onBatch
     */
    constructor(url, onBatch) {
      this.onBatch = onBatch;
      this.answers = /* @__PURE__ */ new Map();
      this.worker = new Worker(url);
      this.ready = new Promise((resolve) => this.onReady = resolve);
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
      const id = ++lastID2;
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
  };

  // stepper/pane.js
  var HISTORY = 2e4;
  var CHUNK = 5e3;
  var Pane = class {
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
      this.label = "";
      this.rows = this.cols = 0;
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
      return state.speed === "max" ? 5e3 : Math.min(5e3, Math.max(64, 2 * state.speed));
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
      return new Promise((resolve) => this.settled = () => {
        this.settled = null;
        resolve();
      });
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
      if (this.pos > 0 || this.pos === 0 && this.base === 0) {
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
      return this.atOutcome || this.done && this.pos === this.history.length - 1 && this.head === this.buffer.length;
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
      const rate = state.maxRate || f && f.rate;
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
      this.board.paint({ queens, s, kind, fixed: kind === "own" ? /* @__PURE__ */ new Set() : this.fixed });
      this.el.dataset.board = queens.slice().sort((a, b) => a - b).join(",");
      this.el.dataset.step = this.viewing >= 0 || kind === "own" || this.atOutcome ? "" : this.stepNumber();
      this.el.dataset.kind = kind;
      this.el.dataset.ahead = this.buffer.length - this.head + this.history.length - 1 - this.pos;
      this.el.dataset.done = this.atEnd() ? "1" : "";
      showCounts(this, s);
      this.out.now.textContent = describe(this, s, queens);
      showEnd(this);
      showForecast(this);
      root.dispatchEvent(new CustomEvent("queens:stepper-step", { detail: { pane: this.index, step: s, kind, number: this.stepNumber() } }));
      this.panels.forEach((p) => p.render());
    }
  };

  // stepper/search.js
  var approaches = [];
  var titleOf = (name) => {
    const a = approaches.find((x) => x.name === name);
    return a ? a.title + " (" + a.name + ")" : name;
  };
  var fillApproaches = (list) => {
    approaches = list;
    for (const id of ["st-approach", "st-race"]) {
      for (const a of list) {
        const o = document.createElement("option");
        o.value = a.name;
        o.textContent = a.name;
        $(id).append(o);
      }
    }
  };
  var settingsFromForm = () => {
    const int = (id) => Number($(id).value) || 0;
    const s = { approach: $("st-approach").value, race: $("st-race").value, fixed: $("st-fixed").value.trim(), n: int("st-n"), rows: int("st-rows"), cols: int("st-cols") };
    if ($("st-rows").value !== "" || $("st-cols").value !== "") s.n = 0;
    if (!s.n && !s.rows && !s.cols) s.n = Number($("st-n").value);
    return s;
  };
  var showSettings = (s) => {
    $("st-approach").value = s.approach;
    $("st-race").value = s.race;
    $("st-n").value = s.n || "";
    $("st-rows").value = s.n ? "" : s.rows;
    $("st-cols").value = s.n ? "" : s.cols;
    $("st-fixed").value = s.fixed;
  };
  var addPane = () => {
    const p = new Pane(state.panes.length);
    state.panes.push(p);
    $("st-panes").append(p.el);
    return p;
  };
  var generation = 0;
  var applied = 0;
  var search = async (s) => {
    stop();
    $("st-ask").hidden = true;
    const mine = ++generation;
    const names = s.race ? [s.approach, s.race] : [s.approach];
    const { panes } = state;
    while (panes.length < names.length) await addPane().ready;
    const settings = (name) => ({ approach: name, n: s.n, rows: s.n ? 0 : s.rows, cols: s.n ? 0 : s.cols, fixed: s.fixed });
    const checks = await Promise.all(names.map((name, i) => panes[i].ask("check", settings(name))));
    if (mine !== generation) return false;
    const refusal = checks.find((c) => c.type === "refused");
    if (refusal) {
      say(refusal.error + (state.good ? " (the search shown goes on)" : ""), true);
      return false;
    }
    const starts = await Promise.all(names.map((name, i) => panes[i].ask("start", settings(name))));
    if (mine < applied) return false;
    const refusedStart = starts.find((st) => st.type === "refused");
    if (refusedStart) {
      say(refusedStart.error + (state.good ? " (the search shown goes on)" : ""), true);
      return false;
    }
    applied = mine;
    for (const p of panes.slice(names.length)) {
      p.send({ type: "reset" });
      p.el.hidden = true;
      p.started = null;
    }
    panes.slice(0, names.length).forEach((p) => p.el.hidden = false);
    const twins = names.length === 2 && names[0] === names[1];
    const suffix = (i) => twins ? i === 0 ? ", first" : ", second" : "";
    starts.forEach((st, i) => {
      panes[i].label = names[i] + (twins ? " (" + (i === 0 ? "first" : "second") + ")" : "");
      panes[i].begin(st, titleOf(names[i]) + suffix(i), settings(names[i]));
    });
    state.good = s;
    showSettings(s);
    toURL();
    say("");
    return true;
  };

  // stepper/own.js
  var ownChanged = (answer) => {
    const { own } = state;
    const p = state.panes[0];
    const queens = [...own.queens];
    const pairs = [];
    for (const a of queens) for (const b of queens) if (a < b && attack(a, b, p.cols)) pairs.push(squareName(a, p.cols) + " and " + squareName(b, p.cols));
    const placed = queens.length === 1 ? "1 queen" : queens.length + " queens";
    own.said = answer || (queens.length === 0 ? "Your board is empty: put a queen on a square." : placed + " on your board" + (pairs.length ? "; these attack each other: " + pairs.join(", ") + "." : ", none attacking another."));
    if (!answer) {
      p.out.found.textContent = "";
      p.out.summary.textContent = "";
    }
    p.render();
    narrate(own.said);
    toURL();
  };
  var setOwn = (on2, queens) => {
    stop();
    state.own.active = on2;
    const p = state.panes[0];
    $("st-yourself").setAttribute("aria-pressed", String(on2));
    $("st-own").hidden = !on2;
    $("st-copy").textContent = on2 ? "Copy link to this board" : "Copy link to this step";
    root.classList.toggle("own", on2);
    for (const id of ["st-play", "st-back", "st-forward", "st-next-solution", "st-end", "st-reset", "st-scrub"]) $(id).disabled = on2;
    state.panes.slice(1).forEach((q) => q.el.hidden = on2 || !q.started);
    if (on2) {
      state.own.queens = new Set(queens || p.fixed);
      ownChanged("");
    } else {
      p.render();
      toURL();
    }
  };
  var complete = async () => {
    const { good } = state;
    const p = state.panes[0];
    const spec = fixedSpec(state.own.queens, p.cols);
    const s = { approach: state.defaultApproach, n: good.n, rows: good.n ? 0 : good.rows, cols: good.n ? 0 : good.cols, fixed: spec };
    ownChanged("Searching for completions…");
    const m = await p.ask("finish", s);
    if (!state.own.active) return;
    if (m.type !== "finished") {
      ownChanged("It cannot: " + m.error + ".");
      return;
    }
    const o = m.outcome;
    const ways = o.solutions === 1 ? "1 way" : count(o.solutions) + " ways";
    p.out.found.textContent = o.found;
    p.out.summary.textContent = o.attempts;
    ownChanged(o.solutions ? "Yes: it can be completed in " + ways + "; the search that queens solve runs took " + count(o.tries) + " attempts to count them." : "No: it cannot be completed; the search that queens solve runs tried " + count(o.tries) + " attempts to be sure.");
  };
  var squareChosen = (p, sq) => {
    p.board.moveFocus(sq);
    const { own, good } = state;
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
    search({ ...good, fixed: fixedSpec(fixed, p.cols) }).then((ok) => ok && narrate(narration(p)));
  };
  var listenToSquares = () => {
    $("st-panes").addEventListener("click", (e) => {
      const cell = e.target.closest(".st-board [data-square]");
      const p = cell && state.panes.find((q) => q.el.contains(cell));
      if (p) squareChosen(p, Number(cell.dataset.square));
    });
    $("st-yourself").addEventListener("click", () => setOwn(!state.own.active));
    $("st-complete").addEventListener("click", complete);
    $("st-clear").addEventListener("click", () => {
      state.own.queens.clear();
      ownChanged("");
    });
    $("st-watch-own").addEventListener("click", () => {
      const spec = fixedSpec(state.own.queens, state.panes[0].cols);
      setOwn(false);
      $("st-play").focus();
      search({ ...state.good, fixed: spec }).then((ok) => ok && narrate(narration(state.panes[0])));
    });
  };

  // stepper/controls.js
  var SPEEDS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1e3, 5e3, "max"];
  var addSpeed = (v) => {
    const o = document.createElement("option");
    o.value = String(v);
    o.textContent = v === "max" ? "max" : v + "/s";
    $("st-speed").append(o);
  };
  var showSpeed = () => {
    const select = $("st-speed");
    if (![...select.options].some((o) => o.value === String(state.speed))) addSpeed(state.speed);
    select.value = String(state.speed);
  };
  var showed = () => {
    active().forEach((p) => p.render());
    showScrub();
    toURL();
    narrate(narrations(active()));
  };
  var goTo = async (n) => {
    stop();
    await each((p) => p.goTo(n));
    showed();
  };
  var stepAll = async (forward) => {
    stop();
    if (forward) {
      movers(active()).forEach((p) => {
        if (!p.forward() && !p.atEnd()) say("The next steps are on their way from the search; try again.");
      });
    } else {
      await each((p) => p.back());
    }
    showed();
  };
  var copyLink = async () => {
    stop();
    toURL();
    const link = location.href;
    root.dataset.link = link;
    const what = state.own.active ? "your board" : "step " + count(state.panes[0].stepNumber());
    try {
      await navigator.clipboard.writeText(link);
      say("Copied the link to " + what + ": " + link);
    } catch {
      say("The browser would not copy; the link to " + what + " is in the address bar: " + link);
    }
  };
  var key = (e) => {
    if (!state.good || e.altKey || e.ctrlKey || e.metaKey || state.own.active) return;
    const t = e.target;
    if (t.closest && (t.closest("input, select, textarea, [contenteditable], .cm-editor, #st-ask") || !root.contains(t) && t !== document.body)) return;
    const onControl = t.closest && t.closest("button, a, summary");
    switch (e.key) {
      case " ":
        if (onControl) return;
        state.running ? stop() : play(false);
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
        goTo(furthestOfAll());
        break;
      default:
        return;
    }
    e.preventDefault();
  };
  var searchForm = () => {
    if (state.own.active) setOwn(false);
    search(settingsFromForm());
  };
  var listenToControls = () => {
    SPEEDS.forEach(addSpeed);
    $("st-speed").value = String(state.speed);
    const scrub = $("st-scrub");
    scrub.addEventListener("input", () => goTo(Number(scrub.value)));
    $("st-copy").addEventListener("click", copyLink);
    document.addEventListener("keydown", key);
    $("st-play").addEventListener("click", () => state.running ? stop() : play(false));
    $("st-next-solution").addEventListener("click", () => play(true));
    $("st-forward").addEventListener("click", () => stepAll(true));
    $("st-back").addEventListener("click", () => stepAll(false));
    $("st-end").addEventListener("click", skipToEnd);
    $("st-reset").addEventListener("click", () => state.good && search(state.good));
    $("st-speed").addEventListener("change", (e) => {
      const v = e.currentTarget.value;
      state.speed = v === "max" ? "max" : Number(v);
      toURL();
    });
    $("st-settings").addEventListener("submit", (e) => {
      e.preventDefault();
      searchForm();
    });
    for (const id of ["st-approach", "st-race", "st-n", "st-fixed"]) {
      $(id).addEventListener("change", () => {
        if (id === "st-n") $("st-rows").value = $("st-cols").value = "";
        searchForm();
      });
    }
  };

  // stepper/stepper.js
  var unable = () => {
    if (root.dataset.missing) return "The stepper cannot run on this site: " + root.dataset.missing + ".";
    if (location.protocol === "file:") {
      return "The stepper runs its search in a Web Worker, which a page opened from a file cannot start. Serve the site instead: go run ./cmd/queens serve, then open http://127.0.0.1:8080/stepper.html";
    }
    return "";
  };
  var useWorker = async (url, note) => {
    state.workerURL = url;
    stop();
    state.panes.splice(0).forEach((p2) => {
      p2.search.end();
      p2.el.remove();
    });
    const p = addPane();
    const s = state.good;
    state.good = null;
    if (!s) return;
    await p.ready;
    if (await search(s)) say(note);
  };
  var first = async (controls, ready) => {
    fillApproaches(ready.approaches);
    state.defaultApproach = ready.default;
    $("st-n").max = $("st-rows").max = $("st-cols").max = ready.maxSide;
    const page = pageSettings();
    showSpeed();
    const opened = await state.panes[0].call("open", { query: location.search.slice(1) });
    const o = opened.settings;
    const s = { approach: o.approach, n: o.n || 0, rows: o.rows || 0, cols: o.cols || 0, fixed: o.fixed || "", race: page.race };
    let error = opened.error;
    const hand = page.yourself && opened.squares.length ? opened.squares : null;
    if (hand && error) {
      s.fixed = "";
      error = "";
    }
    let ok = !error && await search(s);
    const why = error || (ok ? "" : said());
    if (!ok) ok = await search({ approach: "tuplestate", n: 8, fixed: "", race: "" });
    const problems = page.problems.slice();
    if (why) problems.unshift(why + "; showing tuplestate on 8 x 8 instead");
    if (ok && page.step) await goTo(page.step);
    for (const c of controls) c.disabled = false;
    root.removeAttribute("aria-busy");
    if (ok && page.yourself) setOwn(true, hand);
    if (problems.length) say(problems.join("; ") + ".", true);
    showScrub();
    root.dataset.ready = "1";
    if (ok && page.autoplay && !page.yourself) play(false);
  };
  var startStepper = () => {
    const controls = [...root.querySelectorAll("button, select, input")];
    listenToRaceRule();
    listenToProjector();
    const why = unable();
    if (why) {
      root.removeAttribute("aria-busy");
      say(why, true);
      return;
    }
    addPane();
    listenToSquares();
    listenToPlay();
    listenToControls();
    document.addEventListener("queens:stepper-code", (e) => useWorker(e.detail.worker, e.detail.note));
    state.panes[0].ready.then((ready) => first(controls, ready));
  };

  // stepper/main.js
  if (document.getElementById("stepper")) startStepper();
})();
