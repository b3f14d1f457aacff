// The code editor (assets/editor.js, CodeMirror), loaded the first time
// a reader opens an editor: most readers never do.

import { el } from "../shared/dom.js";
import { siteURL } from "./api.js";

let loaded = null;

/**
 * loadEditor loads the editor once a page, and resolves to its
 * window.QueensEditor: create(parent, {text, label, onChange}) puts an
 * editor into parent.
 * @returns {Promise<{create: Function}>}
 */
export const loadEditor = () => {
  loaded ||= new Promise((resolve, reject) => {
    const s = el("script", { src: siteURL("editor.js").href });
    s.onload = () => resolve(window.QueensEditor);
    s.onerror = reject;
    document.head.append(s);
  });
  return loaded;
};
