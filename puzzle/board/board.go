package board

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// Empty marks a row without a queen. It only appears on boards with more
// rows than columns, where not every row can hold a queen.
const Empty = -1

// Board is a placement of queens written as a tuple: b[row] is the column of
// the queen in that row, or [Empty].
type Board []int

// String returns the one-line tuple form, such as "0 4 7 5 2 6 1 3". An
// empty row is written as "-".
func (b Board) String() string {
	var s strings.Builder
	for row, col := range b {
		if row > 0 {
			s.WriteByte(' ')
		}
		if col == Empty {
			s.WriteByte('-')
		} else {
			s.WriteString(strconv.Itoa(col))
		}
	}
	return s.String()
}

// Queens returns the squares that hold a queen, row by row.
func (b Board) Queens() []Square {
	var qs []Square
	for row, col := range b {
		if col != Empty {
			qs = append(qs, Square{Row: row, Col: col})
		}
	}
	return qs
}

// MarshalJSON writes the board as an object with its tuple and its squares
// in algebraic notation, for programs that read the CLI's output.
func (b Board) MarshalJSON() ([]byte, error) {
	names := []string{}
	for _, q := range b.Queens() {
		names = append(names, q.String())
	}
	return json.Marshal(struct {
		Tuple   []int    `json:"tuple"`
		Squares []string `json:"squares"`
	}{[]int(b), names})
}

// Square is one square of a board, counted from 0: Row 0 is rank 1 and Col 0 is
// file a.
type Square struct {
	Row, Col int
}

// String returns the square in algebraic notation, such as "c4" or "j10".
// Files past z are written as a number in brackets.
func (s Square) String() string {
	return fileName(s.Col) + strconv.Itoa(s.Row+1)
}

func fileName(col int) string {
	if col < 26 {
		return string(rune('a' + col))
	}
	return fmt.Sprintf("[%d]", col+1)
}

// Attacks reports whether queens on s and t attack each other: they share a
// row, a column or a diagonal. A square does not attack itself.
func (s Square) Attacks(t Square) bool {
	if s == t {
		return false
	}
	dr, dc := s.Row-t.Row, s.Col-t.Col
	return dr == 0 || dc == 0 || dr == dc || dr == -dc
}
