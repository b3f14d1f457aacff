package searchcmd

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/puzzle/board"
	"golang.org/x/term"
)

// askFixed is the heart of 'queens solve -interactive': it reads the
// queens to fix on p's board from env.Stdin, as the fixed-queens source
// asks for them. At a terminal it explains both forms on stderr, and
// after a bad line it gives the reason and asks again. From a pipe or a
// file it reads one line quietly, and a bad line is a usage error. ok is
// false when there is nothing to solve: at the end of the input, or with
// err set. Ctrl-C stops the wait for a line at once.
func askFixed(ctx context.Context, env cli.Env, p board.Problem) (fixed []board.Square, ok bool, err error) {
	if len(p.Fixed) > 0 {
		return nil, false, cli.Usagef("-interactive asks for the fixed queens itself; drop -fixed %s", board.FormatFixed(p.Fixed))
	}
	prompt := io.Discard
	if stdinIsTerminal(env) {
		prompt = env.Stderr
	}
	in := cli.WatchReader(ctx, env.Stdin)
	defer in.Close()
	fixed, ok, err = readFixed(bufio.NewReader(in), prompt, prompt != io.Discard, p)
	if errors.Is(err, context.Canceled) {
		fmt.Fprintln(prompt) // leave the terminal on a fresh line
		err = cli.Interrupted("while waiting for the fixed queens: nothing solved")
	}
	return fixed, ok, err
}

// readFixed reads lines from in until one names a placement that fits p,
// writing the explanation and the prompts to prompt. When retry is false
// the first bad line ends it with a usage error.
func readFixed(in *bufio.Reader, prompt io.Writer, retry bool, p board.Problem) ([]board.Square, bool, error) {
	fmt.Fprint(prompt, placementHelp(p))
	for {
		fmt.Fprint(prompt, "fixed> ")
		line, err := in.ReadString('\n')
		if err != nil && !errors.Is(err, io.EOF) {
			return nil, false, err
		}
		if errors.Is(err, io.EOF) && line == "" {
			fmt.Fprintln(prompt) // leave the terminal on a fresh line
			return nil, false, nil
		}
		fixed, perr := board.ParseFixed(line, p.Rows, p.Cols)
		switch {
		case perr == nil:
			return fixed, true, nil
		case !retry:
			return nil, false, cli.Usagef("%v", perr)
		case errors.Is(err, io.EOF):
			// The last line had no newline and was wrong: there is
			// nothing more to read, so say why and stop.
			return nil, false, cli.Usagef("%v", perr)
		}
		fmt.Fprintf(prompt, "%v; try again\n", perr)
	}
}

// promptWidth is the width of the narrowest terminal the prompt fits.
const promptWidth = 80

// placementHelp explains the two ways of writing fixed queens on p's
// board, with an example that fits it, in lines of promptWidth columns at
// most.
func placementHelp(p board.Problem) string {
	example := exampleSquares(p)
	var s strings.Builder
	fmt.Fprintf(&s, "Which queens should stay where they are on the %d x %d board?\n", p.Rows, p.Cols)
	fmt.Fprintf(&s, "  squares, separated by commas:  %s\n", board.FormatFixed(example))
	if p.Rows <= 9 {
		lastFile := strings.TrimSuffix(board.Square{Col: p.Cols - 1}.String(), "1")
		digits := fmt.Sprintf("  or one digit a file, a to %s:  %s  (its queen's rank, 0 for none)\n",
			lastFile, digitForm(example, p.Cols))
		if len(digits) <= promptWidth+1 { // a very wide board's digits would wrap
			s.WriteString(digits)
		}
	}
	s.WriteString("An empty line fixes none; end of input (Ctrl-D) quits.\n")
	return s.String()
}

// exampleSquares returns the fixed-queens source's example, c4 and f2,
// or as much of it as fits on p's board, or else a1.
func exampleSquares(p board.Problem) []board.Square {
	var fit []board.Square
	for _, q := range []board.Square{{Row: 3, Col: 2}, {Row: 1, Col: 5}} {
		if q.Row < p.Rows && q.Col < p.Cols {
			fit = append(fit, q)
		}
	}
	if len(fit) == 0 {
		fit = []board.Square{{Row: 0, Col: 0}}
	}
	return fit
}

// digitForm writes squares in the digit form of a board cols files wide.
func digitForm(qs []board.Square, cols int) string {
	digits := []byte(strings.Repeat("0", cols))
	for _, q := range qs {
		digits[q.Col] = byte('1' + q.Row)
	}
	return string(digits)
}

// stdinIsTerminal reports whether the command reads from a terminal,
// where a prompt is welcome.
func stdinIsTerminal(env cli.Env) bool {
	f, ok := env.Stdin.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}
