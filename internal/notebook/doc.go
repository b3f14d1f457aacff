// Package notebook makes the web edition a notebook: behind `queens serve`
// it runs the cells a reader edits in the page, on the reader's own
// machine, with the book's real code.
//
// Three kinds of run come from a page, each a POST of JSON whose answer
// streams back as one JSON event a line ([Event]):
//
//   - /api/run runs a `queens ...` command line: split into words (no
//     shell, and none of a shell's special characters), checked by the
//     command's own parser ([Config.Check]), then run as a child process
//     on a terminal of 80 columns, so that its progress shows as it would
//     in a terminal.
//   - /api/code runs edited declarations: the package is built with the
//     edits in place of the originals through the go command's -overlay
//     (the files on disk are never touched), then the chapter's Examples
//     of that package run, then the package's tests, then the chapter's
//     cells with a queens built from the same overlay.
//   - /api/exercise runs `queens exercise check NAME` on a student's file
//     edited in the page, again through an overlay.
//
// /api/stepper builds the web stepper from edited code, so that the page
// can watch the edited search step by step.
//
// # Security
//
// The server runs code, so it guards the door as Jupyter's does. It
// listens on loopback unless told otherwise. Every request must name a
// host this server answers to (an IP address or localhost, with its
// port), which defeats DNS rebinding; every /api/ request must carry the
// random token that serve prints in the address it opens, in the header
// X-Queens-Token, and an Origin header, when the browser sends one, must
// be the server's own. Runs are POSTs with bodies of at most [MaxRequest]
// bytes. A refusal is answered with its status (403, 405, 413, 400) and
// logged in one line. Every run has a time limit, a cap on its output
// and on its memory, and its own process group, which is killed whole
// when the run ends, is stopped, runs out of time, loses its page (the
// request's context ends) or when the server closes. One run a page at a
// time, and [Config.MaxRuns] in all; the others wait their turn, told so.
package notebook
