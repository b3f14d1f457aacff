package conflict

import "github.com/queensbook/queens/approaches/tuplestate"

// Conflict is the tuple-state generator's own test: a queen below
// attacks the candidate when their horizontal distance is 0, the same
// column, or equals their vertical distance, a diagonal.
func Conflict(state []int, nextX int) bool {
	return tuplestate.Conflict(state, nextX)
}
