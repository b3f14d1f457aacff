package site_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/queensbook/queens/internal/browsertest"
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/queenscmd"
)

// The widths every page is loaded at: a small phone and a desktop.
var widths = []int64{375, 1280}

// TestBrowser loads every page of the web edition in headless Chromium and
// checks, at a phone's width and then at a desktop's, what a reader would
// notice: no console error or uncaught exception, no request that fails
// or leaves the site, no page that scrolls sideways, no image or picture
// drawn with no size, and every link inside the site leading to a page
// and an anchor that exist. With QUEENS_SCREENSHOTS naming a folder (make
// screenshot names one), it writes a screenshot of every page at both
// widths there, for a person to look at.
//
// In CI (the environment variable CI is set, as .ci/run sets it) a missing
// Chromium fails the test; elsewhere the test skips and says how to
// install it.
func TestBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test loads every page; run it without -short")
	}
	dir := siteDir(t)
	server, refused := serve(t, dir)
	pages := htmlPages(t, dir)
	shots := screenshotFolder(t)

	ctx, messages := browsertest.OpenTab(t)
	visited := map[string]*pageFacts{} // by the page's path in the site
	for _, page := range pages {
		for i, facts := range visit(t, ctx, messages, server.URL+"/"+page, shots != "") {
			for _, m := range facts.problems() {
				t.Errorf("%s at %d px: %s", page, widths[i], m)
			}
			visited[page] = facts
			if shots != "" {
				name := fmt.Sprintf("%s-%d.jpg", strings.ReplaceAll(strings.TrimSuffix(page, ".html"), "/", "_"), widths[i])
				if err := os.WriteFile(filepath.Join(shots, name), facts.screenshot, 0o644); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	readmeShot(t, ctx, server.URL+"/"+readmePage, shots)
	checkLinks(t, dir, visited)
	for _, r := range refused() {
		t.Errorf("a page asked for %s, which the site does not have", r)
	}
	if shots != "" {
		t.Logf("screenshots of %d pages at %v px: %s", len(pages), widths, shots)
	}
}

// The README shows a screenshot of the stepper at readmeStep of a
// search of readmePage: the board, the search tree so far and the line
// of code that made the step, lit.
const (
	readmePage = "stepper.html?approach=tuplestate&n=6&step=40"
	readmeStep = "40"
)

// readmeShot checks that the stepper at readmePage shows readmeStep with
// a node of the tree and a line of code lit and, given a screenshot
// folder, photographs it in a desktop window as readme.png there; make
// screenshot copies it to internal/site/testdata/site.png, where the
// README shows it.
func readmeShot(t *testing.T, ctx context.Context, url, shots string) {
	shown := fmt.Sprintf(`document.getElementById("st-pane-0")?.dataset.step === %q &&
		document.querySelector(".sc-lit") !== null && document.querySelector(".sp-panel [aria-current]") !== null`, readmeStep)
	err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800), browsertest.ColorScheme("light"), chromedp.Navigate(url))
	if err == nil {
		_, err = chromedp.Run(ctx, chromedp.Poll[bool](shown, chromedp.WithPollingTimeout(30*time.Second)))
	}
	if err == nil && shots != "" {
		var png []byte
		// The board and its panels fill the window, the controls above it.
		_, err = chromedp.Run(ctx, chromedp.Evaluate[bool](`(document.getElementById("st-pane-0").scrollIntoView({block: "start"}), true)`))
		if err == nil {
			png, err = chromedp.Run(ctx, chromedp.CaptureScreenshot())
		}
		if err == nil {
			err = os.WriteFile(filepath.Join(shots, "readme.png"), png, 0o644)
		}
	}
	if err != nil {
		t.Fatalf("photographing %s for the README: %v", url, err)
	}
}

// The browser tests share one build of the site, which each serves with
// a server of its own, and one Chromium, in which each opens a tab of its
// own. Both are made when a test first needs them, and undone by TestMain
// when the tests are done.
var (
	theSite = sync.OnceValues(buildSite)

	undoMu sync.Mutex
	undo   []func() // what TestMain undoes
)

