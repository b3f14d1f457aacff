package chapters

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
)

// fences follows fenced code blocks line by line. Inside them nothing is
// a heading, a directive or a link.
type fences struct {
	open string // the marker that opened the current block, or ""
}

// step reads the next line and reports whether it is code: a fence or a
// line inside a fenced block.
func (f *fences) step(line string) bool {
	marker, rest := fenceMarker(line)
	switch {
	case f.open != "":
		if marker != "" && marker[0] == f.open[0] && len(marker) >= len(f.open) && strings.TrimSpace(rest) == "" {
			f.open = ""
		}
		return true
	case marker != "" && !(marker[0] == '`' && strings.Contains(rest, "`")):
		f.open = marker
		return true
	}
	return false
}

// fenceMarker returns the run of three or more backticks or tildes that
// starts line after at most three spaces, and what follows it.
func fenceMarker(line string) (marker, rest string) {
	trimmed := strings.TrimLeft(line, " ")
	if len(line)-len(trimmed) > 3 || trimmed == "" || (trimmed[0] != '`' && trimmed[0] != '~') {
		return "", ""
	}
	n := len(trimmed) - len(strings.TrimLeft(trimmed, trimmed[:1]))
	if n < 3 {
		return "", ""
	}
	return trimmed[:n], trimmed[n:]
}

// parseHeading reads an ATX heading ("## Try it") and returns its level
// and text, or level 0 when line is not a heading.
func parseHeading(line string) (level int, text string) {
	trimmed := strings.TrimLeft(line, " ")
	if len(line)-len(trimmed) > 3 {
		return 0, ""
	}
	level = len(trimmed) - len(strings.TrimLeft(trimmed, "#"))
	rest := trimmed[level:]
	if level < 1 || level > 6 || (rest != "" && rest[0] != ' ' && rest[0] != '\t') {
		return 0, ""
	}
	text = strings.TrimSpace(rest)
	// An optional closing run of #s, after a space, is not part of the text.
	if closed := strings.TrimRight(text, "#"); closed == "" || strings.HasSuffix(closed, " ") {
		text = strings.TrimSpace(closed)
	}
	return level, text
}

// anchors hands out the anchors GitHub gives headings, in document order:
// the heading's text in lower case, without punctuation, each space turned
// into a hyphen, and -1, -2, ... added to an anchor already taken.
type anchors map[string]int

// add returns the anchor of the next heading with the given Markdown text.
func (a anchors) add(heading string) string {
	base := slug(plainText(heading))
	anchor := base
	for a.has(anchor) {
		a[base]++
		anchor = fmt.Sprintf("%s-%d", base, a[base])
	}
	a[anchor] = 0
	return anchor
}

func (a anchors) has(anchor string) bool {
	_, ok := a[anchor]
	return ok
}

// slug lowercases text, keeps letters, digits, spaces, hyphens and
// underscores, and turns each space into a hyphen.
func slug(text string) string {
	var s strings.Builder
	for _, r := range strings.ToLower(text) {
		switch {
		case r == ' ':
			s.WriteByte('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsNumber(r) || unicode.IsMark(r):
			s.WriteRune(r)
		}
	}
	return s.String()
}

// link matches an inline link or image, [text](target) or
// ![alt](target "title"): group 1 is the text, group 2 the target.
var link = regexp.MustCompile(`!?\[([^\]]*)\]\(([^)\s]*)((?:\s+"[^"]*")?)\)`)

// plainText returns the text a reader sees of a line of Markdown: code
// spans without their backticks, links without their targets, and no
// underscores or asterisks of emphasis.
func plainText(md string) string {
	var s strings.Builder
	for _, span := range splitCode(md) {
		if span.code {
			s.WriteString(strings.Trim(span.text, "`"))
			continue
		}
		text := link.ReplaceAllString(span.text, "$1")
		s.WriteString(dropEmphasis(text))
	}
	return s.String()
}

// dropEmphasis removes asterisks, and underscores that open or close a
// word; an underscore inside a word, as in snake_case, stays.
func dropEmphasis(text string) string {
	var s strings.Builder
	for i := 0; i < len(text); i++ {
		c := text[i]
		inWord := i > 0 && i < len(text)-1 && isWordByte(text[i-1]) && isWordByte(text[i+1])
		if c == '*' || (c == '_' && !inWord) {
			continue
		}
		s.WriteByte(c)
	}
	return s.String()
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

// span is a piece of a line: a code span with its backticks, or the text
// around code spans.
type span struct {
	text string
	code bool
}

// splitCode splits a line into code spans and the text between them. A
// code span opens with a run of backticks and closes with the next run of
// the same length; a run that is never closed is ordinary text.
func splitCode(line string) []span {
	var spans []span
	text := 0 // where the current run of ordinary text starts
	for i := 0; i < len(line); {
		if line[i] != '`' {
			i++
			continue
		}
		ticks := backtickRun(line, i)
		end := closingRun(line, i+ticks, ticks)
		if end < 0 {
			i += ticks
			continue
		}
		spans = append(spans, span{line[text:i], false}, span{line[i : end+ticks], true})
		i = end + ticks
		text = i
	}
	return append(spans, span{line[text:], false})
}

// backtickRun returns the length of the run of backticks at line[i:].
func backtickRun(line string, i int) int {
	n := 0
	for i+n < len(line) && line[i+n] == '`' {
		n++
	}
	return n
}

// closingRun returns where the next run of exactly n backticks at or
// after from starts, or -1.
func closingRun(line string, from, n int) int {
	for i := from; i < len(line); {
		if line[i] != '`' {
			i++
			continue
		}
		run := backtickRun(line, i)
		if run == n {
			return i
		}
		i += run
	}
	return -1
}

// mapLinks replaces the target of every link outside code spans with
// what rewrite returns for it.
func mapLinks(line string, rewrite func(target string) string) string {
	var s strings.Builder
	for _, sp := range splitCode(line) {
		if sp.code {
			s.WriteString(sp.text)
			continue
		}
		s.WriteString(link.ReplaceAllStringFunc(sp.text, func(m string) string {
			g := link.FindStringSubmatchIndex(m)
			return m[:g[4]] + rewrite(m[g[4]:g[5]]) + m[g[5]:]
		}))
	}
	return s.String()
}

// longestBacktickRun returns the length of the longest run of backticks
// in s.
func longestBacktickRun(s string) int {
	longest := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '`' {
			n := backtickRun(s, i)
			longest = max(longest, n)
			i += n
		}
	}
	return longest
}

// fenced wraps body in a fenced code block tagged with lang, with a fence
// longer than any run of backticks in body.
func fenced(lang, body string) string {
	if body != "" && !strings.HasSuffix(body, "\n") {
		body += "\n"
	}
	fence := strings.Repeat("`", max(3, longestBacktickRun(body)+1))
	return fence + lang + "\n" + body + fence + "\n"
}
