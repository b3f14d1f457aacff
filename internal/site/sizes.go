package site

import (
	"bytes"
	"encoding/xml"
	"math"
	"path"
	"strconv"
	"strings"

	"github.com/yuin/goldmark/ast"
)

// pixelsPer gives how many CSS pixels a unit of an SVG's width or height
// is: none and px are pixels, a point is 4/3 of one.
var pixelsPer = map[string]float64{"": 1, "px": 1, "pt": 4.0 / 3}

// svgSize returns the size at which a browser draws the SVG file data
// when nothing scales it, in whole CSS pixels, as an <img> tag's width
// and height take it; ok is false when the root element gives no width
// and height in pixels or points.
func svgSize(data []byte) (width, height int, ok bool) {
	d := xml.NewDecoder(bytes.NewReader(data))
	for {
		t, err := d.Token()
		if err != nil {
			return 0, 0, false
		}
		if root, isElement := t.(xml.StartElement); isElement {
			if root.Name.Local != "svg" {
				return 0, 0, false
			}
			var w, h string
			for _, a := range root.Attr {
				switch a.Name.Local {
				case "width":
					w = a.Value
				case "height":
					h = a.Value
				}
			}
			width, okW := pixels(w)
			height, okH := pixels(h)
			return width, height, okW && okH
		}
	}
}

// pixels reads a length such as "386.4", "12px" or "396pt" as whole CSS
// pixels, rounded; ok is false for any other unit and for no length.
func pixels(length string) (int, bool) {
	number := strings.TrimRight(length, "abcdefghijklmnopqrstuvwxyz")
	per, known := pixelsPer[length[len(number):]]
	v, err := strconv.ParseFloat(number, 64)
	if !known || err != nil || !(v > 0) || math.IsInf(v, 0) {
		return 0, false
	}
	return int(math.Round(v * per)), true
}

// pictureSizes returns the size of each SVG file of files (path in the
// module to contents) that gives one, by its path in the site.
func pictureSizes(files map[string][]byte) map[string][2]int {
	sizes := map[string][2]int{}
	for file, data := range files {
		if path.Ext(file) != ".svg" {
			continue
		}
		if w, h, ok := svgSize(data); ok {
			sizes[sitePath(file)] = [2]int{w, h}
		}
	}
	return sizes
}

// sizePicture gives the picture img of the page at the site path at its
// size, if pictures (site path to width and height) knows it, so that
// the browser keeps its room on the page before it has loaded it: a link
// to a section below the picture then lands on the section, not above.
func sizePicture(img *ast.Image, at string, pictures map[string][2]int) {
	if size, ok := pictures[path.Join(path.Dir(at), string(img.Destination))]; ok {
		img.SetAttributeString("width", []byte(strconv.Itoa(size[0])))
		img.SetAttributeString("height", []byte(strconv.Itoa(size[1])))
	}
}
