package exercisetest

import (
	"context"
	"errors"
	"fmt"
	"os"
	"testing"

	"github.com/queensbook/queens/internal/exercise"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// Main is the TestMain of every exercise, which calls it as
//
//	func TestMain(m *testing.M) { os.Exit(exercisetest.Main(m, "decode", Approach)) }
//
// It runs the tests. When they pass, it runs a, the approach built on the
// student's code, through the harness on each of the exercise's sizes,
// and writes the [exercise.Report] to the folder [exercise.ReportsEnv]
// names, if any. It returns the exit status: the tests' own, or 1 when
// the harness finds what the tests missed.
//
// An exercise that asks for no search has no sizes, and its TestMain
// calls [TestsOnly] instead.
func Main(m *testing.M, slug string, a harness.Approach) int {
	if status := m.Run(); status != 0 {
		return status
	}
	report, err := measure(slug, a)
	if err == nil {
		err = report.Write(os.Getenv(exercise.ReportsEnv))
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, message(err))
		return 1
	}
	return 0
}

// TestsOnly is the TestMain of an exercise that the harness does not
// measure, one without [exercise.Exercise.Sizes]:
//
//	func TestMain(m *testing.M) { os.Exit(exercisetest.TestsOnly(m, "construct")) }
//
// It runs the tests, and when they pass writes a report without runs,
// which says so.
func TestsOnly(m *testing.M, slug string) int {
	return Main(m, slug, harness.Approach{})
}

// boardError is a run of the harness that went wrong on a board of the
// exercise's sizes, which the tests did not try.
type boardError struct {
	p   board.Problem
	err error
}

func (e *boardError) Error() string { return fmt.Sprintf("on %v: %v", e.p, e.err) }

func (e *boardError) Unwrap() error { return e.err }

// message writes err for the student, as the tests write their failures:
// a sentence, and for a board the tests did not try, a hint.
func message(err error) string {
	var onBoard *boardError
	if errors.As(err, &onBoard) {
		return fmt.Sprintf("On %v: %v.\nhint: the tests try smaller boards; look at what differs on this one.", onBoard.p, onBoard.err)
	}
	return err.Error()
}

// measure runs a on the sizes of the exercise slug.
func measure(slug string, a harness.Approach) (exercise.Report, error) {
	e, ok := exercise.Lookup(slug)
	if !ok {
		return exercise.Report{}, fmt.Errorf("exercise %q is not listed in exercise.All", slug)
	}
	if e.Measured() && a.Solve == nil {
		return exercise.Report{}, fmt.Errorf("exercise %s has boards to measure, and its TestMain names no approach: call exercisetest.Main", slug)
	}
	report := exercise.Report{Slug: slug, Attempt: a.Attempt}
	for _, n := range e.Sizes {
		p := board.SquareProblem(n)
		res, err := harness.Run(context.Background(), a, p, harness.Options{})
		if err == nil {
			err = countMatches(p, res.Solutions)
		}
		if err != nil {
			return report, &boardError{p, err}
		}
		report.Runs = append(report.Runs, exercise.Run{
			N: n, Solutions: res.Solutions,
			AttemptsToFirst: res.AttemptsToFirst, Attempts: res.Attempts,
			TimeToFirst: res.TimeToFirst, Time: res.Time,
		})
	}
	return report, nil
}
