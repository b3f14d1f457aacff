package cli

import (
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/words"
)

// ProblemFlags are the flags that describe one board: -n, or -rows with
// -cols, and -fixed.
type ProblemFlags struct {
	// N is the side of -n.
	N          *int
	rows, cols *int
	fixed      *string
	fs         *FlagSet
}

// ProblemFlag adds them to fs, with -n defaulting to defaultN.
func (fs *FlagSet) ProblemFlag(defaultN int) *ProblemFlags {
	f := &ProblemFlags{fs: fs}
	f.N = fs.SizeFlag(defaultN, "from 1 to "+words.Thousands(board.MaxSide), board.MaxSide, "the largest side accepted")
	f.rows = fs.Int("rows", 0, SharedUsage["rows"])
	f.cols = fs.Int("cols", 0, SharedUsage["cols"]+" (with -rows, instead of -n)")
	f.fixed = fs.String("fixed", "", SharedUsage["fixed"])
	fs.Check(func() error {
		if fs.IsSet("n") && (fs.IsSet("rows") || fs.IsSet("cols")) {
			return Usagef("-n is a square board and -rows with -cols a rectangle; give one or the other")
		}
		return nil
	})
	return f
}

// problem turns the flags into a checked problem.
func (f *ProblemFlags) problem() (board.Problem, error) {
	var p board.Problem
	if f.fs.IsSet("rows") || f.fs.IsSet("cols") {
		if *f.rows < 1 || *f.cols < 1 {
			return p, Usagef("-rows and -cols go together and must both be at least 1 (got -rows %d -cols %d)", *f.rows, *f.cols)
		}
		if max(*f.rows, *f.cols) > board.MaxSide {
			return p, Usagef("a side of %d is larger than %d, the largest accepted", max(*f.rows, *f.cols), board.MaxSide)
		}
		p = board.Problem{Rows: *f.rows, Cols: *f.cols}
	} else {
		p = board.SquareProblem(*f.N)
	}
	fixed, err := board.ParseFixed(*f.fixed, p.Rows, p.Cols)
	if err != nil {
		return p, Usagef("%v", err)
	}
	return p.WithFixed(fixed...), nil
}
