// A terminal: what a command printed, as a terminal would show it.

/**
 * A Terminal keeps the lines of a program's output, applying the
 * carriage returns, backspaces and line-clearing escape codes that
 * progress bars redraw themselves with. Other escape codes, colours
 * among them, are dropped: the output is compared with the book's text.
 */
export class Terminal {
  constructor() {
    this.lines = [""];
    this.row = 0;
    this.col = 0;
    // pending is the start of an escape code cut in two by a write.
    this.pending = "";
  }

  /**
   * write takes the next piece of the output.
   * @param {string} text
   */
  write(text) {
    text = this.pending + text;
    this.pending = "";
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (c === "\x1b") {
        const m = /^\x1b\[([0-9;?]*)([A-Za-z])/.exec(text.slice(i));
        if (!m) {
          if (text.length - i < 16) {
            this.pending = text.slice(i);
            return;
          }
          continue; // a lone escape: drop it
        }
        this.escape(m[1], m[2]);
        i += m[0].length - 1;
      } else if (c === "\r") {
        this.col = 0;
      } else if (c === "\n") {
        this.row++;
        this.col = 0;
        if (this.row === this.lines.length) this.lines.push("");
      } else if (c === "\b") {
        this.col = Math.max(0, this.col - 1);
      } else if (c >= " " || c === "\t") {
        const line = this.lines[this.row].padEnd(this.col);
        this.lines[this.row] = line.slice(0, this.col) + c + line.slice(this.col + 1);
        this.col++;
      }
    }
  }

  // escape applies the escape code ESC [ args code: K clears the line
  // (from the cursor on, up to it, or all of it), A moves up, G to a
  // column.
  escape(args, code) {
    const n = parseInt(args, 10) || 0;
    const line = this.lines[this.row];
    if (code === "K") {
      if (n === 2) this.lines[this.row] = "";
      else if (n === 1) this.lines[this.row] = " ".repeat(this.col) + line.slice(this.col);
      else this.lines[this.row] = line.slice(0, this.col);
    } else if (code === "A") {
      this.row = Math.max(0, this.row - Math.max(n, 1));
    } else if (code === "G") {
      this.col = Math.max(0, n - 1);
    }
  }

  /**
   * text returns the output so far, without the empty lines a final
   * newline leaves.
   * @returns {string}
   */
  text() {
    const lines = this.lines.slice();
    while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
    return lines.join("\n");
  }
}
