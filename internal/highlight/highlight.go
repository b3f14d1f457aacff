// Package highlight splits the code the book shows into tokens of a few
// kinds, for the web edition to colour with CSS classes and the terminal
// with ANSI escapes: one lexer a language, shared by both, so that a
// line of Go reads the same on the page and in the terminal.
//
// The lexers are the site's own, not a library's: Go is split by
// go/scanner, the language's own scanner, and shell commands by a small
// reader of the simple forms the book writes. The same code always
// gives the same tokens, and their texts add up to the code, spaces and
// line breaks included.
package highlight

import "strconv"

// A Kind is what a token is, as far as colour goes.
type Kind uint8

// The kinds of token.
const (
	// Text is anything shown in the plain colour: spaces, names,
	// brackets and text in a language the package does not know.
	Text Kind = iota
	// Comment is a comment.
	Comment
	// Keyword is a reserved word of the language.
	Keyword
	// Type is the name of a predeclared type, such as int.
	Type
	// Constant is a predeclared constant: true, false, iota, nil.
	Constant
	// Builtin is a builtin function or command, or a conversion to a
	// predeclared type.
	Builtin
	// Function is the name of a function where it is called.
	Function
	// String is a string or a character literal, quotes included.
	String
	// Number is a number literal.
	Number
	// Operator is an operator such as := or &&, or a redirection.
	Operator
	// Variable is a shell variable, such as $n or ${HOME}.
	Variable
	// Error is text the lexer cannot read, such as a stray character.
	Error
)

// kindNames are the names of the kinds, as String writes them.
var kindNames = [...]string{"Text", "Comment", "Keyword", "Type", "Constant", "Builtin", "Function",
	"String", "Number", "Operator", "Variable", "Error"}

// String returns the kind's name, such as "Keyword".
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// A Token is a piece of code and its kind.
type Token struct {
	Kind Kind
	Text string
}

// Tokens returns the tokens of code in the language lang, a fenced
// block's info word: "go", or "sh", "bash" and "shell" for shell
// commands. Code in any other language is one token of text.
func Tokens(lang, code string) []Token {
	switch lang {
	case "go":
		return Go(code)
	case "sh", "bash", "shell":
		return Shell(code)
	}
	if code == "" {
		return nil
	}
	return []Token{{Text, code}}
}

// tokenList collects tokens, joining neighbours of one kind.
type tokenList []Token

// add adds text of the kind k.
func (l *tokenList) add(k Kind, text string) {
	if text == "" {
		return
	}
	if n := len(*l); n > 0 && (*l)[n-1].Kind == k {
		(*l)[n-1].Text += text
		return
	}
	*l = append(*l, Token{k, text})
}
