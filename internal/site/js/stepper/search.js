// Starting a search: the settings, from the form or the address, checked
// by every pane's worker, then started in as many panes as the race
// needs.

import { toURL } from "./address.js";
import { Pane } from "./pane.js";
import { $, say } from "./page.js";
import { stop } from "./play.js";
import { state } from "./state.js";

// approaches are the worker's approaches, with their names and titles.
let approaches = [];

// titleOf is the title of the approach name, as a pane's heading.
const titleOf = (name) => {
  const a = approaches.find((x) => x.name === name);
  return a ? a.title + " (" + a.name + ")" : name;
};

/**
 * fillApproaches offers the approaches of list, the worker's, in the
 * menus of the approach and of the race.
 * @param {{name: string, title: string}[]} list
 */
export const fillApproaches = (list) => {
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

/**
 * settingsFromForm returns the settings the form holds.
 * @returns {{approach: string, race: string, fixed: string, n: number, rows: number, cols: number}}
 */
export const settingsFromForm = () => {
  const int = (id) => Number($(id).value) || 0;
  const s = { approach: $("st-approach").value, race: $("st-race").value, fixed: $("st-fixed").value.trim(), n: int("st-n"), rows: int("st-rows"), cols: int("st-cols") };
  if ($("st-rows").value !== "" || $("st-cols").value !== "") s.n = 0;
  if (!s.n && !s.rows && !s.cols) s.n = Number($("st-n").value);
  return s;
};

// showSettings shows settings s in the form.
const showSettings = (s) => {
  $("st-approach").value = s.approach;
  $("st-race").value = s.race;
  $("st-n").value = s.n || "";
  $("st-rows").value = s.n ? "" : s.rows;
  $("st-cols").value = s.n ? "" : s.cols;
  $("st-fixed").value = s.fixed;
};

/**
 * addPane adds a pane to the page, after the others, and returns it.
 * @returns {Pane}
 */
export const addPane = () => {
  const p = new Pane(state.panes.length);
  state.panes.push(p);
  $("st-panes").append(p.el);
  return p;
};

// generation numbers the searches asked for; applied is the newest
// shown. A search refused or overtaken by a newer one changes nothing.
let generation = 0;
let applied = 0;

/**
 * search checks settings s with every search's worker and, when all
 * take them, starts them; otherwise it says why and keeps the search
 * shown. It returns whether it started.
 * @param {{approach: string, race: string, fixed: string, n: number, rows: number, cols: number}} s
 * @returns {Promise<boolean>}
 */
export const search = async (s) => {
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
    // The form keeps what the reader wrote, to be put right.
    say(refusal.error + (state.good ? " (the search shown goes on)" : ""), true);
    return false;
  }
  const starts = await Promise.all(names.map((name, i) => panes[i].ask("start", settings(name))));
  // The workers run this search now, unless a newer one has been shown,
  // or a worker refused to start what it had checked.
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
  panes.slice(0, names.length).forEach((p) => (p.el.hidden = false));
  // An approach that races itself names its panes first and second, so
  // that the titles, the panes' names and the race's key tell them apart.
  const twins = names.length === 2 && names[0] === names[1];
  const suffix = (i) => (twins ? (i === 0 ? ", first" : ", second") : "");
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
