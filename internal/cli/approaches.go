package cli

import (
	"github.com/queensbook/queens/internal/catalog"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// ChosenRun reads the board the flags describe and looks up the approach
// called name, the two things solve and trace start from.
func ChosenRun(pf *ProblemFlags, name string) (board.Problem, harness.Approach, error) {
	p, err := pf.problem()
	if err != nil {
		return p, harness.Approach{}, err
	}
	a, err := lookupApproach(name)
	return p, a, err
}

// lookupApproach finds the approach called name, or says in a usage
// error which names there are.
func lookupApproach(name string) (harness.Approach, error) {
	a, err := catalog.Registry.Lookup(name)
	if err != nil {
		return a, Usagef("%v", err)
	}
	return a, nil
}

// FastestTaking returns the approach that takes p and comes last in the
// catalog, whose order runs from the slowest search to the fastest.
func FastestTaking(p board.Problem) (harness.Approach, bool) {
	all := catalog.Registry.All()
	for i := len(all) - 1; i >= 0; i-- {
		if all[i].Supports(p) == nil {
			return all[i], true
		}
	}
	return harness.Approach{}, false
}

// MaxAttempts returns the attempts a full run of a on p makes at most, or 0 when
// the approach does not know.
func MaxAttempts(a harness.Approach, p board.Problem) float64 {
	if a.MaxAttempts == nil {
		return 0
	}
	return a.MaxAttempts(p)
}

// AsUsage turns the harness's refusals into usage errors; other errors
// stay failures.
func AsUsage(err error) error {
	if _, ok := err.(*harness.UnsupportedError); ok {
		return Usagef("%v", err)
	}
	return err
}
