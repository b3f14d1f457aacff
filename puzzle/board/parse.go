package board

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseFixed reads fixed queens for a board of rows x cols squares, in
// either of two forms:
//
//   - the digit form of the fixed-queens source: one digit a file, a to the
//     last file, each the rank of that file's queen (1..rows) or 0 for none.
//     "00400200" on 8 x 8 fixes c4 and f2. It needs exactly one digit per
//     file and ranks up to 9.
//   - the algebraic form: squares separated by commas, such as "c4,f2" or
//     "j10". Spaces are ignored.
//
// The empty string fixes nothing. ParseFixed checks the squares against the
// board too (see [Problem.Validate]), so every error it returns names what
// is wrong and the squares at fault.
func ParseFixed(spec string, rows, cols int) ([]Square, error) {
	spec = strings.TrimSpace(spec)
	var qs []Square
	var err error
	switch {
	case spec == "":
		return nil, nil
	case isDigits(spec):
		qs, err = parseDigits(spec, rows, cols)
	default:
		qs, err = parseAlgebraic(spec)
	}
	if err != nil {
		return nil, err
	}
	p := Problem{Rows: rows, Cols: cols}.WithFixed(qs...)
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return p.Fixed, nil
}

func isDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

func parseDigits(spec string, rows, cols int) ([]Square, error) {
	if rows > 9 {
		return nil, fmt.Errorf("fixed %q: the digit form needs ranks of one digit, but the board has %d; use squares such as c4,j10", spec, rows)
	}
	if len(spec) != cols {
		return nil, fmt.Errorf("fixed %q has %d digits, but the board has %d files: give one digit per file (0 for none), or squares such as c4,f2", spec, len(spec), cols)
	}
	var qs []Square
	for col, r := range spec {
		rank := int(r - '0')
		if rank == 0 {
			continue
		}
		if rank > rows {
			return nil, fmt.Errorf("fixed %q puts a queen on %s, past rank %d of the board", spec, Square{Row: rank - 1, Col: col}, rows)
		}
		qs = append(qs, Square{Row: rank - 1, Col: col})
	}
	return qs, nil
}

func parseAlgebraic(spec string) ([]Square, error) {
	var qs []Square
	for field := range strings.SplitSeq(spec, ",") {
		q, err := ParseSquare(strings.TrimSpace(field))
		if err != nil {
			return nil, fmt.Errorf("fixed %q: %w", spec, err)
		}
		qs = append(qs, q)
	}
	return qs, nil
}

// ParseSquare reads one square in algebraic notation: a file letter a..z
// followed by a rank from 1, such as "c4" or "j10". A capital file letter,
// as in "C4", is read as its small one.
func ParseSquare(s string) (Square, error) {
	file := s
	if len(s) > 0 && s[0] >= 'A' && s[0] <= 'Z' {
		file = string(s[0]-'A'+'a') + s[1:]
	}
	if len(file) < 2 || file[0] < 'a' || file[0] > 'z' {
		return Square{}, fmt.Errorf("%q is not a square: write a file letter and a rank, such as c4", s)
	}
	rank, err := strconv.Atoi(s[1:])
	if err != nil || rank < 1 || s[1] == '+' || s[1] == '0' {
		return Square{}, fmt.Errorf("%q is not a square: the rank after the file letter must be a number from 1, such as c4", s)
	}
	return Square{Row: rank - 1, Col: int(file[0] - 'a')}, nil
}

// FormatFixed writes squares in the algebraic form that [ParseFixed] reads,
// such as "c4,f2".
func FormatFixed(qs []Square) string {
	names := make([]string, len(qs))
	for i, q := range qs {
		names[i] = q.String()
	}
	return strings.Join(names, ",")
}
