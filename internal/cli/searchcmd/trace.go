package searchcmd

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/queensbook/queens/internal/catalog"
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/words"
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

// defaultSteps is how many steps a trace shows unless -steps says
// otherwise: every step of every 4 x 4 search (combinations', the
// longest, takes 1,822), and a few pages of a larger one, whose whole
// trace runs to millions of lines.
const defaultSteps = 2000

// TraceCommand returns 'queens trace': watch a search step by step: place, conflict, backtrack.
func TraceCommand() *cli.Command {
	return &cli.Command{
		Name:    "trace",
		Summary: "watch a search step by step: place, conflict, backtrack",
		About: `
trace follows one approach's search and shows its steps: a queen placed
(with dancinglinks, the line it was placed to cover), a square refused
with the queen that attacks it, a queen lifted, a whole board or set of
squares tested with the first two queens that attack each other, a
solution. Boards up to 8 x 8 are drawn after each step, larger ones get a line
a step. It shows the first 2,000 steps, which hold every 4 x 4 search, then
counts the rest of the search without showing it and says how many steps it
left out; -steps 0 shows them all. The summary checks the attempt steps
against the attempts the harness counted.

-format json writes one JSON object as the search goes, a step a line:
{"approach", "rows", "cols", "fixed", "steps": [...],
"summary": {...}}. Each step has its "step" number, its "kind" (place,
conflict, accept, reject, backtrack or solution), its "square" and the
"with" queen that attacks it where it has them, in algebraic form, the
"item" a place of dancinglinks covers (such as "R2" or "Fb"), the
"tuple" of the board after it (-1 for a row without a queen) or, for a
candidate tested as a set of squares, its "squares", and its "attempt"
number where it is an attempt, or its "solution" number.
`,
		Examples: []cli.Example{
			{Command: "queens trace -n 4 -approach tuplestate", What: "the whole search of 4 x 4, board by board"},
			{Command: "queens trace -n 6 -compact -steps 40", What: "the first 40 steps of 6 x 6, a line a step, and the count of the rest"},
			{Command: "queens trace -n 5 -steps 0 -json", What: "every step of 5 x 5, as JSON for a program"},
			{Command: "queens trace -delay 300ms", What: "watch the search move, at a terminal"},
		},
		Define: func(fs *cli.FlagSet) cli.RunFunc {
			var o traceOptions
			// A trace starts on the smallest board that has a solution:
			// 4 x 4 takes a page, 8 x 8 a million lines.
			o.problem = fs.ProblemFlag(4)
			approach := fs.ApproachFlag(traceDefault, traceable())
			fs.IntVar(&o.steps, "steps", defaultSteps, "show the first `steps` steps, then count the rest of the search without showing it; 0 shows every step")
			fs.DurationVar(&o.delay, "delay", 0, "pause after each step shown, such as 300ms; a terminal shows one step at a time, in place")
			fs.BoolVar(&o.compact, "compact", false, "one line a step, even on boards small enough to draw")
			fs.BoolVar(&o.summary, "summary", false, "show no steps, only the summary")
			format := fs.FormatFlag("text", "json")
			quiet := fs.QuietFlag()
			fs.Exclusive("summary", "steps")
			fs.Check(func() error {
				if *format == "json" && o.compact {
					return cli.Usagef("-compact shapes the text form; -format json has one shape")
				}
				return nil
			})
			return func(ctx context.Context, env cli.Env, _ []string) error {
				o.approach, o.format, o.quiet = *approach, *format, *quiet
				return trace(ctx, env, o)
			}
		},
	}
}

// traceOptions are the flags of 'queens trace'.
type traceOptions struct {
	problem  *cli.ProblemFlags
	approach string
	// steps is how many steps to show; 0 shows them all.
	steps   int
	delay   time.Duration
	compact bool
	// summary shows no steps at all.
	summary bool
	format  string
	quiet   bool
}

