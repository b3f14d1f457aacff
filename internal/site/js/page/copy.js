// The copy button of each command cell: it copies the command through
// the clipboard when the page may write to it, and otherwise selects the
// command, so that the reader can copy it with a key. The page reads the
// same without it.

import { selectContents } from "../shared/dom.js";

// say shows what the button did, for a moment.
const say = (button, label) => {
  button.textContent = label;
  window.setTimeout(() => (button.textContent = "Copy"), 2000);
};

// selectAndCopy selects the command and asks the browser to copy the
// selection, which an old or a locked-down browser may refuse.
const selectAndCopy = (button) => {
  selectContents(button.parentElement.querySelector(".typed"));
  let copied = false;
  try {
    copied = document.execCommand("copy");
  } catch {
    copied = false;
  }
  say(button, copied ? "Copied" : "Selected: press Ctrl-C");
};

const copy = (button) => {
  const command = button.getAttribute("data-command");
  if (!navigator.clipboard || !window.isSecureContext) {
    selectAndCopy(button);
    return;
  }
  try {
    navigator.clipboard.writeText(command).then(
      () => say(button, "Copied"),
      () => selectAndCopy(button),
    );
  } catch {
    selectAndCopy(button);
  }
};

/** showCopyButtons shows the copy button of every command cell. */
export const showCopyButtons = () => {
  for (const button of document.querySelectorAll("button.copy")) {
    button.hidden = false;
    button.addEventListener("click", (event) => copy(event.currentTarget));
  }
};
