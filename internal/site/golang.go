package site

import (
	"go/scanner"
	"go/token"
	"slices"

	"github.com/alecthomas/chroma/v2"
)

// Go code is split into tokens by go/scanner, the language's own scanner,
// and given the token types that chroma's Go lexer gives (its rules, in
// chroma's lexers/go.go, are followed below), so that chroma's styles
// colour it as they would. Spaces are text, and a //go: directive is a
// comment like any other.

// goTokens returns the tokens of Go code, its spaces included, so that
// their values add up to code.
func goTokens(code string) []chroma.Token {
	file := token.NewFileSet().AddFile("", -1, len(code))
	var s scanner.Scanner
	s.Init(file, []byte(code), nil, scanner.ScanComments) // errors become ILLEGAL tokens
	type lexeme struct {
		start, end int
		tok        token.Token
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
		if lit == "" {
			lit = tok.String()
		}
		start := file.Offset(pos)
		lexemes = append(lexemes, lexeme{start, start + len(lit), tok})
	}
	var tokens []chroma.Token
	at := 0
	for i, l := range lexemes {
		if l.start > at {
			tokens = append(tokens, chroma.Token{Type: chroma.Text, Value: code[at:l.start]})
		}
		called := i+1 < len(lexemes) && lexemes[i+1].tok == token.LPAREN
		tokens = append(tokens, chroma.Token{Type: goTokenType(l.tok, code[l.start:l.end], called), Value: code[l.start:l.end]})
		at = l.end
	}
	if at < len(code) {
		tokens = append(tokens, chroma.Token{Type: chroma.Text, Value: code[at:]})
	}
	return tokens
}

// The words chroma's Go lexer knows.
var (
	goDeclarations = []string{"var", "func", "struct", "map", "chan", "type", "interface", "const"}
	goConstants    = []string{"true", "false", "iota", "nil"}
	goTypes        = []string{"uint", "uint8", "uint16", "uint32", "uint64", "int", "int8", "int16", "int32", "int64",
		"float", "float32", "float64", "complex64", "complex128", "byte", "rune", "string", "bool", "error", "uintptr", "any"}
	// goFunctions are the builtin functions.
	goFunctions = []string{"print", "println", "panic", "recover", "close", "complex", "real", "imag", "len", "cap",
		"append", "copy", "delete", "new", "make", "clear", "min", "max"}
	// goOperators are the operators chroma calls Operator; it calls the
	// others, such as = and <, Punctuation.
	goOperators = []string{"<<=", ">>=", "<<", ">>", "<=", ">=", "&^=", "&^", "+=", "-=", "*=", "/=", "%=", "&=", "|=",
		"&&", "||", "<-", "++", "--", "==", "!=", ":=", "...", "+", "-", "*", "/", "%", "&"}
)

// goTokenType is the type chroma's Go lexer gives a token with text
// text; called says that a ( follows it.
func goTokenType(tok token.Token, text string, called bool) chroma.TokenType {
	switch {
	case tok == token.COMMENT && text[1] == '*':
		return chroma.CommentMultiline
	case tok == token.COMMENT:
		return chroma.CommentSingle
	case tok == token.PACKAGE || tok == token.IMPORT:
		return chroma.KeywordNamespace
	case tok.IsKeyword() && slices.Contains(goDeclarations, text):
		return chroma.KeywordDeclaration
	case tok.IsKeyword():
		return chroma.Keyword
	case tok == token.IDENT && slices.Contains(goConstants, text):
		return chroma.KeywordConstant
	case tok == token.IDENT && called && (slices.Contains(goFunctions, text) || text != "any" && slices.Contains(goTypes, text)):
		return chroma.NameBuiltin // a builtin function, or a conversion
	case tok == token.IDENT && slices.Contains(goTypes, text):
		return chroma.KeywordType
	case tok == token.IDENT && called:
		return chroma.NameFunction
	case tok == token.IDENT:
		return chroma.NameOther
	case tok == token.INT && len(text) > 1 && (text[1] == 'x' || text[1] == 'X'):
		return chroma.LiteralNumberHex
	case tok == token.INT && len(text) > 1 && (text[1] == 'b' || text[1] == 'B'):
		return chroma.LiteralNumberBin
	case tok == token.INT && len(text) > 1 && text[0] == '0' && text[1] >= '0' && text[1] <= '7':
		return chroma.LiteralNumberOct // the old form, 0644; chroma reads 0o644 as 0 and a name
	case tok == token.INT:
		return chroma.LiteralNumberInteger
	case tok == token.FLOAT:
		return chroma.LiteralNumberFloat
	case tok == token.IMAG:
		return chroma.LiteralNumber
	case tok == token.CHAR:
		return chroma.LiteralStringChar
	case tok == token.STRING:
		return chroma.LiteralString
	case tok.IsOperator() && slices.Contains(goOperators, text):
		return chroma.Operator
	case tok.IsOperator():
		return chroma.Punctuation
	}
	return chroma.Error
}
