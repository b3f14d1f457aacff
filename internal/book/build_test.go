package book

import (
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/sebdah/goldie/v2"
	"github.com/yuin/goldmark/ast"
)

// fake answers the commands of the fixtures the way the queens command
// would, and counts the runs of each.
type fake struct {
	mu   sync.Mutex
	runs map[string]int
}

func (f *fake) run(args []string) ([]byte, int) {
	command := strings.Join(args, " ")
	f.mu.Lock()
	if f.runs == nil {
		f.runs = map[string]int{}
	}
	f.runs[command]++
	f.mu.Unlock()
	switch command {
	case "solve -n 4":
		return []byte("1 3 0 2\n2 0 3 1\n"), 0
	case "solve -fixed a1, b3":
		return []byte("queens solve: fixed queens a1 and b3 attack each other"), 2
	}
	return []byte("line one\nqueens " + command + ": something broke\n"), 1
}

// draw draws the fixtures' one picture, and knows no other.
func draw(name string) ([]byte, string, error) {
	if name == "corner" {
		return []byte("<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n"), "a queen on a1 [the corner]", nil
	}
	return nil, "", fmt.Errorf("there is no picture %q", name)
}

func TestBuild(t *testing.T) {
	var f fake
	got, err := Build(os.DirFS("testdata/book"), f.run, draw)
	if err != nil {
		t.Fatal(err)
	}
	g := goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".golden"))
	g.Assert(t, "book", got)
	if f.runs["solve -n 4"] != 1 {
		t.Errorf("the cell 'solve -n 4' appears twice and ran %d times, want once", f.runs["solve -n 4"])
	}
}

// TestContentsLinks checks that every link to an anchor in the built book
// lands on a heading of the book, counting the headings afresh.
func TestContentsLinks(t *testing.T) {
	var f fake
	book, err := Build(os.DirFS("testdata/book"), f.run, draw)
	if err != nil {
		t.Fatal(err)
	}
	md := parseMarkdown(book)
	taken := anchors{}
	var links [][]string
	ast.Walk(md.doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		switch n := n.(type) {
		case *ast.Heading:
			if entering {
				taken.add(plainText(n, book))
			}
		case *ast.Link:
			if target, ok := strings.CutPrefix(string(n.Destination), "#"); entering && ok {
				links = append(links, []string{"", target})
			}
		}
		return ast.WalkContinue, nil
	})
	if len(links) < 5 {
		t.Fatalf("found %d links to anchors in the book, want the contents and the fixture's links", len(links))
	}
	for _, m := range links {
		if !taken.has(m[1]) {
			t.Errorf("link to #%s, but no heading has that anchor", m[1])
		}
	}
}

func TestBuildReportsEveryBadDirective(t *testing.T) {
	var f fake
	_, err := Build(os.DirFS("testdata/bad"), f.run, draw)
	if err == nil {
		t.Fatal("Build succeeded; want errors")
	}
	want := []string{
		"chapters/bad.md:3: <!-- code pkg/nowhere Solve -->: no package folder pkg/nowhere in the module",
		"chapters/bad.md:5: <!-- code pkg/sample Solv -->: pkg/sample declares no Solv (did you mean Solve?)",
		"chapters/bad.md:7: <!-- output pkg/sample ExampleSolve -->: ExampleSolve in pkg/sample has no // Output: comment",
		"chapters/bad.md:9: <!-- output pkg/sample ExampleSolve_empty -->: ExampleSolve_empty in pkg/sample has an empty // Output: comment",
		"chapters/bad.md:11: the cell \"queens fail\" exited with status 1:\n\tline one\n\tqueens fail: something broke\n",
		"chapters/bad.md:13: the cell \"queens solve -n 4\" should fail (run!) but exited with status 0",
		"chapters/bad.md:15: link #nowhere: chapters/bad.md has no heading with the anchor #nowhere",
		"chapters/bad.md:15: link ../nothing.go: there is no file nothing.go",
		"chapters/bad.md:15: link gone.md#x: there is no file chapters/gone.md",
		`chapters/bad.md:17: <!-- picture nowhere -->: there is no picture "nowhere"`,
	}
	for _, w := range want {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("the errors do not contain\n%s\nthey are:\n%v", w, err)
		}
	}
}

