package terminal

import (
	"strings"

	east "github.com/yuin/goldmark/extension/ast"
)

// table renders a table: its head in bold over a line, its columns
// apart, each cell aligned as its column says and none wrapped, so that
// a row is one line however wide.
func (r *renderer) table(n *east.Table) []string {
	var rows [][][]run // the runs of each cell of each row
	for row := n.FirstChild(); row != nil; row = row.NextSibling() {
		style := ""
		if _, head := row.(*east.TableHeader); head {
			style = r.theme.strong
		}
		var cells [][]run
		for cell := row.FirstChild(); cell != nil; cell = cell.NextSibling() {
			cells = append(cells, r.inline(cell, style))
		}
		rows = append(rows, cells)
	}
	widths := make([]int, len(n.Alignments))
	for _, cells := range rows {
		for i, c := range cells {
			widths[i] = max(widths[i], runsWidth(c))
		}
	}
	column := run{r.theme.column, r.theme.muted}
	var lines []string
	for i, cells := range rows {
		var line []run
		for j, c := range cells {
			if j > 0 {
				line = append(line, column)
			}
			line = append(line, align(c, widths[j], n.Alignments[j], j == len(cells)-1)...)
		}
		lines = append(lines, styled(line))
		if i == 0 {
			lines = append(lines, r.underHead(widths))
		}
	}
	return lines
}

// underHead returns the line under a table's head.
func (r *renderer) underHead(widths []int) string {
	parts := make([]string, len(widths))
	for i, w := range widths {
		parts[i] = strings.Repeat(r.theme.edge, w)
	}
	return r.paint(strings.Join(parts, r.theme.crossing), r.theme.muted)
}

// align pads a cell to width columns as alignment says; the last cell
// of a row aligned left gets no spaces after it.
func align(cell []run, width int, alignment east.Alignment, last bool) []run {
	room := width - runsWidth(cell)
	before := 0
	switch alignment {
	case east.AlignRight:
		before = room
	case east.AlignCenter:
		before = room / 2
	}
	after := room - before
	if last {
		after = 0
	}
	out := append([]run{{strings.Repeat(" ", before), ""}}, cell...)
	return append(out, run{strings.Repeat(" ", after), ""})
}
