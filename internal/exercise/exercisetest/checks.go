package exercisetest

import (
	"context"
	"fmt"
	"iter"
	"maps"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/queensbook/queens/approaches/bitboard"
	"github.com/queensbook/queens/counting/bitcount"
	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// The helpers below serve the exercises' tests, which turn what they find
// into failure messages with hints. They return descriptions instead of
// failing a test themselves, so that each test can add the hint that fits
// its own case.

// Picture draws b for a failure message, without a final line break, as
// the book draws boards: rank 1 (row 0) at the bottom, the rank numbers
// down the left and the files along the bottom, indented. A queen whose
// column is off the board is not dropped: its rank says where it is.
func Picture(b board.Board, cols int) string {
	return Annotated(b, cols, nil)
}

// Annotated is [Picture] with a note to the right of some ranks:
// notes[row] goes beside the rank of that row. A queen off the board is
// drawn there too, beyond the edge, with a note that gives its column.
func Annotated(b board.Board, cols int, notes map[int]string) string {
	onBoard := slices.Clone(b)
	beside := map[int]string{}
	maps.Copy(beside, notes)
	for row, col := range b {
		if col != board.Empty && (col < 0 || col >= cols) {
			onBoard[row] = board.Empty
			note := fmt.Sprintf("Q <- off the board, in column %d; the columns run from 0 to %d", col, cols-1)
			if beside[row] != "" {
				note += "; " + beside[row]
			}
			beside[row] = note
		}
	}
	var s strings.Builder
	for i, line := range strings.Split(strings.TrimSuffix(board.Chess(onBoard, cols), "\n"), "\n") {
		if i > 0 {
			s.WriteByte('\n')
		}
		s.WriteString("    " + line)
		if row := len(b) - 1 - i; row >= 0 && beside[row] != "" {
			s.WriteString("   " + beside[row])
		}
	}
	return s.String()
}

// Why says why b is not a solution of p, naming the first fault it finds,
// or returns "" when b is one.
func Why(p board.Problem, b board.Board) string {
	if len(b) != p.Rows {
		return fmt.Sprintf("it has %d rows and the board %d", len(b), p.Rows)
	}
	for row, col := range b {
		if col != board.Empty && (col < 0 || col >= p.Cols) {
			return fmt.Sprintf("row %d holds column %d, off the board, whose columns run from 0 to %d", row, col, p.Cols-1)
		}
	}
	qs := b.Queens()
	for i, q := range qs {
		for _, r := range qs[:i] {
			if q.Attacks(r) {
				return fmt.Sprintf("the queens of rows %d and %d share a %s", r.Row, q.Row, sharedLine(r, q))
			}
		}
	}
	if len(qs) != p.Queens() {
		return fmt.Sprintf("it holds %d queens, and a solution %d", len(qs), p.Queens())
	}
	for _, q := range p.Fixed {
		if b[q.Row] != q.Col {
			return fmt.Sprintf("the fixed queen %s is missing", q)
		}
	}
	return ""
}

// sharedLine names the line along which two attacking queens of different
// rows meet.
func sharedLine(s, t board.Square) string {
	if s.Col == t.Col {
		return "column"
	}
	return "diagonal"
}

// A FaultKind says what is wrong with what a search yielded.
type FaultKind int

const (
	// NotASolution is a board yielded that is not a solution.
	NotASolution FaultKind = iota + 1
	// Twice is a solution yielded a second time.
	Twice
	// Missed is a solution never yielded.
	Missed
	// Uncounted is a search that found every solution without counting
	// an attempt.
	Uncounted
)

// A Fault is the first thing wrong with what a search yielded, as
// [FirstFault] finds it.
type Fault struct {
	Kind FaultKind
	// Problem is the board the search ran on.
	Problem board.Problem
	// Board is the board yielded or missed; nil when Kind is Uncounted.
	Board board.Board
	// what says what happened, with a drawing where it helps.
	what string
}

// String says what happened, without a hint.
func (f *Fault) String() string { return f.what }

// Hints are what an exercise's test tells a student for each kind of
// fault, in the words of the exercise: what in the student's code makes
// a search yield a board that is not a solution, yield one twice, or miss
// one. A hint left empty, for a fault that the exercise's given code
// rules out, gets a general one.
type Hints struct {
	NotASolution, Twice, Missed string
}

// Explain returns what happened followed by the hint for its kind.
func (f *Fault) Explain(h Hints) string {
	hint := map[FaultKind]string{
		NotASolution: h.NotASolution,
		Twice:        h.Twice,
		Missed:       h.Missed,
		Uncounted:    "count one attempt on the counter, c.Inc() or c.Add(k), for every unit of work your search does.",
	}[f.Kind]
	if hint == "" {
		hint = "the search yields what your code tells it to; follow this board through it by hand."
	}
	return f.what + "\nhint: " + hint
}

// FirstFault runs a's search directly, without the harness, on the n x n
// board for each n, and returns the first fault it finds: a board that is
// not a solution, a solution found twice, a solution missed, no attempt
// counted. It returns nil when there is none.
func FirstFault(a harness.Approach, sizes ...int) *Fault {
	for _, n := range sizes {
		if f := FirstFaultOn(a, board.SquareProblem(n)); f != nil {
			return f
		}
	}
	return nil
}

// FirstFaultOn is [FirstFault] on one problem, which may be wide and may
// have fixed queens.
func FirstFaultOn(a harness.Approach, p board.Problem) *Fault {
	var c harness.Counter
	found := map[string]bool{}
	for b := range a.Solve(p, &c) {
		if why := Why(p, b); why != "" {
			return &Fault{NotASolution, p, b, fmt.Sprintf("On %v the search yielded %v, which is not a solution: %s.\n%s", p, b, why, Picture(b, p.Cols))}
		}
		if found[b.String()] {
			return &Fault{Twice, p, b, fmt.Sprintf("On %v the search yielded the solution %v twice:\n%s", p, b, Picture(b, p.Cols))}
		}
		found[b.String()] = true
	}
	want, err := Solutions(p)
	if err != nil {
		panic(fmt.Sprintf("the book's bit-board search fails on %v, a board a test chose: %v", p, err))
	}
	for _, b := range want {
		if !found[b.String()] {
			return &Fault{Missed, p, b, fmt.Sprintf("On %v the search found %d of the %d solutions; the first it missed is %v:\n%s", p, len(found), len(want), b, Picture(b, p.Cols))}
		}
	}
	if c.Count() == 0 {
		return &Fault{Uncounted, p, nil, fmt.Sprintf("On %v the search found every solution but counted no attempt.", p)}
	}
	return nil
}

// Solutions lists the solutions of p in lexicographic order, as the
// bit-board approach finds them.
func Solutions(p board.Problem) ([]board.Board, error) {
	res, err := harness.Run(context.Background(), bitboard.Approach, p, harness.Options{Keep: true})
	return res.Boards, err
}

// countMatches checks that a run that found the given number of
// solutions of p found them all.
func countMatches(p board.Problem, solutions int) error {
	res, err := count.Count(context.Background(), bitcount.FoldAll, p, count.Options{})
	if err != nil {
		return err
	}
	if uint64(solutions) != res.Solutions {
		return fmt.Errorf("the search found %d solutions, and there are %d", solutions, res.Solutions)
	}
	return nil
}

// Take ranges over seq as a caller that breaks out of its loop at the
// k-th item does, k >= 1, and returns the items: k of them, or all of seq
// when it has fewer. When seq goes on calling yield after the break, the
// Go runtime panics; Take recovers and returns the panic too.
func Take[E any](seq iter.Seq[E], k int) (items []E, panicked any) {
	defer func() { panicked = recover() }()
	for item := range seq {
		items = append(items, item)
		if len(items) == k {
			break
		}
	}
	return items, nil
}

// First returns the first of the messages of failed cases, followed by
// how many more there are, or "" when there are none: a student fixes
// one case at a time.
func First(failed []string) string {
	switch len(failed) {
	case 0:
		return ""
	case 1:
		return failed[0]
	}
	return fmt.Sprintf("%s\n(%d more cases fail; start with this one.)", failed[0], len(failed)-1)
}

// Count writes n things, such as "1 combination" or "6 combinations".
func Count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}

