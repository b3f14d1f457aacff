package exercisetest

import (
	"errors"
	"slices"
	"testing"

	"github.com/queensbook/queens/approaches/tuplestate"
	"github.com/queensbook/queens/internal/exercise"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
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
	if _, err := measure("conflict", harness.Approach{}); err == nil {
		t.Error("measuring an exercise with sizes and no approach: no error")
	}
	if report, err := measure("construct", harness.Approach{}); err != nil || report.Slug != "construct" || len(report.Runs) != 0 {
		t.Errorf("an exercise without sizes: report %+v, %v; want one without runs", report, err)
	}
}

// TestMessage checks what a student reads when the harness finds what the
// tests missed: a sentence about the board, and a hint.
func TestMessage(t *testing.T) {
	err := &boardError{board.SquareProblem(9), errors.New("the search found 350 solutions, and there are 352")}
	want := "On 9 x 9: the search found 350 solutions, and there are 352.\nhint: the tests try smaller boards; look at what differs on this one."
	if got := message(err); got != want {
		t.Errorf("message:\n%s\nwant:\n%s", got, want)
	}
	if got := message(errors.New(`exercise "nosuch" is not listed in exercise.All`)); got != `exercise "nosuch" is not listed in exercise.All` {
		t.Errorf("message of another error: %q, want the error as it is", got)
	}
}
