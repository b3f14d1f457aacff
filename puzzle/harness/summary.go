package harness

import (
	"fmt"

	"github.com/queensbook/queens/puzzle/words"
)

// Summary returns the two lines that tell what a run found and what it
// cost, without their newlines, as `queens solve` ends with them and the
// web stepper shows them: "tuplestate found 92 solutions on 8 x 8." and
// "attempts: 15,720 in all, 876 to the first (one attempt: ...)". a is the
// approach that ran; askedFirst says that the caller asked for the first
// solution only, so a stop there needs no explaining.
func (r Result) Summary(a Approach, askedFirst bool) (found, attempts string) {
	found = fmt.Sprintf("%s found %s on %v", r.Approach, words.Plural(r.Solutions, "solution"), r.Problem)
	if r.Solutions == 0 {
		found = fmt.Sprintf("%s found no solution on %v", r.Approach, r.Problem)
	}
	if r.Stopped {
		found += " before it was interrupted"
	}
	if a.FirstOnly && r.Solutions == 1 && !askedFirst {
		found += ": it stops at its first solution, as the source's code does"
	}
	attempts = "attempts: " + words.Thousands(r.Attempts) + " in all"
	if r.Solutions > 0 {
		attempts += ", " + words.Thousands(r.AttemptsToFirst) + " to the first"
	}
	return found + ".", attempts + " (one attempt: " + a.Attempt + ")"
}
