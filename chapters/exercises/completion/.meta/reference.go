package completion

import "github.com/queensbook/queens/puzzle/board"

// Allowed lets a fixed queen's row take that queen's square only, and any
// other square stand when neither a queen below nor a fixed queen above
// attacks it. A fixed queen needs no test against the queens below: each
// of them was allowed only where no fixed queen above it attacks.
func Allowed(p board.Problem, queens board.Board, col int) bool {
	next := board.Square{Row: len(queens), Col: col}
	for _, q := range p.Fixed {
		if q.Row == next.Row {
			return q.Col == col
		}
	}
	for row, c := range queens {
		if (board.Square{Row: row, Col: c}).Attacks(next) {
			return false
		}
	}
	for _, q := range p.Fixed {
		if q.Row > next.Row && q.Attacks(next) {
			return false
		}
	}
	return true
}
