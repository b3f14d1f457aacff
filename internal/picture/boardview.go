package picture

import (
	"strconv"

	"github.com/queensbook/queens/puzzle/board"
)

// The colours every board shares.
const (
	lightSquare = "#f0d9b5"
	darkSquare  = "#b58863"
	frameColour = "#6b4a2b"
	inkColour   = "#1b1b1b"
	greyInk     = "#595959"
)

// labelSize is the size of the file letters and rank numbers, and the
// smallest text of any picture.
const labelSize = 12

// boardView says where a board of rows x cols squares stands on a canvas.
// It draws the chess way: file a on the left and rank 1, row 0, at the
// bottom, so that earlier rows are lower.
type boardView struct {
	// x and y are the top left corner of the squares: file a of the top
	// rank.
	x, y       float64
	rows, cols int
	// side is the side of one square.
	side float64
	// numbered says that the squares hold numbers in their upper left
	// corner: the queens are drawn smaller, in the lower right corner.
	numbered bool
}

// squareView returns the view of an n x n board whose squares begin at
// (x, y).
func squareView(x, y float64, n int, side float64) boardView {
	return boardView{x: x, y: y, rows: n, cols: n, side: side}
}

// width returns the width of the squares, without the labels.
func (v boardView) width() float64 { return float64(v.cols) * v.side }

// height returns the height of the squares, without the labels.
func (v boardView) height() float64 { return float64(v.rows) * v.side }

// corner returns the top left corner of square s.
func (v boardView) corner(s board.Square) (x, y float64) {
	return v.x + float64(s.Col)*v.side, v.y + float64(v.rows-1-s.Row)*v.side
}

// centre returns the middle of square s.
func (v boardView) centre(s board.Square) (x, y float64) {
	x, y = v.corner(s)
	return x + v.side/2, y + v.side/2
}

// squares returns every square of the board, rank 1 first, file a first
// in each rank.
func (v boardView) squares() []board.Square {
	var all []board.Square
	for row := range v.rows {
		for col := range v.cols {
			all = append(all, board.Square{Row: row, Col: col})
		}
	}
	return all
}

// isDark reports whether s is a dark square: a1 is dark, as in chess.
func isDark(s board.Square) bool {
	return (s.Row+s.Col)%2 == 0
}

// squareColour returns the colour of s on an uncoloured board.
func squareColour(s board.Square) string {
	if isDark(s) {
		return darkSquare
	}
	return lightSquare
}

// drawSquares draws the light and dark squares and a frame around them.
func (c *canvas) drawSquares(v boardView) {
	for _, s := range v.squares() {
		c.fillSquare(v, s, squareColour(s))
	}
	c.rect(v.x, v.y, v.width(), v.height(), attr{"fill", "none"}, attr{"stroke", frameColour}, num("stroke-width", 1.5))
}

// fillSquare paints square s in one colour.
func (c *canvas) fillSquare(v boardView, s board.Square, colour string) {
	x, y := v.corner(s)
	c.rect(x, y, v.side, v.side, attr{"fill", colour})
}

// shadeSquare lays a see-through colour over square s, which leaves its
// light or dark colour visible beneath.
func (c *canvas) shadeSquare(v boardView, s board.Square, colour string, opacity float64) {
	x, y := v.corner(s)
	c.rect(x, y, v.side, v.side, attr{"fill", colour}, num("fill-opacity", opacity))
}

// outlineSquare draws a frame of the given width just inside square s;
// dash, when not empty, is its stroke-dasharray.
func (c *canvas) outlineSquare(v boardView, s board.Square, colour string, width float64, dash string) {
	x, y := v.corner(s)
	inset := width / 2
	attrs := []attr{attr{"fill", "none"}, attr{"stroke", colour}, num("stroke-width", width)}
	if dash != "" {
		attrs = append(attrs, attr{"stroke-dasharray", dash})
	}
	c.rect(x+inset, y+inset, v.side-width, v.side-width, attrs...)
}

// ringSquare draws a circle in the middle of square s, the mark of a free
// square.
func (c *canvas) ringSquare(v boardView, s board.Square, colour string) {
	x, y := v.centre(s)
	c.element("circle", num("cx", x), num("cy", y), num("r", v.side/4), attr{"fill", "none"}, attr{"stroke", colour}, num("stroke-width", 2.5))
}

// halo makes a text legible on any background: a white stroke drawn
// beneath its letters.
var halo = []attr{{"paint-order", "stroke"}, {"stroke", "#ffffff"}, {"stroke-width", "3"}, {"stroke-linejoin", "round"}}

// drawCoordinates writes the file letters under the board and the rank
// numbers to its left, rank 1 at the bottom. They need coordinateGutter
// pixels on each of those sides.
func (c *canvas) drawCoordinates(v boardView) {
	for col := range v.cols {
		x, _ := v.centre(board.Square{Col: col})
		file := board.Square{Col: col}.String()
		c.text(x, v.y+v.height()+labelSize+2, labelSize, file[:len(file)-1], centred, attr{"fill", greyInk}, attr{"class", "file"})
	}
	for row := range v.rows {
		_, y := v.centre(board.Square{Row: row})
		c.text(v.x-4, y+labelSize*0.35, labelSize, strconv.Itoa(row+1), attr{"text-anchor", "end"}, attr{"fill", greyInk}, attr{"class", "rank"})
	}
}

// coordinateGutter is the room the coordinates of a board with up to 99
// ranks take beside and below it.
const coordinateGutter = 2.2 * labelSize

// drawBoard draws a whole board: squares, coordinates and the queens of b.
// Pictures that shade or mark squares draw the parts in turn instead.
func (c *canvas) drawBoard(v boardView, b board.Board) {
	c.drawSquares(v)
	c.drawCoordinates(v)
	c.drawQueens(v, b.Queens())
}
