package site

// changesPage is the page that lists the reader's changes to the book's
// code, which the notebook keeps in the browser, and offers them as a
// patch. It is a page of every site; without queens serve it says how
// changes are made.
const changesPage = "changes.html"

// changesBody is the page's text; the notebook (js/notebook/changes.js)
// fills the section in.
const changesBody = `<h1 id="your-changes">Your changes</h1>
<p>Every block of the book's Go code can be edited and run when <code>queens serve</code> serves the book: this page lists the blocks you changed, kept in this browser, each with a link to its chapter, and gives them to you as a patch of the module's files.</p>
<section id="nb-changes" aria-label="Your changes"></section>
`

// addChanges adds the page of the reader's changes to the site.
func (s *Site) addChanges(l *layouts) error {
	page, err := l.page(changesPage, "Your changes", nil, []byte(changesBody))
	s.files[changesPage] = page
	return err
}
