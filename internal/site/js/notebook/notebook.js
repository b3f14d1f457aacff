// The web edition as a notebook. Served by `queens serve`, every command
// cell can be edited and run, every block of Go code edited and run with
// its chapter's Examples, tests and cells, and every exercise checked in
// the page; the code runs on the reader's own computer, through the API
// of package internal/notebook. Read as a static site, or from a server
// that cannot run code, the cells run in the reader's browser, by queens
// compiled to WebAssembly, and the code stays as it is, with one line
// that says what changing it needs.

import { el, selectContents } from "../shared/dom.js";
import { apiURL, headers } from "./api.js";
import { Cell } from "./cell.js";
import { showChangesPage } from "./changes.js";
import { CodeBlock } from "./code-block.js";
import { Exercise, markPassed } from "./exercise.js";
import { browserExercise, serverExercise } from "./exercise-in-browser.js";
import { Output } from "./output.js";
import { button } from "./parts.js";
import { goCanRun } from "./go-in-browser.js";
import { browserBuilder, browserRunner, serverBuilder, serverRunner } from "./runners.js";
import { browserStepper, offerEditedStepper, serverStepper } from "./stepper-link.js";
import { store, takeToken, TOKEN } from "./storage.js";

const IN_BROWSER_ONLY_CELLS = "The cells of this page run in your browser: the first Run fetches the queens command, compiled to WebAssembly, once.";
const IN_BROWSER =
  "The cells of this page run in your browser: the first Run fetches the queens command, compiled to WebAssembly, once. " +
  "Its Go code can be edited and run here too: the first Run of an edit fetches the Go compiler, built for WebAssembly, once.";

// copyCommand copies the command in the element command, or selects it
// for the reader to copy, and says which on the button b.
const copyCommand = (b, command) => {
  const selected = () => {
    selectContents(command);
    b.textContent = "Selected: press Ctrl-C";
  };
  if (navigator.clipboard && window.isSecureContext) {
    navigator.clipboard.writeText(command.textContent).then(() => (b.textContent = "Copied"), selected);
  } else {
    selected();
  }
};

// readOnly says, under the page's title, where its cells and code run,
// or why they do not, and, after instead, how to run them with queens
// serve, when it has any.
const readOnly = (main, why, instead) => {
  const cells = main.querySelectorAll("div.cell, figure.code[data-ident]");
  if (cells.length === 0 && !main.getAttribute("data-exercise") && !document.getElementById("nb-changes")) return;
  const p = el("p", { class: "nb-note" });
  if (why.includes("token")) {
    p.textContent = why;
  } else {
    const command = el("code", {}, "go run ./cmd/queens serve");
    p.append(
      document.createTextNode(why + " " + instead + " run "),
      command,
      document.createTextNode(" in a clone of the module and open the address it prints. "),
      button("Copy the command", (event) => copyCommand(event.currentTarget, command)),
    );
  }
  const h1 = main.querySelector("h1");
  main.insertBefore(p, h1 ? h1.nextSibling : main.firstChild);
};

// settled marks the page as set up, for what waits on the notebook (the
// browser tests): "edit" when its code can be changed and run, "run"
// when only its cells run, by queens serve, "browser" when its cells run
// in the browser.
const settled = (main, state) => main.setAttribute("data-notebook", state);

// start makes the page's cells runnable and, when the server can build
// the reader's edits (can.edit), its code, its exercise, its list of
// changes and its stepper too.
const start = async (main, can) => {
  const book = { cells: [], blocks: [], outputs: [] };
  let exercise = null; // the promise of an exercise's file in its editor
  for (const div of main.querySelectorAll("div.cell")) {
    if (div.querySelector("button.copy")) book.cells.push(new Cell(div, serverRunner));
  }
  if (can.edit) {
    addCodeBlocks(main, book, serverBuilder);
    const slug = main.getAttribute("data-exercise");
    if (slug) exercise = new Exercise(slug, main, serverExercise).ready;
    const changes = document.getElementById("nb-changes");
    if (changes) showChangesPage(changes);
    const stepper = document.getElementById("stepper");
    if (stepper) offerEditedStepper(stepper, serverStepper);
  } else {
    readOnly(main, "These cells run here, but the code cannot be changed: " + can.why + ".", "To change and run them on your own computer,");
  }
  markPassed(main);
  await exercise;
  settled(main, can.edit ? "edit" : "run");
};

// addCodeBlocks makes each block of Go code of the page editable, and
// each output of an Example ready to show what an edit prints, with the
// edits built by builder.
const addCodeBlocks = (main, book, builder) => {
  for (const f of main.querySelectorAll('figure.code[data-ident][data-lang="text"]')) book.outputs.push(new Output(f));
  for (const f of main.querySelectorAll('figure.code[data-ident][data-lang="go"]')) book.blocks.push(new CodeBlock(f, book, builder));
};

// ask asks the server what it can run for this page. A token the server
// refuses (403) is of an earlier serve.
const ask = async () => {
  const resp = await fetch(apiURL("notebook"), { headers: headers() });
  if (resp.status === 403) {
    store.remove(TOKEN);
    throw new Error("These cells run only for a page that carries this server's token: open the address queens serve printed, with its ?token=.");
  }
  if (!resp.ok) throw new Error("no notebook server");
  return resp.json();
};

// startInBrowser makes the page's cells run in the browser, and says,
// under the title, that they do and what changing the code needs: why,
// when given, says why queens serve does not run them.
const startInBrowser = async (main, why) => {
  const book = { cells: [], blocks: [], outputs: [] };
  for (const div of main.querySelectorAll("div.cell")) {
    if (div.querySelector("button.copy")) book.cells.push(new Cell(div, browserRunner));
  }
  const cannot = goCanRun();
  let exercise = null;
  if (!cannot) {
    addCodeBlocks(main, book, browserBuilder);
    const slug = main.getAttribute("data-exercise");
    if (slug) exercise = new Exercise(slug, main, browserExercise).ready;
    const stepper = document.getElementById("stepper");
    if (stepper) offerEditedStepper(stepper, browserStepper);
  }
  readOnly(main, (why ? why + " " : "") + (cannot ? IN_BROWSER_ONLY_CELLS + " " + cannot : IN_BROWSER), "To run them natively on your own computer, faster,");
  markPassed(main);
  await exercise;
  settled(main, "browser");
};

/**
 * startNotebook sets up the notebook in main, the page's text. Only a
 * page opened through the address queens serve printed holds its token,
 * and runs its cells and code there; any other (a static site, or serve
 * opened without it) asks nothing of a server, and runs its cells in the
 * browser.
 * @param {HTMLElement} main
 */
export const startNotebook = async (main) => {
  takeToken();
  if (!store.get(TOKEN)) {
    startInBrowser(main);
    return;
  }
  let can;
  try {
    can = await ask();
  } catch (err) {
    startInBrowser(main, err.message.includes("token") ? err.message : "");
    return;
  }
  start(main, can);
};
