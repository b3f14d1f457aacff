package sample_test

import "fmt"

// The first solution.
func ExampleSolve() {
	fmt.Println("0 4 7 5 2 6 1 3")
	// Output:
	// 0 4 7 5 2 6 1 3
}

func ExampleBoard_Len() {
	fmt.Println(1)
	fmt.Println(2)
	// Unordered output:
	// 2
	// 1
}

func ExampleStack() {
	fmt.Println("no output comment")
}

func ExampleSolve_empty() {
	// Output:
}
