package picture

import (
	"context"
	"fmt"
	"math"

	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/counting/halves"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/oeis"
)

// simkinAlpha is the constant of M. Simkin's asymptotic count, "The number
// of n-queens configurations" (2021): Q(n) = ((1 + o(1)) n e^-alpha)^n
// with alpha = 1.942 +- 0.003.
const simkinAlpha, simkinError = 1.942, 0.003

// growthLabel is the size of the picture's text: drawn 400 pixels wide, it
// stays readable when a phone shows it at 340.
const growthLabel = 13

// growthSides are the sides the picture draws: from the first board with
// a solution to the last one ever counted, and countedSides how far the
// book's own code counts them for the picture, in a moment; the rest are
// the published counts of A000170.
const (
	firstSide, lastSide = 4, oeis.MaxN
	countedSides        = 16
)

// drawGrowth draws how the number of solutions grows: Q(n)^(1/n)/n for n
// from 4 to 27, which Simkin's theorem says tends to e^-alpha, about
// 0.143. The counts to 16 x 16 are the book's own, by the join of halves;
// the larger ones are the published counts, up to the Q27 project's.
func drawGrowth(ctx context.Context) ([]byte, string, error) {
	const width, height = 400.0, 300.0
	const left, right, top, bottom = 52.0, 12.0, 44.0, 52.0
	lo, hi := 0.12, 0.32
	x := func(n int) float64 { return left + float64(n-firstSide)*(width-left-right)/float64(lastSide-firstSide) }
	y := func(v float64) float64 { return top + (hi-v)*(height-top-bottom)/(hi-lo) }
	ratios := make([]float64, lastSide+1)
	for n := firstSide; n <= lastSide; n++ {
		q, err := solutionsOf(ctx, n)
		if err != nil {
			return nil, "", err
		}
		ratios[n] = math.Pow(q, 1/float64(n)) / float64(n)
	}
	c := newCanvas(width)
	c.superscripted(margin, 22, growthLabel+1, "How Q(n)", "1/n", " / n falls with n", attr{"fill", inkColour}, attr{"font-weight", "bold"})
	// Simkin's limit; its error, 0.003 in alpha, is too thin to draw.
	limit := math.Exp(-simkinAlpha)
	c.line(left, y(limit), width-right, y(limit), attr{"stroke", inkColour}, attr{"stroke-dasharray", "6 4"}, num("stroke-width", 1.5))
	c.superscripted(width-right, y(limit)-6, growthLabel, "Simkin's limit e", fmt.Sprintf("\u2212%.3f", simkinAlpha), fmt.Sprintf(" = %.4f", limit), attr{"fill", inkColour}, attr{"text-anchor", "end"})
	// The axes and their ticks.
	c.line(left, top, left, height-bottom, attr{"stroke", inkColour})
	c.line(left, height-bottom, width-right, height-bottom, attr{"stroke", inkColour})
	for v := 0.15; v <= hi+1e-9; v += 0.05 {
		c.line(left-4, y(v), left, y(v), attr{"stroke", inkColour})
		c.text(left-8, y(v)+4, growthLabel, fmt.Sprintf("%.2f", v), attr{"fill", inkColour}, attr{"text-anchor", "end"})
	}
	for n := firstSide; n <= lastSide; n++ {
		if n%4 == 0 || n == lastSide {
			c.line(x(n), height-bottom, x(n), height-bottom+4, attr{"stroke", inkColour})
			c.text(x(n), height-bottom+18, growthLabel, fmt.Sprint(n), attr{"fill", inkColour}, centred)
		}
	}
	c.text((left+width-right)/2, height-12, growthLabel, "n, the side of the board", attr{"fill", inkColour}, centred)
	// The points: filled where the book counted, open where published.
	for n := firstSide; n <= lastSide; n++ {
		fill := inkColour
		if n > countedSides {
			fill = "#ffffff"
		}
		c.element("circle", num("cx", x(n)), num("cy", y(ratios[n])), num("r", 4), attr{"fill", fill}, attr{"stroke", inkColour}, num("stroke-width", 1.5))
	}
	legend := fmt.Sprintf("Filled: counted by this book's code, up to %s; open: the published counts of A000170, up to %s. Dashed: the limit of Simkin's theorem.",
		unbroken(fmt.Sprintf("%d x %d", countedSides, countedSides)), unbroken(fmt.Sprintf("%d x %d", lastSide, lastSide)))
	end := c.paragraph(margin, height+6, width-2*margin, growthLabel, legend, attr{"fill", inkColour})
	alt := fmt.Sprintf("Q(n) to the power 1/n, divided by n, for n from %d to %d: it falls from %.2f at n = %d to %.3f at n = %d, towards Simkin's limit e^-alpha = %.4f, alpha = %.3f plus or minus %.3f, drawn as a dashed line. "+
		"The points to n = %d are counts of this book's code, the others published counts.",
		firstSide, lastSide, ratios[firstSide], firstSide, ratios[lastSide], lastSide, limit, simkinAlpha, simkinError, countedSides)
	return c.document(end+margin, alt), alt, nil
}

// solutionsOf returns the number of solutions of the n x n board: up to
// countedSides counted by the join of halves, past that the published
// count.
func solutionsOf(ctx context.Context, n int) (float64, error) {
	if n > countedSides {
		return float64(oeis.Solutions(n)), nil
	}
	res, err := count.Count(ctx, halves.Method{}, board.SquareProblem(n), count.Options{})
	return float64(res.Solutions), err
}
