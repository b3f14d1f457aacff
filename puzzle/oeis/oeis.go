package oeis

// a000170 holds A000170 from n = 1 to 27, the last counted by the Q27
// project in 2016.
var a000170 = []int{
	1, 0, 0, 2, 10, 4, 40, 92, 352, 724,
	2680, 14200, 73712, 365596, 2279184, 14772512, 95815104, 666090624,
	4968057848, 39029188884, 314666222712, 2691008701644, 24233937684440,
	227514171973736, 2207893435808352, 22317699616364044, 234907967154122528,
}

// a002562 holds A002562 from n = 1.
var a002562 = []int{
	1, 0, 0, 1, 2, 1, 6, 12, 46, 92,
	341, 1787, 9233, 45752, 285053, 1846955, 11977939, 83263591,
	621012754, 4878666808,
}

// a032522 holds A032522 from n = 1: the solutions that a half turn of
// the board keeps.
var a032522 = []int{
	1, 0, 0, 2, 2, 4, 8, 4, 16, 12,
	48, 80, 136, 420, 1240, 3000, 8152, 18104,
	44184, 144620, 375664,
}

// a033148 holds A033148 from n = 1: the solutions that a quarter turn of
// the board keeps.
var a033148 = []int{
	1, 0, 0, 2, 2, 0, 0, 0, 0, 0,
	0, 8, 8, 0, 0, 64, 128, 0,
	0, 480, 704,
}

// MaxN is the largest n this package knows the number of solutions for,
// MaxFundamentalN the largest it knows the fundamental ones for, and
// MaxTurnsN the largest it knows the solutions that the turns keep for.
const (
	MaxN            = 27
	MaxFundamentalN = 20
	MaxTurnsN       = 21
)

// Solutions returns the published number of solutions on the n x n board
// (A000170), for 1 <= n <= MaxN. It panics outside that range, which is a
// mistake in a test.
func Solutions(n int) int {
	return a000170[n-1]
}

// Fundamental returns the published number of fundamental solutions on
// the n x n board (A002562), for 1 <= n <= MaxFundamentalN.
func Fundamental(n int) int {
	return a002562[n-1]
}

// HalfTurn returns the published number of solutions on the n x n board
// that a half turn keeps (A032522), for 1 <= n <= MaxTurnsN.
func HalfTurn(n int) int {
	return a032522[n-1]
}

// QuarterTurn returns the published number of solutions on the n x n
// board that a quarter turn keeps (A033148), for 1 <= n <= MaxTurnsN.
func QuarterTurn(n int) int {
	return a033148[n-1]
}
