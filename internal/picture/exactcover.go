package picture

import (
	"context"
	"fmt"
	"strings"

	"github.com/queensbook/queens/approaches/dancinglinks"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// Sizes of the exact-cover picture.
const (
	coverCell   = 26 // the width of an item's column
	coverRow    = 21 // the height of an option's row
	coverGutter = 30 // room for the squares that name the rows
	coverSide   = 36 // a square of the board beside the matrix
)

// drawExactCover draws the exact-cover matrix of the 4 x 4 board, as
// package dancinglinks builds it: a column for every item, the primary
// ones shaded, and a row for every option, with a dot under each of its
// four items. The rows of the first solution Algorithm X finds are
// picked out, and the solution stands on a board beside the matrix.
func drawExactCover(context.Context) ([]byte, string, error) {
	p := board.SquareProblem(4)
	m := dancinglinks.NewModel(p, dancinglinks.Knuth)
	var solution board.Board
	for b := range dancinglinks.Solve(p, &harness.Counter{}) {
		solution = b
		break
	}
	chosen := func(o dancinglinks.Option) bool { return solution[o.Square.Row] == o.Square.Col }

	left := float64(margin + coverGutter)
	matrixWidth := float64(len(m.Items) * coverCell)
	groupY := float64(margin + labelSize)
	namesY := groupY + 1.6*labelSize
	top := namesY + 0.6*labelSize
	v := squareView(left+matrixWidth+2*margin+coordinateGutter, top, p.Rows, coverSide)
	c := newCanvas(v.x + v.width() + margin)

	primaryWidth := float64(m.Primary * coverCell)
	c.text(left+primaryWidth/2, groupY, labelSize, "primary: exactly once", centred, attr{"fill", inkColour})
	c.text(left+primaryWidth+(matrixWidth-primaryWidth)/2, groupY, labelSize, "secondary: at most once", centred, attr{"fill", inkColour})
	rowsHeight := float64(len(m.Options) * coverRow)
	c.rect(left, top, primaryWidth, rowsHeight, attr{"fill", "#eeeeee"})
	for k, o := range m.Options {
		if chosen(o) {
			c.rect(left, top+float64(k*coverRow), matrixWidth, coverRow, attr{"fill", blue}, num("fill-opacity", 0.18), attr{"class", "chosen"})
		}
	}
	for i, it := range m.Items {
		x := left + float64(i*coverCell) + coverCell/2
		c.text(x, namesY, labelSize-1, it.String(), centred, attr{"fill", inkColour}, attr{"class", "item"})
	}
	c.line(left+primaryWidth, top, left+primaryWidth, top+rowsHeight, attr{"stroke", greyInk}, num("stroke-width", 1.5))
	c.rect(left, top, matrixWidth, rowsHeight, attr{"fill", "none"}, attr{"stroke", greyInk})
	for k, o := range m.Options {
		y := top + float64(k*coverRow) + coverRow/2
		weight, fill, class := "normal", greyInk, "one"
		if chosen(o) {
			weight, fill, class = "bold", blue, "one chosen"
		}
		c.text(left-6, y+labelSize*0.35, labelSize, o.Square.String(), attr{"text-anchor", "end"}, attr{"fill", inkColour}, attr{"font-weight", weight}, attr{"class", "option"})
		for _, i := range o.Items {
			x := left + float64(i*coverCell) + coverCell/2
			c.element("circle", num("cx", x), num("cy", y), num("r", 5), attr{"fill", fill}, attr{"class", class})
		}
	}
	c.drawBoard(v, solution)

	y := top + rowsHeight + 1.8*labelSize
	var rows []string
	for _, o := range m.Options {
		if chosen(o) {
			rows = append(rows, o.Square.String())
		}
	}
	legend := []string{
		"A column for each item: the ranks R1 to R4 and the files Fa to Fd, from the middle outward, then the diagonals, each named by its lowest square, / climbing to the right and \\ to the left.",
		"A row for each option, a queen on one square, with a dot under its rank, its file and its two diagonals.",
		"Picked out, the rows " + strings.Join(rows, ", ") + ": one dot in every primary column, at most one in every other, the solution " + unbroken(solution.String()) + " on the board.",
	}
	for _, l := range legend {
		y = c.paragraph(margin, y, c.width-2*margin, labelSize, l, attr{"fill", inkColour}) + 4
	}
	alt := fmt.Sprintf("The exact-cover matrix of the 4 x 4 board: %d columns, one for each item, the %d primary items first (%s), then the diagonals (%s); "+
		"%d rows, one for each square from a1 to d4, each with a dot under the four items of its square. "+
		"Picked out, the rows %s, which put one dot in each primary column and at most one in each other column: "+
		"the solution %s, drawn on a 4 x 4 board beside the matrix, rank 1 at the bottom.",
		len(m.Items), m.Primary, itemNames(m.Items[:m.Primary]), itemNames(m.Items[m.Primary:]), len(m.Options),
		strings.Join(rows, ", "), solution)
	return c.document(y-4+margin, alt), alt, nil
}

// itemNames lists the names of items, comma-separated.
func itemNames(items []dancinglinks.Item) string {
	names := make([]string, len(items))
	for i, it := range items {
		names[i] = it.String()
	}
	return strings.Join(names, ", ")
}
