package picture

import (
	"bytes"
	"encoding/xml"
	"math"
	"strconv"
)

// fontFamily names fonts every reader has, so that no picture links to a
// font of its own.
const fontFamily = "DejaVu Sans, Arial, sans-serif"

// canvas collects the elements of one SVG picture. Numbers are written with
// at most two decimals and attributes in the order given, so the same
// drawing gives the same bytes every time.
type canvas struct {
	width float64
	body  bytes.Buffer
}

// attr is one attribute of an element.
type attr struct {
	name, value string
}

// num returns an attribute holding a number of pixels or a ratio.
func num(name string, v float64) attr {
	return attr{name, formatNumber(v)}
}

// formatNumber writes v with at most two decimals, enough for a pixel.
func formatNumber(v float64) string {
	return formatDecimals(v, 2)
}

// formatDecimals writes v with at most the given number of decimals, no
// trailing zeros, and 0 rather than -0.
func formatDecimals(v float64, decimals int) string {
	scale := math.Pow(10, float64(decimals))
	v = math.Round(v*scale) / scale
	if v == 0 {
		v = 0 // -0 becomes 0
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// newCanvas starts a picture of the given natural width in pixels; its
// height is known once everything is drawn (see [canvas.document]).
func newCanvas(width float64) *canvas {
	return &canvas{width: width}
}

// writeTag writes <name attrs...> or, when empty, <name attrs.../>.
func (c *canvas) writeTag(name string, empty bool, attrs []attr) {
	c.body.WriteByte('<')
	c.body.WriteString(name)
	for _, a := range attrs {
		c.body.WriteByte(' ')
		c.body.WriteString(a.name)
		c.body.WriteString(`="`)
		escape(&c.body, a.value)
		c.body.WriteByte('"')
	}
	if empty {
		c.body.WriteByte('/')
	}
	c.body.WriteByte('>')
}

// escape writes s with the characters XML reserves escaped, in text and in
// attribute values alike.
func escape(buf *bytes.Buffer, s string) {
	// EscapeText only fails when the writer does; a bytes.Buffer does not.
	_ = xml.EscapeText(buf, []byte(s))
}

// element writes an element without content, such as a rect.
func (c *canvas) element(name string, attrs ...attr) {
	c.writeTag(name, true, attrs)
	c.body.WriteByte('\n')
}

// open starts an element that holds others, such as a group; close ends it.
func (c *canvas) open(name string, attrs ...attr) {
	c.writeTag(name, false, attrs)
	c.body.WriteByte('\n')
}

// close ends the element open started.
func (c *canvas) close(name string) {
	c.body.WriteString("</" + name + ">\n")
}

// rect draws a rectangle with its top left corner at (x, y).
func (c *canvas) rect(x, y, w, h float64, attrs ...attr) {
	c.element("rect", append([]attr{num("x", x), num("y", y), num("width", w), num("height", h)}, attrs...)...)
}

// line draws a straight line from (x1, y1) to (x2, y2).
func (c *canvas) line(x1, y1, x2, y2 float64, attrs ...attr) {
	c.element("line", append([]attr{num("x1", x1), num("y1", y1), num("x2", x2), num("y2", y2)}, attrs...)...)
}

// text writes s with its anchor point at (x, y): the baseline, and the left
// end, middle or right end as the text-anchor attribute among attrs says.
func (c *canvas) text(x, y, size float64, s string, attrs ...attr) {
	c.writeTag("text", false, append([]attr{num("x", x), num("y", y), num("font-size", size)}, attrs...))
	escape(&c.body, s)
	c.body.WriteString("</text>\n")
}

// superscripted writes before, then sup raised and smaller, then after,
// as one text anchored at (x, y): Q(n) with 1/n above the line.
func (c *canvas) superscripted(x, y, size float64, before, sup, after string, attrs ...attr) {
	c.writeTag("text", false, append([]attr{num("x", x), num("y", y), num("font-size", size)}, attrs...))
	escape(&c.body, before)
	c.writeTag("tspan", false, []attr{num("dy", -size*0.4), num("font-size", size*0.8)})
	escape(&c.body, sup)
	c.body.WriteString("</tspan>")
	c.writeTag("tspan", false, []attr{num("dy", size*0.4)})
	escape(&c.body, after)
	c.body.WriteString("</tspan></text>\n")
}

// centred is the attribute that anchors a text at its middle.
var centred = attr{"text-anchor", "middle"}

// document returns the whole document, height pixels high: the svg element
// with its natural size and a viewBox, so that it scales down to fit a narrow screen; the title
// holding alt, which screen readers read for role="img"; a white
// background, so that the picture keeps its colours on a dark page; and
// then the elements drawn.
func (c *canvas) document(height float64, alt string) []byte {
	var doc bytes.Buffer
	w, h := formatNumber(c.width), formatNumber(height)
	doc.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" version="1.1"`)
	doc.WriteString(` width="` + w + `" height="` + h + `" viewBox="0 0 ` + w + " " + h + `"`)
	doc.WriteString(` role="img" style="max-width:100%;height:auto"`)
	doc.WriteString(` font-family="` + fontFamily + `">` + "\n")
	doc.WriteString("<title>")
	escape(&doc, alt)
	doc.WriteString("</title>\n")
	doc.WriteString(`<rect width="` + w + `" height="` + h + `" fill="#ffffff"/>` + "\n")
	doc.Write(c.body.Bytes())
	doc.WriteString("</svg>\n")
	return doc.Bytes()
}
