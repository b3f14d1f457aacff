package oeis

import "testing"

// TestEightQueens checks the two sequences against each other where a
// short argument gives the link: most classes hold 8 boards, and for
// n = 8 the 12 classes are 11 of 8 and 1 of 4.
func TestEightQueens(t *testing.T) {
	if Solutions(8) != 11*8+1*4 || Fundamental(8) != 12 {
		t.Errorf("n = 8: %d solutions in %d classes", Solutions(8), Fundamental(8))
	}
	for n := 1; n <= MaxFundamentalN; n++ {
		s, f := Solutions(n), Fundamental(n)
		if f > s || s > 8*f {
			t.Errorf("n = %d: %d solutions cannot fall into %d classes of 1 to 8 boards", n, s, f)
		}
	}
}

// The four sequences agree by Burnside's lemma, where all four are known:
// the eight symmetries keep eight solutions for every class between
// them, and on a board of two squares or more no reflection keeps one.
func TestBurnside(t *testing.T) {
	for n := 2; n <= MaxFundamentalN; n++ {
		if kept := Solutions(n) + HalfTurn(n) + 2*QuarterTurn(n); kept != 8*Fundamental(n) {
			t.Errorf("n = %d: the symmetries keep %d solutions, not 8 x %d", n, kept, Fundamental(n))
		}
	}
}
