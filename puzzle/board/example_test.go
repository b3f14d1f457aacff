package board_test

import (
	"fmt"

	"github.com/queensbook/queens/puzzle/board"
)

// Both forms of a placement name the same squares: in the digit form the
// k-th digit is the rank of the queen on the k-th file, 0 for none.
func ExampleParseFixed() {
	digits, err := board.ParseFixed("00400200", 8, 8)
	if err != nil {
		fmt.Println(err)
		return
	}
	squares, _ := board.ParseFixed("c4,f2", 8, 8)
	fmt.Println(digits, squares)
	_, err = board.ParseFixed("c4,e6", 8, 8)
	fmt.Println(err)
	// Output:
	// [c4 f2] [c4 f2]
	// fixed queens c4 and e6 attack each other (same diagonal)
}

// A board is a tuple: the column of the queen of each row, row 0 first.
// The chess drawing puts row 0, rank 1, at the bottom.
func ExampleChess() {
	b := board.Board{1, 3, 0, 2}
	fmt.Println(b)
	fmt.Print(board.Chess(b, 4))
	// Output:
	// 1 3 0 2
	// 4 . . Q .
	// 3 Q . . .
	// 2 . . . Q
	// 1 . Q . .
	//   a b c d
}

// The eight images of a solution under rotation and reflection form its
// class; the smallest in lexicographic order stands for the class.
func ExampleCanonical() {
	b := board.Board{7, 1, 3, 0, 6, 4, 2, 5}
	fmt.Printf("%v solves 8 x 8: %v\n", b, board.SquareProblem(8).Solves(b))
	fmt.Printf("its class: %d boards, the least %v\n", board.ClassSize(b), board.Canonical(b))
	// Output:
	// 7 1 3 0 6 4 2 5 solves 8 x 8: true
	// its class: 8 boards, the least 0 4 7 5 2 6 1 3
}
