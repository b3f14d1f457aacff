package bitboard

// Published counts, for checking only: nothing in the package reads them.

// a000170 is OEIS A000170, the number of solutions on an n x n board,
// from n = 1.
var a000170 = []uint64{
	1, 0, 0, 2, 10, 4, 40, 92, 352, 724,
	2680, 14200, 73712, 365596, 2279184, 14772512, 95815104, 666090624,
	4968057848, 39029188884,
}

// a002562 is OEIS A002562, the number of fundamental solutions (distinct
// under rotations and reflections), from n = 1.
var a002562 = []uint64{
	1, 0, 0, 1, 2, 1, 6, 12, 46, 92,
	341, 1787, 9233, 45752, 285053, 1846955, 11977939, 83263591,
	621012754, 4878666808,
}