// Kept checks that the slices seq yields stay as they were when yielded,
// as a caller that keeps them needs, and returns "" or what went wrong,
// with a hint. name is how the message calls seq, such as
// "Combinations(5, 3)".
func Kept[E comparable](name string, seq iter.Seq[[]E]) string {
	var kept, copies [][]E
	for s := range seq {
		kept = append(kept, s)
		copies = append(copies, slices.Clone(s))
	}
	for i := range kept {
		if !slices.Equal(kept[i], copies[i]) {
			return fmt.Sprintf("%s yielded %v as item %d, which had become %v by the end of the loop.\nhint: the caller may keep what you yield, so yield a copy (slices.Clone) of a slice you go on changing.",
				name, copies[i], i+1, kept[i])
		}
	}
	return ""
}

// Stops checks that seq stops when its caller breaks out of the loop at
// the k-th item, and returns "" or what went wrong, with a hint. A seq
// with fewer than k items has nothing to show here.
func Stops[E any](name string, seq iter.Seq[E], k int) string {
	if _, panicked := Take(seq, k); panicked != nil {
		return fmt.Sprintf("A loop over %s that breaks at item %d panicked: %v.\nhint: when yield returns false, return at once, and pass that false up through your recursion.", name, k, panicked)
	}
	return ""
}

