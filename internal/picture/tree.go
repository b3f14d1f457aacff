package picture

import (
	"context"
	"fmt"
	"strings"

	"github.com/queensbook/queens/approaches/tuplestate"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// searchNode is one board of a row-by-row search tree: the queens placed
// on the ranks below, one a rank, and what the search tried on the next
// rank.
type searchNode struct {
	queens []board.Square
	// tries are the squares of the next rank the search tried, in order,
	// each leading to a child or, when a queen below attacks it, to
	// nothing.
	tries    []try
	solution bool
	// x and y are the middle of the node's top edge in the drawing.
	x, y float64
}

// try is one queen the search tried on the next rank.
type try struct {
	square board.Square
	// child is the board with the queen placed, or nil when a queen
	// below attacks the square and the search took it back at once.
	child *searchNode
}

// searchTree traces the tuple-state search, the row-by-row generator, on
// the n x n board and returns the tree of boards it went through, the
// root being the empty board, and the result of the run.
func searchTree(n int) (*searchNode, harness.Result, error) {
	root := &searchNode{}
	path := []*searchNode{root}
	var fault error
	res, err := harness.Trace(context.Background(), tuplestate.Approach, board.SquareProblem(n), harness.Options{}, func(s harness.Step) bool {
		top := path[len(path)-1]
		if s.Kind == harness.Place || s.Kind == harness.Conflict {
			if s.Square.Row != len(top.queens) {
				fault = fmt.Errorf("the search tried %v on a board with %d queens: it does not go rank by rank", s.Square, len(top.queens))
				return false
			}
		}
		switch s.Kind {
		case harness.Place:
			child := &searchNode{queens: s.Board.Queens()}
			top.tries = append(top.tries, try{s.Square, child})
			path = append(path, child)
		case harness.Conflict:
			top.tries = append(top.tries, try{square: s.Square})
		case harness.Backtrack:
			path = path[:len(path)-1]
		case harness.Solution:
			top.solution = true
		}
		return true
	})
	return root, res, firstError(fault, err)
}

// firstError returns the first of the errors that is not nil.
func firstError(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// children returns the boards that follow node, in the order tried.
func (node *searchNode) children() []*searchNode {
	var out []*searchNode
	for _, t := range node.tries {
		if t.child != nil {
			out = append(out, t.child)
		}
	}
	return out
}

// walk calls visit on node and every board below it, parents first, in
// the order the search met them.
func (node *searchNode) walk(visit func(*searchNode)) {
	visit(node)
	for _, c := range node.children() {
		c.walk(visit)
	}
}

// layOut gives every board its place: a board without children takes the
// next column, pitch wide, and a parent stands over the middle of its
// children; each rank of queens placed is one level, levelHeight lower.
// It returns the next free column.
func (node *searchNode) layOut(column int, x0, y0, pitch, levelHeight float64) int {
	node.y = y0 + float64(len(node.queens))*levelHeight
	kids := node.children()
	if len(kids) == 0 {
		node.x = x0 + (float64(column)+0.5)*pitch
		return column + 1
	}
	for _, k := range kids {
		column = k.layOut(column, x0, y0, pitch, levelHeight)
	}
	node.x = (kids[0].x + kids[len(kids)-1].x) / 2
	return column
}

// Sizes of the tree picture.
const (
	nodeSide     = 13 // a square of a node's board
	treePitch    = 66 // the columns of boards without children
	levelHeight  = 104
	stubSpread   = 11 // between the feet of a node's tries
	stubLength   = 16
	solutionInk  = "#007a5a" // Okabe and Ito's bluish green, darkened for text
	solutionEdge = "#009e73"
)

// drawTree draws the search tree of the row-by-row search on the 4 x 4
// board: every board it reached, each queen it tried and refused, and the
// two solutions framed.
func drawTree(context.Context) ([]byte, string, error) {
	const n = 4
	root, res, err := searchTree(n)
	if err != nil {
		return nil, "", err
	}
	leaves := root.layOut(0, margin+coordinateGutter, margin, treePitch, levelHeight)
	c := newCanvas(2*margin + coordinateGutter + float64(leaves)*treePitch)

	var levels [n + 1][]string
	refused, placed := 0, 0
	var solutions []string
	root.walk(func(node *searchNode) {
		c.drawTries(node, n)
		c.drawNode(node, n, node == root)
		b := make(board.Board, len(node.queens))
		for _, q := range node.queens {
			b[q.Row] = q.Col
		}
		levels[len(node.queens)] = append(levels[len(node.queens)], b.String())
		if node.solution {
			solutions = append(solutions, b.String())
		}
		for _, t := range node.tries {
			if t.child == nil {
				refused++
			} else {
				placed++
			}
		}
	})

	if uint64(placed+refused) != res.Attempts || len(solutions) != res.Solutions {
		return nil, "", fmt.Errorf("the tree holds %d tries and %d solutions, the run counted %d and %d", placed+refused, len(solutions), res.Attempts, res.Solutions)
	}

	y := margin + float64(n)*levelHeight + n*nodeSide + 2*labelSize + 16
	y = c.drawTreeLegend(y)
	text := fmt.Sprintf("The search tries the squares of each rank from a to %c, rank 1 first: %d calls of conflict, %d queens placed and %d refused, %d solutions.",
		'a'+n-1, res.Attempts, placed, refused, len(solutions))
	y = c.paragraph(margin, y, c.width-2*margin, labelSize, text, attr{"fill", inkColour})

	alt := fmt.Sprintf("The search tree of the row-by-row search on the %d x %d board, root at the top, each board written rank by rank as files counted from 0. "+
		"The root is the empty board. One queen: %s. Two queens: %s. Three queens: %s. Four queens, the solutions: %s. "+
		"Beneath every board, a short stub with a cross for each queen tried on the next rank and refused because a queen below attacks it: %d in all.",
		n, n, strings.Join(levels[1], ", "), strings.Join(levels[2], ", "), strings.Join(levels[3], ", "), strings.Join(levels[4], " and "), refused)
	return c.document(y+margin-labelSize, alt), alt, nil
}

// drawNode draws one board of the tree, with coordinates on the root only,
// and a green frame and its tuple under a solution.
func (c *canvas) drawNode(node *searchNode, n int, isRoot bool) {
	v := squareView(node.x-float64(n*nodeSide)/2, node.y, n, nodeSide)
	c.open("g", attr{"class", "node"})
	c.drawSquares(v)
	if isRoot {
		c.drawCoordinates(v)
	}
	c.drawQueens(v, node.queens)
	if node.solution {
		c.rect(v.x-3, v.y-3, v.width()+6, v.height()+6, attr{"class", "solution"}, attr{"fill", "none"}, attr{"stroke", solutionEdge}, num("stroke-width", 3), num("rx", 2))
		b := make(board.Board, n)
		for _, q := range node.queens {
			b[q.Row] = q.Col
		}
		c.text(node.x, v.y+v.height()+labelSize+6, labelSize, b.String(), centred, attr{"fill", solutionInk}, attr{"font-weight", "bold"})
	}
	c.close("g")
}

// drawTries draws the lines from a board to the next: one foot under the
// board for each square of the next rank tried, in order, going on to the
// child board, or ending after a short stub in a cross.
func (c *canvas) drawTries(node *searchNode, n int) {
	bottom := node.y + float64(n)*nodeSide + 2
	if len(node.queens) == 0 {
		bottom += 2 * labelSize // under the root's file letters
	}
	for _, t := range node.tries {
		foot := node.x + (float64(t.square.Col)-float64(n-1)/2)*stubSpread
		if t.child != nil {
			c.line(foot, bottom, t.child.x, t.child.y-4, attr{"stroke", greyInk}, num("stroke-width", 1.5))
			continue
		}
		end, depth := foot+(float64(t.square.Col)-float64(n-1)/2)*4, bottom+stubLength
		c.open("g", attr{"class", "refused"})
		c.line(foot, bottom, end, depth, attr{"stroke", greyInk}, num("stroke-width", 1.5))
		c.drawCross(end, depth+4)
		c.close("g")
	}
}

// drawCross draws the red cross that ends a refused try, centred on (x, y).
func (c *canvas) drawCross(x, y float64) {
	const arm = 4
	style := []attr{{"stroke", vermillion}, {"stroke-width", "2.2"}, {"stroke-linecap", "round"}}
	c.line(x-arm, y-arm, x+arm, y+arm, style...)
	c.line(x-arm, y+arm, x+arm, y-arm, style...)
}

// drawTreeLegend explains the cross and the frame, starting at y, and
// returns the baseline after it.
func (c *canvas) drawTreeLegend(y float64) float64 {
	c.drawCross(margin+6, y-4)
	c.text(margin+18, y, labelSize, "a queen tried where a queen below attacks it", attr{"fill", inkColour})
	y += lineHeight*labelSize + 4
	c.rect(margin, y-11, 12, 12, attr{"fill", "none"}, attr{"stroke", solutionEdge}, num("stroke-width", 3), num("rx", 2))
	c.text(margin+18, y, labelSize, "a solution: a queen on every rank", attr{"fill", inkColour})
	return y + lineHeight*labelSize + 4
}
