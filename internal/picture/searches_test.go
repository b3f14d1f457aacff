package picture

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness/harnesstest"
)

// parseTuple reads a board in its one-line form.
func parseTuple(t *testing.T, s string) board.Board {
	t.Helper()
	var b board.Board
	for _, f := range strings.Fields(s) {
		col, err := strconv.Atoi(f)
		if err != nil {
			t.Fatalf("tuple %q: %v", s, err)
		}
		b = append(b, col)
	}
	return b
}

func TestTreeHoldsEveryBoardOfTheSearch(t *testing.T) {
	_, alt, elements := draw(t, "tree-4")
	if got := len(withClass(elements, "node")); got != 17 {
		t.Errorf("the tree draws %d boards, want 17: the root, 4, 6, 4 and 2", got)
	}
	if got := len(withClass(elements, "solution")); got != 2 {
		t.Errorf("the tree frames %d solutions, want 2", got)
	}
	// Every queen tried on 4 x 4 either is placed, making one of the 16
	// boards below the root, or is refused: 15 boards short of a solution
	// try 4 squares each.
	if got := len(withClass(elements, "refused")); got != 15*4-16 {
		t.Errorf("the tree marks %d refused tries, want %d", got, 15*4-16)
	}
	for _, s := range harnesstest.Solutions(board.SquareProblem(4)) {
		if !strings.Contains(alt, s.String()) {
			t.Errorf("the alt text does not name the solution %v: %s", s, alt)
		}
	}
}

func TestSymmetriesShowEightDistinctSolutions(t *testing.T) {
	_, alt, elements := draw(t, "symmetries")
	if got := len(withClass(elements, "image")); got != 8 {
		t.Errorf("%d boards drawn, want 8", got)
	}
	var shown []board.Board
	for _, e := range withClass(elements, "tuple") {
		b := parseTuple(t, e.text)
		if !board.SquareProblem(8).Solves(b) {
			t.Errorf("image %v is not a solution", b)
		}
		if slices.ContainsFunc(shown, func(o board.Board) bool { return slices.Equal(o, b) }) {
			t.Errorf("image %v is shown twice", b)
		}
		shown = append(shown, b)
	}
	if len(shown) != 8 {
		t.Fatalf("%d tuples shown, want 8", len(shown))
	}
	// The smallest image in tuple order is the canonical one, and the
	// mirror fold searches those whose rank 1 queen is on files a to d.
	smallest := slices.MinFunc(shown, slices.Compare)
	if !strings.Contains(alt, "canonical image "+smallest.String()) {
		t.Errorf("the alt text does not name %v as canonical: %s", smallest, alt)
	}
	left := 0
	for _, b := range shown {
		if b[0] < 4 {
			left++
		}
	}
	if got := len(withClass(elements, "fold")); got != left+1 {
		t.Errorf("%d fold badges, want %d for the mirror fold and 1 for the full fold", got, left)
	}
}

func TestMasksLeaveTheSquaresNoQueenAttacks(t *testing.T) {
	_, alt, elements := draw(t, "masks")
	m := regexp.MustCompile(`after queens on ([a-h0-9, ]+) \(`).FindStringSubmatch(alt)
	if m == nil {
		t.Fatalf("the alt text does not name the queens: %s", alt)
	}
	var queens []board.Square
	for _, name := range strings.Split(m[1], ", ") {
		q, err := board.ParseSquare(name)
		if err != nil {
			t.Fatal(err)
		}
		queens = append(queens, q)
	}
	var free []string
	next := len(queens)
	for col := range 8 {
		s := board.Square{Row: next, Col: col}
		if !slices.ContainsFunc(queens, s.Attacks) {
			free = append(free, s.String())
		}
	}
	if want := "leaves " + strings.Join(free, " and ") + " free"; !strings.Contains(alt, want) {
		t.Errorf("the alt text does not say %q: %s", want, alt)
	}
	// Three masks of two ranks, the union and the free squares.
	if got := len(withClass(elements, "bit")); got != (3*2+2)*8 {
		t.Errorf("%d bits drawn, want %d", got, (3*2+2)*8)
	}
}

func TestMinConflictsShowsBeforeAndAfter(t *testing.T) {
	_, alt, _ := draw(t, "minconflicts-16")
	m := regexp.MustCompile(`The start, ([0-9 ]+), has (\d+) queens in conflict: (.*)\. After .* the board is the solution ([0-9 ]+)\.$`).FindStringSubmatch(alt)
	if m == nil {
		t.Fatalf("the alt text does not give both boards: %s", alt)
	}
	start, solution := parseTuple(t, m[1]), parseTuple(t, m[4])
	if len(solution) != 16 || !board.SquareProblem(16).Solves(solution) {
		t.Errorf("%v is not a solution of 16 x 16", solution)
	}
	// Count the start's queens in conflict afresh, from the tuple alone.
	conflicted := 0
	for r, c := range start {
		for r2, c2 := range start {
			if r2 != r && (c2 == c || c2-c == r2-r || c2-c == r-r2) {
				conflicted++
				break
			}
		}
	}
	if fmt.Sprint(conflicted) != m[2] || strings.Count(m[3], "(") != conflicted {
		t.Errorf("the start %v has %d queens in conflict; the alt text says %s and lists %q", start, conflicted, m[2], m[3])
	}
	if slices.Equal(start, solution) {
		t.Error("the start and the solution are the same board")
	}
}
