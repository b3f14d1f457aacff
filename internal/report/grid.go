package report

import (
	"io"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/renderer"
	"github.com/olekukonko/tablewriter/tw"
)

// Align says on which side of its column a cell's text sits.
type Align int

const (
	// Left suits words, and is the zero value.
	Left Align = iota
	// Right suits numbers, whose digits then line up.
	Right
)

// Grid is a table of plain cells in the style of the book's tables: a
// header written as it is and aligned left, then rows, each column
// aligned as Align says (numbers to the right). It is what [Table] writes
// its text and Markdown through, and what any other table of the book
// can use to look the same.
type Grid struct {
	Header []string
	// Align holds one alignment a column; a column without one is Left.
	Align []Align
	Rows  [][]string
}

// WriteText prints the grid with lines drawn in box characters, for a
// terminal.
func (g Grid) WriteText(w io.Writer) error {
	return g.write(w, renderer.NewBlueprint())
}

// WriteMarkdown prints the grid as a Markdown pipe table, the columns
// aligned with ":" markers.
func (g Grid) WriteMarkdown(w io.Writer) error {
	return g.write(w, renderer.NewMarkdown())
}

func (g Grid) write(w io.Writer, style tw.Renderer) error {
	align := make([]tw.Align, len(g.Header))
	for i := range align {
		align[i] = tw.AlignLeft
		if i < len(g.Align) && g.Align[i] == Right {
			align[i] = tw.AlignRight
		}
	}
	table := tablewriter.NewTable(w,
		tablewriter.WithRenderer(style),
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithHeaderAlignment(tw.AlignLeft),
		tablewriter.WithRowAlignmentConfig(tw.CellAlignment{PerColumn: align}),
	)
	table.Header(g.Header)
	if err := table.Bulk(g.Rows); err != nil {
		return err
	}
	return table.Render()
}
