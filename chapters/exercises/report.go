package exercises

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/queensbook/queens/approaches/board"
	"github.com/queensbook/queens/approaches/harness"
)

// ReportsEnv is the environment variable through which an exercise's test
// binary hands its measurements to 'queens exercise check': it names a
// folder, and the binary writes SLUG.json there once the tests pass. The
// command cannot import the student's code, but the test binary can.
const ReportsEnv = "QUEENS_EXERCISE_REPORTS"

// Report is what an exercise's test binary measured of the student's
// approach, as it writes it in JSON.
type Report struct {
	Slug string `json:"slug"`
	// Attempt is what one attempt means, in the approach's own words.
	Attempt string `json:"attempt"`
	Runs    []Run  `json:"runs"`
}

// Run is one board solved through the harness.
type Run struct {
	N               int           `json:"n"`
	Solutions       int           `json:"solutions"`
	AttemptsToFirst uint64        `json:"attempts_to_first"`
	Attempts        uint64        `json:"attempts"`
	TimeToFirst     time.Duration `json:"time_to_first_ns"`
	Time            time.Duration `json:"time_ns"`
}

// Runner is what Main needs of a *testing.M.
type Runner interface{ Run() int }

// Main is the TestMain of every exercise, which calls it as
//
//	func TestMain(m *testing.M) { os.Exit(exercises.Main(m, "decode", Approach)) }
//
// It runs the tests. When they pass, it runs a, the approach built on the
// student's code, through the harness on each of the exercise's sizes,
// and writes the [Report] to the folder [ReportsEnv] names, if any. It
// returns the exit status: the tests' own, or 1 when the harness finds
// what the tests missed.
func Main(m Runner, slug string, a harness.Approach) int {
	if status := m.Run(); status != 0 {
		return status
	}
	report, err := measure(slug, a)
	if err == nil {
		err = report.write(os.Getenv(ReportsEnv))
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// measure runs a on the sizes of the exercise slug.
func measure(slug string, a harness.Approach) (Report, error) {
	e, ok := Lookup(slug)
	if !ok {
		return Report{}, fmt.Errorf("exercise %q is not listed in exercises.All", slug)
	}
	report := Report{Slug: slug, Attempt: a.Attempt}
	for _, n := range e.Sizes {
		p := board.Square(n)
		res, err := harness.Run(context.Background(), a, p, harness.Options{})
		if err == nil {
			err = countMatches(p, res.Solutions)
		}
		if err != nil {
			return report, fmt.Errorf("On %v: %v.\nhint: the tests try smaller boards; look at what differs on this one.", p, err)
		}
		report.Runs = append(report.Runs, Run{
			N: n, Solutions: res.Solutions,
			AttemptsToFirst: res.AttemptsToFirst, Attempts: res.Attempts,
			TimeToFirst: res.TimeToFirst, Time: res.Time,
		})
	}
	return report, nil
}

// write writes the report as dir/SLUG.json; an empty dir writes nothing.
func (r Report) write(dir string) error {
	if dir == "" {
		return nil
	}
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, r.Slug+".json"), data, 0o644)
}

// readReport reads the report of the exercise slug from dir.
func readReport(dir, slug string) (*Report, error) {
	data, err := os.ReadFile(filepath.Join(dir, slug+".json"))
	if err != nil {
		return nil, fmt.Errorf("the tests of %s pass but left no report: %w", slug, err)
	}
	var r Report
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, fmt.Errorf("the report of %s does not parse: %w", slug, err)
	}
	return &r, nil
}
