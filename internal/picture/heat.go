package picture

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/queensbook/queens/puzzle/board"
)

// blues is ColorBrewer's sequential blue scale, light to dark: one hue, so
// it reads the same for every kind of colour vision, and in grey.
var blues = [][3]float64{
	{0xf7, 0xfb, 0xff}, {0xde, 0xeb, 0xf7}, {0xc6, 0xdb, 0xef}, {0x9e, 0xca, 0xe1},
	{0x6b, 0xae, 0xd6}, {0x42, 0x92, 0xc6}, {0x21, 0x71, 0xb5}, {0x08, 0x51, 0x9c}, {0x08, 0x30, 0x6b},
}

// heatColour returns the colour of share t of the way along the blue
// scale, 0 the lightest and 1 the darkest.
func heatColour(t float64) string {
	t = min(max(t, 0), 1) * float64(len(blues)-1)
	i := min(int(t), len(blues)-2)
	f := t - float64(i)
	var rgb [3]int
	for k := range rgb {
		rgb[k] = int(blues[i][k] + f*(blues[i+1][k]-blues[i][k]) + 0.5)
	}
	return fmt.Sprintf("#%02x%02x%02x", rgb[0], rgb[1], rgb[2])
}

// heatInk returns the colour of text on share t of the scale: dark on the
// light half, white on the dark half.
func heatInk(t float64) string {
	if t > 0.5 {
		return "#ffffff"
	}
	return inkColour
}

// queenCounts returns, for every square of the n x n board, how many of
// the boards have a queen on it, indexed [row][col].
func queenCounts(boards []board.Board, n int) [][]int {
	counts := make([][]int, n)
	for row := range counts {
		counts[row] = make([]int, n)
	}
	for _, b := range boards {
		for _, q := range b.Queens() {
			counts[q.Row][q.Col]++
		}
	}
	return counts
}

// countRange returns the smallest and the largest count.
func countRange(counts [][]int) (least, most int) {
	least, most = counts[0][0], counts[0][0]
	for _, row := range counts {
		for _, k := range row {
			least, most = min(least, k), max(most, k)
		}
	}
	return least, most
}

// drawHeat draws the 8 x 8 board with, on every square, the number of the
// 92 solutions that put a queen there.
func drawHeat(context.Context) ([]byte, string, error) {
	const n, side, rim = 8, 42, 4
	res, err := solve(board.SquareProblem(n))
	if err != nil {
		return nil, "", err
	}
	counts := queenCounts(res.Boards, n)
	least, most := countRange(counts)
	share := func(k int) float64 { return float64(k-least) / float64(most-least) }

	v := squareView(margin+coordinateGutter, margin, n, side)
	c := newCanvas(v.x + v.width() + margin)
	c.drawSquares(v)
	for _, s := range v.squares() {
		k := counts[s.Row][s.Col]
		x, y := v.corner(s)
		c.rect(x+rim, y+rim, side-2*rim, side-2*rim, attr{"fill", heatColour(share(k))}, num("rx", 3))
		c.text(x+side/2, y+side/2+5.5, 15, strconv.Itoa(k), centred, attr{"fill", heatInk(share(k))}, attr{"font-weight", "bold"}, attr{"class", "count"})
	}
	c.drawCoordinates(v)

	y := v.y + v.height() + coordinateGutter + 8
	y = c.paragraph(margin, y, c.width-2*margin, labelSize,
		fmt.Sprintf("On every square: how many of the %d solutions have a queen there. Each rank and each file adds up to %d.", res.Solutions, res.Solutions),
		attr{"fill", inkColour})
	y = c.drawHeatLegend(v.x, y+4, least, most, share)

	var ranks []string
	for row := range n {
		var line []string
		for _, k := range counts[row] {
			line = append(line, strconv.Itoa(k))
		}
		ranks = append(ranks, fmt.Sprintf("rank %d: %s", row+1, strings.Join(line, " ")))
	}
	alt := fmt.Sprintf("A heat map of the 8 x 8 board: on every square, how many of the %d solutions have a queen there, "+
		"from %d (lightest) to %d (darkest). Files a to h, rank by rank from rank 1: %s.",
		res.Solutions, least, most, strings.Join(ranks, "; "))
	return c.document(y+margin, alt), alt, nil
}

// drawHeatLegend draws the scale from least to most as a row of swatches,
// one a count, each with its number, starting at (x, y), and returns the
// bottom of the legend.
func (c *canvas) drawHeatLegend(x, y float64, least, most int, share func(int) float64) float64 {
	swatch := min(24, (c.width-x-margin)/float64(most-least+1))
	for k := least; k <= most; k++ {
		sx := x + float64(k-least)*swatch
		c.rect(sx, y, swatch, swatch, attr{"fill", heatColour(share(k))}, attr{"stroke", "#ffffff"}, num("stroke-width", 1))
		c.text(sx+swatch/2, y+swatch+labelSize+1, labelSize-1, strconv.Itoa(k), centred, attr{"fill", greyInk})
	}
	return y + swatch + labelSize + 4
}
