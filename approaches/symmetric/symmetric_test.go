package symmetric_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/queensbook/queens/approaches/bitboard"
	"github.com/queensbook/queens/approaches/symmetric"
	"github.com/queensbook/queens/counting/constellation"
	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/oeis"
)

// The searches find exactly the solutions that the turns keep, among
// all those a plain search lists, and no reflection keeps one on a board
// larger than 1 x 1, as Kept assumes.
func TestSearchesMatchEverySolutionTested(t *testing.T) {
	for n := 1; n <= 10; n++ {
		var kept [8]uint64
		for b := range bitboard.Solve(board.SquareProblem(n), new(harness.Counter)) {
			for _, s := range board.Symmetries {
				if slices.Equal(s.Apply(b), b) {
					kept[s]++
				}
			}
		}
		c := symmetric.Count(n)
		half := kept[board.FlipRows|board.FlipCols]
		quarter := kept[board.Transpose|board.FlipCols]
		if c.HalfTurn != half || c.QuarterTurn != quarter || kept[board.Transpose|board.FlipRows] != quarter {
			t.Errorf("n = %d: the searches count %d and %d, the solutions tested %d kept by a half turn, %d and %d by the quarter turns",
				n, c.HalfTurn, c.QuarterTurn, half, quarter, kept[board.Transpose|board.FlipRows])
		}
		var all uint64
		for _, k := range kept[1:] {
			all += k
		}
		if c.Kept() != all {
			t.Errorf("n = %d: Kept() = %d, but the seven symmetries keep %d solutions between them", n, c.Kept(), all)
		}
	}
}

// The counts agree with OEIS A032522 and A033148 as far as this module
// keeps them.
func TestPublishedCounts(t *testing.T) {
	for n := 1; n <= oeis.MaxTurnsN; n++ {
		c := symmetric.Count(n)
		if c.HalfTurn != uint64(oeis.HalfTurn(n)) || c.QuarterTurn != uint64(oeis.QuarterTurn(n)) {
			t.Errorf("n = %d: %d kept by a half turn, %d by a quarter turn; OEIS gives %d and %d",
				n, c.HalfTurn, c.QuarterTurn, oeis.HalfTurn(n), oeis.QuarterTurn(n))
		}
	}
}

// Burnside's lemma turns the total into the fundamental count that the
// constellations count class by class, and into OEIS A002562 from
// A000170.
func TestFundamental(t *testing.T) {
	for n := 1; n <= 14; n++ {
		res, err := count.Count(context.Background(), constellation.Method{}, board.SquareProblem(n), count.Options{})
		if err != nil {
			t.Fatal(err)
		}
		got, err := symmetric.Count(n).Fundamental(res.Solutions)
		if err != nil || got != res.Unique {
			t.Errorf("n = %d: %d fundamental solutions by Burnside's lemma (%v), the constellations count %d", n, got, err, res.Unique)
		}
	}
	for n := 1; n <= oeis.MaxFundamentalN; n++ {
		got, err := symmetric.Count(n).Fundamental(uint64(oeis.Solutions(n)))
		if err != nil || got != uint64(oeis.Fundamental(n)) {
			t.Errorf("n = %d: %d fundamental solutions from A000170 (%v), A002562 gives %d", n, got, err, oeis.Fundamental(n))
		}
	}
}

// A total that is no board's does not make whole classes.
func TestFundamentalRefusesAWrongTotal(t *testing.T) {
	c := symmetric.Count(8)
	for _, total := range []uint64{91, 93, 0, 1<<64 - 1} {
		if got, err := c.Fundamental(total); err == nil {
			t.Errorf("8 x 8 with %d solutions: %d fundamental, want an error", total, got)
		}
	}
}

// The attempts are the same from run to run.
func TestAttemptsAreExact(t *testing.T) {
	if a, b := symmetric.Count(13), symmetric.Count(13); a != b || a.Attempts == 0 {
		t.Errorf("two counts of 13 x 13: %+v and %+v", a, b)
	}
}

// BenchmarkCount counts the symmetric solutions of the boards the join
// counts from 16 up.
func BenchmarkCount(b *testing.B) {
	for _, n := range []int{16, 19, 20, 21} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			for b.Loop() {
				symmetric.Count(n)
			}
		})
	}
}
