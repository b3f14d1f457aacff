package picture

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/queensbook/queens/puzzle/board"
)

// image is one of the eight images of a solution, with what the folds of
// package bitcount make of it.
type image struct {
	symmetry board.Symmetry
	board    board.Board
	// mirrored is true when the mirror fold searches this image: its
	// rank 1 queen stands in the left half.
	mirrored bool
	// canonical is true when the full fold keeps this image: the first
	// of the eight in lexicographic order.
	canonical bool
}

// drawOrder is the order in which the picture shows the symmetries: the
// rotations, then the reflections.
var drawOrder = []board.Symmetry{
	board.Identity,
	board.Transpose | board.FlipCols,                  // rotate 90
	board.FlipRows | board.FlipCols,                   // rotate 180
	board.Transpose | board.FlipRows,                  // rotate 270
	board.FlipCols,                                    // mirror left-right
	board.FlipRows,                                    // mirror top-bottom
	board.Transpose,                                   // main diagonal
	board.Transpose | board.FlipRows | board.FlipCols, // anti-diagonal
}

// images returns the images of b under the symmetries, in drawOrder.
func images(b board.Board) []image {
	canonical := board.Canonical(b)
	var out []image
	for _, s := range drawOrder {
		img := s.Apply(b)
		out = append(out, image{
			symmetry:  s,
			board:     img,
			mirrored:  img[0] < len(img)/2,
			canonical: slices.Equal(img, canonical),
		})
	}
	return out
}

// firstWithFullClass returns the first of the solutions whose symmetry
// class holds eight distinct boards.
func firstWithFullClass(solutions []board.Board) (board.Board, error) {
	for _, b := range solutions {
		if board.ClassSize(b) == len(board.Symmetries) {
			return b, nil
		}
	}
	return nil, fmt.Errorf("no solution has a class of %d boards", len(board.Symmetries))
}

// drawSymmetries draws the eight images of a solution, two a row, each
// with the name of its symmetry, its tuple and what the mirror and full
// folds of the record counter do with it.
func drawSymmetries(context.Context) ([]byte, string, error) {
	const n, side, columns = 8, 20, 2
	res, err := solve(board.SquareProblem(n))
	if err != nil {
		return nil, "", err
	}
	b, err := firstWithFullClass(res.Boards)
	if err != nil {
		return nil, "", err
	}
	all := images(b)
	cell := coordinateGutter + n*side + 18.0
	c := newCanvas(2*margin + columns*cell - 18)
	cellHeight := labelSize + 8 + n*side + coordinateGutter + 2*lineHeight*labelSize + 16
	var described []string
	for i, img := range all {
		x := margin + float64(i%columns)*cell
		y := margin + float64(i/columns)*cellHeight
		c.text(x, y+labelSize, labelSize+1, img.symmetry.String(), attr{"fill", inkColour}, attr{"font-weight", "bold"})
		v := squareView(x+coordinateGutter, y+labelSize+8, n, side)
		c.open("g", attr{"class", "image"})
		c.drawBoard(v, img.board)
		c.close("g")
		ty := v.y + v.height() + coordinateGutter + labelSize - 4
		c.text(x, ty, labelSize, img.board.String(), attr{"fill", inkColour}, attr{"class", "tuple"})
		c.drawFoldBadges(x, ty+lineHeight*labelSize, img)
		described = append(described, fmt.Sprintf("%s gives %v%s", img.symmetry.String(), img.board, foldWords(img)))
	}
	y := margin + float64(len(all)/columns)*cellHeight + labelSize
	text := "mirror: the mirror fold searches only the boards whose rank 1 queen stands on files a to d, and counts each twice. " +
		"all: the full fold keeps only the canonical board, the first of the eight in tuple order, and counts it for its whole class."
	y = c.paragraph(margin, y, c.width-2*margin, labelSize, text, attr{"fill", inkColour})
	alt := fmt.Sprintf("The eight images of the solution %v under the rotations and reflections of the square, each written rank by rank as files: %s. "+
		"The mirror fold searches the %d images whose rank 1 queen is on files a to d and counts each twice; "+
		"the full fold keeps only the canonical image %v and counts it %d times, the size of its class.",
		b, strings.Join(described, "; "), countMirrored(all), board.Canonical(b), board.ClassSize(b))
	return c.document(y+margin-labelSize, alt), alt, nil
}

// countMirrored returns how many of the images the mirror fold searches.
func countMirrored(all []image) int {
	k := 0
	for _, img := range all {
		if img.mirrored {
			k++
		}
	}
	return k
}

// foldWords says in words which folds keep img.
func foldWords(img image) string {
	switch {
	case img.mirrored && img.canonical:
		return " (searched by the mirror fold, kept by the full fold)"
	case img.mirrored:
		return " (searched by the mirror fold)"
	case img.canonical:
		return " (kept by the full fold)"
	}
	return ""
}

// drawFoldBadges draws a tag for each fold that keeps img, from (x, y) on.
func (c *canvas) drawFoldBadges(x, y float64, img image) {
	badge := func(label, colour string) {
		w := charWidth*labelSize*float64(len(label)) + 10
		c.rect(x, y-labelSize+1, w, labelSize+4, attr{"fill", colour}, num("rx", 3), attr{"class", "fold"})
		c.text(x+5, y, labelSize, label, attr{"fill", "#ffffff"}, attr{"font-weight", "bold"})
		x += w + 6
	}
	if img.mirrored {
		badge("mirror \u00d72", blue)
	}
	if img.canonical {
		badge("all \u00d78", solutionEdge)
	}
}
