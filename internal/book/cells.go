package book

import (
	"fmt"
	"strings"

	"golang.org/x/sync/errgroup"
)

// Runner runs the queens command with args, the words after "queens", and
// returns what it printed on stdout and stderr, interleaved as a terminal
// shows them, and its exit status. The builder takes a Runner instead of
// calling the command itself, because the command builds the book.
type Runner func(args []string) (output []byte, status int)

// cell is what one run of a command produced.
type cell struct {
	output []byte
	status int
}

// cellKey identifies a command line; equal commands run once.
func cellKey(args []string) string { return strings.Join(args, "\x00") }

// runCells runs the distinct commands of the run directives ds, up to
// workers at a time, in the order they first appear. Every command prints
// counts, never times, into its own buffer, so running them side by side
// does not change what they print.
func runCells(ds []*directive, run Runner, workers int) map[string]cell {
	var commands [][]string
	seen := map[string]bool{}
	for _, d := range ds {
		if key := cellKey(d.args); !seen[key] {
			seen[key] = true
			commands = append(commands, d.args)
		}
	}
	results := make([]cell, len(commands))
	var g errgroup.Group
	g.SetLimit(max(1, workers))
	for i, args := range commands {
		g.Go(func() error {
			results[i].output, results[i].status = run(args)
			return nil // a command that fails is a cell that shows its status
		})
	}
	g.Wait() // nil: see above
	cells := make(map[string]cell, len(commands))
	for i, args := range commands {
		cells[cellKey(args)] = results[i]
	}
	return cells
}

// render returns the cell as a console block, with the info string info:
// the command after a $ prompt, then its output. A cell that fails on
// purpose ends with its exit status. A cell whose status is not the one
// its directive expects is an error that shows the end of its output.
func (c cell) render(d *directive, info string) (string, error) {
	command := strings.TrimSuffix("queens "+joinArgs(d.args), " ")
	switch {
	case c.status != 0 && !d.wantFail:
		return "", &CellError{At: d.at.String(), Command: command, Status: c.status, Output: c.output}
	case c.status == 0 && d.wantFail:
		return "", fmt.Errorf("%v: the cell %q should fail (run!) but exited with status 0", d.at, command)
	}
	body := "$ " + command + "\n" + string(c.output)
	if d.wantFail {
		if !strings.HasSuffix(body, "\n") {
			body += "\n"
		}
		body += fmt.Sprintf("[exit status %d]\n", c.status)
	}
	return fenced(info, body), nil
}

// CellError is a cell that failed although its directive does not say it
// should: its command printed Output and exited with Status. Its text is
// for the book's author, with the end of the output; [CellError.Reason]
// is the line a reader of the chapter needs.
type CellError struct {
	// At is where the directive is, chapters/NAME.md:LINE; Command the
	// cell's command line, "queens ...".
	At, Command string
	Status      int
	Output      []byte
}

func (e *CellError) Error() string {
	return fmt.Sprintf("%s: the cell %q exited with status %d:\n%s(write <!-- run! ... --> to show a failure on purpose)", e.At, e.Command, e.Status, lastLines(e.Output, 5))
}

// Reason returns the last line the command printed, which is its error,
// without the "queens CMD: " that starts it.
func (e *CellError) Reason() string {
	lines := strings.Split(strings.TrimRight(string(e.Output), "\n"), "\n")
	last := strings.TrimSpace(lines[len(lines)-1])
	if _, after, ok := strings.Cut(last, ": "); ok && strings.HasPrefix(last, "queens") {
		return after
	}
	return last
}

// lastLines returns the last n lines of out, each indented by a tab.
func lastLines(out []byte, n int) string {
	lines := strings.Split(strings.TrimRight(string(out), "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return "\t" + strings.Join(lines, "\n\t") + "\n"
}
