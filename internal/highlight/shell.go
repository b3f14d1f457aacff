package highlight

import (
	"slices"
	"strings"
)

// Shell commands, the book's sh blocks and the commands of its cells, are
// split as a shell reads them, in the simple forms the book writes: words
// and the spaces between them, the operators that join and redirect
// commands, and # comments; in a word, quotes and $variables. A reserved
// word or a builtin is marked only where a command starts, so that the
// read of "queens read" is an argument, as the shell sees it.

// The words a shell knows where a command starts, and the operators.
var (
	shellKeywords  = []string{"if", "then", "else", "elif", "fi", "for", "while", "until", "do", "done", "case", "esac", "select", "function", "!"}
	shellBuiltins  = []string{"cd", "echo", "eval", "exec", "exit", "export", "printf", "pwd", "read", "set", "source", "test", "type", "unset", "wait"}
	shellOperators = []string{"&&", "||", ";;", ">>", "<<", "|", "&", ";", "<", ">", "(", ")"} // the longest first
	// shellNamers are the reserved words followed by a name, not a command.
	shellNamers = []string{"for", "case", "select", "function"}
)

// Shell returns the tokens of shell commands.
func Shell(code string) []Token {
	var tokens tokenList
	commandStarts := true
	for rest := code; rest != ""; {
		n := 1
		switch {
		case rest[0] == '\n':
			tokens.add(Text, "\n")
			commandStarts = true
		case rest[0] == ' ' || rest[0] == '\t':
			n = len(rest) - len(strings.TrimLeft(rest, " \t"))
			tokens.add(Text, rest[:n])
		case rest[0] == '#':
			if n = strings.IndexByte(rest, '\n'); n < 0 {
				n = len(rest)
			}
			tokens.add(Comment, rest[:n])
		case shellOperator(rest) != "":
			op := shellOperator(rest)
			n = len(op)
			tokens.add(Operator, op)
			// What follows a redirection is a file; after the others, a
			// command.
			commandStarts = !slices.Contains([]string{"<", ">", ">>", "<<"}, op)
		default:
			word := rest[:wordLength(rest)]
			n = len(word)
			tokens.addWord(word, commandStarts)
			// After a reserved word such as do or then a command starts.
			commandStarts = commandStarts && slices.Contains(shellKeywords, word) && !slices.Contains(shellNamers, word)
		}
		rest = rest[n:]
	}
	return tokens
}

// shellOperator returns the operator s starts with, or "".
func shellOperator(s string) string {
	for _, op := range shellOperators {
		if strings.HasPrefix(s, op) {
			return op
		}
	}
	return ""
}

// wordLength returns the length of the word s starts with: up to a space
// or an operator outside quotes, or to the end of an unclosed quote.
func wordLength(s string) int {
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || shellOperator(s[i:]) != "":
			return i
		case s[i] == '\'' || s[i] == '"':
			end := strings.IndexByte(s[i+1:], s[i])
			if end < 0 {
				return len(s)
			}
			i += end + 1
		}
	}
	return len(s)
}

// addWord adds a word: where a command starts, a reserved word or a
// builtin; a word of digits, a number; otherwise its quotes and
// $variables marked in its text.
func (l *tokenList) addWord(word string, commandStarts bool) {
	switch {
	case commandStarts && slices.Contains(shellKeywords, word):
		l.add(Keyword, word)
	case commandStarts && slices.Contains(shellBuiltins, word):
		l.add(Builtin, word)
	case strings.Trim(word, "0123456789") == "":
		l.add(Number, word)
	default:
		for word != "" {
			t, n := wordPart(word)
			l.add(t, word[:n])
			word = word[n:]
		}
	}
}

// wordPart returns the kind and the length of the part a word starts
// with: a quoted string, a $variable, or one byte of text.
func wordPart(word string) (Kind, int) {
	switch c := word[0]; {
	case c == '\'' || c == '"':
		end := strings.IndexByte(word[1:], c)
		if end < 0 {
			end = len(word) - 2 // unclosed, to the end
		}
		return String, end + 2
	case c == '$' && strings.HasPrefix(word, "${") && strings.Contains(word, "}"):
		return Variable, strings.IndexByte(word, '}') + 1
	case c == '$' && len(word) > 1 && isNameByte(word[1]):
		n := 1
		for n < len(word) && isNameByte(word[n]) {
			n++
		}
		return Variable, n
	}
	return Text, 1
}

// isNameByte reports whether c may be part of a variable's name.
func isNameByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
