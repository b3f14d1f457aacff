package site

import (
	"fmt"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// A table as queens compare prints it, with a note under it: the header's
// two lines make one, the columns of numbers are aligned right (n too,
// whose cells fill the column), the empty cells of a row that did not
// run stay empty, and the note stays text.
func TestSplitOutput(t *testing.T) {
	output := `Before.
┌────┬────────────┬───────┬──────────┐
│ n  │ approach   │ found │ attempts │
│    │            │       │ to first │
├────┼────────────┼───────┼──────────┤
│  8 │ permfilter │    92 │    2,467 │
│ 10 │ octal      │   [1] │          │
└────┴────────────┴───────┴──────────┘
[1] octal, n = 10: past n = 9
`
	parts := splitOutput(output)
	if len(parts) != 3 || parts[0].text != "Before.\n" || parts[1].table == nil || parts[2].text != "[1] octal, n = 10: past n = 9\n" {
		t.Fatalf("parts %+v; want the text, the table and the note", parts)
	}
	got := fmt.Sprint(*parts[1].table)
	want := "{[n approach found attempts to first] [true false true true] [[8 permfilter 92 2,467] [10 octal [1] ]]}"
	if got != want {
		t.Errorf("the table %s\nwant %s", got, want)
	}
	if k := keyColumns(parts[1].table.right); k != 2 {
		t.Errorf("%d key columns; want n and the approach", k)
	}
}

// Drawings that are not tables of that shape stay text, as printed.
func TestSplitOutputLeavesDrawings(t *testing.T) {
	for _, output := range []string{
		"┌──┐\n│ a │\n└──┘\n",            // no rule under a header
		"┌──┐\n│ a │\n├──┤\n│ b │ c │\n", // no bottom line, and a row too many columns
		"┌──┐\n├──┤\n│ b │\n└──┘\n",      // no header
		"1 3 0 2\n2 0 3 1\n",
	} {
		if parts := splitOutput(output); len(parts) != 1 || parts[0].text != output {
			t.Errorf("%q: parts %+v; want the text alone", output, parts)
		}
	}
}

// Every table the book's cells print is an HTML table on the web, and
// the text as printed stays, hidden, for the notebook to compare runs
// with: the cell's output in book.md, or in answers.md for a cell of an
// answer, byte for byte.
func TestCellsShowTheirTables(t *testing.T) {
	b := bookSite(t)
	printedEdition := string(b.book) + string(b.answers)
	tables, hidden := 0, 0
	for _, p := range b.web.Pages {
		for _, pre := range all(parse(t, b.site, pagePath(p)), func(n *html.Node) bool { return n.Data == "pre" && hasClass(n, "output") }) {
			if !hasAttr(pre, "hidden") {
				continue
			}
			hidden++
			printed := textOf(pre)
			if !strings.Contains(printedEdition, printed) {
				t.Errorf("%s: the hidden output is not in book.md or answers.md:\n%s", pagePath(p), printed)
			}
			view := pre.PrevSibling
			for view != nil && view.Type != html.ElementNode {
				view = view.PrevSibling
			}
			if view == nil || !hasClass(view, "printed") {
				t.Errorf("%s: no tables before the hidden output", pagePath(p))
				continue
			}
			for _, table := range all(view, tag("table")) {
				tables++
				body := all(table, tag("tbody"))[0]
				for _, cell := range all(body, func(n *html.Node) bool { return n.Data == "td" || n.Data == "th" }) {
					if !strings.Contains(printed, textOf(cell)) {
						t.Errorf("%s: the cell %q is not in the output as printed", pagePath(p), textOf(cell))
					}
				}
			}
		}
	}
	if boxes := strings.Count(printedEdition, "\n┌"); tables != boxes || hidden == 0 {
		t.Errorf("the cells show %d tables in %d outputs; book.md and answers.md draw %d", tables, hidden, boxes)
	}
}

// hasAttr reports whether n has the attribute key.
func hasAttr(n *html.Node, key string) bool {
	for _, a := range n.Attr {
		if a.Key == key {
			return true
		}
	}
	return false
}
