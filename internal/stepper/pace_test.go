package stepper_test

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/queensbook/queens/internal/stepper"
)

// A pace counts whole runs, each making the attempts queens solve
// counts.
func TestMeasurePace(t *testing.T) {
	_, attempts := solveSummary(t, "-approach", "bitboard", "-n", "5")
	// "attempts: 53 in all, ..."
	whole, err := strconv.ParseUint(strings.ReplaceAll(strings.Fields(attempts)[1], ",", ""), 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	pace, err := stepper.MeasurePace(stepper.Settings{Approach: "bitboard", N: 5}, 20*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	if pace.Runs < 2 || pace.Nanoseconds <= 0 || pace.Attempts != uint64(pace.Runs)*whole {
		t.Errorf("pace %+v; a whole run makes %d attempts", pace, whole)
	}
}

// The worker answers a pace message with the pace, and refuses bad
// settings in the words of Check.
func TestWorkerPace(t *testing.T) {
	var w stepper.Worker
	var reply struct {
		Type  string       `json:"type"`
		ID    int          `json:"id"`
		Pace  stepper.Pace `json:"pace"`
		Error string       `json:"error"`
	}
	json.Unmarshal(w.Handle([]byte(`{"type":"pace","id":4,"settings":{"approach":"tuplestate","n":6}}`)), &reply)
	if reply.Type != "paced" || reply.ID != 4 || reply.Pace.Attempts == 0 || reply.Pace.Nanoseconds < stepper.PaceTime.Nanoseconds()/2 {
		t.Errorf("pace of tuplestate 6: %+v", reply)
	}
	reply.Type = ""
	json.Unmarshal(w.Handle([]byte(`{"type":"pace","id":5,"settings":{"approach":"tuplestate","n":0}}`)), &reply)
	if reply.Type != "refused" || reply.Error == "" {
		t.Errorf("pace of n = 0: %+v", reply)
	}
}

// A board whose one untraced run would take seconds is measured on a
// smaller one, and said to be.
func TestPaceOfALongRun(t *testing.T) {
	pace, err := stepper.MeasurePace(stepper.Settings{Approach: "combinations", N: 8}, time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	if pace.Smaller == "" || pace.Runs != 1 || pace.Attempts == 0 {
		t.Errorf("the pace of combinations on 8 x 8 (4,426,165,368 arrangements) is %+v; want one run on a smaller board", pace)
	}
	small, err := stepper.MeasurePace(stepper.Settings{Approach: "octal", N: 5}, time.Millisecond)
	if err != nil || small.Smaller != "" {
		t.Errorf("the pace of octal on 5 x 5 is %+v (%v); want it measured on 5 x 5", small, err)
	}
}
