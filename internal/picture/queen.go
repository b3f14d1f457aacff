package picture

import "github.com/queensbook/queens/puzzle/board"

// queenPath is a queen's crown in a box of queenBox x queenBox units: five
// points, each topped by a ball, over a band and a foot. A path draws the
// same in every renderer, where a ♛ depends on the fonts at hand.
const queenPath = "M9 29L6 14L13.5 22L13 10L18 21L20 8.5L22 21L27 10L26.5 22L34 14L31 29Z" +
	"M8.5 30.5H31.5L32.5 35.5H7.5Z" +
	"M3.3 13a2.7 2.7 0 1 0 5.4 0a2.7 2.7 0 1 0 -5.4 0Z" +
	"M10.3 9.5a2.7 2.7 0 1 0 5.4 0a2.7 2.7 0 1 0 -5.4 0Z" +
	"M17.3 7.5a2.7 2.7 0 1 0 5.4 0a2.7 2.7 0 1 0 -5.4 0Z" +
	"M24.3 9.5a2.7 2.7 0 1 0 5.4 0a2.7 2.7 0 1 0 -5.4 0Z" +
	"M31.3 13a2.7 2.7 0 1 0 5.4 0a2.7 2.7 0 1 0 -5.4 0Z"

// queenBox is the side of the box queenPath is drawn in.
const queenBox = 40

// drawQueen draws a black queen with a white rim on square s, so that it
// stands out on light and dark squares alike. The rim is the same shape
// drawn first in white with a wide stroke, so that it only shows around
// the outside of the queen.
func (c *canvas) drawQueen(v boardView, s board.Square) {
	x, y := v.corner(s)
	scale := 0.9 * v.side / queenBox
	offset := (v.side - scale*queenBox) / 2
	if v.numbered {
		scale = 0.62 * v.side / queenBox
		offset = v.side - scale*queenBox
	}
	c.open("g", attr{"transform", "translate(" + formatNumber(x+offset) + " " + formatNumber(y+offset) + ") scale(" + formatDecimals(scale, 4) + ")"})
	c.element("path", attr{"d", queenPath}, attr{"fill", "#ffffff"}, attr{"stroke", "#ffffff"}, num("stroke-width", 3), attr{"stroke-linejoin", "round"})
	c.element("path", attr{"d", queenPath}, attr{"fill", inkColour})
	c.close("g")
}

// drawQueens draws a queen on each of the squares qs.
func (c *canvas) drawQueens(v boardView, qs []board.Square) {
	for _, q := range qs {
		c.drawQueen(v, q)
	}
}
