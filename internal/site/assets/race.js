// Races: two panes, two approaches on one board, and a rule for which
// pane takes the next step. By steps, both take a step at a time. By
// attempts, the pane that has made fewer attempts takes it, so that the
// two have made as many attempts, give or take one, at every moment. By
// time, the pane whose search would have taken less time to get where it
// is takes it: each pane's attempts times the time its approach takes
// for an attempt with no trace watching, which each pane's worker
// measures in this browser when the race starts (internal/stepper's
// pace.go). The rule is said above the panes, with a chart of attempts
// against steps for both, drawn here as SVG.
"use strict";
window.stepperRace = (() => {
  const panels = window.stepperPanels;
  const RULES = ["steps", "attempts", "time"];
  // POINTS is the most points a pane's line keeps; past it, every other
  // one goes and the line keeps a point every twice as many steps.
  const POINTS = 240;
  const PAUSE = 100; // ms between two drawings of the chart
  const SVG = "http://www.w3.org/2000/svg";

  const from = new URLSearchParams(location.search).get("by");
  let rule = RULES.includes(from) ? from : "steps";
  const select = document.getElementById("st-race-by");
  const figure = document.getElementById("st-race-chart");
  select.value = rule;
  // recorders are the panes' lines, one a pane.
  const recorders = [];

  // Recorder keeps the line of attempts against steps of one pane, and
  // the pace of its approach for a race by time.
  class Recorder {
    constructor(pane) {
      this.pane = pane;
      recorders.push(this);
    }

    begin(started) {
      this.started = started;
      this.points = [[0, 0]];
      this.every = 1;
      this.nsPerAttempt = 0;
      this.smaller = this.failed = "";
      this.pacing = null;
      if (rule === "time") this.measure();
    }

    step(s) {
      const n = this.pane.stepNumber();
      if (n % this.every !== 0) return;
      this.points.push([n, s.attempt]);
      if (this.points.length > POINTS) {
        this.points = this.points.filter((_, i) => i % 2 === 0);
        this.every *= 2;
      }
    }

    render() {
      draw();
    }

    // measure asks the pane's worker for its approach's pace, once a
    // search.
    measure() {
      if (this.pacing || !this.started) return;
      const st = this.started;
      const fixed = st.fixed.map((sq) => panels.squareName(sq, st.cols)).join(",");
      this.pacing = this.pane.ask("pace", { approach: st.approach, rows: st.rows, cols: st.cols, fixed }).then((m) => {
        if (this.started !== st) return; // a newer search has begun
        if (m.type === "paced" && m.pace.attempts > 0) {
          this.nsPerAttempt = m.pace.nanoseconds / m.pace.attempts;
          this.smaller = m.pace.smaller || "";
        }
        else this.failed = m.error || "no attempts to time";
        draw();
        this.pane.render();
      });
    }

    attempts() {
      const s = this.pane.current();
      return s ? s.attempt : 0;
    }
  }
  panels.add(Recorder, { box: false });

  // racing returns the recorders of the panes shown. The notebook takes
  // panes off the page when it swaps the worker for the reader's code.
  const racing = () => recorders.filter((r) => r.started && r.pane.started && !r.pane.el.hidden && r.pane.el.isConnected);

  // movers returns the panes of active that take the next step.
  function movers(active) {
    if (rule === "steps" || active.length < 2) return active;
    const going = active.filter((p) => !p.atEnd());
    const of = (p) => recorders.find((r) => r.pane === p);
    if (rule === "time" && going.some((p) => !of(p).nsPerAttempt)) return [];
    const cost = (p) => of(p).attempts() * (rule === "time" ? of(p).nsPerAttempt : 1);
    const least = Math.min(...going.map(cost));
    return going.filter((p) => cost(p) === least);
  }

  select.addEventListener("change", () => {
    rule = select.value;
    if (rule === "time") racing().forEach((r) => r.measure());
    const q = new URLSearchParams(location.search);
    toURL(q);
    history.replaceState(null, "", "?" + q.toString());
    draw(true);
  });

  // toURL writes the rule into the query q of the page's address.
  function toURL(q) {
    if (rule === "steps") q.delete("by");
    else q.set("by", rule);
  }

  // The chart's frame, in the units of its viewBox.
  const W = 360, H = 190, LEFT = 58, RIGHT = 12, TOP = 10, BOTTOM = 40;
  let drawn = 0;
  let timer = 0;

  function draw(now) {
    const wait = drawn + PAUSE - performance.now();
    if (!now && wait > 0) {
      if (!timer) timer = setTimeout(() => draw(true), wait);
      return;
    }
    clearTimeout(timer);
    timer = 0;
    drawn = performance.now();
    const lines = racing();
    figure.hidden = lines.length < 2;
    if (figure.hidden) return;
    figure.querySelector(".rc-rule").textContent = says(lines);
    const xMax = Math.max(1, ...lines.map((r) => r.points[r.points.length - 1][0]), ...lines.map((r) => r.pane.stepNumber()));
    const yMax = Math.max(1, ...lines.map((r) => r.points[r.points.length - 1][1]), ...lines.map((r) => r.attempts()));
    const x = (v) => LEFT + ((W - LEFT - RIGHT) * v) / xMax;
    const y = (v) => H - BOTTOM - ((H - TOP - BOTTOM) * v) / yMax;
    const svg = figure.querySelector("svg");
    svg.textContent = "";
    const add = (name, attrs, text) => {
      const el = document.createElementNS(SVG, name);
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      if (text !== undefined) el.textContent = text;
      svg.append(el);
      return el;
    };
    const fmt = (n) => Math.round(n).toLocaleString("en");
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
      // The marks differ in shape as well as colour: a disc, a square.
      if (i === 0) add("circle", { class: "rc-mark rc-" + i, cx, cy, r: 4.5 });
      else add("rect", { class: "rc-mark rc-" + i, x: cx - 4, y: cy - 4, width: 8, height: 8 });
    });
    // The key: each pane's mark, approach and counts.
    figure.querySelector(".rc-now").innerHTML = lines
      .map((r, i) => '<span class="rc-key rc-' + i + '" aria-hidden="true">' + (i === 0 ? "\u25CF" : "\u25A0") + "</span> " +
        r.started.approach + ": step " + fmt(r.pane.stepNumber()) + ", " + fmt(r.attempts()) + " attempts")
      .join("; ") + ".";
  }

  // says words the rule of the race.
  function says(lines) {
    switch (rule) {
      case "attempts":
        return "Race by attempts: the pane with fewer attempts takes the next step, so both have made as many attempts, give or take one.";
      case "time": {
        const failed = lines.find((r) => r.failed);
        if (failed) return "Race by time: the pace of " + failed.started.approach + " could not be measured (" + failed.failed + ").";
        if (lines.some((r) => !r.nsPerAttempt)) return "Race by time: measuring how long each approach takes for an attempt, untraced, in this browser…";
        const paces = lines
          .map((r) => r.started.approach + " " + r.nsPerAttempt.toPrecision(3) + " ns" + (r.smaller ? " (timed on " + r.smaller + ", a run of the race's board being too long)" : ""))
          .join(", ");
        return "Race by time: each pane gets as far as its search gets in the same time with no trace watching; an attempt takes " + paces + ", measured in this browser.";
      }
    }
    return "Race by steps: both panes take a step at a time.";
  }

  return { movers, toURL };
})();