func trace(ctx context.Context, env cli.Env, o traceOptions) error {
	if o.delay < 0 {
		return cli.Usagef("-delay %v: a pause cannot be negative", o.delay)
	}
	p, a, err := cli.ChosenRun(o.problem, o.approach)
	if err != nil {
		return err
	}
	if !a.Traces {
		return cli.Usagef("%s cannot trace its search; these can: %s", a.Name, strings.Join(traceable(), ", "))
	}
	if err := catalog.Registry.Supports(a, p); err != nil {
		return cli.Usagef("%v", err)
	}

	t := &tracer{env: env, o: o, a: a, p: p}
	if o.format == "json" {
		t.out = &jsonSteps{w: env.Stdout}
	} else {
		t.out = &textSteps{
			w:       env.Stdout,
			rows:    p.Rows,
			cols:    p.Cols,
			drawn:   !o.compact && max(p.Rows, p.Cols) <= largestDrawn,
			inPlace: o.delay > 0 && cli.IsTerminal(env.Stdout),
		}
	}
	t.out.begin(t)
	// The bar shows only while the steps are counted without being
	// shown, so that it never cuts into a step on the terminal.
	var opt harness.Options
	update, clearBar := env.Progress(o.quiet, fmt.Sprintf("%s n=%d", a.Name, p.Queens()), cli.MaxAttempts(a, p))
	if update != nil {
		opt.Progress = func(attempts uint64) {
			if t.silent.Load() {
				update(attempts)
			}
		}
	}
	res, err := harness.Trace(ctx, a, p, opt, func(s harness.Step) bool { return t.step(ctx, s) })
	clearBar()
	if err != nil && !res.Stopped {
		return cli.AsUsage(err)
	}
	t.out.end(t, res)
	if t.cut() && o.format == "json" && !o.quiet {
		fmt.Fprintf(env.Stderr, "queens trace: %s\n", t.leftOut())
	}
	return err
}

// tracer follows one traced search: it counts every step, shows those
// within the limit, and counts the rest without showing them.
type tracer struct {
	env cli.Env
	o   traceOptions
	a   harness.Approach
	p   board.Problem
	out stepWriter
	// steps counts the steps of the search so far, and kinds the steps
	// of each kind; shown counts those shown.
	steps, shown uint64
	kinds        [harness.Solution + 1]uint64
	// silent turns true when the steps are past the limit; the progress
	// bar reads it from another goroutine.
	silent atomic.Bool
}

// stepWriter shows the steps of a trace in one format.
type stepWriter interface {
	// begin starts the output, before the first step.
	begin(t *tracer)
	// step shows one step, the tracer's count of steps including it.
	step(t *tracer, s harness.Step)
	// end closes the output with the summary of the run.
	end(t *tracer, res harness.Result)
}

// checkEvery is how many steps a silent trace counts between two looks
// at Ctrl-C: a few microseconds of search, so that it stops at once.
const checkEvery = 1 << 10

// step counts s, shows it if it is within the limit, and reports whether
// the search should go on.
func (t *tracer) step(ctx context.Context, s harness.Step) bool {
	t.steps++
	t.kinds[s.Kind]++
	if t.o.summary || (t.o.steps > 0 && t.steps > uint64(t.o.steps)) {
		t.silent.Store(true)
		return t.steps%checkEvery != 0 || ctx.Err() == nil
	}
	t.out.step(t, s)
	t.shown++
	if w, ok := t.env.Stdout.(*cli.ResultWriter); ok && w.Err != nil {
		return false // no one reads the steps any more
	}
	return pause(ctx, t.o.delay)
}

// cut reports whether the trace left steps out.
func (t *tracer) cut() bool {
	return !t.o.summary && t.shown < t.steps
}

// leftOut says how many steps the trace showed of how many.
func (t *tracer) leftOut() string {
	return fmt.Sprintf("showed the first %s of %s steps; -steps 0 shows them all",
		words.Thousands(t.shown), words.Thousands(t.steps))
}

