package dancinglinks

import "github.com/queensbook/queens/puzzle/harness"

// A traced run reports every option tried as a Place, after counting it,
// and every option undone as a Backtrack, both from the board the search
// keeps. No option in a list stands on a line already taken, so there is
// never a conflict to report.

// tracePlace reports the queen of node's option, just placed: a Place,
// with the item whose list holds node, the one the search picked to
// cover.
func (x *search) tracePlace(node int) {
	q := x.options[x.option[node]].Square
	x.c.Step(harness.Step{Kind: harness.Place, Square: q, Board: x.b, Item: x.items[x.item[node]].String()})
}

// traceLift reports the queen of node's option, just lifted: a
// Backtrack.
func (x *search) traceLift(node int) {
	q := x.options[x.option[node]].Square
	x.c.Step(harness.Step{Kind: harness.Backtrack, Square: q, Board: x.b})
}
