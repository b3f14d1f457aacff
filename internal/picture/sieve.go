package picture

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/queensbook/queens/puzzle/board"
)

// The sieve's picture shows the third step of the join of halves on the
// 6 x 6 board: the east half-boards of one set of ranks turned on their
// side, a bit each in a word, and each west half-board looking up one
// word for each group of its diagonals and ANDing them. The bits left
// are the east boards it fits. It is drawn from the boards themselves,
// and a test holds its pairs to the count package halves makes of the
// same set of ranks.

// sieveGroup is one group of diagonals that both halves of the board
// cross: the rising ones (file minus rank the same) or the falling ones
// (file plus rank the same), numbered from first to first+size-1.
type sieveGroup struct {
	name        string
	first, size int
	of          func(board.Square) int
}

// sieveGroups returns the two groups of the n x n board cut down the
// middle: every diagonal that has squares in both halves, n-1 of each
// kind, since a diagonal that stays in one half can hold no pair's two
// queens.
func sieveGroups(n int) []sieveGroup {
	half := n / 2
	return []sieveGroup{
		{"rising \u2197", half - n + 1, n - 1, func(s board.Square) int { return s.Col - s.Row }},
		{"falling \u2198", half, n - 1, func(s board.Square) int { return s.Col + s.Row }},
	}
}

// holds returns the bits of the group's diagonals that queens stand on,
// the first diagonal as bit 0.
func (g sieveGroup) holds(queens []board.Square) uint {
	var bits uint
	for _, q := range queens {
		if d := g.of(q) - g.first; d >= 0 && d < g.size {
			bits |= 1 << d
		}
	}
	return bits
}

// sieveTask is the join of one set of ranks, as the sieve sees it.
type sieveTask struct {
	n          int
	east, west [][]board.Square // the half-boards, by their queens
	groups     []sieveGroup
}

// newSieveTask lists the half-boards of the n x n board whose east
// queens stand on the rows eastRows and whose west queens stand on the
// others.
func newSieveTask(n int, eastRows []int) sieveTask {
	var westRows []int
	for row := range n {
		if !slices.Contains(eastRows, row) {
			westRows = append(westRows, row)
		}
	}
	return sieveTask{
		n:      n,
		east:   halfBoards(eastRows, n/2, n),
		west:   halfBoards(westRows, 0, n/2),
		groups: sieveGroups(n),
	}
}

// halfBoards returns every way of standing one queen on each of rows, in
// files from to end-1, one a file, no two on a diagonal: the lowest row's
// file first, in increasing order.
func halfBoards(rows []int, from, end int) [][]board.Square {
	var out [][]board.Square
	var place func(queens []board.Square)
	place = func(queens []board.Square) {
		if len(queens) == len(rows) {
			out = append(out, append([]board.Square(nil), queens...))
			return
		}
		next := board.Square{Row: rows[len(queens)]}
		for next.Col = from; next.Col < end; next.Col++ {
			free := true
			for _, q := range queens {
				free = free && !q.Attacks(next)
			}
			if free {
				place(append(queens, next))
			}
		}
	}
	place(nil)
	return out
}

// word returns the word of group g for the pattern of diagonals held: a
// bit for each east board, set when that board holds none of them.
func (t sieveTask) word(g sieveGroup, held uint) uint64 {
	var w uint64
	for i, e := range t.east {
		if g.holds(e)&held == 0 {
			w |= 1 << i
		}
	}
	return w
}

// fits returns the AND of the words a west board looks up, one a group:
// the east boards it shares no diagonal with.
func (t sieveTask) fits(west []board.Square) uint64 {
	all := uint64(1)<<len(t.east) - 1
	for _, g := range t.groups {
		all &= t.word(g, g.holds(west))
	}
	return all
}

// squaresText writes queens as "d1 e3 f5".
func squaresText(queens []board.Square) string {
	names := make([]string, len(queens))
	for i, q := range queens {
		names[i] = q.String()
	}
	return strings.Join(names, " ")
}

// Sizes of the sieve's picture.
const (
	sieveSide = 14.0 // a square of the small boards
	sieveCell = 20.0 // a bit of a pattern or a word
)

