package cli

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/queensbook/queens/approaches/board"
	"github.com/queensbook/queens/approaches/catalog"
	"github.com/queensbook/queens/approaches/harness"
)

// traceDefault is the approach 'queens trace' follows when none is
// given: the grid search, whose steps are the easiest to follow.
const traceDefault = "gridbacktrack"

// traceable names the approaches that report the steps of their search,
// in catalog order.
func traceable() []string {
	var names []string
	for _, a := range catalog.Registry.All() {
		if a.Traces {
			names = append(names, a.Name)
		}
	}
	return names
}

// largestDrawn is the largest side drawn as a board after each step;
// larger boards get one line a step.
const largestDrawn = 8

func traceCommand() *command {
	return &command{
		name:    "trace",
		summary: "watch a search step by step: place, conflict, backtrack",
		about: "trace follows one approach's search and shows every step it reports: a queen\n" +
			"placed, a square refused with the queen that attacks it, a queen lifted, a\n" +
			"solution. Boards up to 8 x 8 are drawn after each step, larger ones get a line\n" +
			"a step. The summary checks the attempt steps against the attempts counted.",
		examples: []example{
			{"queens trace -n 4 -approach tuplestate", "the whole search of 4 x 4, board by board"},
			{"queens trace -n 6 -compact -steps 40", "the first 40 steps of 6 x 6, a line a step"},
			{"queens trace -delay 300ms", "watch the search move, at a terminal"},
		},
		define: func(fs *flagSet) runFunc {
			// A trace shows every step, so it starts on the smallest board
			// that has a solution: 4 x 4 takes a page, 8 x 8 a million lines.
			pf := fs.problemFlag(4)
			name := fs.approachFlag(traceDefault, traceable())
			asWritten := fs.Bool("as-written", false, "trace the source's code as written, where it differs from its idea")
			limit := fs.Int("steps", 0, "stop after this many `steps`; 0, the default, traces the whole search")
			delay := fs.Duration("delay", 0, "pause after each step, such as 300ms; a terminal shows one step at a time, in place")
			compact := fs.Bool("compact", false, "one line a step, even on boards small enough to draw")
			summary := fs.Bool("summary", false, "show no steps, only the summary")
			return func(ctx context.Context, env Env, _ []string) error {
				return trace(ctx, env, pf, *name, *asWritten, *limit, *delay, *compact, *summary)
			}
		},
	}
}

func trace(ctx context.Context, env Env, pf *problemFlags, name string, asWritten bool, limit int, delay time.Duration, compact, summary bool) error {
	if limit < 0 || delay < 0 {
		return usagef("-steps and -delay cannot be negative")
	}
	p, err := pf.problem()
	if err != nil {
		return err
	}
	a, err := catalog.Registry.Lookup(name)
	if err != nil {
		return usagef("%v", err)
	}
	if !a.Traces {
		return usagef("%s cannot trace its search; these can: %s", a.Name, strings.Join(traceable(), ", "))
	}
	if err := catalog.Registry.Supports(a, p); err != nil {
		return usagef("%v", err)
	}

	t := &tracePrinter{
		w:       env.Stdout,
		p:       p,
		drawn:   !compact && max(p.Rows, p.Cols) <= largestDrawn,
		quiet:   summary,
		inPlace: delay > 0 && isTerminal(env.Stdout),
		counts:  map[harness.StepKind]int{},
	}
	res, err := harness.Trace(ctx, a, p, harness.Options{AsWritten: asWritten}, func(s harness.Step) bool {
		t.show(s)
		if t.steps == limit {
			return false
		}
		return pause(ctx, delay)
	})
	if err != nil && !res.Stopped {
		return asUsage(err)
	}
	t.summarize(res, a, limit)
	return err
}

// pause waits for d and reports whether to go on: false when ctx is
// cancelled first.
func pause(ctx context.Context, d time.Duration) bool {
	if d > 0 {
		timer := time.NewTimer(d)
		defer timer.Stop()
		select {
		case <-ctx.Done():
		case <-timer.C:
		}
	}
	return ctx.Err() == nil
}

// tracePrinter shows the steps of a trace as they come.
type tracePrinter struct {
	w io.Writer
	p board.Problem
	// drawn draws a board after each step, instead of a line a step.
	drawn bool
	// quiet shows nothing but the summary.
	quiet bool
	// inPlace draws each step over the one before, for a terminal.
	inPlace bool
	// steps counts the steps shown, and counts the steps of each kind.
	steps  int
	counts map[harness.StepKind]int
	// lines is how many lines the last step took.
	lines int
}

func (t *tracePrinter) show(s harness.Step) {
	t.steps++
	t.counts[s.Kind]++
	if t.quiet {
		return
	}
	var out strings.Builder
	if t.drawn {
		fmt.Fprintf(&out, "%s\n%s\n", t.describe(s), drawStep(s, t.p.Cols))
	} else {
		fmt.Fprintf(&out, "%s  %s\n", tuple(s.Board, t.p.Cols), t.describe(s))
	}
	if t.inPlace && t.lines > 0 {
		// Move the cursor up to where the last step began and clear
		// from there to the end of the screen.
		fmt.Fprintf(t.w, "\x1b[%dA\x1b[J", t.lines)
	}
	io.WriteString(t.w, out.String())
	t.lines = strings.Count(out.String(), "\n")
}

