package octal_test

import (
	"context"
	"slices"
	"testing"

	"github.com/queensbook/queens/approaches/octal"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/harness/harnesstest"
	"github.com/queensbook/queens/puzzle/oeis"
)

func run(t testing.TB, p board.Problem, opt harness.Options) harness.Result {
	t.Helper()
	res, err := harness.Run(context.Background(), octal.Approach, p, opt)
	if err != nil {
		t.Fatalf("%v: %v", p, err)
	}
	return res
}

// power returns n^k by repeated multiplication.
func power(n, k int) uint64 {
	r := uint64(1)
	for range k {
		r *= uint64(n)
	}
	return r
}

// value reads a board as a number in base n, row 0 the most significant
// digit.
func value(b board.Board, n int) uint64 {
	var v uint64
	for _, col := range b {
		v = v*uint64(n) + uint64(col)
	}
	return v
}

func TestSolveCountsEveryBoard(t *testing.T) {
	for n := 1; n <= octal.Approach.MaxN; n++ {
		if n == 9 && testing.Short() {
			t.Log("skipping n = 9 (387,420,489 boards) in short mode")
			continue
		}
		res := run(t, board.SquareProblem(n), harness.Options{Keep: true})
		if res.Solutions != oeis.Solutions(n) {
			t.Errorf("n = %d: %d solutions, want %d", n, res.Solutions, oeis.Solutions(n))
		}
		if want := power(n, n); res.Attempts != want || octal.Boards(board.SquareProblem(n)) != want {
			t.Errorf("n = %d: %d attempts, Boards says %d, want n^n = %d", n, res.Attempts, octal.Boards(board.SquareProblem(n)), want)
		}
		if res.Solutions == 0 {
			continue
		}
		if !slices.Equal(res.First, res.Boards[0]) {
			t.Errorf("n = %d: first solution %v is not the lexicographically first %v", n, res.First, res.Boards[0])
		}
		if want := value(res.First, n) + 1; res.AttemptsToFirst != want {
			t.Errorf("n = %d: %d attempts to the first solution %v, want its value in base %d plus one, %d", n, res.AttemptsToFirst, res.First, n, want)
		}
	}
}

func TestFirstSolutionOfEight(t *testing.T) {
	res := run(t, board.SquareProblem(8), harness.Options{First: true})
	if want := (board.Board{0, 4, 7, 5, 2, 6, 1, 3}); !slices.Equal(res.First, want) {
		t.Fatalf("first solution %v, want %v", res.First, want)
	}
	if want := value(res.First, 8) + 1; res.AttemptsToFirst != want || res.Attempts != want {
		t.Errorf("attempts to first %d, in all %d; want both %d", res.AttemptsToFirst, res.Attempts, want)
	}
}

func TestOdometerCountsLikeDecode(t *testing.T) {
	for n := 1; n <= 5; n++ {
		odo := octal.NewOdometer(board.SquareProblem(n))
		total := power(n, n)
		for i := range total {
			if want := octal.Decode(i, n); !slices.Equal(odo.Digits, want) {
				t.Fatalf("n = %d: after %d steps the odometer reads %v, Decode gives %v", n, i, odo.Digits, want)
			}
			if more := odo.Next(); more != (i < total-1) {
				t.Fatalf("n = %d: Next after %d steps says %v", n, i, more)
			}
		}
	}
}

func TestSafeAgreesWithSolves(t *testing.T) {
	for n := 1; n <= 6; n++ {
		p := board.SquareProblem(n)
		for i := range power(n, n) {
			b := octal.Decode(i, n)
			if got, want := octal.Safe(b), p.Solves(b); got != want {
				t.Fatalf("Safe(%v) = %v, Solves says %v", b, got, want)
			}
		}
	}
}

// digits writes i in base with the given number of digits, most
// significant first, and reads them as a board.
func digits(i uint64, count, base int) board.Board {
	b := make(board.Board, count)
	for row := count - 1; row >= 0; row-- {
		b[row] = int(i % uint64(base))
		i /= uint64(base)
	}
	return b
}

// turned reflects a board of the given width in its main diagonal, the
// way the harness turns a tall board on its side.
func turned(b board.Board, width int) board.Board {
	out := make(board.Board, width)
	for row := range out {
		out[row] = board.Empty
	}
	for row, col := range b {
		out[col] = row
	}
	return out
}

// TestRectangles runs wide boards, which the counter solves itself, and
// tall ones, which the harness turns on their side. The solutions must be
// those of all the short side's digits in base the long side that
// [board.Problem.Solves] accepts.
func TestRectangles(t *testing.T) {
	for _, p := range []board.Problem{{Rows: 3, Cols: 5}, {Rows: 4, Cols: 6}, {Rows: 2, Cols: 7}, {Rows: 5, Cols: 8}, {Rows: 5, Cols: 3}, {Rows: 6, Cols: 4}, {Rows: 8, Cols: 5}} {
		short, long := p.Queens(), max(p.Rows, p.Cols)
		wide := board.Problem{Rows: short, Cols: long}
		var want []board.Board
		for i := range power(long, short) {
			b := digits(i, short, long)
			if !wide.Solves(b) {
				continue
			}
			if p.Rows > p.Cols {
				b = turned(b, p.Rows)
			}
			want = append(want, b)
		}
		slices.SortFunc(want, slices.Compare)
		res := run(t, p, harness.Options{Keep: true})
		if !slices.EqualFunc(res.Boards, want, slices.Equal) {
			t.Errorf("%v: solutions %v, want %v", p, res.Boards, want)
		}
		if want := power(long, short); res.Attempts != want || octal.Approach.MaxAttempts(p) != float64(want) {
			t.Errorf("%v: %d attempts, Space says %v, want %d^%d = %d", p, res.Attempts, octal.Approach.MaxAttempts(p), long, short, want)
		}
		if p.Rows < p.Cols && res.First != nil {
			if want := value(res.First, p.Cols) + 1; res.AttemptsToFirst != want {
				t.Errorf("%v: %d attempts to the first solution %v, want its value in base %d plus one, %d", p, res.AttemptsToFirst, res.First, p.Cols, want)
			}
		}
	}
}