func TestLoadReportsEveryBrokenChapter(t *testing.T) {
	_, err := Load(os.DirFS("testdata/broken"))
	if err == nil {
		t.Fatal("Load succeeded; want errors")
	}
	want := []string{
		"chapters/ORDER:3: notitle is listed twice (first at line 1)",
		`chapters/ORDER:4: "Bad_Name" is not a chapter name`,
		"chapters/ORDER:2: chapter missing has no file chapters/missing.md",
		"chapters/notitle.md:1: the first line must be the title",
		"chapters/notitle.md:3: only the first line may be a level-one heading",
		"chapters/notitle.md:5: <!-- code onlyonearg -->: want <!-- code PKGDIR IDENT -->",
		"chapters/notitle.md:7: <!-- run ls -->: a cell runs the queens command",
		"chapters/notitle.md:9: <!-- picture Two Words -->: want <!-- picture NAME -->",
		"chapters/notitle.md: a fenced code block (```) is never closed",
		"chapters/stray.md is not listed in chapters/ORDER",
	}
	for _, w := range want {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("the errors do not contain\n%s\nthey are:\n%v", w, err)
		}
	}
}

func TestLookup(t *testing.T) {
	b, err := Load(os.DirFS("testdata/book"))
	if err != nil {
		t.Fatal(err)
	}
	for _, ref := range []string{"two", "2"} {
		if c, ok := b.Lookup(ref); !ok || c.Slug != "two" || c.Title != "The second `chapter`: 8! = 40,320?" {
			t.Errorf("Lookup(%q) = %+v, %v; want chapter two", ref, c, ok)
		}
	}
	for _, ref := range []string{"three", "0", "3", ""} {
		if c, ok := b.Lookup(ref); ok {
			t.Errorf("Lookup(%q) = %s, want none", ref, c.Slug)
		}
	}
}

// TestExpand checks that a chapter read on its own keeps its headings and
// links as written.
func TestExpand(t *testing.T) {
	b, err := Load(os.DirFS("testdata/book"))
	if err != nil {
		t.Fatal(err)
	}
	c, _ := b.Lookup("one")
	var f fake
	got, err := b.Expand(c, f.run)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"# The first chapter\n",
		"## Try it\n",
		"[the second chapter](two.md)",
		"```console\n$ queens solve -fixed 'a1, b3'\nqueens solve: fixed queens a1 and b3 attack each other\n[exit status 2]\n```\n",
	} {
		if !strings.Contains(string(got), want) {
			t.Errorf("the expanded chapter lacks %q:\n%s", want, got)
		}
	}
	if len(f.runs) != 2 {
		t.Errorf("Expand ran %v, want the two cells of chapter one only", f.runs)
	}
}

func TestCheck(t *testing.T) {
	committed := []byte("a\nb\nc\nd\ne\n")
	if err := Check("book.md", committed, committed); err != nil {
		t.Errorf("Check of equal books = %v, want nil", err)
	}
	err := Check("book.md", committed, []byte("a\nB\nC\nx\nd\ne\n"))
	want := "book.md differs from a fresh build from line 2:\n" +
		"diff book.md (committed) book.md (fresh build)\n" +
		"--- book.md (committed)\n+++ book.md (fresh build)\n" +
		"@@ -1,5 +1,6 @@\n a\n-b\n-c\n+B\n+C\n+x\n d\n e"
	if err == nil || err.Error() != want {
		t.Errorf("Check = %v\nwant %s", err, want)
	}
}

// TestReplay checks that building again from the cells of a built book
// gives the same book, and that a cell the book lacks fails.
func TestReplay(t *testing.T) {
	var f fake
	first, err := Build(os.DirFS("testdata/book"), f.run, draw)
	if err != nil {
		t.Fatal(err)
	}
	again, err := Build(os.DirFS("testdata/book"), Replay(first), draw)
	if err != nil {
		t.Fatal(err)
	}
	if err := Check("book.md", first, again); err != nil {
		t.Error(err)
	}
	out, status := Replay(first)([]string{"solve", "-n", "5"})
	if status == 0 || !strings.Contains(string(out), "no cell 'queens solve -n 5'") {
		t.Errorf("replaying a cell the book lacks = %q, status %d; want a failure", out, status)
	}
}
