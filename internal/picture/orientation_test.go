package picture

import (
	"bytes"
	"cmp"
	"context"
	"encoding/xml"
	"math"
	"regexp"
	"slices"
	"strconv"
	"testing"

	"github.com/queensbook/queens/puzzle/board"
)

// svgText is a text of an SVG: where it stands and what it says.
type svgText struct {
	x, y  float64
	class string
	text  string
}

// svgQueen is the top left corner of a queen's box, from its transform.
type svgQueen struct{ x, y, scale float64 }

var translate = regexp.MustCompile(`^translate\(([-\d.]+) ([-\d.]+)\) scale\(([-\d.]+)\)$`)

// readSVG returns the texts and the queens of an SVG document.
func readSVG(t *testing.T, svg []byte) (texts []svgText, queens []svgQueen) {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(svg))
	var open *svgText
	for {
		tok, err := dec.Token()
		if err != nil {
			break
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			attrs := map[string]string{}
			for _, a := range tok.Attr {
				attrs[a.Name.Local] = a.Value
			}
			switch tok.Name.Local {
			case "text":
				x, _ := strconv.ParseFloat(attrs["x"], 64)
				y, _ := strconv.ParseFloat(attrs["y"], 64)
				open = &svgText{x: x, y: y, class: attrs["class"]}
			case "g":
				if m := translate.FindStringSubmatch(attrs["transform"]); m != nil {
					x, _ := strconv.ParseFloat(m[1], 64)
					y, _ := strconv.ParseFloat(m[2], 64)
					s, _ := strconv.ParseFloat(m[3], 64)
					queens = append(queens, svgQueen{x, y, s})
				}
			}
		case xml.CharData:
			if open != nil {
				open.text += string(tok)
			}
		case xml.EndElement:
			if tok.Name.Local == "text" && open != nil {
				texts = append(texts, *open)
				open = nil
			}
		}
	}
	return texts, queens
}

// rankLabels groups the rank numbers of every board of a picture by the
// x they stand at.
func rankLabels(texts []svgText) map[float64][]svgText {
	boards := map[float64][]svgText{}
	for _, tx := range texts {
		if tx.class == "rank" {
			boards[tx.x] = append(boards[tx.x], tx)
		}
	}
	return boards
}

// Every picture that labels its ranks puts rank 1 at the bottom. Read
// from the top down, the numbers in one column of labels count down to 1,
// board after board when a picture stacks several.
func TestPicturesPutRankOneAtTheBottom(t *testing.T) {
	boards := 0
	for _, name := range Names() {
		svg, _, err := Draw(context.Background(), name)
		if err != nil {
			t.Fatal(err)
		}
		texts, _ := readSVG(t, svg)
		for x, labels := range rankLabels(texts) {
			slices.SortFunc(labels, func(a, b svgText) int { return cmp.Compare(a.y, b.y) })
			var ranks []int
			for i, tx := range labels {
				ranks = append(ranks, rank(tx))
				if i+1 < len(labels) && rank(labels[i+1]) == rank(tx)-1 {
					continue // the same board, one rank further down
				}
				if len(ranks) < 2 || ranks[len(ranks)-1] != 1 {
					t.Errorf("%s: the ranks at x = %v read %v from the top down; want them to count down to 1", name, x, ranks)
				}
				boards++
				ranks = nil
			}
		}
	}
	if boards == 0 {
		t.Fatal("no picture has rank numbers; the test read nothing")
	}
}

func rank(tx svgText) int {
	r, _ := strconv.Atoi(tx.text)
	return r
}

// A board with no symmetry, drawn and read back from the picture by its
// labels alone: each queen stands in the file whose letter is under it and
// the rank whose number is beside it, so the picture shows the board the
// same way up as every other rendering.
func TestDrawnBoardReadsBackByItsLabels(t *testing.T) {
	want := board.Board{0, 4, 7, 5, 2, 6, 1, 3}
	c := newCanvas(400)
	v := squareView(coordinateGutter, 10, len(want), 40)
	c.drawBoard(v, want)
	texts, queens := readSVG(t, c.document(v.y+v.height()+coordinateGutter, "a test board"))
	if len(queens) != len(want) {
		t.Fatalf("the picture holds %d queens; want %d", len(queens), len(want))
	}
	got := board.Board(slices.Repeat([]int{board.Empty}, len(want)))
	for _, q := range queens {
		middle := q.x + q.scale*queenBox/2
		centre := q.y + q.scale*queenBox/2
		file := nearest(texts, func(tx svgText) (float64, bool) {
			return math.Abs(tx.x - middle), tx.class == "file"
		})
		rankText := nearest(texts, func(tx svgText) (float64, bool) {
			return math.Abs(tx.y - labelSize*0.35 - centre), tx.class == "rank"
		})
		row := rank(rankText) - 1
		if row < 0 || row >= len(want) {
			t.Fatalf("a queen at (%v, %v) has no rank label beside it", middle, centre)
		}
		got[row] = int(file.text[0] - 'a')
	}
	if !slices.Equal(got, want) {
		t.Errorf("read by its labels, the picture shows %v; it was drawn from %v", got, want)
	}
}

// nearest returns the text that fits and is the least distance away.
func nearest(texts []svgText, distance func(svgText) (float64, bool)) svgText {
	best, bestDistance := svgText{}, math.Inf(1)
	for _, tx := range texts {
		if d, fits := distance(tx); fits && d < bestDistance {
			best, bestDistance = tx, d
		}
	}
	return best
}
