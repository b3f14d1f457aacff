// The stepper's page: its elements, and its two lines of words, the
// message and the narration for a screen reader.

/** root is the stepper's element. */
export const root = document.getElementById("stepper");

/**
 * $ returns the element of the page with id.
 * @param {string} id
 * @returns {HTMLElement}
 */
export const $ = (id) => document.getElementById(id);

/** message is the line of the page's messages. */
export const message = $("st-message");

/**
 * say shows a message; a bad one stays in view (see stepper.css).
 * @param {string} text
 * @param {boolean} [bad]
 */
export const say = (text, bad) => {
  message.textContent = text;
  message.classList.toggle("bad", Boolean(bad));
};

/**
 * narrate has the live region say text.
 * @param {string} text
 */
export const narrate = (text) => ($("st-narration").textContent = text);
