package book

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"regexp"
	"strconv"
	"strings"

	"github.com/yuin/goldmark/ast"
)

// Files of the chapters folder that are not chapters.
const (
	orderFile = "ORDER"    // the chapters' slugs, in order
	frontFile = "FRONT.md" // the book's title and introduction
	readme    = "README.md"
)

// Book is the book's source: the front matter and the chapters listed in
// chapters/ORDER, read from the files of a module.
type Book struct {
	// Files is the module's source tree, rooted where go.mod is: the
	// chapters folder and the package folders that directives name. It is
	// os.DirFS of the module root, or a copy embedded in a binary.
	Files fs.FS
	// Front is chapters/FRONT.md: the book's title, as its first line,
	// and the introduction that comes before the table of contents.
	Front *Chapter
	// Chapters are the chapters in the order of chapters/ORDER.
	Chapters []*Chapter
	// Draw draws the pictures that <!-- picture NAME --> directives
	// embed. Load leaves it nil; a book that embeds a picture needs one.
	Draw Drawer

	drawn map[string]drawing // the pictures drawn so far, by name
}

// Chapter is one Markdown file of the chapters folder.
type Chapter struct {
	// Number is the chapter's place in ORDER, from 1 (0 for the front).
	Number int
	// Slug names the chapter in ORDER and on the command line; the file
	// is SLUG.md.
	Slug string
	// Title is the Markdown text of the title, the first line's level-one
	// heading.
	Title string
	// File is the path from the module root, such as chapters/octal.md.
	File string
	// Source is the chapter file as read, and Doc its syntax tree as
	// goldmark parses it (CommonMark): the segments of Doc's nodes are
	// byte offsets into Source. The builder edits Source by these offsets.
	Source []byte
	Doc    ast.Node

	md       *parsed
	sections []*section
	embeds   []*directive // in order
}

// section is a heading of a chapter.
type section struct {
	heading *ast.Heading
	at      position
	level   int    // as written in the chapter: 1 for the title
	text    string // the heading's Markdown text, for the contents
	local   string // its anchor when the chapter file is shown alone
	book    string // its anchor in book.md
}

// slugPattern is what a chapter's name looks like.
var slugPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// Load reads chapters/ORDER, chapters/FRONT.md and every chapter from
// files, a module's source tree (see [Book.Files]). It reports every problem it finds at once, each with its file and
// line: a missing or repeated chapter, a chapter file that ORDER does not
// list, a chapter without a title, a malformed directive.
func Load(files fs.FS) (*Book, error) {
	b := &Book{Files: files}
	text, err := fs.ReadFile(files, chapterPath(orderFile))
	if err != nil {
		return nil, fmt.Errorf("no chapter list: %w", err)
	}
	order, err := parseOrder(text)
	errs := []error{err}
	b.Front, err = readFront(files)
	errs = append(errs, err)
	for i, entry := range order {
		c, err := readChapter(files, entry, i+1)
		errs = append(errs, err)
		b.Chapters = append(b.Chapters, c)
	}
	errs = append(errs, unlisted(files, order))
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return b, nil
}

// Lookup finds a chapter by its slug or its number.
func (b *Book) Lookup(ref string) (*Chapter, bool) {
	for _, c := range b.Chapters {
		if c.Slug == ref || strconv.Itoa(c.Number) == ref {
			return c, true
		}
	}
	return nil, false
}

// chapterPath returns the path of a file of the chapters folder from the
// module root, as error messages and links write it.
func chapterPath(name string) string { return "chapters/" + name }

// orderEntry is one chapter listed in ORDER.
type orderEntry struct {
	slug string
	at   position
}

