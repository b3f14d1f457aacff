package terminal

import (
	"strings"

	"github.com/yuin/goldmark/ast"

	"github.com/queensbook/queens/internal/highlight"
)

// tabWidth is how many columns apart the tab stops of code are.
const tabWidth = 4

// codeIndent is the indent of a block of code, which a block too wide
// for it loses, so that a line of 78 columns, gofmt's usual longest,
// shows whole on a terminal of 80.
const codeIndent = 2

// code renders a block of code in the language lang, each of its lines
// one line, highlighted. A console session's commands, the lines that
// start with "$ ", are highlighted as shell, after a muted prompt.
func (r *renderer) code(n ast.Node, lang string, width int) []string {
	var lines []string
	for i := 0; i < n.Lines().Len(); i++ {
		seg := n.Lines().At(i)
		lines = append(lines, expandTabs(strings.TrimRight(string(seg.Value(r.source)), "\n")))
	}
	if len(lines) == 0 {
		return nil
	}
	widest := 0
	for _, l := range lines {
		widest = max(widest, textWidth(l))
	}
	var styledLines [][]run
	if lang == "console" {
		for _, l := range lines {
			if command, ok := strings.CutPrefix(l, "$ "); ok {
				prompt := run{"$ ", r.theme.muted}
				styledLines = append(styledLines, append([]run{prompt}, r.tokenRuns(highlight.Shell(command))...))
			} else {
				styledLines = append(styledLines, []run{{l, ""}})
			}
		}
	} else {
		styledLines = splitLines(r.tokenRuns(highlight.Tokens(lang, strings.Join(lines, "\n"))))
	}
	pad := strings.Repeat(" ", min(max(width-widest, 0), codeIndent))
	out := make([]string, len(styledLines))
	for i, l := range styledLines {
		if out[i] = styled(l); out[i] != "" {
			out[i] = pad + out[i]
		}
	}
	return out
}

// tokenRuns returns tokens as runs in the styles of their kinds.
func (r *renderer) tokenRuns(tokens []highlight.Token) []run {
	runs := make([]run, len(tokens))
	for i, tok := range tokens {
		runs[i] = run{tok.Text, r.theme.tokens[tok.Kind]}
	}
	return runs
}

// splitLines splits runs at their line breaks into lines, a token that
// spans lines, such as a comment, cut into one run a line.
func splitLines(runs []run) [][]run {
	lines := [][]run{nil}
	for _, r := range runs {
		for i, part := range strings.Split(r.text, "\n") {
			if i > 0 {
				lines = append(lines, nil)
			}
			if part != "" {
				last := len(lines) - 1
				lines[last] = append(lines[last], run{part, r.style})
			}
		}
	}
	return lines
}

// expandTabs replaces each tab of a line with the spaces up to the next
// tab stop.
func expandTabs(line string) string {
	if !strings.Contains(line, "\t") {
		return line
	}
	var b strings.Builder
	column := 0
	for _, c := range line {
		if c == '\t' {
			spaces := tabWidth - column%tabWidth
			b.WriteString(strings.Repeat(" ", spaces))
			column += spaces
			continue
		}
		b.WriteRune(c)
		column += runeWidth(c)
	}
	return b.String()
}
