package picture

import (
	"context"
	"fmt"
	"math"
	"strings"

	"github.com/queensbook/queens/approaches/bitboard"
	"github.com/queensbook/queens/puzzle/board"
)

// attacksByRow returns, for every row from 0 to len(queens), the attacks
// of package bitboard on it from the queens of the rows below: none on row
// 0, and each row's from the last by [bitboard.Attacks.Below].
func attacksByRow(queens board.Board) []bitboard.Attacks {
	at := []bitboard.Attacks{{}}
	for _, col := range queens {
		at = append(at, at[len(at)-1].Below(1<<col))
	}
	return at
}

// maskKind is one of the three masks of [bitboard.Attacks], with how it
// moves from one rank to the next.
type maskKind struct {
	name, moves string
	of          func(bitboard.Attacks) uint32
	// shift is the files a bit moves up one rank: 0, 1 or -1.
	shift int
}

// maskKinds are the three masks, in the order bitboard.Attacks lists them.
var maskKinds = []maskKind{
	{"Cols", "the files taken, the same on every rank", func(a bitboard.Attacks) uint32 { return a.Cols }, 0},
	{"RightDiag", "a file right each rank up, <<\u00a01", func(a bitboard.Attacks) uint32 { return a.RightDiag }, 1},
	{"LeftDiag", "a file left each rank up, >>\u00a01", func(a bitboard.Attacks) uint32 { return a.LeftDiag }, -1},
}

// Sizes of the masks picture.
const (
	maskSide = 36 // a square of the board, and the width of a bit
	bitRow   = 24 // the height of a row of bits
	bitGap   = 16 // between the two rows of a mask, room for the arrows
	queenBit = vermillion
	setBit   = blue
)

// drawBits draws mask as a row of n bits under the files, bit c under
// file c, 1 filled blue; highlight, when not 0, is a bit drawn orange.
// It writes rank, the rank the mask is for, in the gutter.
func (c *canvas) drawBits(v boardView, y float64, mask, highlight uint32, rank int) {
	for col := range v.cols {
		x := v.x + float64(col)*maskSide
		bit := uint32(1) << col
		fill, ink, digit := "#eeeeee", greyInk, "0"
		switch {
		case highlight&bit != 0:
			fill, ink, digit = queenBit, "#ffffff", "1"
		case mask&bit != 0:
			fill, ink, digit = setBit, "#ffffff", "1"
		}
		c.rect(x+1, y, maskSide-2, bitRow, attr{"fill", fill}, num("rx", 2), attr{"class", "bit"})
		c.text(x+maskSide/2, y+bitRow/2+5, 14, digit, centred, attr{"fill", ink}, attr{"font-weight", "bold"})
	}
	c.text(v.x-4, y+bitRow/2+4, labelSize, fmt.Sprint(rank), attr{"text-anchor", "end"}, attr{"fill", greyInk})
}

// drawArrow draws a line from (x1, y1) to (x2, y2) with a head at the end.
func (c *canvas) drawArrow(x1, y1, x2, y2 float64, colour string) {
	c.line(x1, y1, x2, y2, attr{"stroke", colour}, num("stroke-width", 1.8))
	angle := math.Atan2(y2-y1, x2-x1)
	const head, spread = 6, 0.45
	var points []string
	for _, a := range []float64{angle + math.Pi - spread, angle + math.Pi + spread} {
		points = append(points, formatNumber(x2+head*math.Cos(a))+","+formatNumber(y2+head*math.Sin(a)))
	}
	c.element("polygon", attr{"points", formatNumber(x2) + "," + formatNumber(y2) + " " + strings.Join(points, " ")}, attr{"fill", colour})
}

