package board

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// Plain draws the board in the octal-counter source's signs, a q for a
// queen and an _ for an empty square, separated by spaces, and the way up
// every drawing of the book has: the highest rank at the top, rank 1 (row
// 0) at the bottom. (The source printed row 0 first, at the top.) cols is
// the width of the board; on a square board it is len(b).
func Plain(b Board, cols int) string {
	return drawn(WritePlain, b, cols)
}

// Chess draws the board as the fixed-queens source prints it: ranks from
// the highest down to 1 along the left, files a.. along the bottom, Q for a
// queen and . for an empty square.
func Chess(b Board, cols int) string {
	return drawn(WriteChess, b, cols)
}

// drawn returns the text that write writes of b.
func drawn(write func(io.Writer, Board, int) error, b Board, cols int) string {
	var s strings.Builder
	write(&s, b, cols) // a strings.Builder takes every write
	return s.String()
}

// WritePlain writes the board to w as [Plain] draws it. It writes as it
// draws, so that a board of millions of columns is never in memory whole,
// and stops at the first error of a write, which it returns.
func WritePlain(w io.Writer, b Board, cols int) error {
	bw := bufio.NewWriter(w)
	for row := len(b) - 1; row >= 0; row-- {
		if err := writeRow(bw, b[row], cols, "q", "_"); err != nil {
			return err
		}
		bw.WriteByte('\n')
	}
	return bw.Flush()
}

// WriteChess writes the board to w as [Chess] draws it, as [WritePlain]
// writes: stopping at the first error of a write, which it returns.
func WriteChess(w io.Writer, b Board, cols int) error {
	bw := bufio.NewWriter(w)
	width := len(fmt.Sprint(len(b)))
	for row := len(b) - 1; row >= 0; row-- {
		fmt.Fprintf(bw, "%*d ", width, row+1)
		if err := writeRow(bw, b[row], cols, "Q", "."); err != nil {
			return err
		}
		bw.WriteByte('\n')
	}
	bw.WriteString(strings.Repeat(" ", width+1))
	for col := range cols {
		if col > 0 {
			bw.WriteByte(' ')
		}
		if _, err := bw.WriteString(fileName(col)); err != nil {
			return err
		}
	}
	bw.WriteByte('\n')
	return bw.Flush()
}

// writeRow writes the row of a queen in column queenCol, and stops at the
// first error of a write, which w keeps and returns from then on.
func writeRow(w *bufio.Writer, queenCol, cols int, queen, empty string) error {
	for col := range cols {
		if col > 0 {
			w.WriteByte(' ')
		}
		sign := empty
		if col == queenCol {
			sign = queen
		}
		if _, err := w.WriteString(sign); err != nil {
			return err
		}
	}
	return nil
}