// parseOrder reads chapters/ORDER: one slug a line. Blank lines and lines
// starting with # are skipped.
func parseOrder(text []byte) ([]orderEntry, error) {
	var order []orderEntry
	var errs []error
	firstSeen := map[string]int{}
	scanner := bufio.NewScanner(bytes.NewReader(text))
	for n := 1; scanner.Scan(); n++ {
		slug := strings.TrimSpace(scanner.Text())
		at := position{chapterPath(orderFile), n}
		switch {
		case slug == "" || strings.HasPrefix(slug, "#"):
			continue
		case !slugPattern.MatchString(slug):
			errs = append(errs, fmt.Errorf("%v: %q is not a chapter name: use lower-case letters, digits and hyphens", at, slug))
		case firstSeen[slug] > 0:
			errs = append(errs, fmt.Errorf("%v: %s is listed twice (first at line %d)", at, slug, firstSeen[slug]))
		default:
			firstSeen[slug] = n
			order = append(order, orderEntry{slug, at})
		}
	}
	return order, errors.Join(errs...)
}

// unlisted reports the chapter files that ORDER does not list, which the
// book would silently leave out.
func unlisted(files fs.FS, order []orderEntry) error {
	entries, err := fs.ReadDir(files, "chapters")
	if err != nil {
		return err
	}
	listed := map[string]bool{readme: true, frontFile: true}
	for _, entry := range order {
		listed[entry.slug+".md"] = true
	}
	var errs []error
	for _, e := range entries {
		if name := e.Name(); strings.HasSuffix(name, ".md") && !listed[name] {
			errs = append(errs, fmt.Errorf("%s is not listed in %s, so the book would leave it out", chapterPath(name), chapterPath(orderFile)))
		}
	}
	return errors.Join(errs...)
}

// readChapter reads and parses the chapter of an ORDER entry. It always
// returns a chapter, so that Load can go on collecting errors.
func readChapter(files fs.FS, entry orderEntry, number int) (*Chapter, error) {
	c := &Chapter{Number: number, Slug: entry.slug, File: chapterPath(entry.slug + ".md")}
	return c, c.read(files, fmt.Sprintf("%v: chapter %s has no file %s", entry.at, entry.slug, c.File))
}

// readFront reads and parses chapters/FRONT.md.
func readFront(files fs.FS) (*Chapter, error) {
	c := &Chapter{File: chapterPath(frontFile)}
	return c, c.read(files, c.File+" is missing: it holds the book's title and introduction")
}

// read reads and parses the chapter's file; missing is the error message
// for a file that does not exist.
func (c *Chapter) read(files fs.FS, missing string) error {
	text, err := fs.ReadFile(files, c.File)
	if errors.Is(err, fs.ErrNotExist) {
		return errors.New(missing)
	}
	if err != nil {
		return err
	}
	return c.parse(text)
}

// parse parses the chapter and finds its title, headings and directives.
// Line endings become \n first, so that a chapter saved with \r\n reads
// the same.
func (c *Chapter) parse(src []byte) error {
	src = bytes.ReplaceAll(bytes.ReplaceAll(src, []byte("\r\n"), []byte("\n")), []byte("\r"), []byte("\n"))
	c.md = parseMarkdown(src)
	c.Source, c.Doc = src, c.md.doc
	var errs []error
	if h, ok := c.Doc.FirstChild().(*ast.Heading); !ok || h.Level != 1 || c.md.lineOf(headingStart(h)) != 1 {
		errs = append(errs, fmt.Errorf("%v: the first line must be the title, as a level-one heading (# Title)", position{c.File, 1}))
	}
	local := anchors{}
	ast.Walk(c.Doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Heading:
			errs = append(errs, c.heading(n, local))
		case *ast.HTMLBlock:
			errs = append(errs, c.directive(n))
		case *ast.FencedCodeBlock:
			errs = append(errs, c.unclosed(n))
		case *ast.Paragraph:
			errs = append(errs, c.byPosition(n))
		}
		return ast.WalkContinue, nil
	})
	return errors.Join(errs...)
}

// positional matches a chapter named by its place in the book.
var positional = regexp.MustCompile(`(?i)\bthe\s+(last|next|previous|following|preceding)\s+chapter`)

// byPosition refuses prose that names a chapter by its place, "the next
// chapter": the order changes as the book grows, and a reader of the web
// edition or of one chapter in a terminal has no "next". A link names the
// chapter itself.
func (c *Chapter) byPosition(p *ast.Paragraph) error {
	m := positional.FindString(plainText(p, c.Source))
	if m == "" {
		return nil
	}
	at := position{c.File, c.md.lineOf(p.Lines().At(0).Start)}
	return fmt.Errorf("%v: %q names a chapter by its place in the book, which changes; link to it by name instead, as in [the bit-mask chapter](bitboard.md)", at, strings.Join(strings.Fields(m), " "))
}

