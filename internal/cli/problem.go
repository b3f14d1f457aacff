package cli

import (
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/words"
)

// problemFlags are the flags that describe one board: -n, or -rows with
// -cols, and -fixed.
type problemFlags struct {
	n          func() (int, error)
	rows, cols *int
	fixed      *string
	fs         *flagSet
}

// problemFlag adds them to fs, with -n defaulting to defaultN.
func (fs *flagSet) problemFlag(defaultN int) *problemFlags {
	f := &problemFlags{fs: fs}
	f.n = fs.sizeFlag(defaultN, "from 1 to "+words.Thousands(board.MaxSide), board.MaxSide, "the largest side accepted")
	f.rows = fs.Int("rows", 0, sharedUsage["rows"])
	f.cols = fs.Int("cols", 0, sharedUsage["cols"]+" (with -rows, instead of -n)")
	f.fixed = fs.String("fixed", "", sharedUsage["fixed"])
	fs.check(func() error {
		if fs.isSet("n") && (fs.isSet("rows") || fs.isSet("cols")) {
			return usagef("-n is a square board and -rows with -cols a rectangle; give one or the other")
		}
		return nil
	})
	return f
}

// problem turns the flags into a checked problem.
func (f *problemFlags) problem() (board.Problem, error) {
	var p board.Problem
	if f.fs.isSet("rows") || f.fs.isSet("cols") {
		if *f.rows < 1 || *f.cols < 1 {
			return p, usagef("-rows and -cols go together and must both be at least 1 (got -rows %d -cols %d)", *f.rows, *f.cols)
		}
		if max(*f.rows, *f.cols) > board.MaxSide {
			return p, usagef("a side of %d is larger than %d, the largest accepted", max(*f.rows, *f.cols), board.MaxSide)
		}
		p = board.Problem{Rows: *f.rows, Cols: *f.cols}
	} else {
		n, err := f.n()
		if err != nil {
			return p, err
		}
		p = board.SquareProblem(n)
	}
	fixed, err := board.ParseFixed(*f.fixed, p.Rows, p.Cols)
	if err != nil {
		return p, usagef("%v", err)
	}
	return p.WithFixed(fixed...), nil
}
