package cli

import (
	"flag"

	"github.com/queensbook/queens/approaches/board"
)

// problemFlags are the flags that describe a board: -n, or -rows with
// -cols, and -fixed.
type problemFlags struct {
	n, rows, cols int
	fixed         string
}

// addProblemFlags adds them to fs, with -n defaulting to defaultN.
func addProblemFlags(fs *flag.FlagSet, defaultN int) *problemFlags {
	f := &problemFlags{}
	fs.IntVar(&f.n, "n", defaultN, "board side: n queens on an n x n board")
	fs.IntVar(&f.rows, "rows", 0, "rows of a rectangular board (with -cols; replaces -n)")
	fs.IntVar(&f.cols, "cols", 0, "columns of a rectangular board (with -rows; replaces -n)")
	fs.StringVar(&f.fixed, "fixed", "", "queens placed in advance: digits a file (00400200) or squares (c4,f2)")
	return f
}

// problem turns the flags into a checked problem.
func (f *problemFlags) problem() (board.Problem, error) {
	p := board.Square(f.n)
	if f.rows != 0 || f.cols != 0 {
		if f.rows < 1 || f.cols < 1 {
			return p, usagef("-rows and -cols go together and must both be at least 1 (got -rows %d -cols %d)", f.rows, f.cols)
		}
		p = board.Problem{Rows: f.rows, Cols: f.cols}
	}
	if p.Rows < 1 {
		return p, usagef("-n %d has no squares; n must be at least 1", f.n)
	}
	if max(p.Rows, p.Cols) > board.MaxSide {
		return p, usagef("a side of %d is larger than %d, the largest accepted", max(p.Rows, p.Cols), board.MaxSide)
	}
	fixed, err := board.ParseFixed(f.fixed, p.Rows, p.Cols)
	if err != nil {
		return p, usagef("%v", err)
	}
	return p.WithFixed(fixed...), nil
}
