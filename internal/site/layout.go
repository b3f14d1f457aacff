package site

import (
	"bytes"
	"fmt"
	"html/template"
	"sync"

	"github.com/queensbook/queens/internal/book"
)

// pageTemplate returns the template that lays out every page: the
// header, the text, the previous and next pages, and the contents beside
// the text (below it on a narrow screen). It is parsed for the first
// page, not when the program starts: most commands make no page.
var pageTemplate = sync.OnceValues(func() (*template.Template, error) {
	return template.ParseFS(assets, "assets/page.html")
})

// layout is what pageTemplate shows of one page. Every Href is relative
// to the page.
type layout struct {
	Title string // of the window: the page's and the book's
	Book  string // the book's title
	Root  string // the way up to the site's root folder: "", "../", ...
	Body  template.HTML
	// Wide lets the text take the whole width, for a source file.
	Wide bool
	// Contents are the chapters with their sections, on the index page.
	Contents []entry
	// List is the exercises, on their index page.
	List       *entry
	Prev, Next *entry
	// AtHome, Chapters and Exercises are the sidebar: the book's title,
	// the chapters with the current one's sections, and the exercises,
	// listed when the page is one of them.
	AtHome    bool
	Chapters  []entry
	Exercises *entry
	// Stepper leads to the stepper, the page where a reader watches a
	// search, from the sidebar and the index's contents.
	Stepper entry
	// Changes leads to the page of the reader's changes.
	Changes string
	// Exercise is the slug of the exercise the page gives, for the
	// notebook to open the student's file in an editor; "" on other pages.
	Exercise string
}

// entry is a link in a list of pages.
type entry struct {
	Href, Title string
	Current     bool // the page shown
	Sections    []entry
}

// layouts lays out the pages of a web edition: it knows the order in
// which they are read.
type layouts struct {
	web       *book.Web
	reading   []*book.Page // front, chapters, exercises' index, exercises
	chapters  []*book.Page
	exercises []*book.Page
	index     *book.Page // of the exercises, or nil
}

func newLayouts(web *book.Web) *layouts {
	l := &layouts{web: web}
	for _, p := range web.Pages {
		switch p.Kind {
		case book.ChapterPage:
			l.chapters = append(l.chapters, p)
		case book.ExercisesPage:
			l.index = p
		case book.ExercisePage:
			l.exercises = append(l.exercises, p)
		}
		if p.Kind != book.DocumentPage {
			l.reading = append(l.reading, p)
		}
	}
	return l
}

// page lays out the page at path at, titled title, with body, as a page
// of the web edition (p) or, for p nil, a source page.
func (l *layouts) page(at, title string, p *book.Page, body []byte) ([]byte, error) {
	v := layout{
		Title:    title + " · " + l.web.Title,
		Book:     l.web.Title,
		Root:     relative(at, ""),
		Body:     template.HTML(body),
		AtHome:   at == "index.html",
		Chapters: l.chapterEntries(at, p, false),
		Wide:     p == nil,
		Stepper:  entry{Href: relative(at, stepperPage), Title: "The stepper: watch a search", Current: at == stepperPage},
		Changes:  relative(at, changesPage),
	}
	if l.index != nil {
		e := l.entry(at, l.index)
		if p != nil && (p.Kind == book.ExercisesPage || p.Kind == book.ExercisePage) {
			e.Sections = l.entries(at, l.exercises)
		}
		v.Exercises = &e
	}
	if p != nil {
		l.neighbours(&v, at, p)
		switch p.Kind {
		case book.FrontPage:
			v.Title = l.web.Title
			v.Contents = l.chapterEntries(at, nil, true)
		case book.ExercisesPage:
			v.List = &entry{Title: "The exercises", Sections: l.entries(at, l.exercises)}
		case book.ExercisePage:
			v.Exercise = p.Slug
		}
	}
	t, err := pageTemplate()
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	err = t.Execute(&out, v)
	return out.Bytes(), err
}

// neighbours sets the previous and next pages of p in the reading order.
func (l *layouts) neighbours(v *layout, at string, p *book.Page) {
	for i, q := range l.reading {
		if q != p {
			continue
		}
		if i > 0 {
			e := l.entry(at, l.reading[i-1])
			v.Prev = &e
		}
		if i+1 < len(l.reading) {
			e := l.entry(at, l.reading[i+1])
			v.Next = &e
		}
	}
}

// chapterEntries lists the chapters as links from the page at path at:
// with the sections (level-two headings) of every chapter when all is
// set, and otherwise of the current page p alone.
func (l *layouts) chapterEntries(at string, p *book.Page, all bool) []entry {
	var es []entry
	for _, c := range l.chapters {
		e := entry{Href: relative(at, pagePath(c)), Title: c.Title, Current: c == p}
		if all || c == p {
			for _, h := range c.Headings {
				if h.Level == 2 {
					e.Sections = append(e.Sections, entry{Href: relative(at, pagePath(c)+"#"+h.Anchor), Title: h.Text})
				}
			}
		}
		es = append(es, e)
	}
	return es
}

// entries lists pages as links from the page at path at.
func (l *layouts) entries(at string, pages []*book.Page) []entry {
	var es []entry
	for _, p := range pages {
		es = append(es, l.entry(at, p))
	}
	return es
}

// entry is the link to page p from the page at path at, titled with the
// chapter's number for a chapter.
func (l *layouts) entry(at string, p *book.Page) entry {
	title := p.Title
	if p.Kind == book.ChapterPage {
		title = fmt.Sprintf("%d. %s", p.Number, p.Title)
	}
	return entry{Href: relative(at, pagePath(p)), Title: title, Current: pagePath(p) == at}
}
