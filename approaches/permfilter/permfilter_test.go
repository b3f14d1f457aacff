package permfilter

import (
	"slices"
	"testing"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/harness/harnesstest"
	"github.com/queensbook/queens/puzzle/oeis"
)

func factorial(n int) uint64 {
	f := uint64(1)
	for k := 2; k <= n; k++ {
		f *= uint64(k)
	}
	return f
}

func TestCountsAndAttempts(t *testing.T) {
	for n := 1; n <= 10; n++ {
		want := oeis.Solutions(n)
		if testing.Short() && n > 9 {
			break
		}
		p := board.SquareProblem(n)
		res := harnesstest.Run(t, Approach, p, harness.Options{})
		if res.Solutions != want {
			t.Errorf("n = %d: %d solutions, want %d", n, res.Solutions, want)
		}
		if res.Attempts != factorial(n) {
			t.Errorf("n = %d: %d attempts, want %d! = %d", n, res.Attempts, n, factorial(n))
		}
		if got := Space(p); got != float64(res.Attempts) {
			t.Errorf("n = %d: Space says %v, the run tested %d", n, got, res.Attempts)
		}
	}
}

// lexRank returns how many permutations of 0..n-1 come before perm in
// lexicographic order, from its Lehmer code.
func lexRank(perm []int) uint64 {
	var rank uint64
	for i, v := range perm {
		smallerLater := 0
		for _, w := range perm[i+1:] {
			if w < v {
				smallerLater++
			}
		}
		rank += uint64(smallerLater) * factorial(len(perm)-1-i)
	}
	return rank
}

func TestFirstSolution(t *testing.T) {
	res := harnesstest.FirstOfEight(t, Approach, "0 4 7 5 2 6 1 3")
	// Permutations come in lexicographic order, so the first solution is
	// found on the permutation whose rank is lexRank, counting from 0.
	if want := lexRank(res.First) + 1; res.AttemptsToFirst != want {
		t.Errorf("%d attempts to the first solution, want its lexicographic rank + 1 = %d", res.AttemptsToFirst, want)
	}
	if res.Attempts != res.AttemptsToFirst {
		t.Errorf("with First the run went on to %d attempts after %d", res.Attempts, res.AttemptsToFirst)
	}
}

func TestSolveYieldsInLexicographicOrder(t *testing.T) {
	for _, fixed := range []string{"", "00400200"} {
		p := harnesstest.Fixed(t, 8, fixed)
		var c harness.Counter
		got := slices.Collect(Solve(p, &c))
		want := harnesstest.Solutions(p)
		if !slices.EqualFunc(got, want, slices.Equal) {
			t.Errorf("fixed %q: Solve yields %d boards, not the %d brute-force solutions in lexicographic order", fixed, len(got), len(want))
		}
	}
}

func TestFixedQueens(t *testing.T) {
	specs := []string{"00400200", "c4,f2", "10000000", "a1,b3", "d1,e8", "00000001", "a1,h7", "b1,c4,h6"}
	for _, spec := range specs {
		p := harnesstest.Fixed(t, 8, spec)
		checkCompletions(t, p)
	}
	// Every single square of the 6 x 6 board, including the ones that no
	// solution uses.
	for row := range 6 {
		for col := range 6 {
			checkCompletions(t, board.SquareProblem(6).WithFixed(board.Square{Row: row, Col: col}))
		}
	}
}

func checkCompletions(t *testing.T, p board.Problem) {
	t.Helper()
	res := harnesstest.Run(t, Approach, p, harness.Options{Keep: true})
	want := harnesstest.Solutions(p)
	if !slices.EqualFunc(res.Boards, want, slices.Equal) {
		t.Errorf("%v: solutions %v, want %v", p, res.Boards, want)
	}
	if want := factorial(p.Rows - len(p.Fixed)); res.Attempts != want {
		t.Errorf("%v: %d attempts, want (n-k)! = %d", p, res.Attempts, want)
	}
}

// TestRectangles runs wide boards, which Solve takes itself, and tall
// ones, which the harness turns on their side, with and without fixed
// queens. A tall board's solutions are the wide board's reflected in the
// main diagonal, and both runs test the same (cols-k)!/(cols-rows)!
// boards.
func TestRectangles(t *testing.T) {
	problems := []board.Problem{
		{Rows: 3, Cols: 5}, {Rows: 4, Cols: 6}, {Rows: 2, Cols: 7}, {Rows: 5, Cols: 8}, {Rows: 1, Cols: 4},
		board.Problem{Rows: 4, Cols: 6}.WithFixed(board.Square{Row: 1, Col: 5}),
		board.Problem{Rows: 5, Cols: 8}.WithFixed(board.Square{Row: 0, Col: 2}, board.Square{Row: 4, Col: 7}),
	}
	for _, wide := range problems {
		tall := reflect(wide)
		for _, p := range []board.Problem{wide, tall} {
			res := harnesstest.Run(t, Approach, p, harness.Options{Keep: true})
			want := harnesstest.Solutions(wide)
			if p.Rows > p.Cols {
				for i, b := range want {
					want[i] = reflectBoard(b, wide.Cols)
				}
				slices.SortFunc(want, slices.Compare)
			}
			if !slices.EqualFunc(res.Boards, want, slices.Equal) {
				t.Errorf("%v: solutions %v, want %v", p, res.Boards, want)
			}
			k := len(p.Fixed)
			if want := factorial(wide.Cols-k) / factorial(wide.Cols-wide.Rows); res.Attempts != want || Space(p) != float64(want) {
				t.Errorf("%v: %d attempts, Space says %v, want (cols-k)!/(cols-rows)! = %d", p, res.Attempts, Space(p), want)
			}
		}
	}
}

