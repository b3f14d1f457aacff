package symmetric

import (
	"fmt"
	"math/bits"
)

// MaxN is the largest board Count takes: its masks of diagonals hold the
// 2n-1 diagonals of one direction in 64 bits.
const MaxN = 32

// Counts are the solutions of the n x n board that the turns of the
// square keep.
type Counts struct {
	// N is the side of the board.
	N int
	// HalfTurn counts the solutions that a half turn keeps, those that
	// a quarter turn keeps among them (OEIS A032522).
	HalfTurn uint64
	// QuarterTurn counts the solutions that a quarter turn keeps; the
	// turn either way keeps the same ones (OEIS A033148).
	QuarterTurn uint64
	// Attempts counts the queens placed with their images, by both
	// searches.
	Attempts uint64
}

// Count counts the solutions of the n x n board, 1 <= n <= MaxN, that a
// half turn and a quarter turn keep. It panics outside that range, as a
// slice index does: the callers check n first.
func Count(n int) Counts {
	if n < 1 || n > MaxN {
		panic(fmt.Sprintf("symmetric.Count(%d): n must be 1 to %d", n, MaxN))
	}
	half := newSearch(n)
	quarter := newSearch(n)
	return Counts{
		N:           n,
		HalfTurn:    half.halfTurns(),
		QuarterTurn: quarter.quarterTurns(),
		Attempts:    half.attempts + quarter.attempts,
	}
}

// Kept adds up, over the seven symmetries of the square other than the
// identity, the solutions that each keeps: the half turn's, and the
// quarter turns' twice. On 1 x 1 the four reflections keep the lone queen
// too; on larger boards they keep none.
func (c Counts) Kept() uint64 {
	kept := c.HalfTurn + 2*c.QuarterTurn
	if c.N == 1 {
		kept += 4
	}
	return kept
}

// Fundamental returns the number of fundamental solutions of the board,
// which has total solutions in all, by Burnside's lemma: the eight
// symmetries keep total + c.Kept() solutions between them, eight for
// every class. It refuses a total that does not make a whole number of
// classes, or fewer classes than the turns alone make, which is no
// total of this board.
func (c Counts) Fundamental(total uint64) (uint64, error) {
	sum, carry := bits.Add64(total, c.Kept(), 0)
	if carry != 0 || sum%8 != 0 || total < c.HalfTurn {
		return 0, fmt.Errorf("%d solutions of %d x %d with %d kept by a half turn and %d by a quarter turn do not fall into whole classes of symmetry: the total is wrong",
			total, c.N, c.N, c.HalfTurn, c.QuarterTurn)
	}
	return sum / 8, nil
}

// A search is one of the two searches of a board, with the masks they
// both start from.
type search struct {
	n, h int
	// full has a bit for every column (or row) of the board.
	full uint64
	// taken are the columns (and, in the quarter-turn search, the rows)
	// taken before the search begins; diagonals are the diagonals
	// barred, bit i standing for both the diagonal r+c = i and the one
	// c-r+n-1 = i.
	taken, diagonals uint64
	attempts         uint64
}

// newSearch returns the search of the n x n board, with the squares that
// no turn's images can use already barred: the long diagonals, which a
// queen shares with its image under both turns, and on an odd board the
// center, whose queen both turns keep, and its row and column.
func newSearch(n int) *search {
	s := &search{n: n, h: n / 2, full: 1<<n - 1, diagonals: 1 << (n - 1)}
	if n%2 == 1 {
		s.taken = 1 << s.h
	}
	return s
}

// free returns the columns of row r that no mask bars.
func (s *search) free(r int, taken, sum, diff uint64) uint64 {
	return s.full &^ (taken | sum>>r | diff>>(s.n-1-r))
}

// halfTurns counts the solutions that a half turn keeps: it places the
// queens of rows h-1 down to 0, each with its image in row n-1-r, from
// the middle of the board out.
func (s *search) halfTurns() uint64 {
	if s.h == 0 {
		return 1 // 1 x 1: the center alone
	}
	// The first row's queen in the west half only: the mirror image of
	// each solution found has it in the east half.
	r := s.h - 1
	west := s.free(r, s.taken, s.diagonals, s.diagonals) & (1<<s.h - 1)
	return 2 * s.halfTurnsFrom(r, west, s.taken, s.diagonals, s.diagonals)
}

// halfTurnsFrom counts the solutions that go on from a queen in row r on
// one of the columns free, with its image; taken, sum and diff are the
// columns and the diagonals of the two directions that the queens
// between rows r and n-1-r take. The masks are symmetric under the half
// turn (bit i of sum stands for bit 2n-2-i too, and so on), so the
// image's square is free whenever the queen's is.
//
// The middle rows go first because they bar more: from the middle out,
// the search places 890,308 queens at n = 20 where from the outside in it
// places 2,368,703.
func (s *search) halfTurnsFrom(r int, free, taken, sum, diff uint64) uint64 {
	if r == 0 {
		// Rank 1 and the last rank: every free column is a solution.
		k := uint64(bits.OnesCount64(free))
		s.attempts += k
		return k
	}
	var solutions uint64
	for ; free != 0; free &= free - 1 {
		c := bits.TrailingZeros64(free)
		s.attempts++
		t := taken | 1<<c | 1<<(s.n-1-c)
		su := sum | 1<<(r+c) | 1<<(2*s.n-2-r-c)
		di := diff | 1<<(c-r+s.n-1) | 1<<(r-c+s.n-1)
		solutions += s.halfTurnsFrom(r-1, s.free(r-1, t, su, di), t, su, di)
	}
	return solutions
}

// quarterTurns counts the solutions that a quarter turn keeps: it fills
// the lowest empty row with a ring of four queens at a time.
func (s *search) quarterTurns() uint64 {
	if s.h == 0 {
		return 1 // 1 x 1: the center alone
	}
	// Rank 1's queen in the west half only, as in halfTurns.
	west := s.free(0, s.taken, s.diagonals, s.diagonals) & (1<<s.h - 1)
	return 2 * s.quarterTurnsFrom(0, west, s.taken, s.diagonals)
}

// quarterTurnsFrom counts the solutions that go on from a queen in row r
// on one of the columns free, with the three others of its ring: (r, c),
// (c, n-1-r), (n-1-r, n-1-c) and (n-1-c, r). taken holds both the rows
// and the columns the rings placed fill, which are the same set, and
// diagonals both directions' diagonals, which are the same set too: a
// quarter turn takes one direction to the other.
func (s *search) quarterTurnsFrom(r int, free, taken, diagonals uint64) uint64 {
	var solutions uint64
	for ; free != 0; free &= free - 1 {
		c := bits.TrailingZeros64(free)
		s.attempts++
		n := s.n
		t := taken | 1<<r | 1<<c | 1<<(n-1-r) | 1<<(n-1-c)
		d := diagonals | 1<<(r+c) | 1<<(c-r+n-1) | 1<<(2*n-2-r-c) | 1<<(r-c+n-1)
		if t == s.full {
			solutions++
			continue
		}
		next := bits.TrailingZeros64(^t)
		solutions += s.quarterTurnsFrom(next, s.free(next, t, d, d), t, d)
	}
	return solutions
}
