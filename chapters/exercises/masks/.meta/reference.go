package masks

import "github.com/queensbook/queens/puzzle/board"

// Attacked gives each queen its three bits: its column, and the columns
// as far to either side as it is rows below. A bit right of column n-1
// is masked off at the end; one left of column 0 would need a shift by a
// negative count, which panics in Go, so that diagonal is shifted only
// while it is on the board.
func Attacked(queens board.Board, n int) uint32 {
	next := len(queens)
	var attacked uint32
	for row, col := range queens {
		dist := next - row
		attacked |= 1<<col | 1<<(col+dist)
		if col >= dist {
			attacked |= 1 << (col - dist)
		}
	}
	return attacked & (1<<n - 1)
}
