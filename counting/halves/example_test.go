package halves_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/queensbook/queens/counting/halves"
	"github.com/queensbook/queens/puzzle/words"
)

// The join counts every board from one queen up; the small boards have
// few row sets to join.
func ExampleCount() {
	fmt.Println("n   solutions  row sets  attempts")
	for n := 1; n <= 12; n++ {
		res, err := halves.Count(n)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("%-2d %11s %9s %9s\n", n, words.Thousands(res.Solutions), words.Thousands(uint64(res.Tasks)), words.Thousands(res.Attempts))
	}
	// Output:
	// n   solutions  row sets  attempts
	// 1            1         1         3
	// 2            0         1         2
	// 3            0         1         1
	// 4            2         4        13
	// 5           10         6        10
	// 6            4        10        57
	// 7           40        37        84
	// 8           92        38       756
	// 9          352       233     1,264
	// 10         724       126    12,451
	// 11       2,680     1,331    25,363
	// 12      14,200       472   447,787
}

// On 6 x 6 the east half's three queens stand in three of the six rows,
// 20 sets of rows in all. Turning the board upside down keeps a solution's
// halves, so a set of rows and its image have as many solutions, and the
// plan joins one of each pair; the long diagonals fold the rest. What a
// task counts is its solutions and those of the sets it stands for.
func ExamplePlan_Task() {
	p, err := halves.NewPlan(context.Background(), 6)
	if err != nil {
		fmt.Println(err)
		return
	}
	var total uint64
	fmt.Println("east ranks  stands for    counted")
	for i := range p.Tasks() {
		rows, standsFor := p.Task(i)
		solutions, _, _ := p.Join(context.Background(), i, i+1)
		total += solutions
		ranks := make([]string, len(rows))
		for k, r := range rows {
			ranks[k] = fmt.Sprint(r + 1)
		}
		fmt.Printf("%-11s %10d %10d\n", strings.Join(ranks, " "), standsFor, solutions)
	}
	fmt.Println("in all", total, "solutions")
	// Output:
	// east ranks  stands for    counted
	// 1 2 3                2          0
	// 1 2 4                2          0
	// 1 3 4                2          0
	// 2 3 4                2          0
	// 1 2 5                2          0
	// 1 3 5                2          2
	// 2 3 5                2          0
	// 1 4 5                2          2
	// 1 2 6                2          0
	// 1 3 6                2          0
	// in all 4 solutions
}