// describe says in words what step s did, the step's number first.
func (t *tracePrinter) describe(s harness.Step) string {
	head := fmt.Sprintf("step %d", t.steps)
	if s.Kind.IsAttempt() {
		head += fmt.Sprintf(" (attempt %d)", s.Attempt)
	}
	switch s.Kind {
	case harness.Place:
		return fmt.Sprintf("%s: place %v", head, s.Square)
	case harness.Conflict:
		return fmt.Sprintf("%s: try %v, attacked by %v", head, s.Square, s.With)
	case harness.Accept:
		return fmt.Sprintf("%s: test the whole board, no queen attacked", head)
	case harness.Reject:
		return fmt.Sprintf("%s: test the whole board, %v attacked by %v", head, s.Square, s.With)
	case harness.Backtrack:
		return fmt.Sprintf("%s: backtrack, lift %v", head, s.Square)
	}
	return fmt.Sprintf("%s: solution %d (%v)", head, t.counts[harness.Solution], s.Board)
}

// drawStep draws the board after s with ranks down the left and files
// along the bottom: Q for a queen, x for the square a Conflict tried, and
// X for the two queens a Reject names.
func drawStep(s harness.Step, cols int) string {
	var out strings.Builder
	for row := len(s.Board) - 1; row >= 0; row-- {
		fmt.Fprintf(&out, "%d", row+1)
		for col := range cols {
			mark := "."
			switch sq := (board.Sq{Row: row, Col: col}); {
			case s.Kind == harness.Reject && (s.Square == sq || s.With == sq):
				mark = "X"
			case s.Board[row] == col:
				mark = "Q"
			case s.Kind == harness.Conflict && s.Square == sq:
				mark = "x"
			}
			out.WriteString(" " + mark)
		}
		out.WriteByte('\n')
	}
	out.WriteString(" ")
	for col := range cols {
		out.WriteString(" " + string(rune('a'+col)))
	}
	out.WriteByte('\n')
	return out.String()
}

// tuple writes b in the tuple form with every entry as wide as the widest
// column number, so that the lines of a trace stay aligned.
func tuple(b board.Board, cols int) string {
	width := len(strconv.Itoa(cols - 1))
	entries := make([]string, len(b))
	for row, col := range b {
		entry := "-"
		if col != board.Empty {
			entry = strconv.Itoa(col)
		}
		entries[row] = fmt.Sprintf("%*s", width, entry)
	}
	return strings.Join(entries, " ")
}

// summarize says how the trace ended and compares the attempt steps with
// the attempts the harness counted.
func (t *tracePrinter) summarize(res harness.Result, a harness.Approach, limit int) {
	switch {
	case t.steps == limit && res.Stopped:
		fmt.Fprintf(t.w, "Stopped after %s, as -steps asked; %s so far.\n", plural(limit, "step"), plural(res.Solutions, "solution"))
	case res.Stopped:
		fmt.Fprintf(t.w, "Interrupted after %s; %s so far.\n", plural(t.steps, "step"), plural(res.Solutions, "solution"))
	default:
		fmt.Fprintf(t.w, "The search is over: %s on %v.\n", plural(res.Solutions, "solution"), res.Problem)
	}
	attempts := 0
	var kinds []string
	for _, k := range []harness.StepKind{harness.Place, harness.Conflict, harness.Accept, harness.Reject} {
		if n := t.counts[k]; n > 0 {
			attempts += n
			kinds = append(kinds, attemptsOfKind(n, k))
		}
	}
	breakdown := plural(attempts, "attempt")
	if len(kinds) > 0 {
		breakdown += " (" + strings.Join(kinds, ", ") + ")"
	}
	if t.counts[harness.Place] > 0 {
		// Only a search that places queens one by one lifts them.
		breakdown += ", " + plural(t.counts[harness.Backtrack], "backtrack")
	}
	verdict := "the numbers match"
	if uint64(attempts) != res.Attempts {
		verdict = "the numbers differ"
	}
	shown := "shown"
	if t.quiet {
		shown = "traced"
	}
	fmt.Fprintf(t.w, "%s %s: %s, %s; %s counted %s: %s.\n",
		plural(t.steps, "step"), shown, breakdown, plural(t.counts[harness.Solution], "solution"),
		a.Name, plural(int(res.Attempts), "attempt"), verdict)
}

// attemptsOfKind says how many attempt steps of kind k a trace showed,
// such as "3 conflicts" or "2 boards accepted".
func attemptsOfKind(n int, k harness.StepKind) string {
	switch k {
	case harness.Accept:
		return plural(n, "board") + " accepted"
	case harness.Reject:
		return plural(n, "board") + " rejected"
	}
	return plural(n, k.String())
}