// heading records a heading, ATX or setext, at any depth (in a block
// quote, a list item) as a section. The first line must be the title, the
// only level-one heading.
func (c *Chapter) heading(h *ast.Heading, local anchors) error {
	start := headingStart(h)
	if start < 0 {
		return fmt.Errorf("%s: a level-%d heading has no text", c.File, h.Level)
	}
	at := position{c.File, c.md.lineOf(start)}
	switch {
	case h.Level == 1 && at.line != 1:
		return fmt.Errorf("%v: only the first line may be a level-one heading; use ## for a section", at)
	case h.Level == 6:
		return fmt.Errorf("%v: a level-six heading has no level below it for the book to move it to; use ##### at most", at)
	}
	var words []string
	for i := 0; i < h.Lines().Len(); i++ {
		words = append(words, strings.TrimSpace(string(segmentText(c.Source, h.Lines().At(i)))))
	}
	s := &section{heading: h, at: at, level: h.Level, text: strings.Join(words, " ")}
	s.local = local.add(plainText(h, c.Source))
	if h.Level == 1 {
		c.Title = s.text
	}
	c.sections = append(c.sections, s)
	return nil
}

// headingStart returns the offset of a heading's text, or -1 for a heading
// without text, whose place goldmark does not record.
func headingStart(h *ast.Heading) int {
	if h.Lines().Len() == 0 {
		return -1
	}
	return h.Lines().At(0).Start
}

// directive records an HTML block that is a directive. Only a comment
// alone on its line can be one; a fenced or an indented code block is
// code, whatever it holds.
func (c *Chapter) directive(b *ast.HTMLBlock) error {
	if b.HTMLBlockType != ast.HTMLBlockType2 || b.Lines().Len() != 1 {
		return nil
	}
	line := b.Lines().At(0)
	at := position{c.File, c.md.lineOf(line.Start)}
	d, ok, err := parseDirective(strings.TrimRight(string(segmentText(c.Source, line)), "\n"), at)
	if !ok || err != nil {
		return err
	}
	// At the top level the expansion replaces the whole line. Inside a
	// list item or a block quote it starts where the comment does and
	// every line after the first repeats the container's indentation.
	start := c.md.lineStart(line.Start)
	d.replace = span{start, line.Stop}
	if _, top := b.Parent().(*ast.Document); !top {
		d.replace.start = line.Start
		d.indent = continuation(c.Source[start:line.Start])
	}
	c.embeds = append(c.embeds, d)
	return nil
}

// continuation turns what comes before a block on its first line (block
// quote marks, list markers, spaces) into what comes before it on the
// lines after: the quote marks stay and the list markers become spaces.
func continuation(prefix []byte) string {
	var s strings.Builder
	for _, b := range prefix {
		switch b {
		case '>', ' ', '\t':
			s.WriteByte(b)
		default:
			s.WriteByte(' ')
		}
	}
	return s.String()
}

// unclosed reports a fenced code block that runs to the end of the file,
// which is nearly always a fence left open by mistake.
func (c *Chapter) unclosed(f *ast.FencedCodeBlock) error {
	lines := f.Lines()
	if lines.Len() == 0 || lines.At(lines.Len()-1).Stop < len(c.Source) {
		return nil
	}
	first := c.md.lineStart(lines.At(0).Start)
	opening := strings.TrimLeft(string(c.Source[c.md.lineStart(max(first-1, 0)):max(first-1, 0)]), " \t>")
	marker := opening[:len(opening)-len(strings.TrimLeft(opening, opening[:min(1, len(opening))]))]
	return fmt.Errorf("%s: a fenced code block (%s) is never closed", c.File, marker)
}

// directives returns the chapter's directives of kind k, in order.
func (c *Chapter) directives(k kind) []*directive {
	var ds []*directive
	for _, d := range c.embeds {
		if d.kind == k {
			ds = append(ds, d)
		}
	}
	return ds
}
