package stepper_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/queensbook/queens/internal/stepper"
)

// treeNodes returns the nodes of the tree the page grows of approach's
// search on the empty n x n board: the places the page's tree counts,
// as a skip to the end hands them out, and the start.
func treeNodes(t *testing.T, approach string, n int) int {
	t.Helper()
	s, err := stepper.Start(stepper.Settings{Approach: approach, N: n})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Stop()
	b := s.Skip(1<<30, 0)
	if len(b.Steps) != 1 || b.Steps[0].Tree == nil {
		t.Fatalf("%s on %d x %d: a skip to the end handed out %d steps, the last with tree %v", approach, n, n, len(b.Steps), b.Steps)
	}
	nodes := 1
	for _, k := range b.Steps[0].Tree.Place {
		nodes += k
	}
	return nodes
}

// The start of a search says how the approach's tree differs from the
// rank-by-rank one, with the nodes of each on the reference board, as
// the page's own tree counts them: tuplestate grows the rank-by-rank
// tree itself and says nothing, nor does bitboard; gridbacktrack, which
// places queens square by square, and dancing links, which covers the
// line with the fewest squares first, grow other trees and say why.
func TestStartSaysTheTreeShape(t *testing.T) {
	n := stepper.ShapeSide
	rankByRank := treeNodes(t, "tuplestate", n)
	var w stepper.Worker
	defer w.Handle([]byte(`{"type":"reset"}`))
	for approach, differs := range map[string]bool{"tuplestate": false, "bitboard": false, "gridbacktrack": true, "dancinglinks": true} {
		var reply struct {
			Type      string             `json:"type"`
			TreeShape *stepper.TreeShape `json:"treeShape"`
		}
		msg := fmt.Sprintf(`{"type":"start","id":1,"settings":{"approach":%q,"n":8}}`, approach)
		if err := json.Unmarshal(w.Handle([]byte(msg)), &reply); err != nil || reply.Type != "started" {
			t.Fatalf("start %s: %v, %+v", approach, err, reply)
		}
		shape := reply.TreeShape
		if !differs {
			if shape != nil {
				t.Errorf("%s grows the rank-by-rank tree; its start says it differs: %+v", approach, *shape)
			}
			continue
		}
		if shape == nil {
			t.Errorf("%s grows a tree of its own; its start says nothing of it", approach)
			continue
		}
		want := stepper.TreeShape{Side: n, Nodes: treeNodes(t, approach, n), RankByRank: rankByRank, Reason: shape.Reason}
		if *shape != want || shape.Reason == "" {
			t.Errorf("%s: the start says %+v; want %+v and a reason", approach, *shape, want)
		}
	}
}
