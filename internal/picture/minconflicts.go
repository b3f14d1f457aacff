package picture

import (
	"context"
	"fmt"

	"github.com/queensbook/queens/approaches/minconflicts"
	"github.com/queensbook/queens/approaches/verify"
	"github.com/queensbook/queens/approaches/words"
)

// repairSeed is the seed of the min-conflicts run the picture shows; the
// package's examples use it too.
const repairSeed = 1

// drawMinConflicts draws the 16 x 16 board that min-conflicts repair
// finds from seed 1, with the counts the package reports: the queens in
// conflict after the start and the repair steps. It fails unless the board
// verifies as a solution.
//
// The start board itself is not drawn: minconflicts.Solve reports how
// many of its queens were in conflict, but not where they stood.
func drawMinConflicts() ([]byte, string, error) {
	const n, side = 16, 21
	res, err := minconflicts.Solve(context.Background(), n, minconflicts.Options{Seed: repairSeed})
	if err != nil {
		return nil, "", err
	}
	if err := verify.Check(res.Board); err != nil {
		return nil, "", fmt.Errorf("min-conflicts gave %v on %d x %d: %w", res.Board, n, n, err)
	}
	v := squareView(margin+coordinateGutter, margin, n, side)
	c := newCanvas(v.x + v.width() + margin)
	c.drawBoard(v, res.Board)
	text := fmt.Sprintf("Min-conflicts with seed %d: the start put one queen on every rank and file, %d of the %d in conflict; "+
		"%s%s, each moving one attacked queen to its least attacked square, gave this solution.",
		repairSeed, res.StartConflicts, n, words.Plural(res.Steps, "repair step"), tries(res.Tries))
	y := c.paragraph(margin, v.y+v.height()+coordinateGutter+8, c.width-2*margin, labelSize, text, attr{"fill", inkColour})
	alt := fmt.Sprintf("The %d x %d board solved by min-conflicts repair with seed %d: %v, written rank by rank as files counted from 0. "+
		"The start left %s in conflict; %s%s gave this solution.",
		n, n, repairSeed, res.Board, words.Plural(res.StartConflicts, "queen"), words.Plural(res.Steps, "repair step"), tries(res.Tries))
	return c.document(y+margin-labelSize, alt), alt, nil
}

// tries says how many starts a run took, when it took more than one.
func tries(k int) string {
	if k == 1 {
		return ""
	}
	return fmt.Sprintf(" over %d starts", k)
}
