package verify_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/verify"
)

// Check names the first queen attacked by an earlier one, and the
// earliest queen attacking it.
func ExampleCheck() {
	for _, b := range []board.Board{
		{1, 3, 0, 2},
		{1, 3, 1, 2},
		{0, 4, 7, 5, 2, 6, 3, 1},
		{1, 3, 0, 4},
	} {
		err := verify.Check(b)
		switch {
		case err == nil:
			fmt.Printf("%v: a solution\n", b)
		case errors.Is(err, verify.ErrNotSolution):
			fmt.Printf("%v: %v\n", b, err)
		}
	}
	// Output:
	// 1 3 0 2: a solution
	// 1 3 1 2: queens b1 and b3 attack each other along a file (rows 0 and 2, columns 1 and 1, counted from 0)
	// 0 4 7 5 2 6 3 1: queens h3 and d7 attack each other along a diagonal (rows 2 and 6, columns 7 and 3, counted from 0)
	// 1 3 0 4: the queen of row 3 stands in column 4, off the 4 x 4 board (columns are 0 to 3)
}

// Read takes the tuple form with any white space, one line or many.
func ExampleRead() {
	b, err := verify.Read(strings.NewReader("1\n3\n0\n2\n"), 100)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("four lines read as", b)
	_, err = verify.Read(strings.NewReader("1 3 zero 2"), 100)
	fmt.Println(`"1 3 zero 2":`, err)
	// Output:
	// four lines read as 1 3 0 2
	// "1 3 zero 2": word 3, "zero", is not a column number
}

// Reserve refuses a board before it is allocated.
func ExampleReserve() {
	const perQueen = 24
	fmt.Println("n = 1000000 fits:", verify.Reserve(1_000_000, perQueen, 0) == nil)
	fmt.Println(verify.Reserve(1_000_000_000, perQueen, 0))
	fmt.Println("the largest n in 1 GiB:", verify.Limit(perQueen, 1<<30))
	// Output:
	// n = 1000000 fits: true
	// n = 1000000000 is too large: at most n = 178956970 fits in a memory budget of 4 GiB
	// the largest n in 1 GiB: 44739242
}

// CheckOn checks boards of other shapes: a wide one, a queen a row, and a
// tall one, whose empty rows hold board.Empty, written "-". Columns names
// the narrowest board a tuple fits.
func ExampleCheckOn() {
	for _, tuple := range []string{"7 5 3 6 4", "- - - 0 2 4 1 3", "1 3 - 2"} {
		b, _ := verify.Read(strings.NewReader(tuple), 100)
		cols := verify.Columns(b)
		if err := verify.CheckOn(b, cols); err != nil {
			fmt.Printf("%s on %d x %d: %v\n", b, len(b), cols, err)
		} else {
			fmt.Printf("%s on %d x %d: a solution\n", b, len(b), cols)
		}
	}
	fmt.Println("7 5 3 6 4 on 5 x 7:", verify.CheckOn(board.Board{7, 5, 3, 6, 4}, 7))
	// Output:
	// 7 5 3 6 4 on 5 x 8: a solution
	// - - - 0 2 4 1 3 on 8 x 5: a solution
	// 1 3 - 2 on 4 x 4: 3 queens on 4 x 4, where a solution has 4: row 2 has none
	// 7 5 3 6 4 on 5 x 7: the queen of row 0 stands in column 7, off the 5 x 7 board (columns are 0 to 6)
}
