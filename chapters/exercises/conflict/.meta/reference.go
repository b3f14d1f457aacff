package conflict

// Attacker asks the queens below the candidate the tuple-state source's
// question, the lowest first, and returns the row of the first that says
// yes: a queen attacks when the horizontal distance is 0, the same
// column, or equals the vertical distance, a diagonal.
func Attacker(state []int, nextX int) int {
	nextY := len(state)
	for y, x := range state {
		if dx := abs(x - nextX); dx == 0 || dx == nextY-y {
			return y
		}
	}
	return -1
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
