package exercise_test

import (
	"testing"

	"github.com/queensbook/queens/internal/exercise"
)

// TestShape holds two files apart only in names, comments and layout to
// one shape, and files that compute otherwise to others.
func TestShape(t *testing.T) {
	const mine = `package conflict

// Attacker names the lowest queen that attacks.
func Attacker(state []int, col int) int {
	for row, c := range state {
		if c == col { return row }
	}
	return -1
}
`
	const renamed = `package conflict

func Attacker(queens []int, x int) int {
	// Look at each queen in turn.
	for y, qx := range queens {
		if qx == x {
			return y
		}
	}
	return -1
}
`
	shape := func(src string) string {
		s, err := exercise.Shape([]byte(src))
		if err != nil {
			t.Fatalf("%v:\n%s", err, src)
		}
		return s
	}
	if shape(mine) != shape(renamed) {
		t.Errorf("renamed and laid out anew, a file takes another shape:\n%s\n%s", shape(mine), shape(renamed))
	}
	for what, other := range map[string]string{
		"another constant": `package conflict; func Attacker(state []int, col int) int { for row, c := range state { if c == col { return row } }; return -2 }`,
		"names swapped":    `package conflict; func Attacker(state []int, col int) int { for row, c := range state { if c == col { return c } }; return -1 }`,
		"another operator": `package conflict; func Attacker(state []int, col int) int { for row, c := range state { if c != col { return row } }; return -1 }`,
	} {
		if shape(other) == shape(mine) {
			t.Errorf("with %s, a file keeps the shape", what)
		}
	}
	if _, err := exercise.Shape([]byte("package p; var s = \"unterminated")); err == nil {
		t.Error("a file that does not scan has a shape")
	}
}
