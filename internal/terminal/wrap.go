package terminal

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A run is a stretch of text in one style, the parameters of an SGR
// escape or "" for none. A run whose text is "\n" is a line break.
type run struct {
	text, style string
}

// lineBreak is the run of a hard line break.
var lineBreak = run{text: "\n"}

// A word is what wrapping never cuts, but when it is wider than a line:
// text without spaces, in one or more styles.
type word struct {
	runs  []run
	width int
	// spaced says that a space comes before the word, in the style
	// space; broken that a line break does.
	spaced, broken bool
	space          string
}

// words splits runs into words at their spaces, which it folds into one.
func words(runs []run) []word {
	var ws []word
	var next word
	add := func(text, style string) {
		if text != "" {
			next.runs = append(next.runs, run{text, style})
			next.width += textWidth(text)
		}
	}
	end := func() {
		if len(next.runs) > 0 {
			ws = append(ws, next)
			next = word{}
		}
	}
	for _, r := range runs {
		if r == lineBreak {
			end()
			next.broken = true
			continue
		}
		start := 0 // where the text after the last space starts
		for i, c := range r.text {
			if unicode.IsSpace(c) {
				add(r.text[start:i], r.style)
				end()
				next.spaced, next.space = true, r.style
				start = i + utf8.RuneLen(c)
			}
		}
		add(r.text[start:], r.style)
	}
	end()
	return ws
}

// wrap lays runs out in lines at most width columns wide, breaking them at
// spaces, and a word wider than a line wherever the line ends.
func wrap(runs []run, width int) [][]run {
	var lines [][]run
	var line []run
	used := 0
	flush := func() {
		lines = append(lines, line)
		line, used = nil, 0
	}
	for _, w := range words(runs) {
		if w.broken || used > 0 && used+1+w.width > width {
			flush()
		}
		if used > 0 && w.spaced {
			line = append(line, run{" ", w.space})
			used++
		}
		for _, r := range w.runs {
			for r.text != "" {
				if used >= width {
					flush()
				}
				part := fit(r.text, width-used)
				line = append(line, run{part, r.style})
				used += textWidth(part)
				r.text = r.text[len(part):]
			}
		}
	}
	if len(line) > 0 {
		flush()
	}
	return lines
}

// fit returns the longest start of s that is at most columns wide, and
// at least its first character.
func fit(s string, columns int) string {
	used := 0
	for i, r := range s {
		if used += runeWidth(r); used > columns && i > 0 {
			return s[:i]
		}
	}
	return s
}

// styled writes runs with their styles, each run's closed at its end, so
// that a line shows the same whatever is cut before or after it.
func styled(runs []run) string {
	var b strings.Builder
	for i := 0; i < len(runs); i++ {
		r := runs[i]
		for i+1 < len(runs) && runs[i+1].style == r.style {
			i++
			r.text += runs[i].text
		}
		if r.style == "" {
			b.WriteString(r.text)
		} else {
			b.WriteString("\x1b[" + r.style + "m" + r.text + "\x1b[0m")
		}
	}
	return b.String()
}

// runsWidth returns how many columns runs take.
func runsWidth(runs []run) int {
	n := 0
	for _, r := range runs {
		n += textWidth(r.text)
	}
	return n
}

// textWidth returns how many columns a terminal gives s.
func textWidth(s string) int {
	n := 0
	for _, r := range s {
		n += runeWidth(r)
	}
	return n
}

// runeWidth returns how many columns a terminal gives r: none to a
// combining mark or a control character, two to the wide characters of
// East Asian scripts and to emoji, and one to any other.
func runeWidth(r rune) int {
	switch {
	case unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf, unicode.Cc):
		return 0
	case r >= 0xff61 && r <= 0xffdc: // halfwidth forms
		return 1
	case unicode.In(r, unicode.Han, unicode.Hangul, unicode.Hiragana, unicode.Katakana) ||
		r >= 0xff01 && r <= 0xff60 || r >= 0xffe0 && r <= 0xffe6 || // fullwidth forms
		r >= 0x1f300 && r <= 0x1f64f || r >= 0x1f900 && r <= 0x1f9ff: // emoji
		return 2
	}
	return 1
}