// drawMasks draws a partial placement, the first queens of the first
// solution, and the three masks of the next rank: how each comes from
// the rank below by a shift, their union, and the free squares left.
func drawMasks(context.Context) ([]byte, string, error) {
	const n, placed = 8, 3
	res, err := solve(board.SquareProblem(n))
	if err != nil {
		return nil, "", err
	}
	queens := res.Boards[0][:placed]
	at := attacksByRow(queens)
	below, next := at[placed-1], at[placed]
	attacked := next.Cols | next.RightDiag | next.LeftDiag
	sp := bitboard.PlainSpace(board.SquareProblem(n))
	free := sp.Free(placed, next)
	queenMask := uint32(1) << queens[placed-1]
	rank := placed + 1 // the rank the masks are for, counted from 1

	v := squareView(margin+coordinateGutter, margin, n, maskSide)
	c := newCanvas(v.x + v.width() + maskSide + margin)
	c.drawSquares(v)
	freeSquares := c.markRank(v, placed, n, free)
	c.drawQueens(v, queens.Queens())
	c.drawCoordinates(v)

	y := v.y + v.height() + coordinateGutter + 14
	text := func(s string) {
		y = c.paragraph(margin, y, c.width-2*margin, labelSize+1, s, attr{"fill", inkColour}) - labelSize + 2
	}
	for _, k := range maskKinds {
		text(k.name + ": " + k.moves)
		c.drawBits(v, y, k.of(next), 0, rank)
		lower := y + bitRow + bitGap
		c.drawBits(v, lower, k.of(below), queenMask, rank-1)
		for col := range n {
			if (k.of(below)|queenMask)&(1<<col) == 0 {
				continue
			}
			x := v.x + (float64(col)+0.5)*maskSide
			c.drawArrow(x, lower-1, x+float64(k.shift)*maskSide*0.8, y+bitRow+3, inkColour)
		}
		y = lower + bitRow + 22
	}
	text(fmt.Sprintf("Attacked on rank %d: Cols | RightDiag | LeftDiag", rank))
	c.drawBits(v, y, attacked, 0, rank)
	y += bitRow + 22
	text(fmt.Sprintf("Free: the rest, %s", squareNames(freeSquares, " and ")))
	c.drawBits(v, y, free, 0, rank)
	y += bitRow + 22
	queen := board.Square{Row: placed - 1, Col: queens[placed-1]}
	y = c.paragraph(margin, y, c.width-2*margin, labelSize, fmt.Sprintf("Orange: the bit of the queen on %v, added to each mask as it moves up a rank.", queen), attr{"fill", inkColour}) - labelSize

	alt := masksAlt(res.Boards[0], placed, below, next, freeSquares)
	return c.document(y+margin, alt), alt, nil
}

// fileList names the files of the bits set in mask, or says there are none.
func fileList(mask uint32, n int) string {
	var files []string
	for col := range n {
		if mask&(1<<col) != 0 {
			files = append(files, string(rune('a'+col)))
		}
	}
	switch len(files) {
	case 0:
		return "no file"
	case 1:
		return "file " + files[0]
	}
	return "files " + strings.Join(files, " ")
}

// markRank rings the free squares of row and shades the attacked ones,
// and returns the free ones.
func (c *canvas) markRank(v boardView, row, n int, free uint32) []board.Square {
	var freeSquares []board.Square
	for col := range n {
		s := board.Square{Row: row, Col: col}
		if free&(1<<col) != 0 {
			c.ringSquare(v, s, blue)
			freeSquares = append(freeSquares, s)
		} else {
			c.shadeSquare(v, s, "#2b2b2b", 0.55)
		}
	}
	return freeSquares
}

// masksAlt describes the picture of drawMasks in words: the masks of the
// rank after the first placed queens of solution, whose masks below and
// next are, with the free squares left.
func masksAlt(solution board.Board, placed int, below, next bitboard.Attacks, freeSquares []board.Square) string {
	n := len(solution)
	queens := solution[:placed]
	rank := placed + 1
	attacked := next.Cols | next.RightDiag | next.LeftDiag
	return fmt.Sprintf("The bit masks of the bit-mask search for rank %d, after queens on %s (the first %d queens of the solution %v). "+
		"Bit c of a mask stands for file c, a being bit 0. "+
		"Cols holds the files taken, %s, and stays the same from rank to rank. "+
		"RightDiag holds the squares attacked along diagonals going up to the right, %s on rank %d; with the queen of rank %d added it shifts one file right to %s on rank %d. "+
		"LeftDiag does the same to the left: %s on rank %d, %s on rank %d. "+
		"Their union attacks %s, which leaves %s free; the rank %d squares are shaded where attacked and ringed where free.",
		rank, squareNames(queens.Queens(), ", "), placed, solution,
		fileList(next.Cols, n),
		fileList(below.RightDiag, n), rank-1, rank-1, fileList(next.RightDiag, n), rank,
		fileList(below.LeftDiag, n), rank-1, fileList(next.LeftDiag, n), rank,
		fileList(attacked, n), squareNames(freeSquares, " and "), rank)
}
