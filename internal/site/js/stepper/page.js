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

// hide lets the reader put a bad message back in its place on the page,
// where it no longer covers the search.
const hide = document.createElement("button");
hide.type = "button";
hide.className = "st-hide";
hide.textContent = "Hide this message";
hide.addEventListener("click", () => {
  message.classList.remove("bad");
  hide.remove();
});

/**
 * say shows a message; a bad one stays in view (see stepper.css) until
 * the reader hides it.
 * @param {string} text
 * @param {boolean} [bad]
 */
export const say = (text, bad) => {
  message.textContent = text;
  message.classList.toggle("bad", Boolean(bad));
  if (bad) message.append(" ", hide);
};

/** said returns the message's words, without its button. */
export const said = () => (message.firstChild ? message.firstChild.textContent : "");

/**
 * narrate has the live region say text.
 * @param {string} text
 */
export const narrate = (text) => ($("st-narration").textContent = text);
