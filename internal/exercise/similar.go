package exercise

import (
	"fmt"
	"go/scanner"
	"go/token"
	"strings"
)

// Shape returns the shape of a Go file: its tokens, without comments or
// the semicolons that line ends stand for, with each name written as
// the order of its first use (n1, n2, ...). Two files of one shape are
// one program written apart only in names, comments and layout: a
// student who renamed the variables of another's solution and ran gofmt
// has one of its shape. A file that does not scan has none, and an
// error.
func Shape(src []byte) (string, error) {
	fset := token.NewFileSet()
	file := fset.AddFile("", fset.Base(), len(src))
	var errs scanner.ErrorList
	var s scanner.Scanner
	s.Init(file, src, func(pos token.Position, msg string) { errs.Add(pos, msg) }, 0)
	names := map[string]int{}
	var shape strings.Builder
	for {
		_, tok, lit := s.Scan()
		switch {
		case tok == token.EOF:
			return shape.String(), errs.Err()
		case tok == token.SEMICOLON:
			continue
		case tok == token.IDENT:
			if _, ok := names[lit]; !ok {
				names[lit] = len(names) + 1
			}
			fmt.Fprintf(&shape, "n%d ", names[lit])
		case tok.IsLiteral():
			fmt.Fprintf(&shape, "%s ", lit)
		default:
			fmt.Fprintf(&shape, "%s ", tok)
		}
	}
}