// drawSieve draws the sieve's step for the set of ranks of the first
// 6 x 6 task with a solution: its east boards, a bit each, and for each
// west board its diagonals by group, the word each group looks up, and
// their AND.
func drawSieve(context.Context) ([]byte, string, error) {
	const n = 6
	b, err := firstJoined(n)
	if err != nil {
		return nil, "", err
	}
	var rows []int
	var eastRanks []string
	for row, col := range b {
		if col >= n/2 {
			rows = append(rows, row)
			eastRanks = append(eastRanks, fmt.Sprint(row+1))
		}
	}
	t := newSieveTask(n, rows)
	boardWidth := coordinateGutter + n*sieveSide
	c := newCanvas(2*margin + boardWidth + 330)
	y := float64(margin + labelSize)
	heading := fmt.Sprintf("East boards on ranks %s, one bit each of every word:", strings.Join(eastRanks, ", "))
	y = c.paragraph(margin, y, c.width-2*margin, labelSize+1, heading, attr{"fill", inkColour}, attr{"font-weight", "bold"}) + 4
	var eastNames []string
	for i, e := range t.east {
		x := margin + float64(i)*(boardWidth+24)
		c.drawHalf(squareView(x+coordinateGutter, y, n, sieveSide), e, true)
		c.text(x+coordinateGutter+n*sieveSide/2, y+n*sieveSide+coordinateGutter+labelSize, labelSize, fmt.Sprintf("bit %d: %s", i+1, squaresText(e)), centred, attr{"fill", inkColour})
		eastNames = append(eastNames, fmt.Sprintf("bit %d %s", i+1, squaresText(e)))
	}
	y += n*sieveSide + coordinateGutter + 2*labelSize + 14
	legend := "Orange: the diagonals of a group that the west board's queens stand on. Blue: the east boards that leave all of them free."
	y = c.paragraph(margin, y, c.width-2*margin, labelSize, legend, attr{"fill", inkColour}) + 8
	var described []string
	for _, w := range t.west {
		y = c.paragraph(margin, y, c.width-2*margin, labelSize+1, "West board "+squaresText(w)+":", attr{"fill", inkColour}, attr{"font-weight", "bold"}) + 4
		top := y
		c.drawHalf(squareView(margin+coordinateGutter, y, n, sieveSide), w, false)
		x := margin + boardWidth + 16
		var said []string
		for _, g := range t.groups {
			held := g.holds(w)
			word := t.word(g, held)
			c.text(x, y+sieveCell*0.7, labelSize, g.name, attr{"fill", inkColour})
			c.drawBitCells(x+78, y, uint64(held), g.size, queenBit)
			c.text(x+78+float64(g.size)*sieveCell+8, y+sieveCell*0.7, labelSize, "\u2192 word", attr{"fill", inkColour})
			c.drawBitCells(x+78+float64(g.size)*sieveCell+60, y, word, len(t.east), setBit)
			said = append(said, fmt.Sprintf("its %s diagonals %s look up the word %s", strings.Fields(g.name)[0], bitString(uint64(held), g.size), bitString(word, len(t.east))))
			y += sieveCell + 6
		}
		fit := t.fits(w)
		c.text(x+78+float64(t.groups[0].size)*sieveCell+8, y+sieveCell*0.7, labelSize, "AND", attr{"fill", inkColour}, attr{"font-weight", "bold"})
		c.drawBitCells(x+78+float64(t.groups[0].size)*sieveCell+60, y, fit, len(t.east), setBit)
		verdict := fitsText(t, fit)
		c.text(x, y+sieveCell*0.7, labelSize, verdict, attr{"fill", inkColour})
		described = append(described, fmt.Sprintf("West board %s: %s; their AND is %s, so %s", squaresText(w), strings.Join(said, ", "), bitString(fit, len(t.east)), verdict))
		y = max(y+sieveCell, top+n*sieveSide+coordinateGutter) + labelSize + 8
	}
	alt := fmt.Sprintf("The sieve on the 6 x 6 board, east ranks %s. The east boards are a bit each: %s. %s.",
		strings.Join(eastRanks, ", "), strings.Join(eastNames, ", "), strings.Join(described, ". "))
	return c.document(y+margin-labelSize, alt), alt, nil
}

// fitsText says which east boards the bits fit name.
func fitsText(t sieveTask, fit uint64) string {
	var names []string
	for i, e := range t.east {
		if fit>>i&1 == 1 {
			names = append(names, squaresText(e))
		}
	}
	if len(names) == 0 {
		return "no east board fits"
	}
	return "it fits " + strings.Join(names, " and ")
}

// bitString writes the first size bits of bits, bit 1 first, as 1s and 0s.
func bitString(bits uint64, size int) string {
	var s strings.Builder
	for i := range size {
		s.WriteByte('0' + byte(bits>>i&1))
	}
	return s.String()
}

// drawBitCells draws the first size bits of bits as a row of cells from
// (x, y), bit 1 on the left, each with its 1 or 0 written in: a set bit
// filled with colour, as the masks' picture draws its bits.
func (c *canvas) drawBitCells(x, y float64, bits uint64, size int, colour string) {
	for i := range size {
		cx := x + float64(i)*sieveCell
		fill, ink, digit := "#eeeeee", greyInk, "0"
		if bits>>i&1 == 1 {
			fill, ink, digit = colour, "#ffffff", "1"
		}
		c.rect(cx+1, y, sieveCell-2, sieveCell, attr{"fill", fill}, num("rx", 2), attr{"class", "bit"})
		c.text(cx+sieveCell/2, y+sieveCell*0.7, labelSize, digit, centred, attr{"fill", ink}, attr{"font-weight", "bold"})
	}
}

// drawHalf draws a small n x n board with the queens of one half-board,
// that half shaded: the east half when east, else the west.
func (c *canvas) drawHalf(v boardView, queens []board.Square, east bool) {
	c.drawSquares(v)
	for _, s := range v.squares() {
		if (s.Col >= v.cols/2) == east {
			c.shadeSquare(v, s, eastShade, 0.45)
		}
	}
	c.drawCoordinates(v)
	c.drawQueens(v, queens)
}
