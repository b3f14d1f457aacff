package construct

// Column returns the column of the queen of row, from 0, on the board
// that the book's construction writes for the n x n board, n >= 4: the
// numbers 1 to n, the even ones first and then the odd ones, with the
// repairs for n mod 6 = 2 and 3, each number less one the column of its
// row. It takes the same time whatever n is: it builds no list.
//
// This stub puts every queen in column 0. Replace its body.
func Column(n, row int) int {
	return 0
}
