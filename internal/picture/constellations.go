package picture

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/queensbook/queens/counting/constellation"
	"github.com/queensbook/queens/puzzle/board"
)

// borderShade marks the squares of a constellation's border, where its
// queens are placed before the search.
const borderShade = "#e69f00"

// orbit returns the distinct images of a class's representative, the
// representative first: the constellations of the class.
func orbit(c constellation.Class) []constellation.Constellation {
	var out []constellation.Constellation
	for _, s := range board.Symmetries {
		if img := c.Rep.Image(s); !slices.Contains(out, img) {
			out = append(out, img)
		}
	}
	return out
}

// firstClassOfSize returns the first class of the n x n board that holds
// size constellations.
func firstClassOfSize(n, size int) (constellation.Class, error) {
	for _, c := range constellation.Classes(n, board.Symmetries) {
		if c.Size == size {
			return c, nil
		}
	}
	return constellation.Class{}, fmt.Errorf("the %d x %d board has no class of %d constellations", n, n, size)
}

// drawConstellations draws two classes of constellations of the 8 x 8
// board: one of eight, whose eight constellations are the images of one
// another, and one that a quarter turn keeps, which holds two. The border
// is shaded and the representative, the one the count searches, framed.
func drawConstellations(context.Context) ([]byte, string, error) {
	const n, side, columns = 8, 16, 2
	cell := coordinateGutter + n*side + 12.0
	c := newCanvas(2*margin + columns*cell - 12)
	boardHeight := n*side + coordinateGutter + 6.0
	y := float64(margin + labelSize)
	var described []string
	for _, size := range []int{8, 2} {
		class, err := firstClassOfSize(n, size)
		if err != nil {
			return nil, "", err
		}
		heading := fmt.Sprintf("A class of %d: the count searches the first, and counts its solutions %d times", size, size)
		y = c.paragraph(margin, y, c.width-2*margin, labelSize+1, heading, attr{"fill", inkColour}, attr{"font-weight", "bold"}) + 4
		members := orbit(class)
		var names []string
		for i, con := range members {
			x := margin + float64(i%columns)*cell
			top := y + float64(i/columns)*boardHeight
			v := squareView(x+coordinateGutter, top, n, side)
			c.drawConstellation(v, con, i == 0)
			names = append(names, board.FormatFixed(con.Queens()))
		}
		y += float64((len(members)+columns-1)/columns)*boardHeight + labelSize + 8
		described = append(described, fmt.Sprintf("a class of %d, whose constellations are %s; the count searches the first, %s, framed", len(members), strings.Join(names, "; "), names[0]))
	}
	text := "Shaded: the border, ranks 1 and 8 and files a and h, where every solution has a queen on each edge. " +
		"A rotation or reflection moves a constellation onto another of its class, and the solutions with it onto theirs."
	y = c.paragraph(margin, y, c.width-2*margin, labelSize, text, attr{"fill", inkColour})
	alt := "Constellations of the 8 x 8 board, the queens of its four edges: " + strings.Join(described, "; and ") +
		". The count searches one constellation of each class and multiplies by the class's size."
	return c.document(y+margin-labelSize, alt), alt, nil
}

// drawConstellation draws the border of a board shaded, the queens of con
// on it and, when searched, a frame around the board.
func (c *canvas) drawConstellation(v boardView, con constellation.Constellation, searched bool) {
	c.drawSquares(v)
	for _, s := range v.squares() {
		if s.Row == 0 || s.Col == 0 || s.Row == v.rows-1 || s.Col == v.cols-1 {
			c.shadeSquare(v, s, borderShade, 0.45)
		}
	}
	c.drawCoordinates(v)
	c.drawQueens(v, con.Queens())
	if searched {
		c.rect(v.x-1.5, v.y-1.5, v.width()+3, v.height()+3, attr{"fill", "none"}, attr{"stroke", solutionEdge}, num("stroke-width", 3), attr{"class", "searched"})
	}
}
