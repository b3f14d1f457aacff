package terminal_test

import (
	"fmt"

	"github.com/queensbook/queens/internal/terminal"
)

// A chapter's Markdown on a terminal 40 columns wide, in the theme
// without colours: the prose wraps, the code does not.
func ExampleRender() {
	markdown := "# Eight queens\n\n" +
		"Place *eight* queens on a chessboard so that no two attack each other: `queens solve` finds all 92.\n\n" +
		"```go\nfor row, col := range b {\n\tif attacked(row, col) { return false } // too wide to wrap\n}\n```\n"
	out, err := terminal.Render(markdown, 40, "ascii")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(out)
	// Output:
	//
	//   Eight queens
	//   ============
	//
	//   Place *eight* queens on a chessboard
	//   so that no two attack each other:
	//   `queens solve` finds all 92.
	//
	//   for row, col := range b {
	//       if attacked(row, col) { return false } // too wide to wrap
	//   }
}
