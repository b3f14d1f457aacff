package plot

import (
	"bytes"
	"fmt"
	"image/color"
	"io"
	"math"
	"strings"

	gonum "gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgsvg"
)

// How a chart looks. A phone 375 px wide shows a chart in 343 px, which
// is the width below at 0.87 px a unit: text of 13 units is 11.3 px
// there. A wider screen shows the chart at its own size, 528 px.
const (
	width      = 5.5 * vg.Inch // 396 units
	plotHeight = 3.2 * vg.Inch
	margin     = 8 // units, round the title, the plot and the legend
	labelSize  = 13
	titleSize  = 14
)

// pageFont is the font the web edition's pages are set in (style.css),
// which the SVG names. The text is measured in Liberation Sans, which the
// list ends with and which is as wide as Arial and Helvetica; the first
// fonts of the list may be wider, so the text is measured fontSlack times
// larger than it is written, and so has the room it needs in any of them.
const (
	pageFont  = `system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Liberation Sans', sans-serif`
	fontSlack = 1.15
)

// measuredIn is the font the text is measured in, as gonum names it.
var measuredIn = font.Font{Typeface: "Liberation", Variant: "Sans"}

// themed is a colour of a chart in the page's light theme and in its dark
// one. The chart is drawn in the light colours, and the SVG then names
// each by a CSS variable, which a dark screen redefines (see WriteSVG):
// so a chart in a dark page is dark too.
type themed struct {
	name        string
	light, dark color.RGBA
}

var (
	background = themed{"bg", rgb(0xffffff), rgb(0x0d1117)}
	foreground = themed{"fg", rgb(0x1f2328), rgb(0xe6edf3)}
	gridLine   = themed{"grid", rgb(0xd1d9e0), rgb(0x30363d)}
	// palette holds the series' colours, each at least 3:1 against the
	// background of its theme (GitHub's light and dark colours).
	palette = []themed{
		{"s0", rgb(0x0969da), rgb(0x58a6ff)},
		{"s1", rgb(0xcf222e), rgb(0xff7b72)},
		{"s2", rgb(0x1a7f37), rgb(0x3fb950)},
		{"s3", rgb(0x8250df), rgb(0xbc8cff)},
		{"s4", rgb(0xbc4c00), rgb(0xf0883e)},
		{"s5", rgb(0x0e7490), rgb(0x39c5cf)},
		{"s6", rgb(0xbf3989), rgb(0xf778ba)},
		{"s7", rgb(0x6e7781), rgb(0x9198a1)},
	}
	// markers are the series' shapes, one for each colour of the palette,
	// so that a reader who cannot tell the colours apart can tell the
	// series by their markers.
	markers = []draw.GlyphDrawer{
		draw.CircleGlyph{}, draw.SquareGlyph{}, draw.TriangleGlyph{}, draw.CrossGlyph{},
		draw.RingGlyph{}, draw.BoxGlyph{}, draw.PyramidGlyph{}, draw.PlusGlyph{},
	}
)

// rgb is the colour 0xRRGGBB.
func rgb(hex uint32) color.RGBA {
	return color.RGBA{R: uint8(hex >> 16), G: uint8(hex >> 8), B: uint8(hex), A: 0xff}
}

// colours are every themed colour of a chart.
func colours() []themed { return append([]themed{background, foreground, gridLine}, palette...) }

// style returns a text style of the chart's font at size, measured
// fontSlack times larger (themeSVG writes it at size), in the foreground
// colour.
func style(size vg.Length) text.Style {
	f := measuredIn
	f.Size = size * fontSlack
	return text.Style{Color: foreground.light, Font: f, Handler: gonum.DefaultTextHandler}
}

// dress sets the chart's text and axes in the chart's look, with a faint
// line at each labelled tick of the y axis.
func dress(p *gonum.Plot) {
	p.BackgroundColor = nil // WriteSVG fills the whole image
	p.Title.TextStyle = withAlign(style(titleSize), p.Title.TextStyle)
	for _, a := range []*gonum.Axis{&p.X, &p.Y} {
		a.Label.TextStyle = withAlign(style(labelSize), a.Label.TextStyle)
		a.Tick.Label = withAlign(style(labelSize), a.Tick.Label)
		a.LineStyle.Color = foreground.light
		a.Tick.LineStyle.Color = foreground.light
	}
	grid := plotter.NewGrid()
	grid.Vertical.Color = nil
	grid.Horizontal.Color = gridLine.light
	p.Add(grid)
}

// withAlign returns s with the alignment and rotation of was.
func withAlign(s, was text.Style) text.Style {
	s.XAlign, s.YAlign, s.Rotation = was.XAlign, was.YAlign, was.Rotation
	return s
}

// styleSeries gives a series the i-th colour and marker, from 0, and a
// dashed line when it is dashed or the looks have come round again.
func styleSeries(i int, dashed bool, line *plotter.Line, marks *plotter.Scatter) {
	c := palette[i%len(palette)].light
	line.Color, line.Width = c, 1.5
	if dashed || i >= len(palette) {
		line.Dashes = []vg.Length{5, 3}
	}
	marks.Color, marks.Shape, marks.Radius = c, markers[i%len(markers)], 3.5
}

