package site

import (
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestCodeColoursMeetAA checks the colour of every kind of token the
// book's pages show, light and dark, against the background the site
// draws code on (style.css's --code) and against that of a line a link
// names, which style.css mixes from 22% of --accent and the code's
// background: each must reach WCAG AA's 4.5:1. axe checks the tokens of
// one page; this checks those of all.
func TestCodeColoursMeetAA(t *testing.T) {
	css, err := assets.ReadFile("assets/" + stylesheet)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(css), "color-mix(in srgb, var(--accent) 22%, transparent)") {
		t.Fatal("style.css no longer marks a line a link names with 22% of --accent; change the test to match")
	}
	// The first of each variable is the light theme's, the second the
	// dark one's.
	variable := func(name string) []string {
		var values []string
		for _, m := range regexp.MustCompile(`--`+name+`: (#[0-9a-f]{6});`).FindAllStringSubmatch(string(css), -1) {
			values = append(values, m[1])
		}
		if len(values) != 2 {
			t.Fatalf("style.css sets --%s %d times; want a light and a dark one", name, len(values))
		}
		return values
	}
	codes, accents := variable("code"), variable("accent")
	shown := shownClasses(t)
	for _, s := range tokenStyles {
		if !shown[s.class] {
			continue
		}
		for i, fg := range []string{s.light, s.dark} {
			code := parseColour(t, codes[i])
			target := mix(parseColour(t, accents[i]), code, 0.22)
			for _, bg := range [][3]float64{code, target} {
				if r := contrast(parseColour(t, fg), bg); r < 4.5 {
					t.Errorf("the class %s is %s on %v in the %s theme, %.2f:1; want at least 4.5:1", s.class, fg, bg, []string{"light", "dark"}[i], r)
				}
			}
		}
	}
}

// shownClasses returns the classes of the tokens that the pages of the
// book's site show, and checks that they are the book's Go and shell.
func shownClasses(t *testing.T) map[string]bool {
	s := bookSite(t).site
	shown := map[string]bool{}
	span := regexp.MustCompile(`<span class="([a-z0-9]+)"`)
	for _, name := range s.Paths() {
		data, _ := s.File(name)
		for _, m := range span.FindAllSubmatch(data, -1) {
			shown[string(m[1])] = true
		}
	}
	for _, class := range []string{"c", "k", "kt", "kc", "nb", "nf", "s", "m", "o"} {
		if !shown[class] {
			t.Errorf("the pages show no token of the class %s; the book's Go has some", class)
		}
	}
	if shown["err"] {
		t.Error("the pages show code the lexer cannot read (class err)")
	}
	return shown
}

// TestWriteCode checks the HTML of a block of Go in each layout: a token
// that spans lines is cut at each line break, and the numbers are as
// wide as the widest.
func TestWriteCode(t *testing.T) {
	code := "/* a\nb */ x := 1\n\n\n\n\n\n\n\nreturn\n"
	for _, tt := range []struct {
		layout codeLayout
		first  string
	}{
		{blockLayout, `<pre tabindex="0" class="chroma"><code><span class="line"><span class="cl">`},
		{stepperLayout, `<pre class="chroma"><code><span class="line"><span class="ln"> 1</span><span class="cl">`},
		{fileLayout, `<pre tabindex="0" class="chroma"><code><span class="line"><span class="ln" id="L1"><a href="#L1"> 1</a></span><span class="cl">`},
	} {
		var b strings.Builder
		if err := writeCode(&b, tt.layout, "go", []byte(code)); err != nil {
			t.Fatal(err)
		}
		got := b.String()
		if !strings.HasPrefix(got, tt.first+`<span class="c">/* a</span>`+"\n</span></span>") {
			t.Errorf("%+v: the code starts %q", tt.layout, got[:min(len(got), 200)])
		}
		if want := `<span class="cl"><span class="c">b */</span> x <span class="o">:=</span> <span class="m">1</span>` + "\n</span></span>"; !strings.Contains(got, want) {
			t.Errorf("%+v: no second line %q in\n%s", tt.layout, want, got)
		}
		if n := strings.Count(got, `<span class="line">`); n != 10 {
			t.Errorf("%+v: %d lines, want 10", tt.layout, n)
		}
		if !strings.HasSuffix(got, `<span class="k">return</span>`+"\n</span></span></code></pre>") {
			t.Errorf("%+v: the code ends %q", tt.layout, got[max(0, len(got)-100):])
		}
	}
}

func TestWriteCommand(t *testing.T) {
	var b strings.Builder
	if err := writeCommand(&b, `queens solve -n 8 -fixed "c4" > out`); err != nil {
		t.Fatal(err)
	}
	want := `queens solve -n <span class="m">8</span> -fixed <span class="s">&#34;c4&#34;</span> <span class="o">&gt;</span> out`
	if b.String() != want {
		t.Errorf("writeCommand = %s\nwant %s", b.String(), want)
	}
}

// TestCodeCSS checks that the stylesheet colours every class in both
// themes, and that no two kinds share a class.
func TestCodeCSS(t *testing.T) {
	css := string(codeCSS())
	var classes []string
	for _, s := range tokenStyles {
		if s.class == "" {
			continue
		}
		classes = append(classes, s.class)
		if n := strings.Count(css, ".chroma ."+s.class+" { color: "); n != 2 {
			t.Errorf("the stylesheet colours .%s %d times; want a light and a dark colour", s.class, n)
		}
	}
	if len(slices.Compact(slices.Sorted(slices.Values(classes)))) != len(classes) {
		t.Errorf("two kinds share a class: %v", classes)
	}
}

// parseColour returns the red, green and blue of a colour #rrggbb, each
// from 0 to 255.
func parseColour(t *testing.T, hex string) [3]float64 {
	t.Helper()
	v, err := strconv.ParseUint(strings.TrimPrefix(hex, "#"), 16, 32)
	if err != nil || len(hex) != 7 {
		t.Fatalf("%q is not a colour #rrggbb", hex)
	}
	return [3]float64{float64(v >> 16), float64(v >> 8 & 0xff), float64(v & 0xff)}
}

// mix returns the colour of a drawn at opacity over b, as CSS's
// color-mix with transparent does.
func mix(a, b [3]float64, opacity float64) [3]float64 {
	var c [3]float64
	for i := range c {
		c[i] = math.Round(opacity*a[i] + (1-opacity)*b[i])
	}
	return c
}

// contrast returns the WCAG contrast ratio of two colours.
func contrast(a, b [3]float64) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// luminance returns a colour's relative luminance, as WCAG defines it.
func luminance(c [3]float64) float64 {
	linear := func(v float64) float64 {
		s := v / 255
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*linear(c[0]) + 0.7152*linear(c[1]) + 0.0722*linear(c[2])
}