// attemptSteps returns the attempt steps counted, of every kind.
func (t *tracer) attemptSteps() uint64 {
	var n uint64
	for k, count := range t.kinds {
		if harness.StepKind(k).IsAttempt() {
			n += count
		}
	}
	return n
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

// textSteps shows the steps as text: a drawn board a step, or a line.
type textSteps struct {
	w          io.Writer
	rows, cols int
	// drawn draws a board after each step, instead of a line a step.
	drawn bool
	// inPlace draws each step over the one before, for a terminal.
	inPlace bool
	// lines is how many lines the last step took.
	lines int
}

func (*textSteps) begin(*tracer) {}

func (v *textSteps) step(t *tracer, s harness.Step) {
	var out strings.Builder
	switch {
	case v.drawn:
		fmt.Fprintf(&out, "%s\n%s\n", describe(t, s), drawStep(s, v.rows, v.cols))
	case s.Squares != nil:
		// The line names the squares tested; no tuple can show them.
		fmt.Fprintf(&out, "%s\n", describe(t, s))
	default:
		fmt.Fprintf(&out, "%s  %s\n", tuple(s.Board, v.cols), describe(t, s))
	}
	if v.inPlace && v.lines > 0 {
		// Move the cursor up to where the last step began and clear
		// from there to the end of the screen.
		fmt.Fprintf(v.w, "\x1b[%dA\x1b[J", v.lines)
	}
	io.WriteString(v.w, out.String())
	v.lines = strings.Count(out.String(), "\n")
}

// describe says in words what step s did, the step's number first.
func describe(t *tracer, s harness.Step) string {
	head := "step " + strconv.FormatUint(t.steps, 10)
	if s.Kind.IsAttempt() {
		head += fmt.Sprintf(" (attempt %d)", s.Attempt)
	}
	switch s.Kind {
	case harness.Place:
		if s.Item != "" {
			return fmt.Sprintf("%s: place %v, to cover %s", head, s.Square, s.Item)
		}
		return fmt.Sprintf("%s: place %v", head, s.Square)
	case harness.Conflict:
		return fmt.Sprintf("%s: try %v, attacked by %v", head, s.Square, s.With)
	case harness.Accept, harness.Reject:
		return fmt.Sprintf("%s: test %s, %s", head, candidate(s), finding(s))
	case harness.Backtrack:
		return fmt.Sprintf("%s: backtrack, lift %v", head, s.Square)
	}
	return fmt.Sprintf("%s: solution %d (%v)", head, t.kinds[harness.Solution], s.Board)
}

// candidate names what an Accept or a Reject tested: the whole board,
// which the drawing or the tuple beside it shows, or its set of squares.
func candidate(s harness.Step) string {
	if s.Squares == nil {
		return "the whole board"
	}
	names := make([]string, len(s.Squares))
	for i, q := range s.Squares {
		names[i] = q.String()
	}
	return strings.Join(names, " ")
}

// finding says what the test of a candidate found: for a Reject, the
// pair of queens it names, and the rank or the file they share when they
// share one. A diagonal goes without saying: it is the clash that every
// search meets, and the only one a permutation can have.
func finding(s harness.Step) string {
	if s.Kind == harness.Accept {
		return "no queen attacked"
	}
	pair := fmt.Sprintf("%v attacked by %v", s.Square, s.With)
	switch {
	case s.Square.Row == s.With.Row:
		return fmt.Sprintf("%s on rank %d", pair, s.Square.Row+1)
	case s.Square.Col == s.With.Col:
		// A square's name is its file followed by its rank.
		return pair + " on file " + strings.TrimRight(s.Square.String(), "0123456789")
	}
	return pair
}

// drawStep draws the board of rows x cols after s, or the set of squares
// it tested, with ranks down the left and files along the bottom: Q for a
// queen, x for the square a Conflict tried, and X for the two queens a
// Reject names, on a rank or a file they share too.
func drawStep(s harness.Step, rows, cols int) string {
	var out strings.Builder
	queens := s.Queens()
	for row := rows - 1; row >= 0; row-- {
		fmt.Fprintf(&out, "%d", row+1)
		for col := range cols {
			mark := "."
			switch sq := (board.Square{Row: row, Col: col}); {
			case s.Kind == harness.Reject && (s.Square == sq || s.With == sq):
				mark = "X"
			case slices.Contains(queens, sq):
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

// end says how the trace ended, how many steps it left out, and compares
// the attempt steps with the attempts the harness counted.
func (v *textSteps) end(t *tracer, res harness.Result) {
	if res.Stopped {
		fmt.Fprintf(v.w, "Interrupted after %s; %s so far.\n", words.Plural(int(t.steps), "step"), words.Plural(res.Solutions, "solution"))
	} else {
		fmt.Fprintf(v.w, "The search is over: %s on %v.\n", words.Plural(res.Solutions, "solution"), res.Problem)
	}
	if t.cut() {
		fmt.Fprintf(v.w, "%s.\n", cli.Capitalize(t.leftOut()))
	}
	var kinds []string
	for _, k := range []harness.StepKind{harness.Place, harness.Conflict, harness.Accept, harness.Reject} {
		if n := t.kinds[k]; n > 0 {
			kinds = append(kinds, attemptsOfKind(int(n), k))
		}
	}
	attempts := t.attemptSteps()
	breakdown := words.Plural(int(attempts), "attempt")
	if len(kinds) > 0 {
		breakdown += " (" + strings.Join(kinds, ", ") + ")"
	}
	if t.kinds[harness.Place] > 0 {
		// Only a search that places queens one by one lifts them.
		breakdown += ", " + words.Plural(int(t.kinds[harness.Backtrack]), "backtrack")
	}
	verdict := "the numbers match"
	if attempts != res.Attempts {
		verdict = "the numbers differ"
	}
	shown := "shown"
	if t.shown < t.steps {
		shown = "traced"
	}
	fmt.Fprintf(v.w, "%s %s: %s, %s; %s counted %s: %s.\n",
		words.Plural(int(t.steps), "step"), shown, breakdown, words.Plural(int(t.kinds[harness.Solution]), "solution"),
		t.a.Name, words.Plural(int(res.Attempts), "attempt"), verdict)
}

// attemptsOfKind says how many attempt steps of kind k a trace showed,
// such as "3 conflicts" or "2 boards accepted".
func attemptsOfKind(n int, k harness.StepKind) string {
	switch k {
	case harness.Accept:
		return words.Plural(n, "board") + " accepted"
	case harness.Reject:
		return words.Plural(n, "board") + " rejected"
	}
	return words.Plural(n, k.String())
}
