package picture

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/queensbook/queens/approaches/combinations"
	"github.com/queensbook/queens/approaches/tuplestate"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/harness/harnesstest"
	"github.com/queensbook/queens/puzzle/words"
)

// number returns the number held by attribute name of e.
func number(t *testing.T, e element, name string) float64 {
	t.Helper()
	v, err := strconv.ParseFloat(e.attrs[name], 64)
	if err != nil {
		t.Fatalf("%s %s=%q is not a number", e.name, name, e.attrs[name])
	}
	return v
}

func TestDiagonalNumbersMeetOnDiagonals(t *testing.T) {
	v := squareView(0, 0, 8, 1)
	for _, s := range v.squares() {
		for _, u := range v.squares() {
			if s.Row == u.Row || s.Col == u.Col {
				continue
			}
			ss, sd := diagonalNumbers(s)
			us, ud := diagonalNumbers(u)
			if shared := ss == us || sd == ud; shared != s.Attacks(u) {
				t.Errorf("%v and %v: a diagonal number shared is %v, but Attacks says %v", s, u, shared, s.Attacks(u))
			}
		}
	}
}

func TestHeatCountsEverySolution(t *testing.T) {
	_, alt, elements := draw(t, "completions-heat")
	shown := withClass(elements, "count")
	if len(shown) != 64 {
		t.Fatalf("the heat map shows %d counts, want 64", len(shown))
	}
	brute := queenCounts(harnesstest.Solutions(board.SquareProblem(8)), 8)
	sum := 0
	for i, e := range shown {
		k, err := strconv.Atoi(e.text)
		if err != nil {
			t.Fatalf("count %q is not a number", e.text)
		}
		sum += k
		// The squares are drawn rank 1 first, file a first in each rank.
		if want := brute[i/8][i%8]; k != want {
			t.Errorf("square %v shows %d, the brute force counts %d", board.Square{Row: i / 8, Col: i % 8}, k, want)
		}
	}
	if sum != 92*8 {
		t.Errorf("the counts add up to %d, want 92 x 8 = %d", sum, 92*8)
	}
	if !strings.Contains(alt, "rank 1: 4 8 16 18 18 16 8 4;") {
		t.Errorf("the alt text does not list rank 1's counts: %s", alt)
	}
}

func TestTheStuckPairHasNoCompletion(t *testing.T) {
	if stuckPair[0].Attacks(stuckPair[1]) {
		t.Fatalf("%v and %v attack each other", stuckPair[0], stuckPair[1])
	}
	p := board.SquareProblem(8).WithFixed(stuckPair...)
	if got := harnesstest.Solutions(p); len(got) != 0 {
		t.Errorf("the brute force completes %v: %v", p, got)
	}
	if res := harnesstest.Run(t, tuplestate.Approach, p, harness.Options{}); res.Solutions != 0 {
		t.Errorf("tuplestate completes %v: %v", p, res.First)
	}
	_, alt, _ := draw(t, "no-completion")
	if !strings.Contains(alt, "c6 and d2") || !strings.Contains(alt, "no completion") {
		t.Errorf("the alt text does not name the pair and say it has no completion: %s", alt)
	}
}

func TestSquareNumbersShowCombinationsFirst(t *testing.T) {
	var c harness.Counter
	var first board.Board
	for b := range combinations.Search(board.SquareProblem(8), &c, 1) {
		first = b
		break
	}
	_, alt, elements := draw(t, "square-numbers")
	if !strings.Contains(alt, "the solution "+first.String()+",") {
		t.Errorf("the alt text does not name the first solution %v: %s", first, alt)
	}
	if want := "after " + words.Thousands(c.Count()) + " arrangements"; !strings.Contains(alt, want) {
		t.Errorf("the alt text does not give the %d arrangements tested up to it: %s", c.Count(), alt)
	}
	numbers := withClass(elements, "square")
	if len(numbers) != 2*64 {
		t.Fatalf("%d square numbers, want 64 on each of two boards", len(numbers))
	}
	// Square 0 is a1: left of square 1 (b1) and below square 8 (a2).
	zero, one, eight := numbers[slices.IndexFunc(numbers, is("0"))], numbers[slices.IndexFunc(numbers, is("1"))], numbers[slices.IndexFunc(numbers, is("8"))]
	if number(t, zero, "x") >= number(t, one, "x") || number(t, zero, "y") <= number(t, eight, "y") {
		t.Errorf("square 0 is not left of square 1 and below square 8: rank 1 must be at the bottom")
	}
}

// is returns a test for an element whose text is s.
func is(s string) func(element) bool {
	return func(e element) bool { return e.text == s }
}
