package completion

import "github.com/queensbook/queens/puzzle/board"

// Allowed reports whether the next queen may stand in column col, on the
// board of p with the queens placed in advance in p.Fixed. queens holds
// the queens placed so far, one a row from row 0: queens[row] is the
// column of the queen in that row, and the next row is len(queens). A
// row that holds a fixed queen allows only that queen's square; any
// other square is allowed when no queen below attacks it and no fixed
// queen above it does either. Allowed only looks at queens and p.
//
// This stub knows nothing of the fixed queens: it allows every square
// that no queen below attacks. Replace its body.
func Allowed(p board.Problem, queens board.Board, col int) bool {
	next := board.Square{Row: len(queens), Col: col}
	for row, c := range queens {
		if (board.Square{Row: row, Col: c}).Attacks(next) {
			return false
		}
	}
	return true
}
