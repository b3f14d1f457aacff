// The chart of a race: attempts against steps, a line for each pane,
// drawn as SVG, with the race's rule in words above it and each pane's
// counts below.

import { count } from "../shared/format.js";

const SVG = "http://www.w3.org/2000/svg";
// The chart's frame, in the units of its viewBox.
const W = 360, H = 190, LEFT = 58, RIGHT = 12, TOP = 10, BOTTOM = 40;

// UNITS are the units a time per attempt is written in, the largest
// first, each with its size in nanoseconds.
const UNITS = [["s", 1e9], ["ms", 1e6], ["µs", 1e3]];

/**
 * perAttempt writes a time of ns nanoseconds as the CLI's words.Duration
 * writes a time: in the largest unit it reaches, with three significant
 * digits and no trailing zeros, such as 2.7µs, 1.23ms or 45.3ns.
 * @param {number} ns
 * @returns {string}
 */
const perAttempt = (ns) => {
  const rounded = Number(ns.toPrecision(3));
  const [unit, size] = UNITS.find(([, size]) => rounded >= size) || ["ns", 1];
  return String(Number((rounded / size).toPrecision(3))) + unit;
};

// says words the rule of the race of lines.
const says = (rule, lines) => {
  switch (rule) {
    case "attempts":
      return "Race by attempts: the pane with fewer attempts takes the next step, so both have made as many attempts, give or take one.";
    case "time": {
      const failed = lines.find((r) => r.failed);
      if (failed) return "Race by time: the pace of " + failed.pane.label + " could not be measured (" + failed.failed + ").";
      if (lines.some((r) => !r.nsPerAttempt)) return "Race by time: measuring how long each approach takes for an attempt, untraced, in this browser…";
      const paces = lines
        .map((r) => r.pane.label + " " + perAttempt(r.nsPerAttempt) + (r.smaller ? " (timed on " + r.smaller + ", a run of the race's board being too long)" : ""))
        .join(", ");
      return "Race by time: each pane gets as far as its search gets in the same time with no trace watching; an attempt takes " + paces + ", measured in this browser.";
    }
  }
  return "Race by steps: both panes take a step at a time.";
};

/**
 * drawChart draws in figure the chart of the race of lines, the panes'
 * recorders (race.js), by rule; with fewer than two lines it hides the
 * figure.
 * @param {HTMLElement} figure
 * @param {import("./race.js").Recorder[]} lines
 * @param {string} rule
 */
export const drawChart = (figure, lines, rule) => {
  figure.hidden = lines.length < 2;
  if (figure.hidden) return;
  figure.querySelector(".rc-rule").textContent = says(rule, lines);
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
    // The marks differ in shape as well as colour: a disc, a square.
    if (i === 0) add("circle", { class: "rc-mark rc-" + i, cx, cy, r: 4.5 });
    else add("rect", { class: "rc-mark rc-" + i, x: cx - 4, y: cy - 4, width: 8, height: 8 });
  });
  // The key: each pane's mark, approach and counts.
  figure.querySelector(".rc-now").innerHTML = lines
    .map((r, i) => '<span class="rc-key rc-' + i + '" aria-hidden="true">' + (i === 0 ? "\u25CF" : "\u25A0") + "</span> " +
      r.pane.label + ": step " + fmt(r.pane.stepNumber()) + ", " + fmt(r.attempts()) + " attempts")
    .join("; ") + ".";
};