// reflect returns p reflected in its main diagonal, fixed queens too.
func reflect(p board.Problem) board.Problem {
	var fixed []board.Square
	for _, q := range p.Fixed {
		fixed = append(fixed, board.Square{Row: q.Col, Col: q.Row})
	}
	return board.Problem{Rows: p.Cols, Cols: p.Rows}.WithFixed(fixed...)
}

// reflectBoard reflects b, whose rows are width squares wide, in its main
// diagonal.
func reflectBoard(b board.Board, width int) board.Board {
	out := slices.Repeat(board.Board{board.Empty}, width)
	for row, col := range b {
		out[col] = row
	}
	return out
}

func TestPartialPermutations(t *testing.T) {
	items := []int{0, 1, 2, 3, 4}
	for k := 0; k <= len(items); k++ {
		got := slices.Collect(PartialPermutations(items, k))
		if want := factorial(len(items)) / factorial(len(items)-k); uint64(len(got)) != want {
			t.Errorf("k = %d: %d orderings, want 5!/(5-k)! = %d", k, len(got), want)
		}
		for i, perm := range got {
			if len(perm) != k || len(slices.Compact(slices.Sorted(slices.Values(perm)))) != k {
				t.Errorf("k = %d: %v is not an ordering of %d distinct items", k, perm, k)
			}
			if i > 0 && slices.Compare(got[i-1], perm) >= 0 {
				t.Errorf("k = %d: %v comes after %v, not in strictly increasing order", k, perm, got[i-1])
			}
		}
	}
	for _, k := range []int{-1, 6} {
		if got := slices.Collect(PartialPermutations(items, k)); len(got) != 0 {
			t.Errorf("k = %d: %v, want nothing", k, got)
		}
	}
}

func TestPermutations(t *testing.T) {
	for n := range 6 {
		items := make([]int, n)
		for i := range items {
			items[i] = i
		}
		got := slices.Collect(Permutations(items))
		if uint64(len(got)) != factorial(n) {
			t.Errorf("n = %d: %d permutations, want %d", n, len(got), factorial(n))
		}
		for i, perm := range got {
			if !slices.Equal(slices.Sorted(slices.Values(perm)), items) {
				t.Errorf("n = %d: %v is not a permutation", n, perm)
			}
			if i > 0 && slices.Compare(got[i-1], perm) >= 0 {
				t.Errorf("n = %d: %v comes after %v, not in strictly increasing order", n, perm, got[i-1])
			}
		}
	}
}

func TestPermutationsOfOtherTypes(t *testing.T) {
	var got []string
	for perm := range Permutations([]string{"a", "b", "c"}) {
		got = append(got, perm[0]+perm[1]+perm[2])
	}
	want := []string{"abc", "acb", "bac", "bca", "cab", "cba"}
	if !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

func TestIteratorsStopEarly(t *testing.T) {
	seen := 0
	for range Permutations([]int{0, 1, 2, 3}) {
		seen++
		if seen == 3 {
			break
		}
	}
	isEven := func(x int) bool { return x%2 == 0 }
	var evens []int
	for x := range Filter(slices.Values([]int{1, 2, 3, 4, 5, 6, 8}), isEven) {
		evens = append(evens, x)
		if len(evens) == 2 {
			break
		}
	}
	if seen != 3 || !slices.Equal(evens, []int{2, 4}) {
		t.Errorf("after break: %d permutations, evens %v; want 3 and [2 4]", seen, evens)
	}
}

func TestValid(t *testing.T) {
	tests := []struct {
		b    board.Board
		want bool
	}{
		{board.Board{0, 4, 7, 5, 2, 6, 1, 3}, true},
		{board.Board{1, 3, 0, 2}, true},
		{board.Board{0, 1, 2, 3}, false}, // one diagonal up to the right
		{board.Board{3, 2, 1, 0}, false}, // one diagonal up to the left
		{board.Board{1, 3, 2, 0}, false}, // rows 1 and 2
		{board.Board{0}, true},
		{board.Board{}, true},
		{board.Board{0, 7}, true},       // far apart on a wide board
		{board.Board{9, 8}, false},      // one diagonal up to the left, past column n
		{board.Board{0, 30, 29}, false}, // rows 1 and 2, far to the right
		{board.Board{2, 0, 70}, true},   // wider than the stack marks
		{board.Board{69, 0, 71}, false}, // rows 0 and 2, wider than the stack marks
	}
	for _, tt := range tests {
		if got := Valid(tt.b); got != tt.want {
			t.Errorf("Valid(%v) = %v, want %v", tt.b, got, tt.want)
		}
	}
}

func BenchmarkSolve8(b *testing.B) {
	harnesstest.Benchmark(b, Approach, board.SquareProblem(8))
}

func BenchmarkSolve11(b *testing.B) {
	harnesstest.Benchmark(b, Approach, board.SquareProblem(11))
}
