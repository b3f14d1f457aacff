package bitcount

import (
	"context"
	"slices"
	"testing"

	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/oeis"
)

// The folded search finds exactly the canonical boards that board.Canonical
// picks from the full list, with the class sizes board.ClassSize gives.
func TestFundamentalMatchesCanonicalForms(t *testing.T) {
	for n := 1; n <= 10; n++ {
		var want []Class
		for _, b := range listed(t, board.SquareProblem(n)).Boards {
			if slices.Equal(board.Canonical(b), b) {
				want = append(want, Class{b, board.ClassSize(b)})
			}
		}
		classes, err := Fundamental(context.Background(), n)
		if err != nil {
			t.Fatal(err)
		}
		var got []Class
		total := 0
		for c := range classes {
			got = append(got, c)
			total += c.Size
		}
		if !slices.EqualFunc(got, want, func(a, b Class) bool { return a.Size == b.Size && slices.Equal(a.Board, b.Board) }) {
			t.Errorf("n = %d: Fundamental yields %v, want %v", n, got, want)
		}
		if uint64(len(got)) != uint64(oeis.Fundamental(n)) || uint64(total) != uint64(oeis.Solutions(n)) {
			t.Errorf("n = %d: %d classes holding %d solutions, want %d and %d", n, len(got), total, uint64(oeis.Fundamental(n)), uint64(oeis.Solutions(n)))
		}
	}
}

func TestFundamentalStopsOnBreak(t *testing.T) {
	classes, err := Fundamental(context.Background(), 12)
	if err != nil {
		t.Fatal(err)
	}
	seen := 0
	for range classes {
		if seen++; seen == 3 {
			break
		}
	}
	if seen != 3 {
		t.Errorf("saw %d classes, want to stop at 3", seen)
	}
}

func TestFundamentalRefuses(t *testing.T) {
	for _, n := range []int{0, -1, count.MaxN + 1} {
		if _, err := Fundamental(context.Background(), n); err == nil {
			t.Errorf("Fundamental(%d) accepted", n)
		}
	}
}

// A cancelled context ends the listing inside the first subproblem of a
// large board, long before that subproblem is done, and yields nothing
// of it.
func TestFundamentalStopsWhenCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	classes, err := Fundamental(ctx, 15)
	if err != nil {
		t.Fatal(err)
	}
	for c := range classes {
		t.Fatalf("a cancelled listing yielded %v", c.Board)
	}
}
