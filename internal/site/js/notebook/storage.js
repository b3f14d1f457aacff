// What the notebook keeps in the browser: the token of queens serve, the
// reader's edits, the exercises passed. Where the browser keeps nothing
// (storage off or full), edits last as long as the page.

/** store reads and writes values as JSON in the browser's localStorage. */
export const store = {
  /**
   * get returns the value kept under key, or null.
   * @param {string} key
   */
  get(key) {
    try {
      return JSON.parse(window.localStorage.getItem(key));
    } catch {
      return null;
    }
  },
  /**
   * set keeps value under key.
   * @param {string} key
   * @param {*} value
   */
  set(key, value) {
    try {
      window.localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // full or off: edits last the page
    }
  },
  /**
   * remove forgets the value under key.
   * @param {string} key
   */
  remove(key) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // nothing kept
    }
  },
  /**
   * keys returns the keys that start with prefix, sorted.
   * @param {string} prefix
   * @returns {string[]}
   */
  keys(prefix) {
    const keys = [];
    try {
      for (let i = 0; i < window.localStorage.length; i++) {
        const k = window.localStorage.key(i);
        if (k.startsWith(prefix)) keys.push(k);
      }
    } catch {
      // none
    }
    return keys.sort();
  },
};

/**
 * CELLS_TOO is the key that says the reader agreed to fetch what
 * rerunning a chapter's cells with an edit in the browser needs, so that
 * every edit's Run reruns them.
 */
export const CELLS_TOO = "queens-edit-cells";

/** TOKEN is the key of the token that queens serve printed. */
export const TOKEN = "queens-token";

/**
 * takeToken keeps the token that comes in the address serve prints, for
 * the other pages, and takes it out of the address bar, so that it is
 * not shared with a copied link.
 */
export const takeToken = () => {
  const url = new URL(window.location.href);
  const token = url.searchParams.get("token");
  if (!token) return;
  store.set(TOKEN, token);
  url.searchParams.delete("token");
  window.history.replaceState(null, "", url.pathname + url.search + url.hash);
};
