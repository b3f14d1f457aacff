package stepper

import (
	"context"
	"sync"

	"github.com/queensbook/queens/counting/treeprofile"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// ShapeSide is the side of the board on which [TreeShapeOf] compares an
// approach's tree with the rank-by-rank one when it cannot on the
// reader's own board: large enough that every approach's tree has grown
// its own shape, small enough that the slowest traced search,
// gridwritten's, ends in a moment.
const ShapeSide = 6

// maxOwnSide is the largest side of a reader's empty board on which
// TreeShapeOf compares the trees: gridbacktrack's traced search takes
// some 130,000 steps on 7 x 7, a tenth of a second, but a million on
// 8 x 8, seconds in the page before the search could start.
const maxOwnSide = 7

// TreeShape compares the tree an approach grows, as the page's search
// tree counts it (a node a queen placed, and the start), with the
// rank-by-rank tree that queens tree counts (a node a queen on the next
// rank attacking none below it), on the empty Side x Side board. Reason
// says in words why the approach's tree differs.
type TreeShape struct {
	Side       int    `json:"side"`
	Nodes      int    `json:"nodes"`
	RankByRank int    `json:"rankByRank"`
	Reason     string `json:"reason"`
}

// treeReasons says, for the approaches whose tree is not the
// rank-by-rank one, what their nodes are instead.
var treeReasons = map[string]string{
	"gridbacktrack": "tries the squares one by one over the whole grid, so a node of its tree is a square where it placed a queen, not a rank's queen",
	"gridwritten":   "tries every empty square of the grid for every queen, as the post's code does, so it reaches one set of queens in many orders, and it stops at the first solution",
	"dancinglinks":  "covers at each level the rank or file with the fewest squares left, so a level of its tree is not a rank",
}

// otherReason is the reason given for a tree that differs where
// treeReasons has no words for it.
const otherReason = "searches in an order of its own, so its levels are not ranks"

// shapeKey names an approach's tree on the empty board of a side.
type shapeKey struct {
	approach string
	side     int
}

var (
	shapesMu sync.Mutex
	shapes   = map[shapeKey]*TreeShape{}
)

// TreeShapeOf returns how the tree of a differs from the rank-by-rank
// one, or nil when it is that tree or grows none (a search of whole
// candidates). It compares them on the reader's board p when p is empty
// and square with a side from 4 to maxOwnSide, where the two trees'
// numbers are those the reader's own tree shows at the end; otherwise
// on the empty [ShapeSide] board. It runs the traced search once an
// approach and a side, and keeps the answer.
func TreeShapeOf(a harness.Approach, p board.Problem) (*TreeShape, error) {
	side := ShapeSide
	if p.Rows == p.Cols && len(p.Fixed) == 0 && p.Rows >= 4 && p.Rows <= maxOwnSide {
		side = p.Rows
	}
	shapesMu.Lock()
	defer shapesMu.Unlock()
	key := shapeKey{a.Name, side}
	if s, ok := shapes[key]; ok {
		return s, nil
	}
	s, err := measureShape(a, side)
	if err != nil {
		return nil, err
	}
	shapes[key] = s
	return s, nil
}

// maxShapeSteps bounds the trace that measures an approach's tree: the
// book's approaches take at most some fifty thousand steps on the
// ShapeSide board (gridwritten), and a reader's edit that takes many
// more, or loops, gets no sentence rather than a start that waits.
const maxShapeSteps = 1 << 20

// measureShape counts the nodes of a's tree and of the rank-by-rank tree
// on the empty side x side board, and returns their difference as
// TreeShapeOf does. A search that fails, as a reader's edit of an
// approach may (a board that is not a solution), or that runs past
// maxShapeSteps, has no shape to tell: the sentence is left out, and the
// search still starts, for the reader to step it and see what is wrong.
func measureShape(a harness.Approach, side int) (*TreeShape, error) {
	places, steps, candidates := 0, 0, false
	_, err := harness.Trace(context.Background(), a, board.SquareProblem(side), harness.Options{}, func(s harness.Step) bool {
		switch s.Kind {
		case harness.Place:
			places++
		case harness.Accept, harness.Reject:
			// A search of whole candidates grows no tree: its first
			// step says so, and the rest need not be traced.
			candidates = true
		}
		steps++
		return steps < maxShapeSteps && !candidates
	})
	if err != nil || candidates || steps >= maxShapeSteps {
		return nil, nil
	}
	profile, err := treeprofile.Count(side)
	if err != nil {
		return nil, err
	}
	rankByRank := 0
	for _, n := range profile.Nodes {
		rankByRank += int(n)
	}
	nodes := places + 1
	if places == 0 || nodes == rankByRank {
		return nil, nil
	}
	reason, ok := treeReasons[a.Name]
	if !ok {
		reason = otherReason
	}
	return &TreeShape{Side: side, Nodes: nodes, RankByRank: rankByRank, Reason: reason}, nil
}
