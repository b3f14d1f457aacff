package site

import (
	"cmp"
	"math"
	"regexp"
	"testing"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/styles"
)

// TestCodeColoursMeetAA checks the colour of every kind of token the
// book's pages show, light and dark, against the background the site
// draws code on (style.css's --code) or the token's own: each must reach
// WCAG AA's 4.5:1. A token its theme leaves uncoloured has the theme's
// text colour, which is checked as well. axe checks the tokens of one
// page; this checks those of all.
func TestCodeColoursMeetAA(t *testing.T) {
	css, err := assets.ReadFile("assets/" + stylesheet)
	if err != nil {
		t.Fatal(err)
	}
	// The first --code and --text are the light theme's, the second the
	// dark one's.
	codes := regexp.MustCompile(`--code: (#[0-9a-f]{6});`).FindAllStringSubmatch(string(css), -1)
	texts := regexp.MustCompile(`--text: (#[0-9a-f]{6});`).FindAllStringSubmatch(string(css), -1)
	if len(codes) != 2 || len(texts) != 2 {
		t.Fatalf("style.css sets --code %d times and --text %d; want a light and a dark one of each", len(codes), len(texts))
	}
	shown := shownTokens(t)
	for i, name := range []string{lightStyle, darkStyle} {
		style := styles.Get(name)
		base := style.Get(chroma.Background)
		text := cmp.Or(base.Colour, chroma.ParseColour(texts[i][1]))
		for _, tt := range shown {
			e := style.Get(tt).Sub(base) // as chroma writes the CSS
			fg, bg := cmp.Or(e.Colour, text), cmp.Or(e.Background, chroma.ParseColour(codes[i][1]))
			if r := contrast(fg, bg); r < 4.5 {
				t.Errorf("%s: %s is %s on %s, %.2f:1; want at least 4.5:1", name, tt, fg, bg, r)
			}
		}
	}
}

// shownTokens returns the kinds of token that the pages of the book's
// site show, found by the CSS classes of their spans.
func shownTokens(t *testing.T) []chroma.TokenType {
	s := bookSite(t).site
	classes := map[string]bool{}
	span := regexp.MustCompile(`<span class="([a-z0-9]+)"`)
	for _, name := range s.Paths() {
		data, _ := s.File(name)
		for _, m := range span.FindAllSubmatch(data, -1) {
			classes[string(m[1])] = true
		}
	}
	var shown []chroma.TokenType
	for tt, class := range chroma.StandardTypes {
		if tt >= 0 && classes[class] {
			shown = append(shown, tt)
		}
	}
	if len(shown) < 10 {
		t.Fatalf("the pages show %d kinds of token: %v; want the book's Go and shell", len(shown), shown)
	}
	return shown
}

// contrast returns the WCAG contrast ratio of two colours.
func contrast(a, b chroma.Colour) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// luminance returns a colour's relative luminance, as WCAG defines it.
func luminance(c chroma.Colour) float64 {
	linear := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*linear(c.Red()) + 0.7152*linear(c.Green()) + 0.0722*linear(c.Blue())
}
