package highlight_test

import (
	"fmt"

	"github.com/queensbook/queens/internal/highlight"
)

// The tokens of a line of Go, each with its kind.
func ExampleTokens() {
	for _, tok := range highlight.Tokens("go", `n := len(b) // the queens`) {
		fmt.Printf("%-8s %q\n", tok.Kind, tok.Text)
	}
	// Output:
	// Text     "n "
	// Operator ":="
	// Text     " "
	// Builtin  "len"
	// Text     "(b) "
	// Comment  "// the queens"
}
