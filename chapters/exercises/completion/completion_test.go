//go:build exercise

package completion

import (
	"fmt"
	"os"
	"slices"
	"testing"

	"github.com/queensbook/queens/internal/exercise/exercisetest"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/words"
)

func TestMain(m *testing.M) { os.Exit(exercisetest.Main(m, "completion", Approach)) }

// problem returns the n x n board with the queens of spec fixed, in
// either of the book's forms.
func problem(n int, spec string) board.Problem {
	p := board.SquareProblem(n)
	if spec == "" {
		return p
	}
	fixed, err := board.ParseFixed(spec, n, n)
	if err != nil {
		panic(err)
	}
	return p.WithFixed(fixed...)
}

// TestByHand checks squares whose answer can be seen on the board.
func TestByHand(t *testing.T) {
	cases := []struct {
		fixed  string
		queens board.Board
		col    int
		want   bool
		hint   string
	}{
		{"", board.Board{}, 3, true, "with no queen on the board, every square of rank 1 is allowed."},
		{"", board.Board{2}, 3, false, "c1, below, attacks d2 along a diagonal."},
		{"c4,f2", board.Board{}, 5, false, "f1 is in the column of the fixed queen f2, a rank above: a queen on f1 could never be completed, so refuse it now."},
		{"c4,f2", board.Board{}, 4, false, "the fixed queen f2 attacks e1 along a diagonal: look at the fixed queens above the row too, not only at the queens below."},
		{"c4,f2", board.Board{}, 0, true, "neither c4 nor f2 attacks a1."},
		{"c4,f2", board.Board{0}, 5, true, "rank 2 holds the fixed queen f2, and its own square is allowed."},
		{"c4,f2", board.Board{0}, 3, false, "rank 2 holds the fixed queen f2, so d2 is not allowed: a row with a fixed queen allows only that queen's square."},
		{"c4,f2", board.Board{0, 5}, 3, false, "the fixed queen c4, one rank up, attacks d3 along a diagonal."},
		{"c4,f2", board.Board{0, 5}, 7, true, "nothing attacks h3: not a1 or f2 below, not c4 above."},
		{"c4,f2", board.Board{0, 5, 7}, 2, true, "rank 4 holds the fixed queen c4: its square is allowed."},
		{"", board.Board{0, 4, 7, 5, 2, 6, 1}, 3, true, "this completes the first solution of eight queens."},
	}
	var failed []string
	for _, tc := range cases {
		p := problem(8, tc.fixed)
		if got := Allowed(p, slices.Clone(tc.queens), tc.col); got != tc.want {
			failed = append(failed, fmt.Sprintf("Allowed(%s, %v, %d) = %v, want %v:\n%s\nhint: %s",
				p, []int(tc.queens), tc.col, got, tc.want, picture(p, tc.queens, tc.col), tc.hint))
		}
	}
	if msg := exercisetest.First(failed); msg != "" {
		t.Error(msg)
	}
}

// placements are the fixed queens that the tests complete on 6 x 6 and
// 8 x 8: some with completions, some stuck, one a whole solution.
var placements = map[int][]string{
	6: {"", "b4", "a1", "b1,d2", "c1", "e1,b3"},
	8: {"", "c4,f2", "c6,d2", "a1", "h8", "d1,e8", "a1,e2,h3,f4,c5,g6,b7,d8", "b1,d2,f3"},
}

// TestEveryState compares Allowed with the rule, for every square of
// every state the search can reach on the boards and fixed queens of
// placements.
func TestEveryState(t *testing.T) {
	for _, n := range []int{6, 8} {
		for _, spec := range placements[n] {
			p := problem(n, spec)
			for queens := range reachable(p) {
				for col := range n {
					want := allowed(p, queens, col)
					if got := Allowed(p, slices.Clone(queens), col); got != want {
						t.Fatalf("Allowed(%s, %v, %d) = %v, want %v:\n%s\nhint: %s",
							p, []int(queens), col, got, want, picture(p, queens, col), explain(p, queens, col))
					}
				}
			}
		}
	}
}

// reachable yields every state the search reaches on p: the queens of
// the rows below, each allowed by the rule when it was placed.
func reachable(p board.Problem) func(yield func(board.Board) bool) {
	return func(yield func(board.Board) bool) {
		var grow func(queens board.Board) bool
		grow = func(queens board.Board) bool {
			if !yield(queens) {
				return false
			}
			if len(queens) == p.Rows {
				return true
			}
			for col := range p.Cols {
				if allowed(p, queens, col) && !grow(append(slices.Clone(queens), col)) {
					return false
				}
			}
			return true
		}
		grow(board.Board{})
	}
}

