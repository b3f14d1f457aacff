package searchcmd

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/queensbook/queens/puzzle/harness"
)

// jsonSteps writes a trace as one JSON object, a step a line as the
// search reports them, so that the steps of a long search are never all
// held in memory:
//
//	{"approach":"gridbacktrack","rows":4,"cols":4,"fixed":[],"steps":[
//	{"step":1,"kind":"place","square":"a1","tuple":[0,-1,-1,-1],"attempt":1},
//	...
//	],
//	"summary":{...}}
type jsonSteps struct {
	w io.Writer
	// started is set once a step is written, for the commas between them.
	started bool
}

// jsonStep is one step of a JSON trace.
type jsonStep struct {
	Step uint64 `json:"step"`
	Kind string `json:"kind"`
	// Square is where a queen was placed, tried or lifted, or for a
	// reject the queen attacked; With is the queen that attacks it.
	Square string `json:"square,omitempty"`
	With   string `json:"with,omitempty"`
	// Item is, for a place of an exact-cover search, the item it covers
	// (see harness.Step).
	Item string `json:"item,omitempty"`
	// Tuple is the board after the step, board.Empty (-1) for a row
	// without a queen. A candidate tested as a set of squares has
	// Squares instead, in the order the search lists them.
	Tuple   []int    `json:"tuple,omitempty"`
	Squares []string `json:"squares,omitempty"`
	// Attempt is the attempt's number, for a step that is an attempt;
	// Solution is the solution's number, for a solution.
	Attempt  uint64 `json:"attempt,omitempty"`
	Solution uint64 `json:"solution,omitempty"`
}

// jsonTraceSummary ends a JSON trace.
type jsonTraceSummary struct {
	// Interrupted is true when Ctrl-C stopped the search before its end.
	Interrupted bool `json:"interrupted"`
	// Steps counts every step of the search, Shown those written above.
	Steps uint64 `json:"steps"`
	Shown uint64 `json:"shown"`
	// Kinds counts the steps of each kind, by the kind's name.
	Kinds map[string]uint64 `json:"kinds"`
	// AttemptSteps counts the steps that are attempts, and Attempts the
	// attempts the harness counted: they are equal.
	AttemptSteps uint64 `json:"attempt_steps"`
	Attempts     uint64 `json:"attempts"`
	Solutions    int    `json:"solutions"`
}

func (v *jsonSteps) begin(t *tracer) {
	fixed := []string{}
	for _, q := range t.p.Fixed {
		fixed = append(fixed, q.String())
	}
	head, _ := json.Marshal(struct {
		Approach string   `json:"approach"`
		Rows     int      `json:"rows"`
		Cols     int      `json:"cols"`
		Fixed    []string `json:"fixed"`
	}{t.a.Name, t.p.Rows, t.p.Cols, fixed})
	// Open the object again to add the steps to it.
	fmt.Fprintf(v.w, "%s,\"steps\":[", head[:len(head)-1])
}

func (v *jsonSteps) step(t *tracer, s harness.Step) {
	out := jsonStep{Step: t.steps, Kind: s.Kind.String(), Tuple: []int(s.Board)}
	if s.Squares != nil {
		out.Squares = strings.Fields(candidate(s))
	}
	switch s.Kind {
	case harness.Conflict, harness.Reject:
		out.Square, out.With = s.Square.String(), s.With.String()
	case harness.Place, harness.Backtrack:
		out.Square, out.Item = s.Square.String(), s.Item
	case harness.Solution:
		out.Solution = t.kinds[harness.Solution]
	}
	if s.Kind.IsAttempt() {
		out.Attempt = s.Attempt
	}
	line, _ := json.Marshal(out)
	if v.started {
		io.WriteString(v.w, ",")
	}
	v.started = true
	fmt.Fprintf(v.w, "\n%s", line)
}

func (v *jsonSteps) end(t *tracer, res harness.Result) {
	kinds := map[string]uint64{}
	for k := harness.Place; k <= harness.Solution; k++ {
		kinds[k.String()] = t.kinds[k]
	}
	summary, _ := json.Marshal(jsonTraceSummary{
		Interrupted:  res.Stopped,
		Steps:        t.steps,
		Shown:        t.shown,
		Kinds:        kinds,
		AttemptSteps: t.attemptSteps(),
		Attempts:     res.Attempts,
		Solutions:    res.Solutions,
	})
	fmt.Fprintf(v.w, "\n],\n\"summary\":%s}\n", summary)
}
