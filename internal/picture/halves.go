package picture

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/queensbook/queens/counting/halves"
	"github.com/queensbook/queens/puzzle/board"
)

// eastShade marks the east half of a board split for the join of halves.
const eastShade = "#56b4e9"

// drawHalves draws the pair of half-boards that fits in the first task of
// the 6 x 6 join that has a solution, as package halves sees it: an east
// half-board on files d to f, a west one on files a to c, each cut at the
// middle into a south and a north quadrant, and the ranks that hold each
// half's queens.
func drawHalves(context.Context) ([]byte, string, error) {
	const n, side = 6, 32
	b, err := firstJoined(n)
	if err != nil {
		return nil, "", err
	}
	v := squareView(margin+coordinateGutter, margin, n, side)
	c := newCanvas(v.x + v.width() + margin)
	c.drawSquares(v)
	var east, west []string
	for _, s := range v.squares() {
		if s.Col >= n/2 {
			c.shadeSquare(v, s, eastShade, 0.5)
		}
	}
	for _, q := range b.Queens() {
		rank := fmt.Sprint(q.Row + 1)
		if q.Col >= n/2 {
			east = append(east, rank)
		} else {
			west = append(west, rank)
		}
	}
	// The cuts: between the halves, and between each half's quadrants.
	midX, midY := v.x+v.width()/2, v.y+v.height()/2
	c.line(midX, v.y, midX, v.y+v.height(), attr{"stroke", inkColour}, num("stroke-width", 3))
	c.line(v.x, midY, v.x+v.width(), midY, attr{"stroke", inkColour}, num("stroke-width", 2), attr{"stroke-dasharray", "6 4"})
	c.drawCoordinates(v)
	c.drawQueens(v, b.Queens())
	y := v.y + v.height() + coordinateGutter + labelSize
	text := fmt.Sprintf("Shaded: the east half, files %c to %c. Its queens stand on ranks %s, the west half's on ranks %s. "+
		"The dashed line cuts each half into a south and a north quadrant. The halves share no rank and no file, "+
		"so they fit exactly when no east queen shares a diagonal with a west one.",
		'a'+n/2, 'a'+n-1, strings.Join(east, ", "), strings.Join(west, ", "))
	y = c.paragraph(margin, y, c.width-2*margin, labelSize, text, attr{"fill", inkColour})
	alt := fmt.Sprintf("The solution %s of the 6 x 6 board cut into four quadrants: its east half-board has queens on ranks %s, "+
		"its west half-board on ranks %s; the count joins such pairs of halves that share no diagonal.",
		b, strings.Join(east, ", "), strings.Join(west, ", "))
	return c.document(y+margin-labelSize, alt), alt, nil
}

// firstJoined returns the solution of the n x n board that the join's
// first task with a solution counts first: the first solution, in
// lexicographic order, whose east queens stand on that task's rows.
func firstJoined(n int) (board.Board, error) {
	plan, err := halves.NewPlan(context.Background(), n)
	if err != nil {
		return nil, err
	}
	res, err := solve(board.SquareProblem(n))
	if err != nil {
		return nil, err
	}
	for i := range plan.Tasks() {
		if solutions, _, _ := plan.Join(context.Background(), i, i+1); solutions == 0 {
			continue
		}
		rows, _ := plan.Task(i)
		for _, b := range res.Boards {
			var east []int
			for row, col := range b {
				if col >= n/2 {
					east = append(east, row)
				}
			}
			if slices.Equal(east, rows) {
				return b, nil
			}
		}
	}
	return nil, fmt.Errorf("no task of the %d x %d join has a solution", n, n)
}
