package exercisetest

import (
	"slices"
	"testing"

	"github.com/queensbook/queens/approaches/tuplestate"
	"github.com/queensbook/queens/internal/exercise"
)

// TestMeasure runs the book's tuple-state approach as if it were a
// student's conflict exercise: the report covers the exercise's sizes
// and counts what the approach counts.
func TestMeasure(t *testing.T) {
	report, err := measure("conflict", tuplestate.Approach)
	if err != nil {
		t.Fatal(err)
	}
	e, _ := exercise.Lookup("conflict")
	var sizes []int
	for _, run := range report.Runs {
		sizes = append(sizes, run.N)
	}
	if report.Slug != "conflict" || report.Attempt != tuplestate.Approach.Attempt || !slices.Equal(sizes, e.Sizes) {
		t.Errorf("report %+v, want conflict's sizes %v in tuplestate's attempts", report, e.Sizes)
	}
	if _, err := measure("nosuch", tuplestate.Approach); err == nil {
		t.Error("measuring an exercise that is not listed: no error")
	}
}
