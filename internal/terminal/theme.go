package terminal

import (
	"os"

	"golang.org/x/term"

	"github.com/queensbook/queens/internal/highlight"
)

// A theme says how each part of a chapter looks: the styles, each the
// parameters of an ANSI SGR escape such as "1;38;5;215" (bold, colour
// 215 of the 256 that nearly every terminal has) or "" for none, and the
// characters that draw bullets, bars and rules.
type theme struct {
	// headings are the styles of headings of level 1, 2, and 3 or more.
	headings [3]string
	// strong, emphasis and code are those of **strong**, *emphasis* and
	// `code` text; link that of a link's text, and muted that of what
	// the text does not say itself: a link's address, a picture's
	// caption, the prompt of a command, a block quote's bar, a rule,
	// the lines of a table.
	strong, emphasis, code, link, muted string
	// bullet is the style of a list's bullets and numbers.
	bullet string
	// tokens are the styles of the kinds of token of highlighted code.
	tokens [highlight.Error + 1]string

	// marks put around strong and emphasised text and code, for a
	// theme without styles.
	strongMark, emphasisMark, codeMark string
	// bullets are the bullets of a list, by its depth, the last for
	// any deeper.
	bullets []string
	// quote starts each line of a block quote, a space after it; rule
	// is the character of a thematic break, and underlines those under
	// a heading of level 1 and 2.
	quote, rule  string
	underlines   [2]string
	column, edge string // between two cells of a table; under its head
	crossing     string // where a column meets the line under the head
}

// boxes are the characters of the colour themes.
var boxes = theme{
	bullets:    []string{"•", "◦", "▪"},
	quote:      "│",
	rule:       "─",
	underlines: [2]string{"═", "─"},
	column:     " │ ",
	edge:       "─",
	crossing:   "─┼─",
}

// themes are the themes by name: "dark" for a terminal with a dark
// background, "light" for a light one, and "ascii" for no colour and
// only ASCII characters.
var themes = map[string]*theme{
	"dark": boxes.with(func(t *theme) {
		t.headings = [3]string{"1;38;5;215", "1;38;5;117", "1;38;5;117"}
		t.strong, t.emphasis, t.code, t.link, t.muted = "1", "3", "38;5;216", "4;38;5;75", "38;5;245"
		t.bullet = "38;5;215"
		t.tokens = [...]string{
			highlight.Comment: "3;38;5;246", highlight.Keyword: "38;5;211", highlight.Type: "38;5;115",
			highlight.Constant: "38;5;216", highlight.Builtin: "38;5;183", highlight.Function: "38;5;117",
			highlight.String: "38;5;116", highlight.Number: "38;5;216", highlight.Operator: "38;5;210",
			highlight.Variable: "38;5;216", highlight.Error: "4;38;5;203",
		}
	}),
	"light": boxes.with(func(t *theme) {
		t.headings = [3]string{"1;38;5;130", "1;38;5;25", "1;38;5;25"}
		t.strong, t.emphasis, t.code, t.link, t.muted = "1", "3", "38;5;124", "4;38;5;26", "38;5;242"
		t.bullet = "38;5;130"
		t.tokens = [...]string{
			highlight.Comment: "3;38;5;242", highlight.Keyword: "38;5;125", highlight.Type: "38;5;28",
			highlight.Constant: "38;5;130", highlight.Builtin: "38;5;91", highlight.Function: "38;5;25",
			highlight.String: "38;5;30", highlight.Number: "38;5;130", highlight.Operator: "38;5;124",
			highlight.Variable: "38;5;130", highlight.Error: "4;38;5;160",
		}
	}),
	"ascii": {
		strongMark:   "**",
		emphasisMark: "*",
		codeMark:     "`",
		bullets:      []string{"*", "-", "+"},
		quote:        ">",
		rule:         "-",
		underlines:   [2]string{"=", "-"},
		column:       " | ",
		edge:         "-",
		crossing:     "-+-",
	},
}

// with returns a copy of t changed by change.
func (t theme) with(change func(*theme)) *theme {
	change(&t)
	return &t
}

// Colour reports whether what is written to out may have colours: out
// is a terminal, and the environment variable NO_COLOR is unset or empty
// (see no-color.org). A caller that gets false renders in "ascii".
func Colour(out *os.File) bool {
	return os.Getenv("NO_COLOR") == "" && term.IsTerminal(int(out.Fd()))
}
