package picture

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/queensbook/queens/puzzle/board"
)

// stuckPair is the placement of the completion chapter that looks
// harmless and cannot be completed: queens on c6 and d2.
var stuckPair = []board.Square{{Row: 5, Col: 2}, {Row: 1, Col: 3}}

// attackedBy returns the squares of the view that some queen of qs
// attacks, leaving out the queens' own squares, and those left free.
func attackedBy(v boardView, qs []board.Square) (attacked, free []board.Square) {
	for _, s := range v.squares() {
		switch {
		case slices.Contains(qs, s):
		case slices.ContainsFunc(qs, s.Attacks):
			attacked = append(attacked, s)
		default:
			free = append(free, s)
		}
	}
	return attacked, free
}

// squareNames writes squares in algebraic form, separated by sep.
func squareNames(squares []board.Square, sep string) string {
	names := make([]string, len(squares))
	for i, s := range squares {
		names[i] = s.String()
	}
	return strings.Join(names, sep)
}

// drawNoCompletion draws the queens on c6 and d2 with every square they
// attack shaded and every free square ringed. It fails unless the two
// stand without attacking each other and the search finds no completion,
// so the picture cannot claim what is not so.
func drawNoCompletion(context.Context) ([]byte, string, error) {
	const n, side = 8, 40
	p := board.SquareProblem(n).WithFixed(stuckPair...)
	if err := p.Validate(); err != nil {
		return nil, "", err
	}
	res, err := solve(p)
	if err != nil {
		return nil, "", err
	}
	if res.Solutions != 0 {
		return nil, "", fmt.Errorf("%v has %d completions, the first %v: the picture says it has none", p, res.Solutions, res.First)
	}

	v := squareView(margin+coordinateGutter, margin, n, side)
	c := newCanvas(v.x + v.width() + margin)
	attacked, free := attackedBy(v, stuckPair)
	c.drawSquares(v)
	for _, s := range attacked {
		c.shadeSquare(v, s, "#2b2b2b", 0.55)
	}
	for _, s := range free {
		c.ringSquare(v, s, blue)
	}
	c.drawQueens(v, stuckPair)
	c.drawCoordinates(v)

	fixed := squareNames(stuckPair, " and ")
	text := fmt.Sprintf("Queens on %s do not attack each other. They attack the %d dark-shaded squares; %d squares, ringed, are free. "+
		"Six more queens are needed, one on each other rank, and no choice of free squares works: the bit-mask search finds no completion.",
		fixed, len(attacked), len(free))
	y := c.paragraph(margin, v.y+v.height()+coordinateGutter+8, c.width-2*margin, labelSize, text, attr{"fill", inkColour})
	alt := fmt.Sprintf("The 8 x 8 board with queens on %s, which do not attack each other. They attack %d squares, shaded; "+
		"%d squares stay free: %s. Yet every way of adding six queens on free squares, one on each other rank, "+
		"leaves two of them attacking each other: the position has no completion.", fixed, len(attacked), len(free), squareNames(free, " "))
	return c.document(y+margin, alt), alt, nil
}
