// The queens book's one script. It shows the copy button of each command
// cell and makes it copy the command: through the clipboard when the
// page may write to it, and otherwise by selecting the command, so that
// the reader can copy it with a key. The page reads the same without it.
(function () {
  "use strict";

  // say shows what the button did, for a moment.
  function say(button, label) {
    button.textContent = label;
    window.setTimeout(function () { button.textContent = "Copy"; }, 2000);
  }

  // selectAndCopy selects the command and asks the browser to copy the
  // selection, which an old or a locked-down browser may refuse.
  function selectAndCopy(button) {
    var typed = button.parentElement.querySelector(".typed");
    var range = document.createRange();
    range.selectNodeContents(typed);
    var selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    var copied = false;
    try {
      copied = document.execCommand("copy");
    } catch (e) {
      copied = false;
    }
    say(button, copied ? "Copied" : "Selected: press Ctrl-C");
  }

  function copy(button) {
    var command = button.getAttribute("data-command");
    if (!navigator.clipboard || !window.isSecureContext) {
      selectAndCopy(button);
      return;
    }
    try {
      navigator.clipboard.writeText(command).then(
        function () { say(button, "Copied"); },
        function () { selectAndCopy(button); }
      );
    } catch (e) {
      selectAndCopy(button);
    }
  }

  var buttons = document.querySelectorAll("button.copy");
  for (var i = 0; i < buttons.length; i++) {
    buttons[i].hidden = false;
    buttons[i].addEventListener("click", function (event) { copy(event.currentTarget); });
  }
})();
