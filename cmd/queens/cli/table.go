package cli

import (
	"io"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/renderer"
	"github.com/olekukonko/tablewriter/tw"
)

// writeGrid prints a header and rows of cells in the style of the
// comparison tables (harness.Table): lines drawn with box characters for a
// terminal, or a Markdown pipe table; the header as written and aligned
// left, each column aligned as align says.
func writeGrid(w io.Writer, markdown bool, header []string, align []tw.Align, rows [][]string) error {
	var style tw.Renderer = renderer.NewBlueprint()
	if markdown {
		style = renderer.NewMarkdown()
	}
	table := tablewriter.NewTable(w,
		tablewriter.WithRenderer(style),
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithHeaderAlignment(tw.AlignLeft),
		tablewriter.WithRowAlignmentConfig(tw.CellAlignment{PerColumn: align}),
	)
	table.Header(header)
	if err := table.Bulk(rows); err != nil {
		return err
	}
	return table.Render()
}