// WriteSVG writes the chart to w as an SVG image: the title across the
// top, the plot, and the legend under it in as many columns as fit. The
// colours are CSS variables, light unless the screen asks for dark, and
// the text is in the page's font.
func (c Chart) WriteSVG(w io.Writer) error {
	title := c.titleLines()
	legend := c.legendColumns()
	legendHeight := legend[0].Rectangle(draw.Canvas{}).Size().Y
	height := title.height + plotHeight + legendHeight + 4*margin
	canvas := vgsvg.New(width, height)
	whole := draw.New(canvas)
	whole.SetColor(background.light)
	whole.Fill(whole.Rectangle.Path())
	title.draw(whole, height-margin)
	untitled := *c.plot
	untitled.Title.Text = ""
	labels := style(labelSize)
	area := draw.Crop(whole, margin/2+lineHeight(labels), -margin, legendHeight+2*margin, -title.height-2*margin)
	untitled.Draw(area)
	labels.Rotation, labels.XAlign, labels.YAlign = math.Pi/2, draw.XCenter, draw.YTop
	whole.FillText(labels, vg.Point{X: margin / 2, Y: (area.Min.Y + area.Max.Y) / 2}, c.yLabel)
	column := (width - 2*margin) / vg.Length(len(legend))
	for i := range legend {
		legend[i].Top, legend[i].Left = true, true
		left := margin + vg.Length(i)*column
		legend[i].Draw(draw.Crop(whole, left, left+column-width, margin, legendHeight+margin-height))
	}
	var svg bytes.Buffer
	if _, err := canvas.WriteTo(&svg); err != nil {
		return err
	}
	_, err := io.WriteString(w, themeSVG(svg.String()))
	return err
}

// legendColumns returns the legend as columns side by side, the entries
// in rows across them, as many columns as the widest label lets fit.
func (c Chart) legendColumns() []gonum.Legend {
	labels := style(labelSize)
	thumb := vg.Length(24)
	widest := vg.Length(0)
	for _, e := range c.entries {
		widest = max(widest, labels.Width(" "+e.label)+thumb+margin)
	}
	n := max(1, min(len(c.entries), int((width-2*margin)/widest)))
	legend := make([]gonum.Legend, n)
	for i := range legend {
		legend[i] = gonum.NewLegend()
		legend[i].TextStyle = labels
		legend[i].ThumbnailWidth = thumb
		legend[i].Padding = 3
	}
	for i, e := range c.entries {
		legend[i%n].Add(e.label, e.thumbs...)
	}
	return legend
}

// title is a chart's title set in lines that fit the chart's width: the
// first line of its text large, the rest (where it was measured) smaller.
type title struct {
	lines  []string
	styles []text.Style
	height vg.Length
}

// titleLines sets the chart's title.
func (c Chart) titleLines() title {
	var t title
	for i, line := range strings.Split(c.plot.Title.Text, "\n") {
		s := style(labelSize)
		if i == 0 {
			s = style(titleSize)
		}
		s.XAlign, s.YAlign = draw.XCenter, draw.YTop
		for _, l := range wrap(line, s, width-2*margin) {
			t.lines, t.styles = append(t.lines, l), append(t.styles, s)
			t.height += lineHeight(s)
		}
	}
	return t
}

// draw draws the title's lines centred, the first one's top at top.
func (t title) draw(c draw.Canvas, top vg.Length) {
	for i, line := range t.lines {
		c.FillText(t.styles[i], vg.Point{X: width / 2, Y: top}, line)
		top -= lineHeight(t.styles[i])
	}
}

// lineHeight is the distance from one line of text in style s to the
// next.
func lineHeight(s text.Style) vg.Length { return s.Font.Size * 1.15 }

// wrap breaks line between words into lines no wider than most in style s.
func wrap(line string, s text.Style, most vg.Length) []string {
	var lines []string
	current := ""
	for _, word := range strings.Fields(line) {
		if current != "" && s.Width(current+" "+word) > most {
			lines, current = append(lines, current), word
			continue
		}
		current = strings.TrimPrefix(current+" "+word, " ")
	}
	return append(lines, current)
}

// themeSVG names the themed colours of an SVG written in the light ones
// by CSS variables, which a style sheet in it defines for a light and a
// dark screen, and sets its text in the page's font at its size.
//
// Each colour keeps its light value before the variable, as in
// "fill:#1F2328;fill:var(--fg, #1F2328)": a reader of SVG that knows no
// CSS variables (rsvg-convert, which pandoc uses to make a PDF) drops the
// declaration it cannot read and keeps the colour, where it drew the
// whole chart black; a reader that knows them but lost the style sheet
// falls back on the same colour.
func themeSVG(svg string) string {
	var light, dark, pairs []string
	for _, t := range colours() {
		light = append(light, fmt.Sprintf("--%s: %s;", t.name, hex(t.light)))
		dark = append(dark, fmt.Sprintf("--%s: %s;", t.name, hex(t.dark)))
		for _, property := range []string{"fill", "stroke"} {
			pairs = append(pairs, property+":"+hex(t.light), fmt.Sprintf("%[1]s:%[2]s;%[1]s:var(--%[3]s, %[2]s)", property, hex(t.light), t.name))
		}
	}
	pairs = append(pairs, "font-family:Liberation Sans;", "font-family:"+pageFont+";")
	for _, size := range []vg.Length{labelSize, titleSize} {
		pairs = append(pairs, fmt.Sprintf("font-size:%.5gpx", (size*fontSlack).Points()), fmt.Sprintf("font-size:%gpx", size.Points()))
	}
	sheet := fmt.Sprintf("<style>\nsvg { %s }\n@media screen and (prefers-color-scheme: dark) { svg { %s } }\n</style>\n",
		strings.Join(light, " "), strings.Join(dark, " "))
	svg = strings.NewReplacer(pairs...).Replace(svg)
	// The style sheet goes first inside the svg element.
	end := strings.Index(svg, ">\n<g") + 2
	return svg[:end] + sheet + svg[end:]
}

// hex writes a colour as SVG files from gonum write it: #RRGGBB.
func hex(c color.RGBA) string { return fmt.Sprintf("#%02X%02X%02X", c.R, c.G, c.B) }
