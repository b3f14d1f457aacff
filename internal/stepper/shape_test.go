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
// rank-by-rank one, with the nodes of each as the page's own tree counts
// them: on the reader's board when it is small and empty (5 x 5), else
// on the reference board (for 8 x 8, and for 5 x 5 with a fixed queen).
// tuplestate grows the rank-by-rank tree itself and says nothing, nor
// does bitboard; gridbacktrack, which places queens square by square,
// and dancing links, which covers the line with the fewest squares
// first, grow other trees and say why.
func TestStartSaysTheTreeShape(t *testing.T) {
	var w stepper.Worker
	defer w.Handle([]byte(`{"type":"reset"}`))
	for _, board := range []struct {
		settings string
		side     int
	}{
		{`"n":5`, 5},
		{`"n":8`, stepper.ShapeSide},
		{`"n":5,"fixed":"c3"`, stepper.ShapeSide},
	} {
		rankByRank := treeNodes(t, "tuplestate", board.side)
		for approach, differs := range map[string]bool{"tuplestate": false, "bitboard": false, "octal": false, "gridbacktrack": true, "dancinglinks": true} {
			var reply struct {
				Type      string             `json:"type"`
				TreeShape *stepper.TreeShape `json:"treeShape"`
			}
			msg := fmt.Sprintf(`{"type":"start","id":1,"settings":{"approach":%q,%s}}`, approach, board.settings)
			if err := json.Unmarshal(w.Handle([]byte(msg)), &reply); err != nil || reply.Type != "started" {
				t.Fatalf("start %s on {%s}: %v, %+v", approach, board.settings, err, reply)
			}
			shape := reply.TreeShape
			if !differs {
				if shape != nil {
					t.Errorf("%s on {%s} grows the rank-by-rank tree or none; its start says it differs: %+v", approach, board.settings, *shape)
				}
				continue
			}
			if shape == nil {
				t.Errorf("%s on {%s} grows a tree of its own; its start says nothing of it", approach, board.settings)
				continue
			}
			want := stepper.TreeShape{Side: board.side, Nodes: treeNodes(t, approach, board.side), RankByRank: rankByRank, Reason: shape.Reason}
			if *shape != want || shape.Reason == "" {
				t.Errorf("%s on {%s}: the start says %+v; want %+v and a reason", approach, board.settings, *shape, want)
			}
		}
	}
}
