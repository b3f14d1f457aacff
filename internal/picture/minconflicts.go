package picture

import (
	"context"
	"fmt"
	"strings"

	"github.com/queensbook/queens/approaches/minconflicts"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/verify"
	"github.com/queensbook/queens/puzzle/words"
)

// repairSeed is the seed of the min-conflicts run the picture shows; the
// package's examples use it too.
const repairSeed = 1

// drawMinConflicts draws a 16 x 16 board before and after min-conflicts
// repair from seed 1: the start, with every queen in conflict framed, and
// the solution the repair steps reach; the text alternative says how many
// queens attack each framed one. It fails unless the second board verifies as a solution.
func drawMinConflicts(context.Context) ([]byte, string, error) {
	const n, side = 16, 21
	res, err := minconflicts.Solve(context.Background(), n, minconflicts.Options{Seed: repairSeed, KeepStart: true})
	if err != nil {
		return nil, "", err
	}
	if err := verify.Check(res.Board); err != nil {
		return nil, "", fmt.Errorf("min-conflicts gave %v on %d x %d: %w", res.Board, n, n, err)
	}
	attackers := attackersOf(res.Start)

	before := squareView(margin+coordinateGutter, margin+labelSize+6, n, side)
	c := newCanvas(before.x + before.width() + margin)
	c.text(margin, margin+labelSize, labelSize+1, fmt.Sprintf("Before: the start, %s in conflict", words.Plural(res.StartConflicts, "queen")), attr{"fill", inkColour}, attr{"font-weight", "bold"})
	c.drawBoard(before, res.Start)
	for _, q := range res.Start.Queens() {
		if attackers[q] > 0 {
			c.outlineSquare(before, q, vermillion, 2.5, "")
		}
	}

	top := before.y + before.height() + coordinateGutter + 8
	after := squareView(before.x, top+labelSize+6, n, side)
	c.text(margin, top+labelSize, labelSize+1, fmt.Sprintf("After %s: a solution", words.Plural(res.Steps, "repair step")), attr{"fill", inkColour}, attr{"font-weight", "bold"})
	c.drawBoard(after, res.Board)

	text := fmt.Sprintf("Min-conflicts with seed %d starts with one queen on every rank and file. "+
		"A framed queen is attacked by another. Each repair step moves one attacked queen "+
		"to the square where the fewest queens attack it%s.", repairSeed, tries(res.Tries))
	y := c.paragraph(margin, after.y+after.height()+coordinateGutter+8, c.width-2*margin, labelSize, text, attr{"fill", inkColour})
	alt := fmt.Sprintf("A %d x %d board before and after min-conflicts repair with seed %d, written rank by rank as files counted from 0. "+
		"The start, %v, has %s in conflict: %s. After %s%s the board is the solution %v.",
		n, n, repairSeed, res.Start, words.Plural(res.StartConflicts, "queen"), conflictNames(res.Start, attackers),
		words.Plural(res.Steps, "repair step"), tries(res.Tries), res.Board)
	return c.document(y+margin-labelSize, alt), alt, nil
}

// attackersOf counts, for every queen of b, the queens that attack it.
func attackersOf(b board.Board) map[board.Square]int {
	qs := b.Queens()
	count := map[board.Square]int{}
	for i, q := range qs {
		for _, r := range qs[i+1:] {
			if q.Attacks(r) {
				count[q]++
				count[r]++
			}
		}
	}
	return count
}

// conflictNames lists the queens of b in conflict, rank by rank, each with
// the number of queens attacking it.
func conflictNames(b board.Board, attackers map[board.Square]int) string {
	var names []string
	for _, q := range b.Queens() {
		if k := attackers[q]; k > 0 {
			names = append(names, fmt.Sprintf("%v (%d)", q, k))
		}
	}
	return strings.Join(names, ", ")
}

// tries says how many starts a run took, when it took more than one.
func tries(k int) string {
	if k == 1 {
		return ""
	}
	return fmt.Sprintf(" over %d starts", k)
}
