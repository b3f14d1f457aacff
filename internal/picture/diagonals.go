package picture

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/queensbook/queens/puzzle/board"
)

// margin is the white border around every picture.
const margin = 12

// Okabe and Ito's blue and vermillion, told apart by readers of every kind
// of colour vision, and darker versions of them for text.
const (
	blue           = "#0072b2"
	vermillion     = "#d55e00"
	blueText       = "#08457a"
	vermillionText = "#8f3b00"
)

// diagonalNumbers returns the two numbers of square s that the book's
// prose compares: row+col, the same along a diagonal going up to the left,
// and row-col, the same along one going up to the right. (The packages
// add a constant to row-col, to index a slice from 0.)
func diagonalNumbers(s board.Square) (sum, diff int) {
	return s.Row + s.Col, s.Row - s.Col
}

// signed writes k with a real minus sign.
func signed(k int) string {
	if k < 0 {
		return "\u2212" + strconv.Itoa(-k)
	}
	return strconv.Itoa(k)
}

// diagonalsCentre is the square whose two diagonals the picture shades: e3.
var diagonalsCentre = board.Square{Row: 2, Col: 4}

// drawDiagonals draws the 8 x 8 board with both diagonal numbers on every
// square, and the two diagonals through e3 marked.
func drawDiagonals(context.Context) ([]byte, string, error) {
	const side = 42
	v := squareView(margin+coordinateGutter, margin, 8, side)
	c := newCanvas(v.x + v.width() + margin)
	sum, diff := diagonalNumbers(diagonalsCentre)
	var sumLine, diffLine []string
	c.drawSquares(v)
	for _, s := range v.squares() {
		ss, sd := diagonalNumbers(s)
		if ss == sum {
			c.shadeSquare(v, s, blue, 0.35)
			sumLine = append(sumLine, s.String())
		}
		if sd == diff {
			c.outlineSquare(v, s, vermillion, 3, "6 3")
			diffLine = append(diffLine, s.String())
		}
	}
	for _, s := range v.squares() {
		ss, sd := diagonalNumbers(s)
		x, y := v.corner(s)
		c.text(x+4, y+15, 13, signed(ss), append([]attr{{"fill", blueText}, {"font-weight", "bold"}}, halo...)...)
		c.text(x+side-4, y+side-6, 13, signed(sd), append([]attr{{"fill", vermillionText}, {"font-weight", "bold"}, {"text-anchor", "end"}}, halo...)...)
	}
	c.drawCoordinates(v)

	y := v.y + v.height() + coordinateGutter + 8
	width := c.width - 2*margin
	legend := []string{
		"Upper left, blue: row + col, the same on every square of a diagonal going up to the left; " + unbroken("shaded, the diagonal of "+strconv.Itoa(sum)+"."),
		"Lower right, orange: row \u2212 col, the same on every square of a diagonal going up to the right; " + unbroken("dashed, the diagonal of "+signed(diff)+"."),
		"Rows and columns count from 0: a1 is row 0, column 0.",
	}
	for _, l := range legend {
		y = c.paragraph(margin, y, width, labelSize, l, attr{"fill", inkColour}) + 4
	}
	alt := fmt.Sprintf("An 8 x 8 chess board, rank 1 at the bottom, with two numbers on every square, rows and columns counted from 0: "+
		"row + col in the upper left corner and row minus col in the lower right. "+
		"row + col runs from 0 on a1 to 14 on h8 and is the same along every diagonal going up to the left; "+
		"row minus col runs from minus 7 on h1 to 7 on a8 and is the same along every diagonal going up to the right. "+
		"Shaded, the squares whose row + col is %d: %s. Dashed, the squares whose row minus col is %d: %s. The two diagonals cross on %s.",
		sum, strings.Join(sumLine, ", "), diff, strings.Join(diffLine, ", "), diagonalsCentre)
	return c.document(y-4+margin, alt), alt, nil
}
