package book

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestCode(t *testing.T) {
	src := newSource(os.DirFS("testdata/book"))
	tests := []struct{ ident, want, at string }{
		{"Size", "// Size is the side of the board.\nconst Size = 8\n", "sample.go:4"},
		{"Diagonal", "// Directions a queen moves in.\nconst (\n\tStraight = 4 // rows and columns\n\tDiagonal = 4 // both diagonals\n)\n", "sample.go:7"},
		{"Board", "// Board is a tuple: b[row] is the column of the queen in that row.\ntype Board []int\n", "sample.go:13"},
		{"Board.Len", "// Len returns the number of rows.\nfunc (b Board) Len() int {\n\treturn len(b)\n}\n", "sample.go:16"},
		{"Stack.Push", "// Push adds v on top.\nfunc (s *Stack[T]) Push(v T) {\n\ts.items = append(s.items, v)\n}\n", "sample.go:24"},
		{"Solve", "// Solve returns n.\nfunc Solve(n int) int { return n } // trivially\n", "sample.go:29"},
		{"helper", "func helper() {}\n", "sample.go:32"},
		{"ExampleSolve", "// The first solution.\nfunc ExampleSolve() {\n\tfmt.Println(\"0 4 7 5 2 6 1 3\")\n\t// Output:\n\t// 0 4 7 5 2 6 1 3\n}\n", "sample_test.go:5"},
	}
	for _, tt := range tests {
		got, err := src.code("pkg/sample", tt.ident)
		if at := fmt.Sprintf("%s:%d", got.file, got.line); err != nil || got.text != tt.want || at != "pkg/sample/"+tt.at {
			t.Errorf("code(pkg/sample, %s) = %q at %s, %v\nwant %q at pkg/sample/%s", tt.ident, got.text, at, err, tt.want, tt.at)
		}
	}
}

func TestCodeErrors(t *testing.T) {
	src := newSource(os.DirFS("testdata/book"))
	tests := []struct{ dir, ident, want string }{
		{"pkg/nowhere", "Solve", "no package folder pkg/nowhere in the module"},
		{"chapters", "Solve", "the folder chapters holds no Go files"},
		{"pkg/sample", "Solv", "pkg/sample declares no Solv (did you mean Solve?)"},
		{"pkg/sample", "Len", "pkg/sample declares no Len"}, // a method needs its type
		{"pkg/sample", "Board.Push", "pkg/sample declares no Board.Push"},
		{"pkg/sample", "Completely", "pkg/sample declares no Completely"},
	}
	for _, tt := range tests {
		_, err := src.code(tt.dir, tt.ident)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("code(%s, %s) error = %v, want %q", tt.dir, tt.ident, err, tt.want)
		}
	}
}

func TestOutput(t *testing.T) {
	src := newSource(os.DirFS("testdata/book"))
	tests := []struct{ name, want, at string }{
		{"ExampleSolve", "0 4 7 5 2 6 1 3\n", "sample_test.go:6"},
		{"ExampleBoard_Len", "2\n1\n", "sample_test.go:12"},
	}
	for _, tt := range tests {
		got, err := src.output("pkg/sample", tt.name)
		if at := fmt.Sprintf("%s:%d", got.file, got.line); err != nil || got.text != tt.want || at != "pkg/sample/"+tt.at {
			t.Errorf("output(pkg/sample, %s) = %q at %s, %v; want %q at pkg/sample/%s", tt.name, got.text, at, err, tt.want, tt.at)
		}
	}
}

func TestOutputErrors(t *testing.T) {
	src := newSource(os.DirFS("testdata/book"))
	tests := []struct{ name, want string }{
		{"ExampleStack", "ExampleStack in pkg/sample has no // Output: comment"},
		{"ExampleSolve_empty", "ExampleSolve_empty in pkg/sample has an empty // Output: comment"},
		{"ExampleSolv", "the tests of pkg/sample have no example ExampleSolv (did you mean ExampleSolve?)"},
		{"ExampleSize", "the tests of pkg/sample have no example ExampleSize"},
	}
	for _, tt := range tests {
		_, err := src.output("pkg/sample", tt.name)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("output(pkg/sample, %s) error = %v, want %q", tt.name, err, tt.want)
		}
	}
}

func TestEditDistance(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"Solve", "Solve", 0}, {"Solv", "Solve", 1}, {"Sovle", "Solve", 2}, {"", "abc", 3}, {"kitten", "sitting", 3},
	}
	for _, tt := range tests {
		if got := editDistance(tt.a, tt.b); got != tt.want {
			t.Errorf("editDistance(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
}
