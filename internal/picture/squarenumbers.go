package picture

import (
	"context"
	"fmt"
	"strconv"

	"github.com/queensbook/queens/approaches/combinations"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/words"
)

// squareNumber is the number combinations gives square s of a board cols
// wide: row*cols+col, so rank 1 holds 0 to cols-1 and each rank up adds
// cols.
func squareNumber(s board.Square, cols int) int {
	return s.Row*cols + s.Col
}

// firstArrangement is the arrangement combinations tests first: it goes
// through the arrangements in lexicographic order of their square numbers
// (see [combinations.Search]), so it starts with the queens smallest
// squares, 0 to queens-1.
func firstArrangement(queens int) []int {
	squares := make([]int, queens)
	for i := range squares {
		squares[i] = i
	}
	return squares
}

// arrangementSquares turns square numbers of a board cols wide into
// squares. An arrangement may put several queens in a row, which a
// [board.Board] cannot hold.
func arrangementSquares(numbers []int, cols int) []board.Square {
	squares := make([]board.Square, len(numbers))
	for i, s := range numbers {
		squares[i] = board.Square{Row: s / cols, Col: s % cols}
	}
	return squares
}

// boardSquares returns the square numbers of b's queens, rank 1 first,
// which is increasing order.
func boardSquares(b board.Board) []int {
	var squares []int
	for _, q := range b.Queens() {
		squares = append(squares, squareNumber(q, len(b)))
	}
	return squares
}

// numberList writes numbers separated by spaces.
func numberList(ks []int) string {
	s := ""
	for i, k := range ks {
		if i > 0 {
			s += " "
		}
		s += strconv.Itoa(k)
	}
	return s
}

// drawSquareNumbers draws two numbered boards, one above the other, so
// that each keeps its full size on a phone: the first arrangement the
// combinations search tests and the first solution it finds.
func drawSquareNumbers(ctx context.Context) ([]byte, string, error) {
	const n, side = 8, 40
	p := board.SquareProblem(n)
	res, err := harness.Run(ctx, combinations.Approach, p, harness.Options{First: true})
	if err != nil {
		return nil, "", err
	}
	first := firstArrangement(n)
	found := boardSquares(res.First)

	c := newCanvas(2*margin + coordinateGutter + n*side)
	width := c.width - 2*margin
	y := float64(margin) + labelSize
	captions := []string{
		fmt.Sprintf("The first arrangement tested: squares %d to %d, all eight queens on rank 1.", first[0], first[n-1]),
		fmt.Sprintf("The first solution, after %s arrangements: squares %s, the solution %s.",
			words.Thousands(res.AttemptsToFirst), unbroken(numberList(found)), unbroken(res.First.String())),
	}
	for i, arrangement := range [][]int{first, found} {
		y = c.paragraph(margin, y, width, labelSize, captions[i], attr{"fill", inkColour})
		v := squareView(margin+coordinateGutter, y-labelSize+6, n, side)
		v.numbered = true
		c.drawSquares(v)
		for _, s := range v.squares() {
			x, sy := v.corner(s)
			c.text(x+3, sy+13, labelSize, strconv.Itoa(squareNumber(s, n)), append([]attr{{"fill", inkColour}, {"class", "square"}}, halo...)...)
		}
		c.drawQueens(v, arrangementSquares(arrangement, n))
		c.drawCoordinates(v)
		y = v.y + v.height() + coordinateGutter + 16
	}
	alt := fmt.Sprintf("Two 8 x 8 boards with their squares numbered as the combinations search numbers them, row times 8 plus column: "+
		"rank 1 holds squares 0 to 7 from file a to h, rank 2 holds 8 to 15, and so on up to 63 on h8. "+
		"Above, the first arrangement it tests: squares %s, eight queens on rank 1. "+
		"Below, the first solution it finds, after %s arrangements: squares %s, the solution %v, written rank by rank as files.",
		numberList(first), words.Thousands(res.AttemptsToFirst), numberList(found), res.First)
	return c.document(y-16+margin, alt), alt, nil
}
