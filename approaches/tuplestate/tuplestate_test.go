package tuplestate

import (
	"slices"
	"testing"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/harness/harnesstest"
)

func TestCounts(t *testing.T) {
	harnesstest.CountsMatchOEIS(t, Approach, 10)
}

func TestFirstSolution(t *testing.T) {
	harnesstest.FirstOfEight(t, Approach, "0 4 7 5 2 6 1 3")
}

func TestSolveIsLexicographic(t *testing.T) {
	var c harness.Counter
	got := slices.Collect(Solve(board.SquareProblem(8), &c))
	if want := prefixes(board.SquareProblem(8))[8]; !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("Solve yields %d boards, not the %d solutions in lexicographic order", len(got), len(want))
	}
}

// prefixes lists, for each k from 0 to n, the tuples of the first k rows
// of p in lexicographic order that keep the fixed queens of those rows and
// have no two queens attacking each other. It tests squares with
// [board.Square.Attacks] and shares no code with the package.
func prefixes(p board.Problem) [][]board.Board {
	byLen := make([][]board.Board, p.Rows+1)
	var b board.Board
	var extend func()
	extend = func() {
		row := len(b)
		byLen[row] = append(byLen[row], slices.Clone(b))
		if row == p.Rows {
			return
		}
		for col := range p.Cols {
			q := board.Square{Row: row, Col: col}
			if slices.ContainsFunc(b.Queens(), q.Attacks) || !keepsRow(p, q) {
				continue
			}
			b = append(b, col)
			extend()
			b = b[:row]
		}
	}
	extend()
	return byLen
}

// keepsRow reports whether a queen on q agrees with the fixed queen of
// its row, if there is one.
func keepsRow(p board.Problem, q board.Square) bool {
	for _, f := range p.Fixed {
		if f.Row == q.Row && f.Col != q.Col {
			return false
		}
	}
	return true
}

// choicesAt returns how many columns row of p offers: one when it holds a
// fixed queen, all of them otherwise.
func choicesAt(p board.Problem, row int) uint64 {
	if slices.ContainsFunc(p.Fixed, func(q board.Square) bool { return q.Row == row }) {
		return 1
	}
	return uint64(p.Cols)
}

// TestAttempts checks the counts against the tree of states. Every legal
// state with k < n queens is extended once and calls conflict once for
// each column its next row offers, so all the calls are that sum. Up to
// the first solution, the states before the first solution's own prefixes
// in lexicographic order are explored completely, and the prefix of length
// k calls conflict for the columns up to and including the one the first
// solution takes.
func TestAttempts(t *testing.T) {
	problems := []board.Problem{board.SquareProblem(1), board.SquareProblem(2), board.SquareProblem(3)}
	for n := 4; n <= 10; n++ {
		problems = append(problems, board.SquareProblem(n))
	}
	for _, spec := range []string{"00400200", "a1,b3", "d1,e8", "b1,c4,h6", "h8"} {
		problems = append(problems, harnesstest.Fixed(t, 8, spec))
	}
	problems = append(problems, board.Problem{Rows: 3, Cols: 5}, board.Problem{Rows: 4, Cols: 6}, board.Problem{Rows: 5, Cols: 8},
		board.Problem{Rows: 5, Cols: 8}.WithFixed(board.Square{Row: 1, Col: 6}))
	for _, p := range problems {
		res := harnesstest.Run(t, Approach, p, harness.Options{})
		byLen := prefixes(p)
		var all uint64
		for k, states := range byLen[:p.Rows] {
			all += uint64(len(states)) * choicesAt(p, k)
		}
		if res.Attempts != all {
			t.Errorf("%v: %d calls of conflict, the tree of states gives %d", p, res.Attempts, all)
		}
		if res.First == nil {
			continue
		}
		var toFirst uint64
		for k, states := range byLen[:p.Rows] {
			prefix := res.First[:k]
			before := slices.IndexFunc(states, func(s board.Board) bool { return slices.Equal(s, prefix) })
			tried := uint64(res.First[k] + 1) // columns 0 to First[k]
			if choicesAt(p, k) == 1 {
				tried = 1 // the fixed column only
			}
			toFirst += uint64(before)*choicesAt(p, k) + tried
		}
		if res.AttemptsToFirst != toFirst {
			t.Errorf("%v: %d calls of conflict to the first solution, the tree of states gives %d", p, res.AttemptsToFirst, toFirst)
		}
	}
}

