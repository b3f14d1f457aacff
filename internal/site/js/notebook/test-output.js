// Reading what the Go compiler and a test binary say, in the browser,
// as package internal/gotest reads go test -json for queens serve: the
// page has no go command to run test2json, so it reads the test
// binary's own -test.v=test2json output, whose lines about tests
// (=== RUN, --- FAIL, ...) start with the byte 0x16.

// MARK starts each line the testing package writes about a test.
const MARK = "\x16";

/**
 * @typedef {Object} TestResult
 * @property {string} name
 * @property {string} result "pass", "fail", "skip", or "" when it did not end
 * @property {string[]} output its lines, after the line that began it
 */

/**
 * readTests reads a test binary's -test.v=test2json output: each test's
 * result and what it printed, and the tests in the order they started.
 * @param {string} text
 * @returns {{tests: Map<string, TestResult>, started: string[]}}
 */
export const readTests = (text) => {
  const tests = new Map();
  const started = [];
  const test = (name) => {
    if (!tests.has(name)) {
      tests.set(name, { name, result: "", output: [] });
      started.push(name);
    }
    return tests.get(name);
  };
  let current = null;
  for (const line of text.split("\n")) {
    if (!line.startsWith(MARK)) {
      if (current) current.output.push(line);
      continue;
    }
    const framed = line.slice(1).trim();
    const begun = /^=== (?:RUN|CONT|NAME)\s+(\S*)/.exec(framed);
    const ended = /^--- (PASS|FAIL|SKIP): (\S+)/.exec(framed);
    if (begun) {
      current = begun[1] ? test(begun[1]) : null;
    } else if (ended) {
      current = test(ended[2]);
      current.result = ended[1].toLowerCase();
    } else {
      current = null; // PASS, FAIL or === PAUSE: no test's own line
    }
  }
  return { tests, started };
};

/**
 * gotWant returns what a failed Example printed and what its // Output:
 * comment wants, or null when its output says neither.
 * @param {string[]} output
 * @returns {{got: string, want: string} | null}
 */
export const gotWant = (output) => {
  let section = "";
  const parts = { got: null, want: null };
  for (const line of output) {
    if (line === "got:") section = "got";
    else if (line === "want:" || line === "want (unordered):") section = "want";
    else if (line.startsWith("--- ") || line === "FAIL") section = "";
    else if (section) (parts[section] ??= []).push(line);
  }
  if (parts.got === null && parts.want === null) return null;
  return { got: (parts.got || []).join("\n").trim(), want: (parts.want || []).join("\n").trim() };
};

/**
 * testMessage returns what a test said, without the testing package's
 * own lines.
 * @param {string[]} output
 */
export const testMessage = (output) =>
  output
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("=== ") && !l.startsWith("--- "))
    .join("\n");

// frame matches a line of a goroutine's stack that names a file of the
// book's module or another module, not of Go's own library: its path
// starts at the root (/build/..., where the page builds) or with a
// domain (github.com/...), where Go's own start with a package name
// (runtime/, testing/).
const frame = /^\s*((?:\/|[^\s/]+\.[^\s/]+\/)\S+\.go:\d+)/;

/**
 * panicked returns what a test binary's output says of a panic or a
 * fatal error, with the first place in the book's code under it, or "".
 * Running out of memory is said in words.
 * @param {string} text
 */
export const panicked = (text) => {
  const lines = text.split("\n");
  const at = lines.findIndex((l) => l.startsWith("panic: ") || l.startsWith("fatal error: "));
  if (at < 0) return "";
  const place = lines.slice(at).map((l) => frame.exec(l)).find(Boolean);
  const what = lines[at].startsWith("fatal error: out of memory") ? "It ran out of its memory (" + lines[at] + ")" : lines[at].replace(/ \[recovered.*$/, "");
  return what + (place ? " at " + place[1].replace(/^\/build\//, "") : "");
};

/**
 * @typedef {Object} Diagnostic
 * @property {string} file the file's path as the compiler was given it
 * @property {number} line
 * @property {number} column 0 when the message gives none
 * @property {string} message
 */

/**
 * diagnostics returns the messages in a compiler's output that name a
 * place in a file, in the order it wrote them.
 * @param {string} text
 * @returns {Diagnostic[]}
 */
export const diagnostics = (text) =>
  [...text.matchAll(/^([^\s:][^:\n]*\.go):(\d+)(?::(\d+))?: (.*)$/gm)].map((m) => ({
    file: m[1],
    line: Number(m[2]),
    column: m[3] ? Number(m[3]) : 0,
    message: m[4],
  }));
