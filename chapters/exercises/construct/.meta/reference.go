package construct

// Column reads the column of row off the construction's list without
// building it. The first h = n/2 rows hold the even numbers, the rest
// the odd ones; the two repaired remainders move a few numbers to the
// ends of their halves.
func Column(n, row int) int {
	h := n / 2
	switch n % 6 {
	case 2: // 2, 4, ..., n, then 3, 1, 7, 9, ..., n-1, 5
		switch {
		case row < h:
			return 2*row + 1
		case row == h:
			return 2
		case row == h+1:
			return 0
		case row == n-1:
			return 4
		}
		return 2*(row-h-2) + 6
	case 3: // 4, 6, ..., n-1, 2, then 5, 7, ..., n, 1, 3
		switch {
		case row < h-1:
			return 2*row + 3
		case row == h-1:
			return 1
		case row == n-2:
			return 0
		case row == n-1:
			return 2
		}
		return 2*(row-h) + 4
	}
	if row < h { // 2, 4, ..., then 1, 3, ...
		return 2*row + 1
	}
	return 2 * (row - h)
}
