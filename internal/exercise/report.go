package exercise

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// ReportsEnv is the environment variable through which an exercise's test
// binary hands its measurements to 'queens exercise check': it names a
// folder, and the binary writes SLUG.json there once the tests pass. The
// command cannot import the student's code, but the test binary can.
const ReportsEnv = "QUEENS_EXERCISE_REPORTS"

// Report is what an exercise's test binary measured of the student's
// approach, as it writes it in JSON. The binary's TestMain, exercisetest's
// Main, writes it with [Report.Write]; [Test] reads it back.
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

// Write writes the report as dir/SLUG.json, where [Test] looks for it; an
// empty dir, as when the tests run without the queens command, writes
// nothing.
func (r Report) Write(dir string) error {
	if dir == "" {
		return nil
	}
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, r.Slug+".json"), data, 0o644)
}

// ReadReport reads the report of the exercise slug from dir, where the
// exercise's test binary wrote it.
func ReadReport(dir, slug string) (*Report, error) {
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