// atEnd has TestMain call f when the tests are done.
func atEnd(f func()) {
	undoMu.Lock()
	undo = append(undo, f)
	undoMu.Unlock()
}

func TestMain(m *testing.M) {
	code := m.Run()
	for _, f := range undo {
		f()
	}
	browsertest.Close()
	os.Exit(code)
}

// buildSite writes the web edition into a temporary folder with the queens
// command, as a reader would.
func buildSite() (string, error) {
	tmp, err := os.MkdirTemp("", "queens-site-test-")
	if err != nil {
		return "", err
	}
	atEnd(func() { os.RemoveAll(tmp) })
	dir := filepath.Join(tmp, "site")
	if out, status := queens(context.Background(), "site", "-o", dir); status != 0 {
		return "", fmt.Errorf("queens site -o %s: status %d:\n%s", dir, status, out)
	}
	return dir, nil
}

// queens runs the queens command in-process and returns what it printed
// and its exit status.
func queens(ctx context.Context, args ...string) (string, int) {
	var out bytes.Buffer
	status := queenscmd.Main(ctx, args, cli.Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &out})
	return out.String(), status
}

// siteDir returns the folder of the site that the browser tests share.
func siteDir(t testing.TB) string {
	dir, err := theSite()
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// serve serves the folder over HTTP, as any static web server would, and
// returns a function that lists the requests it could not answer.
func serve(t testing.TB, dir string) (*httptest.Server, func() []string) {
	return browsertest.Serve(t, dir, nil)
}

// htmlPages lists the site's pages, by their paths in the site.
func htmlPages(t *testing.T, dir string) []string {
	var pages []string
	err := fs.WalkDir(os.DirFS(dir), ".", func(name string, d fs.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(name, ".html") {
			pages = append(pages, name)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(pages) < 10 {
		t.Fatalf("the site has %d pages: %v; want the index, every chapter and the exercises", len(pages), pages)
	}
	return pages
}

// screenshotFolder returns the folder that the environment variable
// QUEENS_SCREENSHOTS names, emptied, for the screenshots, or "" when it
// names none.
func screenshotFolder(t *testing.T) string {
	dir := os.Getenv("QUEENS_SCREENSHOTS")
	if dir == "" {
		return ""
	}
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// pageFacts is what a page showed at one width.
type pageFacts struct {
	URL         string   `json:"url"`
	Title       string   `json:"title"`
	ScrollWidth int      `json:"scrollWidth"` // of the whole document
	Width       int      `json:"width"`       // of the viewport
	Empty       []string `json:"empty"`       // images and pictures drawn with no size
	Broken      []string `json:"broken"`      // images that did not load
	Foreign     []string `json:"foreign"`     // resources from outside the site
	IDs         []string `json:"ids"`
	Links       []string `json:"links"` // every href inside the site, resolved
	console     []string
	screenshot  []byte
}

// facts gathers a page's facts in the browser, once it has loaded.
const facts = `(() => {
	const shown = e => e.checkVisibility();
	const name = e => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + (e.getAttribute('src') ? ' ' + e.getAttribute('src') : '');
	const drawn = [...document.querySelectorAll('img, svg')].filter(e => !e.parentElement.closest('svg') && shown(e));
	return {
		url: location.href,
		title: document.title,
		scrollWidth: document.documentElement.scrollWidth,
		width: window.innerWidth,
		empty: drawn.filter(e => { const r = e.getBoundingClientRect(); return r.width < 1 || r.height < 1; }).map(name),
		broken: [...document.images].filter(i => !i.complete || i.naturalWidth === 0).map(name),
		foreign: performance.getEntriesByType('resource').map(r => r.name).filter(u => new URL(u).origin !== location.origin),
		ids: [...document.querySelectorAll('[id]')].map(e => e.id),
		links: [...document.querySelectorAll('a[href]')].map(a => a.href).filter(h => new URL(h).origin === location.origin),
	};
})()`

// visit loads url once, at the first of widths, and gathers its facts at
// each width in turn, resizing the window, with screenshots of the whole
// page when asked.
func visit(t *testing.T, ctx context.Context, messages *browsertest.Console, url string, screenshots bool) []*pageFacts {
	t.Helper()
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	messages.Take()
	var all []*pageFacts
	for i, width := range widths {
		step := chromedp.EmulateViewport(width, 900)
		if i == 0 {
			step = chromedp.Steps(step, chromedp.Navigate(url))
		}
		if err := chromedp.Do(ctx, step); err != nil {
			t.Fatalf("loading %s at %d px: %v", url, width, err)
		}
		raw, err := chromedp.Run(ctx, chromedp.Evaluate[json.RawMessage](facts))
		var f pageFacts
		if err == nil {
			err = json.Unmarshal(raw, &f)
		}
		if err != nil {
			t.Fatalf("reading %s at %d px: %v", url, width, err)
		}
		// A JPEG: a whole page as PNG takes a few megabytes.
		if screenshots {
			if f.screenshot, err = chromedp.Run(ctx, chromedp.FullScreenshot(80)); err != nil {
				t.Fatalf("photographing %s at %d px: %v", url, width, err)
			}
		}
		f.console = messages.Take()
		all = append(all, &f)
	}
	return all
}

// problems lists what is wrong with a page as it showed.
func (f *pageFacts) problems() []string {
	var ps []string
	ps = append(ps, f.console...)
	if f.Title == "" {
		ps = append(ps, "the page has no title")
	}
	if f.ScrollWidth > f.Width {
		ps = append(ps, fmt.Sprintf("the page scrolls sideways: it is %d px wide in a %d px window", f.ScrollWidth, f.Width))
	}
	for _, e := range f.Empty {
		ps = append(ps, "drawn with no size: "+e)
	}
	for _, e := range f.Broken {
		ps = append(ps, "an image did not load: "+e)
	}
	for _, u := range f.Foreign {
		ps = append(ps, "fetched from outside the site: "+u)
	}
	if dup := duplicates(f.IDs); len(dup) > 0 {
		ps = append(ps, fmt.Sprintf("ids used twice: %v", dup))
	}
	return ps
}

// duplicates returns the strings that occur more than once in ss.
func duplicates(ss []string) []string {
	count := map[string]int{}
	var dup []string
	for _, s := range ss {
		if count[s]++; count[s] == 2 {
			dup = append(dup, s)
		}
	}
	return dup
}

// checkLinks checks every link inside the site: a link to a page must
// name a page that was visited and, after a #, an id of that page; a link
// to another file must name a file of the site.
func checkLinks(t *testing.T, dir string, visited map[string]*pageFacts) {
	links := 0
	for from, f := range visited {
		for _, link := range f.Links {
			links++
			target, anchor, _ := strings.Cut(link, "#")
			target, _, _ = strings.Cut(target, "?") // the stepper's settings
			page := strings.TrimPrefix(target, f.origin())
			if page == "" || strings.HasSuffix(page, "/") {
				page += "index.html"
			}
			to, isPage := visited[page]
			switch {
			case !isPage:
				if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(page))); err != nil {
					t.Errorf("%s links to %s, which the site does not have", from, link)
				}
			case anchor != "" && !slices.Contains(to.IDs, anchor):
				t.Errorf("%s links to %s, and %s has no id %q", from, link, page, anchor)
			}
		}
	}
	if links < 100 {
		t.Errorf("found %d links inside the site; want the contents, the sidebars and the chapters' links", links)
	}
}

// origin returns the scheme, host and port of the page's URL, with the
// slash after them.
func (f *pageFacts) origin() string {
	scheme, rest, _ := strings.Cut(f.URL, "://")
	host, _, _ := strings.Cut(rest, "/")
	return scheme + "://" + host + "/"
}
