package board

import (
	"fmt"
	"strings"
)

// Plain draws the board in the octal-counter source's signs, a q for a
// queen and an _ for an empty square, separated by spaces, and the way up
// every drawing of the book has: the highest rank at the top, rank 1 (row
// 0) at the bottom. (The source printed row 0 first, at the top.) cols is
// the width of the board; on a square board it is len(b).
func Plain(b Board, cols int) string {
	var s strings.Builder
	for row := len(b) - 1; row >= 0; row-- {
		writeRow(&s, b[row], cols, "q", "_")
		s.WriteByte('\n')
	}
	return s.String()
}

// Chess draws the board as the fixed-queens source prints it: ranks from
// the highest down to 1 along the left, files a.. along the bottom, Q for a
// queen and . for an empty square.
func Chess(b Board, cols int) string {
	var s strings.Builder
	width := len(fmt.Sprint(len(b)))
	for row := len(b) - 1; row >= 0; row-- {
		fmt.Fprintf(&s, "%*d ", width, row+1)
		writeRow(&s, b[row], cols, "Q", ".")
		s.WriteByte('\n')
	}
	s.WriteString(strings.Repeat(" ", width+1))
	for col := range cols {
		if col > 0 {
			s.WriteByte(' ')
		}
		s.WriteString(fileName(col))
	}
	s.WriteByte('\n')
	return s.String()
}

func writeRow(s *strings.Builder, queenCol, cols int, queen, empty string) {
	for col := range cols {
		if col > 0 {
			s.WriteByte(' ')
		}
		if col == queenCol {
			s.WriteString(queen)
		} else {
			s.WriteString(empty)
		}
	}
}