func TestSafeOnWideBoards(t *testing.T) {
	for _, p := range []board.Problem{{Rows: 2, Cols: 6}, {Rows: 3, Cols: 7}, {Rows: 4, Cols: 5}} {
		for i := range power(p.Cols, p.Rows) {
			b := digits(i, p.Rows, p.Cols)
			if got, want := octal.Safe(b), p.Solves(b); got != want {
				t.Fatalf("%v: Safe(%v) = %v, Solves says %v", p, b, got, want)
			}
		}
	}
}

func TestFixedQueensFixDigits(t *testing.T) {
	all := run(t, board.SquareProblem(8), harness.Options{Keep: true})
	for _, spec := range []string{"a1", "00400200", "c4,f2,h7", "d1,e8"} {
		fixed, err := board.ParseFixed(spec, 8, 8)
		if err != nil {
			t.Fatal(err)
		}
		p := board.SquareProblem(8).WithFixed(fixed...)
		res := run(t, p, harness.Options{Keep: true})
		want := harnesstest.Keeping(all.Boards, p)
		if !slices.EqualFunc(res.Boards, want, slices.Equal) {
			t.Errorf("%v: solutions %v, want %v", p, res.Boards, want)
		}
		if want := power(8, 8-len(fixed)); res.Attempts != want || octal.Boards(p) != want {
			t.Errorf("%v: %d attempts, Boards says %d, want %d", p, res.Attempts, octal.Boards(p), want)
		}
	}
}

func TestCancelledRunStops(t *testing.T) {
	p := board.SquareProblem(9)
	harnesstest.CancelStops(t, octal.Approach, p, octal.Boards(p))
}

func BenchmarkSolve8(b *testing.B) {
	for b.Loop() {
		res := run(b, board.SquareProblem(8), harness.Options{})
		if res.Solutions != 92 {
			b.Fatalf("%d solutions, want 92", res.Solutions)
		}
		b.ReportMetric(res.NsPerAttempt(), "ns/attempt")
	}
}

// TestTraceCountsInOrder traces the counter on 4 x 4 and 5 x 5: every
// board of the count is tested and reported, one queen a rank on the
// file its digit gives, in the order of the numbers from 0 up, so the
// first candidate has every queen on file a and the last every queen on
// the last file.
func TestTraceCountsInOrder(t *testing.T) {
	for n := 4; n <= 5; n++ {
		p := board.SquareProblem(n)
		candidates := harnesstest.TraceCandidates(t, octal.Approach, p)
		for i, queens := range candidates {
			if want := octal.Decode(uint64(i), n).Queens(); !slices.Equal(queens, want) {
				t.Fatalf("n = %d: candidate %d is %v, want the number %d, %v", n, i+1, queens, i, want)
			}
		}
		first, last := candidates[0], candidates[len(candidates)-1]
		if first[n-1] != (board.Square{Row: n - 1, Col: 0}) || last[0] != (board.Square{Row: 0, Col: n - 1}) {
			t.Errorf("n = %d: the first candidate is %v and the last %v", n, first, last)
		}
	}
}

// TestTraceKeepsFixedQueens traces the counter with a fixed queen, whose
// digit never turns: every candidate holds it, and there are n^(n-1).
func TestTraceKeepsFixedQueens(t *testing.T) {
	p := harnesstest.Fixed(t, 5, "b3")
	candidates := harnesstest.TraceCandidates(t, octal.Approach, p)
	for i, queens := range candidates {
		if !slices.Contains(queens, p.Fixed[0]) {
			t.Fatalf("%v: candidate %d, %v, moves the fixed queen", p, i+1, queens)
		}
	}
	if len(candidates) != int(power(5, 4)) {
		t.Errorf("%v: %d candidates, want 5^4", p, len(candidates))
	}
}

// TestTraceTallBoard traces a tall board, which the harness counts on its
// side: each candidate comes back turned, one queen a file, and may put
// two queens on one rank, which only a set of squares shows.
func TestTraceTallBoard(t *testing.T) {
	p := board.Problem{Rows: 5, Cols: 3}
	candidates := harnesstest.TraceCandidates(t, octal.Approach, p)
	if want := []board.Square{{Row: 0, Col: 0}, {Row: 0, Col: 1}, {Row: 0, Col: 2}}; !slices.Equal(candidates[0], want) {
		t.Errorf("%v: the first candidate is %v, want %v: every queen on rank 1", p, candidates[0], want)
	}
}

// TestTraceStops stops the trace of 4 x 4 after every number of steps up
// to a few past its first solution, 1 3 0 2, the number 114 in base 4,
// whose Accept is step 115 and its Solution step 116: the count stops
// with the trace.
func TestTraceStops(t *testing.T) {
	for k := 1; k <= 120; k++ {
		harnesstest.TraceStops(t, octal.Approach, board.SquareProblem(4), k)
	}
}
