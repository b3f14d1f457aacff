package picture

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"io"
	"slices"
	"strings"
	"testing"
)

// element is one element of a parsed picture, with the text directly
// inside it.
type element struct {
	name  string
	attrs map[string]string
	text  string
}

// parse reads a whole SVG document with encoding/xml and returns its
// elements in document order. It fails on anything that is not well
// formed.
func parse(t *testing.T, svg []byte) []element {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(svg))
	var all []element
	var open []int // indexes in all of the elements not yet closed
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			e := element{name: tok.Name.Local, attrs: map[string]string{}}
			for _, a := range tok.Attr {
				e.attrs[a.Name.Local] = a.Value
			}
			open = append(open, len(all))
			all = append(all, e)
		case xml.EndElement:
			open = open[:len(open)-1]
		case xml.CharData:
			if len(open) > 0 {
				all[open[len(open)-1]].text += string(tok)
			}
		}
	}
	if len(all) == 0 || all[0].name != "svg" {
		t.Fatalf("the document is not an svg element")
	}
	return all
}

// draw draws the picture name and fails the test if it cannot.
func draw(t *testing.T, name string) (svg []byte, alt string, elements []element) {
	t.Helper()
	svg, alt, err := Draw(context.Background(), name)
	if err != nil {
		t.Fatalf("Draw(%q): %v", name, err)
	}
	return svg, alt, parse(t, svg)
}

// texts returns the text of every text element, in order.
func texts(elements []element) []string {
	var out []string
	for _, e := range elements {
		if e.name == "text" {
			out = append(out, e.text)
		}
	}
	return out
}

// withClass returns the elements whose class is class.
func withClass(elements []element, class string) []element {
	var out []element
	for _, e := range elements {
		if e.attrs["class"] == class {
			out = append(out, e)
		}
	}
	return out
}

func TestEveryPictureIsAStandaloneSVG(t *testing.T) {
	names := Names()
	if len(names) == 0 || !slices.IsSorted(names) {
		t.Fatalf("Names() = %q, want a sorted, non-empty list", names)
	}
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			svg, alt, elements := draw(t, name)
			again, altAgain, err := Draw(context.Background(), name)
			if err != nil || !bytes.Equal(svg, again) || alt != altAgain {
				t.Errorf("a second Draw gave other bytes or another alt text (err %v)", err)
			}
			root := elements[0]
			if root.attrs["xmlns"] == "" || root.attrs["role"] != "img" {
				t.Errorf("root element lacks xmlns or role=img: %v", root.attrs)
			}
			for _, a := range []string{"width", "height", "viewBox"} {
				if root.attrs[a] == "" {
					t.Errorf("root element lacks %s", a)
				}
			}
			if want := "0 0 " + root.attrs["width"] + " " + root.attrs["height"]; root.attrs["viewBox"] != want {
				t.Errorf("viewBox = %q, want %q, the natural size", root.attrs["viewBox"], want)
			}
			if elements[1].name != "title" || elements[1].text != alt {
				t.Errorf("the first child is %s %q, want the title holding the alt text %q", elements[1].name, elements[1].text, alt)
			}
			if strings.TrimSpace(alt) == "" {
				t.Errorf("the alt text is empty")
			}
			for _, forbidden := range []string{"<script", "href", "@import", "url("} {
				if bytes.Contains(svg, []byte(forbidden)) {
					t.Errorf("the picture holds %q: it must not load or run anything", forbidden)
				}
			}
		})
	}
}

func TestDrawRefusesAnUnknownName(t *testing.T) {
	_, _, err := Draw(context.Background(), "no-such-picture")
	if err == nil || !strings.Contains(err.Error(), "no-such-picture") {
		t.Errorf("Draw of an unknown name: err = %v, want one naming it", err)
	}
}

func TestTextIsEscaped(t *testing.T) {
	c := newCanvas(10)
	c.text(0, 0, labelSize, `a < b & "c"`)
	svg := c.document(10, `x > y & 'z'`)
	elements := parse(t, svg)
	if got := texts(elements); len(got) != 1 || got[0] != `a < b & "c"` {
		t.Errorf("texts = %q, want the one text back unchanged", got)
	}
	if elements[1].text != `x > y & 'z'` {
		t.Errorf("title = %q, want the alt text back unchanged", elements[1].text)
	}
}

func TestWrapKeepsWordsAndWidth(t *testing.T) {
	text := "the quick brown fox jumps over the lazy dog again and again"
	lines := wrap(text, 100, 10)
	if strings.Join(lines, " ") != text {
		t.Errorf("wrap lost or changed words: %q", lines)
	}
	for _, l := range lines {
		if float64(len(l))*charWidth*10 > 100 && strings.Contains(l, " ") {
			t.Errorf("line %q is wider than 100 pixels", l)
		}
	}
}

// The pictures that run a long search stop it once their context is done.
func TestDrawStopsWhenCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, name := range []string{"growth", "square-numbers"} {
		if _, _, err := Draw(ctx, name); !errors.Is(err, context.Canceled) {
			t.Errorf("Draw(%q) with its context done: err = %v; want context.Canceled", name, err)
		}
	}
}
