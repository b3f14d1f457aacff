// The reader's changes, on a page of their own: every edit this browser
// keeps, as a list, a patch to download, or forgotten.

import { el } from "../shared/dom.js";
import { apiURL, headers } from "./api.js";
import { button, statusLine } from "./parts.js";
import { store } from "./storage.js";

/** EDIT starts the keys of the reader's edits of the book's code. */
export const EDIT = "queens-edit:";

/**
 * keptEdits returns the edits this browser keeps, in the order of their
 * keys.
 * @returns {{text: string, original: string, page: string, package: string, ident: string, file: string}[]}
 */
export const keptEdits = () => store.keys(EDIT).map((key) => store.get(key)).filter(Boolean);

/**
 * asChanges returns what the API takes of edits: file, original and text.
 * @param {{file: string, original: string, text: string}[]} edits
 */
export const asChanges = (edits) => edits.map((e) => ({ file: e.file, original: e.original, text: e.text }));

// showChanges lists the edits kept in list, and returns them.
const showChanges = (list) => {
  const edits = keptEdits();
  list.textContent = "";
  if (store.keys(EDIT).length === 0) {
    list.append(el("p", {}, "No changes yet: edit a block of code in a chapter, and it is listed here."));
    return [];
  }
  const ul = el("ul");
  for (const e of edits) {
    const li = el("li");
    li.append(el("a", { href: e.page }, e.package + " · " + e.ident), document.createTextNode(" in " + e.file));
    ul.append(li);
  }
  list.append(ul);
  return edits;
};

// download has the server make a patch of edits, and saves it.
const download = async (edits, status) => {
  try {
    const resp = await fetch(apiURL("patch"), { method: "POST", headers: headers(), body: JSON.stringify({ edits: asChanges(edits) }) });
    if (!resp.ok) throw new Error(await resp.text());
    const blob = await resp.blob();
    const a = el("a", { href: URL.createObjectURL(blob), download: "queens-changes.patch" });
    document.body.append(a);
    a.click();
    a.remove();
    status.textContent = "Saved queens-changes.patch: git apply queens-changes.patch in the module applies it.";
  } catch (err) {
    status.textContent = "The patch could not be made: " + err.message;
  }
};

/**
 * showChangesPage fills section, on the page of the reader's changes,
 * with the edits kept and the buttons that download them as a patch and
 * forget them.
 * @param {HTMLElement} section
 */
export const showChangesPage = (section) => {
  const list = el("div");
  section.append(list);
  let edits = showChanges(list);
  const bar = el("div", { class: "nb-bar" });
  const status = statusLine();
  bar.append(
    button("Download as a patch", () => download(edits, status)),
    button("Forget every change", () => {
      store.keys(EDIT).forEach(store.remove);
      edits = showChanges(list);
      status.textContent = "Every change is forgotten.";
    }),
  );
  section.append(bar, status);
};
