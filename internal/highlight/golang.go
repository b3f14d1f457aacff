package highlight

import (
	"go/scanner"
	"go/token"
	"slices"
	"strings"
)

// Go code is split into tokens by go/scanner. Names are text, but for
// the predeclared ones and a function where it is called; of the
// operators, those that compute or assign are operators, and the
// brackets, commas, dots and the plain = are text. A //go: directive
// is a comment like any other.

// The predeclared names of Go.
var (
	goConstants = []string{"true", "false", "iota", "nil"}
	goTypes     = []string{"uint", "uint8", "uint16", "uint32", "uint64", "int", "int8", "int16", "int32", "int64",
		"float32", "float64", "complex64", "complex128", "byte", "rune", "string", "bool", "error", "uintptr", "any", "comparable"}
	goFunctions = []string{"print", "println", "panic", "recover", "close", "complex", "real", "imag", "len", "cap",
		"append", "copy", "delete", "new", "make", "clear", "min", "max"}
	// goPunctuation are the operator tokens shown as text.
	goPunctuation = []token.Token{token.LPAREN, token.RPAREN, token.LBRACK, token.RBRACK, token.LBRACE, token.RBRACE,
		token.COMMA, token.PERIOD, token.SEMICOLON, token.COLON, token.ASSIGN}
)

// Go returns the tokens of Go code.
func Go(code string) []Token {
	file := token.NewFileSet().AddFile("", -1, len(code))
	var s scanner.Scanner
	s.Init(file, []byte(code), nil, scanner.ScanComments) // errors become ILLEGAL tokens
	type lexeme struct {
		start int
		tok   token.Token
	}
	var lexemes []lexeme
	for {
		pos, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		if tok == token.SEMICOLON && lit == "\n" {
			continue // inserted by the scanner at the end of a line
		}
		lexemes = append(lexemes, lexeme{file.Offset(pos), tok})
	}
	// A lexeme ends where the spaces before the next one start: its
	// literal may be shorter than its text, as the scanner drops the
	// carriage returns of comments and raw strings.
	var tokens tokenList
	at := 0
	for i, l := range lexemes {
		next := len(code)
		if i+1 < len(lexemes) {
			next = lexemes[i+1].start
		}
		text := strings.TrimRight(code[l.start:next], " \t\r\n")
		called := i+1 < len(lexemes) && lexemes[i+1].tok == token.LPAREN
		tokens.add(Text, code[at:l.start])
		tokens.add(goKind(l.tok, text, called), text)
		at = l.start + len(text)
	}
	tokens.add(Text, code[at:])
	return tokens
}

// goKind is the kind of a token tok with text text; called says that a (
// follows it.
func goKind(tok token.Token, text string, called bool) Kind {
	switch {
	case tok == token.COMMENT:
		return Comment
	case tok.IsKeyword():
		return Keyword
	case tok == token.IDENT && slices.Contains(goConstants, text):
		return Constant
	case tok == token.IDENT && called && (slices.Contains(goFunctions, text) || text != "any" && slices.Contains(goTypes, text)):
		return Builtin // a builtin function, or a conversion
	case tok == token.IDENT && slices.Contains(goTypes, text):
		return Type
	case tok == token.IDENT && called:
		return Function
	case tok == token.IDENT:
		return Text
	case tok == token.INT || tok == token.FLOAT || tok == token.IMAG:
		return Number
	case tok == token.CHAR || tok == token.STRING:
		return String
	case tok.IsOperator() && slices.Contains(goPunctuation, tok):
		return Text
	case tok.IsOperator():
		return Operator
	}
	return Error
}