// TestTallBoards checks that the harness runs a tall board as its
// reflection in the main diagonal: the same calls of conflict, and the
// wide board's solutions reflected.
func TestTallBoards(t *testing.T) {
	for _, wide := range []board.Problem{{Rows: 3, Cols: 5}, {Rows: 2, Cols: 7}, board.Problem{Rows: 5, Cols: 8}.WithFixed(board.Square{Row: 1, Col: 6})} {
		var fixed []board.Square
		for _, q := range wide.Fixed {
			fixed = append(fixed, board.Square{Row: q.Col, Col: q.Row})
		}
		tall := board.Problem{Rows: wide.Cols, Cols: wide.Rows}.WithFixed(fixed...)
		w, tl := harnesstest.Run(t, Approach, wide, harness.Options{Keep: true}), harnesstest.Run(t, Approach, tall, harness.Options{Keep: true})
		var want []board.Board
		for _, b := range w.Boards {
			r := slices.Repeat(board.Board{board.Empty}, wide.Cols)
			for row, col := range b {
				r[col] = row
			}
			want = append(want, r)
		}
		slices.SortFunc(want, slices.Compare)
		if !slices.EqualFunc(tl.Boards, want, slices.Equal) || tl.Attempts != w.Attempts {
			t.Errorf("%v: %v after %d calls; %v reflected gives %v after %d", tall, tl.Boards, tl.Attempts, wide, want, w.Attempts)
		}
	}
}

func TestFixedQueens(t *testing.T) {
	all := prefixes(board.SquareProblem(8))[8]
	for _, spec := range []string{"00400200", "c4,f2", "10000000", "a1,b3", "d1,e8", "a2,h7", "b1,c4,h6", "h8"} {
		p := harnesstest.Fixed(t, 8, spec)
		want := slices.DeleteFunc(slices.Clone(all), func(b board.Board) bool { return !p.Keeps(b) })
		res := harnesstest.Run(t, Approach, p, harness.Options{Keep: true})
		if !slices.EqualFunc(res.Boards, want, slices.Equal) {
			t.Errorf("%v: solutions %v, want %v", p, res.Boards, want)
		}
	}
}

func TestConflict(t *testing.T) {
	tests := []struct {
		state []int
		nextX int
		want  bool
	}{
		{nil, 3, false},
		{[]int{0}, 0, true},  // same column
		{[]int{0}, 1, true},  // diagonal down to the right
		{[]int{2}, 1, true},  // diagonal down to the left
		{[]int{0}, 2, false}, // a knight's move away
		{[]int{0, 4}, 7, false},
		{[]int{0, 4}, 2, true},  // two rows below column 0
		{[]int{1, 3}, 3, true},  // column of the row above
		{[]int{1, 3}, 0, false}, // a knight's move from both
	}
	for _, tt := range tests {
		if got := Conflict(tt.state, tt.nextX); got != tt.want {
			t.Errorf("Conflict(%v, %d) = %v, want %v", tt.state, tt.nextX, got, tt.want)
		}
	}
}

// TestBreakStopsTheRecursion stops after three solutions: the generators
// must all return without calling yield again, which would panic.
func TestBreakStopsTheRecursion(t *testing.T) {
	var c harness.Counter
	var got []board.Board
	for b := range Solve(board.SquareProblem(8), &c) {
		got = append(got, b)
		if len(got) == 3 {
			break
		}
	}
	var full harness.Counter
	for range Solve(board.SquareProblem(8), &full) {
	}
	if len(got) != 3 || c.Count() >= full.Count() {
		t.Errorf("after break: %d solutions and %d attempts (a full run makes %d)", len(got), c.Count(), full.Count())
	}
}

func BenchmarkSolve8(b *testing.B) {
	harnesstest.Benchmark(b, Approach, board.SquareProblem(8))
}

func BenchmarkSolve13(b *testing.B) {
	harnesstest.Benchmark(b, Approach, board.SquareProblem(13))
}
