package combinations_test

import (
	"context"
	"iter"
	"math/big"
	"slices"
	"testing"

	"github.com/queensbook/queens/approaches/combinations"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/harness/harnesstest"
	"github.com/queensbook/queens/puzzle/oeis"
)

func run(t testing.TB, a harness.Approach, p board.Problem, opt harness.Options) harness.Result {
	t.Helper()
	res, err := harness.Run(context.Background(), a, p, opt)
	if err != nil {
		t.Fatalf("%v: %v", p, err)
	}
	return res
}

// withWorkers is the approach with a fixed number of workers.
func withWorkers(workers int) harness.Approach {
	a := combinations.Approach
	a.Solve = func(p board.Problem, c *harness.Counter) iter.Seq[board.Board] {
		return combinations.Search(p, c, workers)
	}
	return a
}

// binomial is C(n, k) computed by math/big, independently of the package.
func binomial(n, k int) uint64 {
	return new(big.Int).Binomial(int64(n), int64(k)).Uint64()
}

// rank returns the position of an arrangement of queens in the
// lexicographic order of all arrangements of len(b)'s queens on squares
// 0 to rows*cols-1, counted from 0: for each queen, the arrangements that
// put it on an earlier square, the queens before it agreeing.
func rank(b board.Board, rows, cols int) uint64 {
	var squares []int
	for _, q := range b.Queens() {
		squares = append(squares, q.Row*cols+q.Col)
	}
	slices.Sort(squares)
	k := len(squares)
	var r uint64
	first := 0
	for i, sq := range squares {
		for s := first; s < sq; s++ {
			r += binomial(rows*cols-1-s, k-1-i)
		}
		first = sq + 1
	}
	return r
}

// countByRows counts the solutions on rows x cols by plain backtracking,
// one queen a row on the shorter side, as an independent check.
func countByRows(rows, cols int) int {
	if rows > cols {
		rows, cols = cols, rows
	}
	var place func(row int, placed []board.Square) int
	place = func(row int, placed []board.Square) int {
		if row == rows {
			return 1
		}
		count := 0
		for col := range cols {
			q := board.Square{Row: row, Col: col}
			if !slices.ContainsFunc(placed, q.Attacks) {
				count += place(row+1, append(placed, q))
			}
		}
		return count
	}
	return place(0, nil)
}

func TestSolveTestsEveryArrangement(t *testing.T) {
	for n := 1; n <= 7; n++ {
		p := board.SquareProblem(n)
		res := run(t, combinations.Approach, p, harness.Options{Keep: true})
		if res.Solutions != oeis.Solutions(n) {
			t.Errorf("n = %d: %d solutions, want %d", n, res.Solutions, oeis.Solutions(n))
		}
		if want := binomial(n*n, n); res.Attempts != want || combinations.Arrangements(p) != want {
			t.Errorf("n = %d: %d attempts, Arrangements says %d, want C(%d, %d) = %d", n, res.Attempts, combinations.Arrangements(p), n*n, n, want)
		}
		if res.Solutions == 0 {
			continue
		}
		// On a square board the arrangements of a solution's squares
		// and its tuples sort alike, so the first found is the first.
		if !slices.Equal(res.First, res.Boards[0]) {
			t.Errorf("n = %d: first solution %v is not the lexicographically first %v", n, res.First, res.Boards[0])
		}
		if want := rank(res.First, n, n) + 1; res.AttemptsToFirst != want {
			t.Errorf("n = %d: %d attempts to the first solution %v, want its rank plus one, %d", n, res.AttemptsToFirst, res.First, want)
		}
	}
}

func TestFirstSolutionOfEight(t *testing.T) {
	if testing.Short() {
		t.Skip("the first solution of 8 x 8 comes after 433 million arrangements")
	}
	res := run(t, combinations.Approach, board.SquareProblem(8), harness.Options{First: true})
	if want := (board.Board{0, 4, 7, 5, 2, 6, 1, 3}); !slices.Equal(res.First, want) {
		t.Fatalf("first solution %v, want %v", res.First, want)
	}
	if want := rank(res.First, 8, 8) + 1; res.AttemptsToFirst != want || res.Attempts != want {
		t.Errorf("attempts to first %d, in all %d; want both %d", res.AttemptsToFirst, res.Attempts, want)
	}
}

func TestRectangularBoards(t *testing.T) {
	for _, size := range [][2]int{{1, 1}, {1, 5}, {5, 1}, {2, 3}, {3, 2}, {3, 5}, {5, 3}, {4, 6}, {6, 4}, {5, 7}, {7, 5}, {6, 8}, {8, 6}} {
		p := board.Problem{Rows: size[0], Cols: size[1]}
		res := run(t, combinations.Approach, p, harness.Options{Keep: true})
		if want := countByRows(p.Rows, p.Cols); res.Solutions != want {
			t.Errorf("%v: %d solutions, want %d", p, res.Solutions, want)
		}
		if want := binomial(p.Rows*p.Cols, p.Queens()); res.Attempts != want || combinations.Arrangements(p) != want {
			t.Errorf("%v: %d attempts, Arrangements says %d, want %d", p, res.Attempts, combinations.Arrangements(p), want)
		}
		if res.Solutions > 0 {
			if want := rank(res.First, p.Rows, p.Cols) + 1; res.AttemptsToFirst != want {
				t.Errorf("%v: %d attempts to the first solution %v, want %d", p, res.AttemptsToFirst, res.First, want)
			}
		}
	}
}

