// The script of every page of the web edition, bundled into
// assets/script.js: the copy buttons of the command cells, and the
// notebook, which makes the cells and the code runnable where a server
// can run them.

import { showCopyButtons } from "./copy.js";
import { startNotebook } from "../notebook/notebook.js";

showCopyButtons();
const main = document.getElementById("main");
if (main) startNotebook(main);
