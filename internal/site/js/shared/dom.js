// Small helpers for making and using the elements of a page.

/**
 * el makes an element of tag with attributes attrs ("class" sets its
 * class name) and, when text is given, that text.
 * @param {string} tag
 * @param {Object<string, string>} [attrs]
 * @param {string} [text]
 * @returns {HTMLElement}
 */
export const el = (tag, attrs = {}, text) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") e.className = v;
    else e.setAttribute(k, v);
  }
  if (text !== undefined) e.textContent = text;
  return e;
};

let lastID = 0;

/**
 * newID returns an id unique on the page, starting with prefix, for a
 * label to point at.
 * @param {string} prefix
 * @returns {string}
 */
export const newID = (prefix) => prefix + "-" + ++lastID;

/**
 * selectContents selects the text of node, for the reader to copy.
 * @param {Node} node
 */
export const selectContents = (node) => {
  const range = document.createRange();
  range.selectNodeContents(node);
  const selection = window.getSelection();
  selection.removeAllRanges();
  selection.addRange(range);
};

/**
 * scrollToMiddle scrolls view, and not the page, so that item is in the
 * middle of it, unless item is in view already: its top at least
 * margin pixels above view's bottom.
 * @param {HTMLElement} view
 * @param {HTMLElement} item
 * @param {number} margin
 */
export const scrollToMiddle = (view, item, margin) => {
  const top = item.getBoundingClientRect().top - view.getBoundingClientRect().top + view.scrollTop;
  if (top < view.scrollTop || top > view.scrollTop + view.clientHeight - margin) {
    view.scrollTop = Math.max(0, top - view.clientHeight / 2);
  }
};
