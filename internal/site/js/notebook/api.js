// The notebook's side of the API of package internal/notebook, which
// queens serve answers: runs go out as JSON, and their events come back
// as lines of JSON, one an event, as they happen.

import { store, TOKEN } from "./storage.js";

// root is the site's root: the folder of this script, which every page
// loads from there. It is read while the script runs first, the one time
// the page says which script is running.
const root = new URL(".", document.currentScript.src);

// pageID tells the server which page a run is of, so that a page's new
// run stops its last.
const pageID = window.crypto && crypto.randomUUID ? crypto.randomUUID() : String(Math.random()).slice(2);

/**
 * siteURL returns the address of the site's file at path.
 * @param {string} path
 * @returns {URL}
 */
export const siteURL = (path) => new URL(path, root);

/**
 * apiURL returns the address of the API's path.
 * @param {string} path
 * @returns {URL}
 */
export const apiURL = (path) => siteURL("api/" + path);

/**
 * headers returns the headers of a request to the API: JSON, and the
 * token.
 * @returns {Object<string, string>}
 */
export const headers = () => ({ "Content-Type": "application/json", "X-Queens-Token": store.get(TOKEN) || "" });

// readEvents hands each line of JSON that reader reads to onEvent, until
// the answer ends.
const readEvents = async (reader, onEvent) => {
  const decoder = new TextDecoder();
  let buffered = "";
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) return;
    buffered += decoder.decode(chunk.value, { stream: true });
    const lines = buffered.split("\n");
    buffered = lines.pop();
    for (const line of lines) if (line) onEvent(JSON.parse(line));
  }
};

/**
 * post sends a run and hands each event of its answer to onEvent. A
 * refusal rejects with the server's one line as the error's message,
 * and its HTTP status as the error's status.
 * @param {string} path
 * @param {Object} body
 * @param {(event: Object) => void} onEvent
 * @param {AbortSignal} [signal]
 * @returns {Promise<void>}
 */
export const post = async (path, body, onEvent, signal) => {
  body.page = pageID;
  const resp = await fetch(apiURL(path), { method: "POST", headers: headers(), body: JSON.stringify(body), signal });
  if (!resp.ok) {
    const text = await resp.text();
    const err = new Error(text.trim() || resp.statusText);
    err.status = resp.status;
    throw err;
  }
  return readEvents(resp.body.getReader(), onEvent);
};

/**
 * refused says in status why the server refused a run, or that it
 * cannot be reached. A token refused (403) is of an earlier serve, and
 * is forgotten.
 * @param {HTMLElement} status
 * @param {Error & {status?: number}} err
 */
export const refused = (status, err) => {
  if (err.status === 403) {
    store.remove(TOKEN);
    status.textContent = "The server refused: " + err.message + ". Open the address queens serve printed, with its token, to run cells again.";
    return;
  }
  status.textContent = err.status ? "The server refused: " + err.message : "The server cannot be reached: is queens serve still running?";
};