// allowed is the rule Allowed follows, written with the board package.
func allowed(p board.Problem, queens board.Board, col int) bool {
	next := board.Square{Row: len(queens), Col: col}
	if q, ok := fixedIn(p, next.Row); ok {
		return q == next
	}
	return attacker(p, queens, next) == nil
}

// fixedIn returns the fixed queen of row, if there is one.
func fixedIn(p board.Problem, row int) (board.Square, bool) {
	for _, q := range p.Fixed {
		if q.Row == row {
			return q, true
		}
	}
	return board.Square{}, false
}

// attacker returns a queen that attacks sq: the lowest queen below, or
// else the lowest fixed queen above; nil when none does.
func attacker(p board.Problem, queens board.Board, sq board.Square) *board.Square {
	for _, q := range queens.Queens() {
		if q.Attacks(sq) {
			return &q
		}
	}
	for _, q := range p.Fixed {
		if q.Row > sq.Row && q.Attacks(sq) {
			return &q
		}
	}
	return nil
}

// explain says why the rule allows col or not.
func explain(p board.Problem, queens board.Board, col int) string {
	next := board.Square{Row: len(queens), Col: col}
	if q, ok := fixedIn(p, next.Row); ok {
		if q == next {
			return fmt.Sprintf("this is the square of the fixed queen %v, which its row must take.", q)
		}
		return fmt.Sprintf("the row holds the fixed queen %v, so it allows that square only.", q)
	}
	a := attacker(p, queens, next)
	switch {
	case a == nil:
		return fmt.Sprintf("no queen below attacks %v, and no fixed queen above it does.", next)
	case a.Row > next.Row:
		return fmt.Sprintf("the fixed queen %v, above, attacks %v: no completion can hold both, so refuse the square at once.", *a, next)
	}
	return fmt.Sprintf("%v, below, attacks %v.", *a, next)
}

// TestCompletions runs the search on your Allowed over the placements,
// and checks that it finds each completion once, and no other board.
func TestCompletions(t *testing.T) {
	for _, n := range []int{6, 8} {
		for _, spec := range placements[n] {
			if f := exercisetest.FirstFaultOn(Approach, problem(n, spec)); f != nil {
				t.Fatal(f.Explain(exercisetest.Hints{
					NotASolution: "the search places a queen wherever Allowed says yes: Allowed let a queen stand where another attacks it, or away from a fixed queen's square.",
					Missed:       "the search places a queen wherever Allowed says yes: Allowed refused a square of this completion.",
				}))
			}
		}
	}
}

// TestStuckEarly checks what makes a search with fixed queens fast: on
// 8 x 8 with c6 and d2 fixed, which have no completion, the search must
// find that out in as few attempts as the rule allows.
func TestStuckEarly(t *testing.T) {
	p := problem(8, "c6,d2")
	var c harness.Counter
	for range Approach.Solve(p, &c) {
	}
	if want := attempts(p, board.Board{}); c.Count() != want {
		t.Errorf("On %s, which has no completion, the search made %s attempts, and with the fixed queens above each row in view it makes %s.\nhint: refuse a square that a fixed queen above attacks: the search then never builds on a queen that c6 or d2 would refute later.", p, words.Thousands(c.Count()), words.Thousands(want))
	}
}

// attempts counts the calls of Allowed that the search makes from
// queens when Allowed follows the rule.
func attempts(p board.Problem, queens board.Board) uint64 {
	if len(queens) == p.Rows {
		return 0
	}
	var calls uint64
	for col := range p.Cols {
		calls++
		if allowed(p, queens, col) {
			calls += attempts(p, append(slices.Clone(queens), col))
		}
	}
	return calls
}

// picture draws the queens placed, the fixed queens above them and the
// square asked about.
func picture(p board.Problem, queens board.Board, col int) string {
	b := make(board.Board, p.Rows)
	for row := range b {
		b[row] = board.Empty
	}
	copy(b, queens)
	notes := map[int]string{len(queens): fmt.Sprintf("<- the square asked about, %v", board.Square{Row: len(queens), Col: col})}
	for _, q := range p.Fixed {
		if q.Row >= len(queens) {
			b[q.Row] = q.Col
			notes[q.Row] = "<- fixed"
		}
	}
	if len(queens) < p.Rows && b[len(queens)] == board.Empty {
		b[len(queens)] = col
	}
	return exercisetest.Annotated(b, p.Cols, notes)
}
