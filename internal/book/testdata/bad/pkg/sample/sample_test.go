package sample

import "fmt"

func ExampleSolve() {
	fmt.Println("checked by nothing")
}

func ExampleSolve_empty() {
	// Output:
}
