package picture

import "strings"

// charWidth is about how wide a character of the picture's fonts is, as a
// share of the font size: DejaVu Sans, the widest of them, averages a
// little over half.
const charWidth = 0.56

// wrap breaks text into lines of at most width pixels at the given font
// size, at its spaces, estimating the width of a line by its characters.
// It never breaks at a no-break space (see [unbroken]).
func wrap(text string, width, size float64) []string {
	most := int(width / (charWidth * size))
	var lines []string
	line := ""
	for _, word := range strings.Split(text, " ") {
		switch {
		case word == "":
		case line == "":
			line = word
		case len([]rune(line))+1+len([]rune(word)) <= most:
			line += " " + word
		default:
			lines = append(lines, line)
			line = word
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// lineHeight is the distance between the baselines of two lines of text,
// as a share of the font size.
const lineHeight = 1.35

// paragraph writes text wrapped to width, its first baseline at y, and
// returns the baseline the next line would take.
func (c *canvas) paragraph(x, y, width, size float64, text string, attrs ...attr) float64 {
	for _, l := range wrap(text, width, size) {
		c.text(x, y, size, l, attrs...)
		y += lineHeight * size
	}
	return y
}

// unbroken joins the words of s with no-break spaces, so that a tuple
// such as 0 4 7 5 2 6 1 3 stays on one line.
func unbroken(s string) string {
	return strings.ReplaceAll(s, " ", "\u00a0")
}