// Tuples yields every tuple of up to most columns from 0 to n-1, the
// empty one first and each before the longer ones it starts: the states
// of a search that places queens row by row, attacked or not.
func Tuples(n, most int) iter.Seq[[]int] {
	return func(yield func([]int) bool) {
		var grow func(tuple []int) bool
		grow = func(tuple []int) bool {
			if !yield(tuple) {
				return false
			}
			if len(tuple) == most {
				return true
			}
			for x := range n {
				if !grow(append(slices.Clone(tuple), x)) {
					return false
				}
			}
			return true
		}
		grow(nil)
	}
}

// Columns returns 0, 1, ..., n-1: the columns of a board n wide, in order.
func Columns(n int) []int {
	cols := make([]int, n)
	for col := range cols {
		cols[col] = col
	}
	return cols
}

// Beside sets drawings made by [Picture] side by side, each under its
// caption, for a failure message that compares boards: the board a test
// gave, the one it wanted and the one it got. Like a single drawing, the
// whole is indented and has no final line break.
func Beside(captions, drawings []string) string {
	columns := make([][]string, len(drawings))
	widths := make([]int, len(drawings))
	height := 0
	for i, d := range drawings {
		lines := strings.Split(d, "\n")
		for j, l := range lines {
			lines[j] = strings.TrimPrefix(l, "    ")
		}
		columns[i] = append([]string{captions[i]}, lines...)
		for _, l := range columns[i] {
			widths[i] = max(widths[i], utf8.RuneCountInString(l))
		}
		height = max(height, len(columns[i]))
	}
	var s strings.Builder
	for row := range height {
		if row > 0 {
			s.WriteByte('\n')
		}
		var line strings.Builder
		line.WriteString("    ")
		for i, column := range columns {
			cell := ""
			if row < len(column) {
				cell = column[row]
			}
			if i > 0 {
				line.WriteString("    ")
			}
			line.WriteString(cell + strings.Repeat(" ", widths[i]-utf8.RuneCountInString(cell)))
		}
		s.WriteString(strings.TrimRight(line.String(), " "))
	}
	return s.String()
}
