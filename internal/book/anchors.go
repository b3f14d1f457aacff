package book

import (
	"fmt"
	"strings"
	"unicode"
)

// anchors hands out the anchors GitHub gives headings, in document order:
// the heading's text in lower case, without punctuation, each space turned
// into a hyphen, and -1, -2, ... added to an anchor already taken.
type anchors map[string]int

// add returns the anchor of the next heading whose plain text (see
// [plainText]) is heading.
func (a anchors) add(heading string) string {
	base := slug(heading)
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

// fenced wraps body in a fenced code block tagged with lang, with a fence
// longer than any run of backticks in body.
func fenced(lang, body string) string {
	if body != "" && !strings.HasSuffix(body, "\n") {
		body += "\n"
	}
	fence := strings.Repeat("`", max(3, longestRun(body, '`')+1))
	return fence + lang + "\n" + body + fence + "\n"
}

// longestRun returns the length of the longest run of c in s.
func longestRun(s string, c byte) int {
	longest, run := 0, 0
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			run++
			longest = max(longest, run)
		} else {
			run = 0
		}
	}
	return longest
}