func TestSameResultsForAnyNumberOfWorkers(t *testing.T) {
	for _, p := range []board.Problem{board.SquareProblem(6), {Rows: 5, Cols: 7}, {Rows: 7, Cols: 4}} {
		for _, opt := range []harness.Options{{Keep: true}, {First: true}} {
			one := run(t, withWorkers(1), p, opt)
			for _, workers := range []int{2, 4, 7} {
				many := run(t, withWorkers(workers), p, opt)
				if !slices.Equal(many.First, one.First) ||
					!slices.EqualFunc(many.Boards, one.Boards, slices.Equal) ||
					many.Solutions != one.Solutions ||
					many.AttemptsToFirst != one.AttemptsToFirst ||
					many.Attempts != one.Attempts {
					t.Errorf("%v %+v: %d workers give %+v, 1 worker gives %+v", p, opt, workers, many, one)
				}
			}
		}
	}
}

// The solutions come in the order of the arrangements, and the counter
// holds the rank of each one plus one when it is yielded.
func TestCounterIsExactAtEverySolution(t *testing.T) {
	p := board.Problem{Rows: 6, Cols: 5}
	var c harness.Counter
	for b := range combinations.Search(p, &c, 3) {
		if want := rank(b, p.Rows, p.Cols) + 1; c.Count() != want {
			t.Errorf("%v yielded with the counter at %d, want %d", b, c.Count(), want)
		}
	}
}

func TestFixedQueensThroughTheHarness(t *testing.T) {
	all := run(t, combinations.Approach, board.SquareProblem(6), harness.Options{Keep: true})
	for _, spec := range []string{"b1", "b1,d2", "000300"} {
		fixed, err := board.ParseFixed(spec, 6, 6)
		if err != nil {
			t.Fatal(err)
		}
		p := board.SquareProblem(6).WithFixed(fixed...)
		res := run(t, combinations.Approach, p, harness.Options{Keep: true})
		want := harnesstest.Keeping(all.Boards, p)
		if !slices.EqualFunc(res.Boards, want, slices.Equal) {
			t.Errorf("%v: solutions %v, want %v", p, res.Boards, want)
		}
		if res.Attempts != all.Attempts {
			t.Errorf("%v: %d attempts, want the whole search, %d", p, res.Attempts, all.Attempts)
		}
	}
}

func TestCancelledRunStops(t *testing.T) {
	p := board.SquareProblem(7)
	harnesstest.CancelStops(t, combinations.Approach, p, combinations.Arrangements(p))
}

func TestArrangementsFrom(t *testing.T) {
	p := board.SquareProblem(8)
	if got, want := combinations.ArrangementsFrom(p), binomial(64, 8); got != want {
		t.Errorf("ArrangementsFrom with no prefix = %d, want %d", got, want)
	}
	if got, want := combinations.ArrangementsFrom(p, 0, 1), binomial(62, 6); got != want {
		t.Errorf("ArrangementsFrom(0, 1) = %d, want %d", got, want)
	}
	if got := combinations.ArrangementsFrom(p, 0, 63); got != 0 {
		t.Errorf("ArrangementsFrom(0, 63) = %d, want 0: no room for six more queens", got)
	}
}

func BenchmarkSolve8(b *testing.B) {
	for b.Loop() {
		res := run(b, combinations.Approach, board.SquareProblem(8), harness.Options{})
		if res.Solutions != 92 || res.Attempts != binomial(64, 8) {
			b.Fatalf("%d solutions after %d attempts, want 92 after %d", res.Solutions, res.Attempts, binomial(64, 8))
		}
		b.ReportMetric(res.NsPerAttempt(), "ns/attempt")
	}
}

// squareNumbers numbers the squares of a board cols wide row by row, as
// the search does: a1 is 0, b1 is 1, and so on.
func squareNumbers(queens []board.Square, cols int) []int {
	numbers := make([]int, len(queens))
	for i, q := range queens {
		numbers[i] = q.Row*cols + q.Col
	}
	return numbers
}

// TestTraceTestsInOrder traces the search on squares and rectangles: every
// arrangement is tested and reported once, its squares in increasing
// order, and each after the one before in lexicographic order, from the
// first n squares of the board, along rank 1, to the last n.
func TestTraceTestsInOrder(t *testing.T) {
	for _, p := range []board.Problem{board.SquareProblem(4), board.SquareProblem(5), {Rows: 3, Cols: 5}, {Rows: 5, Cols: 3}} {
		candidates := harnesstest.TraceCandidates(t, combinations.Approach, p)
		var before []int
		for i, queens := range candidates {
			numbers := squareNumbers(queens, p.Cols)
			if !slices.IsSorted(numbers) || slices.Compare(before, numbers) >= 0 {
				t.Fatalf("%v: candidate %d, %v, does not follow %v in order", p, i+1, numbers, before)
			}
			before = numbers
		}
		squares := p.Rows * p.Cols
		first, last := squareNumbers(candidates[0], p.Cols), squareNumbers(candidates[len(candidates)-1], p.Cols)
		if k := p.Queens(); first[0] != 0 || first[k-1] != k-1 || last[0] != squares-k || last[k-1] != squares-1 {
			t.Errorf("%v: the first candidate is %v and the last %v", p, first, last)
		}
	}
}

// TestTraceStops stops the trace of 4 x 4 after every number of steps up
// to a few, and around its first solution, whose Accept is attempt 741:
// the search stops with the trace.
func TestTraceStops(t *testing.T) {
	for _, k := range []int{1, 2, 3, 4, 5, 6, 739, 740, 741, 742, 743, 744} {
		harnesstest.TraceStops(t, combinations.Approach, board.SquareProblem(4), k)
	}
}
