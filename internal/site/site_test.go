package site

import (
	"bufio"
	"bytes"
	"context"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"golang.org/x/net/html"

	queensbook "github.com/queensbook/queens"
	"github.com/queensbook/queens/internal/book"
	"github.com/queensbook/queens/internal/exercise"
)

// root is the module's root, from this package's folder.
const root = "../.."

// theBook is the web edition of the module's own book, built once.
var theBook = sync.OnceValues(func() (*built, error) {
	committed, err := os.ReadFile(root + "/book.md")
	if err != nil {
		return nil, err
	}
	answers, err := os.ReadFile(root + "/answers.md")
	if err != nil {
		return nil, err
	}
	web, err := webFrom(context.Background(), os.DirFS(root))
	if err != nil {
		return nil, err
	}
	s, err := build(web, noStepper)
	return &built{committed, answers, web, s}, err
})

// built is the book's web edition and what it was made from.
type built struct {
	book    []byte // book.md
	answers []byte // answers.md, where book.md's answers to the Try its are
	web     *book.Web
	site    *Site
}

func bookSite(t *testing.T) *built {
	t.Helper()
	b, err := theBook()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// parse parses a page of the site.
func parse(t *testing.T, s *Site, name string) *html.Node {
	t.Helper()
	data, ok := s.File(name)
	if !ok {
		t.Fatalf("the site has no %s", name)
	}
	doc, err := html.Parse(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return doc
}

// all returns the elements under n, in document order, that match.
func all(n *html.Node, match func(*html.Node) bool) []*html.Node {
	var found []*html.Node
	for d := range n.Descendants() {
		if d.Type == html.ElementNode && match(d) {
			found = append(found, d)
		}
	}
	return found
}

// tag matches the elements called name.
func tag(name string) func(*html.Node) bool {
	return func(n *html.Node) bool { return n.Data == name }
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

func hasClass(n *html.Node, class string) bool {
	return slices.Contains(strings.Fields(attr(n, "class")), class)
}

// textOf returns the text inside n.
func textOf(n *html.Node) string {
	var s strings.Builder
	for d := range n.Descendants() {
		if d.Type == html.TextNode {
			s.WriteString(d.Data)
		}
	}
	return s.String()
}

func isHeading(n *html.Node) bool {
	return len(n.Data) == 2 && n.Data[0] == 'h' && n.Data[1] >= '1' && n.Data[1] <= '6'
}

// contentsLine matches a line of book.md's contents: a chapter's number
// and link, then its sections' links; contentsLink each of the links.
var (
	contentsLine = regexp.MustCompile(`^\d+\. \[[^\]]*\]\(#[^)]+\)(?:(?:: |, )\[[^\]]*\]\(#[^)]+\))*$`)
	contentsLink = regexp.MustCompile(`\]\(#([^)]+)\)`)
)

// bookContents reads the contents of book.md: for each chapter, the
// anchors of its title and its sections, in order.
func bookContents(t *testing.T, text []byte) [][]string {
	t.Helper()
	_, contents, ok := bytes.Cut(text, []byte("\n## Contents\n\n"))
	if !ok {
		t.Fatal("book.md has no contents")
	}
	// One line a chapter: the chapter's link, then its sections' links.
	var chapters [][]string
	scanner := bufio.NewScanner(bytes.NewReader(contents))
	for scanner.Scan() && scanner.Text() != "" {
		links := contentsLink.FindAllStringSubmatch(scanner.Text(), -1)
		if !contentsLine.MatchString(scanner.Text()) || len(links) == 0 {
			t.Fatalf("book.md's contents has a line %q", scanner.Text())
		}
		var anchors []string
		for _, l := range links {
			anchors = append(anchors, l[1])
		}
		chapters = append(chapters, anchors)
	}
	return chapters
}

// tryIt matches the anchors of the Try it sections.
var tryIt = regexp.MustCompile(`^try-it(-\d+)?$`)

// Every chapter page's title and sections have the ids that book.md's
// contents link, in the same order, so that a link to a heading can be
// shared between book.md and the site.
func TestAnchorsAreTheBooks(t *testing.T) {
	b := bookSite(t)
	contents := bookContents(t, b.book)
	var pages []*book.Page
	for _, p := range b.web.Pages {
		if p.Kind == book.ChapterPage {
			pages = append(pages, p)
		}
	}
	if len(pages) != len(contents) || len(pages) < 10 {
		t.Fatalf("%d chapter pages, and book.md's contents lists %d chapters", len(pages), len(contents))
	}
	for i, p := range pages {
		var ids []string
		for _, h := range all(parse(t, b.site, pagePath(p)), isHeading) {
			// The contents leave out the Try it that ends every chapter.
			if id := attr(h, "id"); (h.Data == "h1" || h.Data == "h2") && !tryIt.MatchString(id) {
				ids = append(ids, id)
			}
		}
		if !slices.Equal(ids, contents[i]) {
			t.Errorf("%s: the ids of the title and sections are\n%v\nand book.md's contents link\n%v", pagePath(p), ids, contents[i])
		}
	}
}

// Every heading of every page has an id, the page's anchor, and no two
// elements of a page share one.
func TestEveryHeadingHasItsAnchor(t *testing.T) {
	b := bookSite(t)
	for _, p := range b.web.Pages {
		doc := parse(t, b.site, pagePath(p))
		var ids []string
		for _, h := range all(all(doc, tag("main"))[0], isHeading) {
			ids = append(ids, attr(h, "id"))
		}
		var want []string
		for _, h := range p.Headings {
			want = append(want, h.Anchor)
		}
		if !slices.Equal(ids[:min(len(ids), len(want))], want) {
			t.Errorf("%s: heading ids %v, want %v", pagePath(p), ids, want)
		}
		seen := map[string]bool{}
		for _, e := range all(doc, func(n *html.Node) bool { return attr(n, "id") != "" }) {
			if id := attr(e, "id"); seen[id] {
				t.Errorf("%s: two elements have the id %q", pagePath(p), id)
			} else {
				seen[id] = true
			}
		}
	}
}

// Every code block's caption links the file it is cut from, at the line
// where the block starts.
func TestCaptionsLinkTheirLines(t *testing.T) {
	b := bookSite(t)
	captions := 0
	for _, p := range b.web.Pages {
		for _, fig := range all(parse(t, b.site, pagePath(p)), tag("figure")) {
			captions++
			link := all(fig, tag("a"))[0]
			href := attr(link, "href")
			file, line, ok := strings.Cut(href, ".html#L")
			if !ok {
				t.Errorf("%s: the caption %q links %s, not a line of a source page", pagePath(p), textOf(link), href)
				continue
			}
			file = strings.TrimPrefix(file, relative(pagePath(p), "src/"))
			n, _ := strconv.Atoi(line)
			lines := strings.Split(string(b.web.Files[file]), "\n")
			if n < 1 || n > len(lines) {
				t.Errorf("%s: the caption links line %d of %s, which has %d lines", pagePath(p), n, file, len(lines))
				continue
			}
			block := textOf(all(fig, tag("pre"))[0])
			first, _, _ := strings.Cut(block, "\n")
			pkg, ident, _ := strings.Cut(textOf(link), " · ")
			switch {
			case !strings.HasPrefix(file, pkg+"/"):
				t.Errorf("%s: the caption names %s, and links %s", pagePath(p), pkg, file)
			case strings.HasPrefix(textOf(all(fig, tag("figcaption"))[0]), "What "): // an Example's output
				if !strings.Contains(lines[n-1], "func "+ident+"(") {
					t.Errorf("%s: the output of %s links %s:%d, which reads %q", pagePath(p), ident, file, n, lines[n-1])
				}
			case lines[n-1] != first:
				t.Errorf("%s: the block %s starts with %q, and %s:%d reads %q", pagePath(p), ident, first, file, n, lines[n-1])
			}
		}
	}
	if captions < 50 {
		t.Errorf("found %d code blocks with a caption; the book has more", captions)
	}
}

// Every command cell shows its command and a button that copies it.
func TestCellsHaveACopyButton(t *testing.T) {
	b := bookSite(t)
	var want, got []string
	for _, p := range b.web.Pages {
		for _, m := range regexp.MustCompile("(?m)^ *```console.*\n *\\$ (.*)$").FindAllStringSubmatch(string(p.Markdown), -1) {
			want = append(want, pagePath(p)+": "+m[1])
		}
		for _, button := range all(parse(t, b.site, pagePath(p)), func(n *html.Node) bool { return n.Data == "button" && hasClass(n, "copy") }) {
			command := attr(button, "data-command")
			shown := textOf(all(button.Parent, func(n *html.Node) bool { return hasClass(n, "typed") })[0])
			if shown != command || textOf(button) != "Copy" {
				t.Errorf("%s: the cell shows %q, its button %q copies %q", pagePath(p), shown, textOf(button), command)
			}
			got = append(got, pagePath(p)+": "+command)
		}
	}
	if len(want) < 40 || !slices.Equal(got, want) {
		t.Errorf("the pages have %d cells and %d copy buttons:\n%v\n%v", len(want), len(got), want, got)
	}
}

// A cell whose search the stepper runs has a link there, preset to the
// cell's approach and board, beside its buttons, and so does a count or
// a tree of one board that the stepper takes; no other cell has one.
func TestCellsLinkTheStepper(t *testing.T) {
	b := bookSite(t)
	links := map[string]string{} // by the cell's command
	for _, p := range b.web.Pages {
		for _, a := range all(parse(t, b.site, pagePath(p)), func(n *html.Node) bool { return n.Data == "a" && hasClass(n, "watch") }) {
			command := attr(all(a.Parent, func(n *html.Node) bool { return hasClass(n, "copy") })[0], "data-command")
			if !strings.HasPrefix(attr(a, "aria-label"), textOf(a)) {
				t.Errorf("%s: the link %q is named %q, which does not start with its text", pagePath(p), textOf(a), attr(a, "aria-label"))
			}
			links[command] = attr(a, "href")
		}
	}
	for command, want := range map[string]string{
		"queens trace -n 4 -approach octal -compact -steps 6":                                 "stepper.html?approach=octal&n=4",
		"queens solve -n 8 -approach octal -fixed c4,f2 -format tuple":                        "stepper.html?approach=octal&n=8&fixed=c4,f2",
		"queens solve -rows 8 -cols 5 -fixed 00070 -approach tuplestate -first -format tuple": "stepper.html?approach=tuplestate&rows=8&cols=5&fixed=00070",
		"queens solve -fixed c4,e6":                                                           "", // the default approach: the cell names none
		"queens compare -n 8":                                                                 "",
		"queens count -n 12 -fixed c6,d2":                                                     "stepper.html?approach=bitboard&n=12&fixed=c6,d2",
		"queens tree -n 8":                                                                    "stepper.html?approach=tuplestate&n=8",
		"queens count -n 14 -workers 1,2":                                                     "", // the counter's workers
	} {
		if got := links[command]; got != want {
			t.Errorf("%s: links %q, want %q", command, got, want)
		}
	}
	if len(links) < 15 {
		t.Errorf("%d cells link the stepper: %v; want every solve and trace of an approach chapter", len(links), links)
	}
}

// Every page is a whole HTML document a screen reader can find its way
// in: a language, a title of its own, a viewport, the skip link to the main text,
// named navigation, and a text alternative for every image.
func TestPagesAreAccessible(t *testing.T) {
	s := bookSite(t).site
	pages := 0
	titled := map[string]string{} // the first page of each title
	for _, name := range s.Paths() {
		if !strings.HasSuffix(name, ".html") {
			continue
		}
		pages++
		doc := parse(t, s, name)
		problems := []string{}
		check := func(ok bool, problem string) {
			if !ok {
				problems = append(problems, problem)
			}
		}
		htmls := all(doc, tag("html"))
		check(len(htmls) == 1 && attr(htmls[0], "lang") == "en", "no lang")
		titles := all(doc, tag("title"))
		check(len(titles) == 1 && textOf(titles[0]) != "", "no title")
		if len(titles) == 1 {
			title := textOf(titles[0])
			if other, ok := titled[title]; ok {
				problems = append(problems, "the title of "+other+", "+title)
			}
			titled[title] = name
		}
		check(len(all(doc, func(n *html.Node) bool { return n.Data == "meta" && attr(n, "name") == "viewport" })) == 1, "no viewport")
		mains := all(doc, tag("main"))
		check(len(mains) == 1 && attr(mains[0], "id") == "main", "no main#main")
		skips := all(doc, func(n *html.Node) bool { return hasClass(n, "skip") })
		check(len(skips) == 1 && attr(skips[0], "href") == "#main", "no skip link")
		for _, nav := range all(doc, tag("nav")) {
			check(attr(nav, "aria-label") != "", "a nav without a name")
		}
		for _, img := range all(doc, tag("img")) {
			check(attr(img, "alt") != "", "an image without alt text: "+attr(img, "src"))
			check(attr(img, "width") != "" && attr(img, "height") != "", "an image without its size: "+attr(img, "src"))
		}
		check(len(all(doc, tag("h1"))) == 1, "not one h1")
		if len(problems) > 0 {
			t.Errorf("%s: %s", name, strings.Join(problems, "; "))
		}
	}
	if pages < 60 {
		t.Errorf("the site has %d pages", pages)
	}
}

// The pages a reader turns through, in order: each links the next, and
// the next links it back.
func TestPreviousAndNext(t *testing.T) {
	b := bookSite(t)
	var reading []string
	for _, p := range b.web.Pages {
		if p.Kind != book.DocumentPage {
			reading = append(reading, pagePath(p))
		}
	}
	for i, name := range reading {
		doc := parse(t, b.site, name)
		for _, rel := range []string{"prev", "next"} {
			links := all(doc, func(n *html.Node) bool { return n.Data == "a" && attr(n, "rel") == rel })
			want := ""
			switch {
			case rel == "prev" && i > 0:
				want = relative(name, reading[i-1])
			case rel == "next" && i+1 < len(reading):
				want = relative(name, reading[i+1])
			}
			got := ""
			if len(links) > 0 {
				got = attr(links[0], "href")
			}
			if got != want || len(links) > 1 {
				t.Errorf("%s: %d %s links, to %q; want %q", name, len(links), rel, got, want)
			}
		}
	}
}

// The exercises come in the order to give them, the order the teaching
// chapter lists them, which is the order of the exercise list.
func TestExercisesInTheirOrder(t *testing.T) {
	b := bookSite(t)
	var got, want []string
	for _, p := range b.web.Pages {
		if p.Kind == book.ExercisePage {
			got = append(got, p.Slug)
		}
	}
	for _, e := range exercise.All {
		want = append(want, e.Slug)
	}
	if !slices.Equal(got, want) {
		t.Errorf("exercises %v, want %v", got, want)
	}
}

// The same book builds the same bytes, and the copy built into the binary
// builds the very site the source tree does.
func TestDeterministicAndEmbedded(t *testing.T) {
	b := bookSite(t)
	again, err := FromSource(context.Background(), os.DirFS(root), noStepper)
	if err != nil {
		t.Fatal(err)
	}
	embedded, err := FromSource(context.Background(), queensbook.Source(), noStepper)
	if err != nil {
		t.Fatalf("the site from the embedded copy: %v", err)
	}
	for _, other := range []*Site{again, embedded} {
		if !slices.Equal(other.Paths(), b.site.Paths()) {
			t.Fatalf("two builds have the files\n%v\n%v", b.site.Paths(), other.Paths())
		}
		for _, name := range b.site.Paths() {
			x, _ := b.site.File(name)
			y, _ := other.File(name)
			if !bytes.Equal(x, y) {
				t.Errorf("%s differs between two builds", name)
			}
		}
	}
}
