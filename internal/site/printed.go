package site

import (
	"fmt"
	"html"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A command of the book prints its tables with box-drawing lines, as
// package internal/report writes them for a terminal (through
// tablewriter): a top line, a header of one line or more, a rule, the
// rows, a bottom line.
//
//	┌───┬──────────┬───────┬───────────┐
//	│ n │ approach │ found │ attempts  │
//	│   │          │       │ to first  │
//	├───┼──────────┼───────┼───────────┤
//	│ 4 │ octal    │     2 │       115 │
//	└───┴──────────┴───────┴───────────┘
//
// book.md shows them as the command printed them; the web edition reads
// them back from that text into HTML tables, which a narrow screen can
// scroll sideways and a screen reader can read a cell at a time. Nothing
// is typed twice: the numbers are the ones the command printed.

// printedTable is a table read back from a command's output.
type printedTable struct {
	header []string
	right  []bool // the column holds numbers, aligned to the right
	rows   [][]string
}

// outputPart is a stretch of a command's output: text, or a table.
type outputPart struct {
	text  string
	table *printedTable
}

// splitOutput splits a command's output into its text and the tables
// drawn in it, in order. Output with no table is one part of text; a
// drawing that is not a table of the shape above stays text.
func splitOutput(output string) []outputPart {
	var parts []outputPart
	var text strings.Builder
	lines := strings.SplitAfter(output, "\n")
	for i := 0; i < len(lines); i++ {
		if strings.HasPrefix(lines[i], "┌") {
			if end, t := readTable(lines[i:]); t != nil {
				if text.Len() > 0 {
					parts = append(parts, outputPart{text: text.String()})
					text.Reset()
				}
				parts = append(parts, outputPart{table: t})
				i += end
				continue
			}
		}
		text.WriteString(lines[i])
	}
	if text.Len() > 0 {
		parts = append(parts, outputPart{text: text.String()})
	}
	return parts
}

// readTable reads the table drawn from the first of lines, which starts
// with ┌, to its bottom line, and returns the index of that line and the
// table; or nil when the lines draw no table.
func readTable(lines []string) (int, *printedTable) {
	var header, body [][]string
	inBody := false
	for i, line := range lines[1:] {
		line = strings.TrimRight(line, "\n")
		switch {
		case strings.HasPrefix(line, "├") && !inBody && len(header) > 0:
			inBody = true
		case strings.HasPrefix(line, "│"):
			cells := strings.Split(line, "│")
			cells = cells[1 : len(cells)-1] // before the first and after the last bar
			if inBody {
				body = append(body, cells)
			} else {
				header = append(header, cells)
			}
		case strings.HasPrefix(line, "└") && inBody:
			return i + 1, newPrintedTable(header, body)
		default:
			return 0, nil
		}
	}
	return 0, nil
}

// newPrintedTable makes the table of the cells of its header lines and
// its body lines, each cell as printed, with its padding; nil when the
// lines do not all have the same number of columns.
func newPrintedTable(header, body [][]string) *printedTable {
	columns := len(header[0])
	for _, cells := range append(header, body...) {
		if len(cells) != columns {
			return nil
		}
	}
	t := &printedTable{header: make([]string, columns), right: make([]bool, columns)}
	for c := range columns {
		var words []string
		for _, cells := range header {
			if w := strings.TrimSpace(cells[c]); w != "" {
				words = append(words, w)
			}
		}
		t.header[c] = strings.Join(words, " ")
		t.right[c] = alignedRight(body, c)
	}
	for _, cells := range body {
		row := make([]string, columns)
		for c, cell := range cells {
			row[c] = strings.TrimSpace(cell)
		}
		t.rows = append(t.rows, row)
	}
	return t
}

// alignedRight reports whether column c of the body is aligned to the
// right: no cell leaves room on its right, and some cell leaves room on
// its left or, where every cell fills the column, every cell is a number.
func alignedRight(body [][]string, c int) bool {
	roomLeft, numbers := false, true
	for _, cells := range body {
		// One space pads each side of every cell.
		cell := strings.TrimSuffix(strings.TrimPrefix(cells[c], " "), " ")
		if strings.TrimSpace(cell) == "" {
			continue
		}
		if strings.HasSuffix(cell, " ") {
			return false
		}
		roomLeft = roomLeft || strings.HasPrefix(cell, " ")
		first, _ := utf8.DecodeRuneInString(cell)
		numbers = numbers && unicode.IsDigit(first)
	}
	return roomLeft || numbers
}

// keyColumns is how many of a table's first columns name its row, given
// which columns hold numbers: the first, and the second too when the
// first is a number, such as n, and the second a name, such as the
// approach. They stay in view when the table scrolls sideways.
func keyColumns(right []bool) int {
	if len(right) > 1 && right[0] && !right[1] {
		return 2
	}
	return 1
}

// writeHTML writes the table as HTML, in a box that scrolls sideways on a
// narrow screen (as the Markdown tables of the pages are), named label
// for a screen reader. Its key columns are row headers.
func (t *printedTable) writeHTML(w io.Writer, label string) {
	keys := keyColumns(t.right)
	fmt.Fprintf(w, "<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"%s\">\n<table class=\"%s\">\n<thead>\n<tr>", html.EscapeString(label), keyClass(keys))
	for c, h := range t.header {
		fmt.Fprintf(w, "<th scope=\"col\"%s>%s</th>", alignAttr(t.right[c]), html.EscapeString(h))
	}
	io.WriteString(w, "</tr>\n</thead>\n<tbody>\n")
	for _, row := range t.rows {
		io.WriteString(w, "<tr>")
		for c, cell := range row {
			tag, scope := "td", ""
			if c < keys {
				tag, scope = "th", ` scope="row"`
			}
			fmt.Fprintf(w, "<%s%s%s>%s</%s>", tag, scope, alignAttr(t.right[c]), html.EscapeString(cell), tag)
		}
		io.WriteString(w, "</tr>\n")
	}
	io.WriteString(w, "</tbody>\n</table>\n</div>\n")
}

// keyClass is the class of a table whose first keys columns stay in view
// when it scrolls sideways (style.css).
func keyClass(keys int) string { return fmt.Sprintf("keys-%d", keys) }

// alignAttr is the attribute of a cell of a column of numbers.
func alignAttr(right bool) string {
	if right {
		return ` class="num"`
	}
	return ""
}
