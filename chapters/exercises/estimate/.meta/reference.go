package estimate

// Probe goes down one path, row by row. At each node it counts the
// children d, the squares of the next row that no queen attacks; weight
// is how many nodes a node at this depth stands for, the product of the
// degrees above it, and every level adds weight*d, its estimate of that
// level's nodes, to the root's 1.
func Probe(n int, choose func(d int) int) float64 {
	estimate, weight := 1.0, 1.0
	queens := make([]int, 0, n)
	for len(queens) < n {
		free := freeColumns(queens, n)
		if len(free) == 0 {
			break
		}
		weight *= float64(len(free))
		estimate += weight
		queens = append(queens, free[choose(len(free))])
	}
	return estimate
}

// freeColumns lists, left to right, the columns of the next row that no
// queen of queens attacks.
func freeColumns(queens []int, n int) []int {
	var free []int
	next := len(queens)
	for col := range n {
		attacked := false
		for row, c := range queens {
			if d := next - row; c == col || c == col+d || c == col-d {
				attacked = true
				break
			}
		}
		if !attacked {
			free = append(free, col)
		}
	}
	return free
}
