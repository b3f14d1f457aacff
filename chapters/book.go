package chapters

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"regexp"
	"strconv"
	"strings"
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
}

// Chapter is one Markdown file of the chapters folder.
type Chapter struct {
	// Number is the chapter's place in ORDER, from 1 (0 for the front).
	Number int
	// Slug names the chapter in ORDER and on the command line; the file
	// is SLUG.md.
	Slug string
	// Title is the text of the first line, a level-one heading.
	Title string
	// File is the path from the module root, such as chapters/octal.md.
	File string

	lines    []line
	sections []*section
}

// line is one line of a chapter file.
type line struct {
	text      string
	code      bool       // a fence, or a line inside a fenced block
	heading   *section   // set when the line is a heading
	directive *directive // set when the line is a directive
}

// section is a heading of a chapter.
type section struct {
	level int    // as written in the chapter: 1 for the title
	text  string // the heading's Markdown text
	local string // its anchor when the chapter file is shown alone
	book  string // its anchor in book.md
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
	return c.parse(string(text))
}

// parse splits the chapter into lines and finds its title, headings and
// directives.
func (c *Chapter) parse(text string) error {
	var f fences
	local := anchors{}
	var errs []error
	for i, t := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		at := position{c.File, i + 1}
		l := line{text: t, code: f.step(t)}
		if !l.code {
			var err error
			l.heading, err = c.heading(t, at, local)
			errs = append(errs, err)
			l.directive, _, err = parseDirective(t, at)
			errs = append(errs, err)
		}
		c.lines = append(c.lines, l)
	}
	if f.open != "" {
		errs = append(errs, fmt.Errorf("%s: a fenced code block (%s) is never closed", c.File, f.open))
	}
	return errors.Join(errs...)
}

// heading records line as a section when it is a heading. The first line
// must be the title, the only level-one heading.
func (c *Chapter) heading(text string, at position, local anchors) (*section, error) {
	level, title := parseHeading(text)
	switch {
	case at.line == 1 && level != 1:
		return nil, fmt.Errorf("%v: the first line must be the title, as a level-one heading (# Title)", at)
	case level == 0:
		return nil, nil
	case level == 1 && at.line != 1:
		return nil, fmt.Errorf("%v: only the first line may be a level-one heading; use ## for a section", at)
	case level == 6:
		return nil, fmt.Errorf("%v: a level-six heading has no level below it for the book to move it to; use ##### at most", at)
	}
	if level == 1 {
		c.Title = title
	}
	s := &section{level: level, text: title, local: local.add(title)}
	c.sections = append(c.sections, s)
	return s, nil
}

// directives returns the chapter's directives of kind k, in order.
func (c *Chapter) directives(k kind) []*directive {
	var ds []*directive
	for _, l := range c.lines {
		if l.directive != nil && l.directive.kind == k {
			ds = append(ds, l.directive)
		}
	}
	return ds
}
