package site_test

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/queensbook/queens/internal/browsertest"
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/queenscmd"
)

// axeScript is axe-core, vendored from npm in the folder axe (npm ci &&
// npm run build there copies it from the version package-lock.json pins).
const axeScript = "axe/axe.min.js"

// The looks of a page that axe checks: every theme at every width.
var themes = []string{"light", "dark"}

// failing are the impacts that fail the test; axe's other two, minor and
// moderate, are left to a person's judgement.
var failing = []string{"serious", "critical"}

// settledWhen says, for a page whose script draws it after loading,
// when it is drawn; every page waits for the notebook's script too.
var settledWhen = map[string]string{
	"stepper.html": `document.getElementById("stepper").dataset.ready === "1"`,
}

// awaited are violations, by page and axe's rule, that are known and
// fixed elsewhere: the test reports them without failing, and fails
// once one is gone, so that its entry is taken out.
var awaited = map[string][]string{}

// stepperStates are the looks of the stepper beyond its first, by the
// address that opens each and, when it needs more than its start, when
// it is drawn: a conflict with a fixed queen, a refusal, a search at its
// end, the question before a long run, a board set by hand, a race,
// the projector view.
var stepperStates = map[string]string{
	"stepper.html?approach=tuplestate&n=8&fixed=c4,f2&step=76":       "",
	"stepper.html?approach=tuplestate&n=0":                           "",
	"stepper.html?approach=tuplestate&n=5&speed=max&autoplay=1":      `document.getElementById("st-pane-0").dataset.done === "1"`,
	"stepper.html?approach=octal&n=8&speed=max&autoplay=1":           `!document.getElementById("st-ask").hidden`,
	"stepper.html?approach=tuplestate&n=8&fixed=c4,c6&mode=yourself": "",
	"stepper.html?approach=tuplestate&race=bitboard&n=6&step=40":     "",
	"stepper.html?approach=gridbacktrack&n=6&step=30&view=projector": "",
}

// TestAccessibility runs axe-core on every page of the web edition, light
// and dark, at a phone's width and a desktop's, in both of the ways a
// reader meets the pages: as the static site, read-only, and as queens
// serve shows them to the reader who holds its token, with the
// notebook's controls. Every violation of serious or critical impact
// fails the test, with the elements it was found on.
//
// To check another look, add it to themes or widths; a new page of the
// site is checked as soon as the site has it, and one drawn by its own
// script after loading says in settledWhen when it is drawn.
func TestAccessibility(t *testing.T) {
	if testing.Short() {
		t.Skip("the accessibility test runs axe on every page in Chromium; run it without -short")
	}
	dir := siteDir(t)
	static, _ := serve(t, dir)
	served, token := serveNotebook(t)
	pages := sourceSample(t, dir, htmlPages(t, dir))
	sites := []struct {
		name, url string
		pages     []string
	}{
		{"site", static.URL + "/", pages},
		// The source files' pages hold nothing the notebook runs.
		{"notebook", served, slices.DeleteFunc(slices.Clone(pages), func(p string) bool { return strings.HasPrefix(p, "src/") })},
	}
	// Pages are checked axeTabs at a time, each in a tab of its own; a
	// tab goes back to the pool when its page is done.
	tabs := make(chan context.Context, axeTabs)
	for range axeTabs {
		ctx := axeTab(t)
		// The address with the token: the notebook's script keeps it for
		// the other pages.
		loadSettled(t, ctx, served+token, "")
		tabs <- ctx
	}
	t.Run("pages", func(t *testing.T) {
		for _, s := range sites {
			pages := s.pages
			if s.name == "site" {
				// The notebook adds nothing to the stepper's states but its
				// panel, which its first look is checked with.
				pages = slices.Concat(pages, slices.Sorted(maps.Keys(stepperStates)))
			}
			for _, p := range pages {
				page, _, _ := strings.Cut(p, "?")
				drawn := settledWhen[page]
				if more := stepperStates[p]; more != "" {
					drawn += " && " + more
				}
				t.Run(s.name+"/"+p, func(t *testing.T) {
					t.Parallel()
					ctx := <-tabs
					defer func() { tabs <- ctx }()
					loadSettled(t, ctx, s.url+p, drawn)
					report(t, page, axeViolations(t, ctx))
				})
			}
		}
	})
}

// sourceSample returns the pages without those of the source files but
// a sample: the largest Go file's page and the largest test file's. The
// sixty-odd source pages are one template around highlighted code, whose
// colours TestCodeColoursMeetAA holds token by token; axe on each took a
// minute and a half of the suite and found what it finds on the two.
func sourceSample(t *testing.T, dir string, pages []string) []string {
	largest := map[bool]string{} // by whether the file is a test's
	size := map[string]int64{}
	for _, p := range pages {
		if !strings.HasPrefix(p, "src/") {
			continue
		}
		info, err := os.Stat(filepath.Join(dir, filepath.FromSlash(p)))
		if err != nil {
			t.Fatal(err)
		}
		size[p] = info.Size()
		test := strings.HasSuffix(p, "_test.go.html")
		if size[p] > size[largest[test]] {
			largest[test] = p
		}
	}
	if largest[false] == "" || largest[true] == "" {
		t.Fatalf("the site has no page of a Go file or of a test file: %v", largest)
	}
	return slices.DeleteFunc(pages, func(p string) bool {
		return strings.HasPrefix(p, "src/") && p != largest[false] && p != largest[true]
	})
}

// axeTabs is how many pages axe checks at once: one a core of a small
// machine, where axe's work in each page is what takes the time.
const axeTabs = 2

// axeTab opens a tab that injects axe into every page it loads.
func axeTab(t *testing.T) context.Context {
	axe, err := os.ReadFile(axeScript)
	if err != nil {
		t.Fatalf("%v; the folder axe vendors axe-core: npm ci && npm run build there", err)
	}
	ctx, _ := browsertest.OpenTab(t)
	err = chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tab *chromedp.Target) error {
		_, err := cdp.Call(ctx, tab, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: string(axe)})
		return err
	}))
	if err != nil {
		t.Fatalf("injecting axe: %v", err)
	}
	return ctx
}

// report fails the test on each violation found on the page p, except
// the awaited ones, which it lists; an awaited one that was not found
// fails it too.
func report(t *testing.T, p string, vs []violation) {
	seen := map[string]bool{}
	for _, v := range vs {
		if slices.Contains(awaited[p], v.ID) {
			seen[v.ID] = true
			t.Logf("awaited: %v", v)
			continue
		}
		t.Error(v)
	}
	for _, id := range awaited[p] {
		if !seen[id] {
			t.Errorf("axe no longer finds %s on %s: take it out of awaited", id, p)
		}
	}
}

// serveNotebook starts queens serve in-process, on any free port, and
// returns the address it printed and the query that carries its token;
// the end of the test stops it.
func serveNotebook(t *testing.T) (url, query string) {
	ctx, cancel := context.WithCancel(context.Background())
	out, w := io.Pipe()
	var stderr strings.Builder
	done := make(chan int)
	go func() {
		status := queenscmd.Main(ctx, []string{"serve", "-addr", "127.0.0.1:0"}, cli.Env{Stdin: strings.NewReader(""), Stdout: w, Stderr: &stderr})
		w.Close()
		done <- status
	}()
	t.Cleanup(func() { cancel(); <-done })
	lines := bufio.NewReader(out)
	line, err := lines.ReadString('\n')
	go io.Copy(io.Discard, lines)
	m := regexp.MustCompile(`at (http://\S+/)(\?token=\w+) `).FindStringSubmatch(line)
	if m == nil {
		t.Fatalf("queens serve printed %q (%v); stderr: %s", line, err, stderr.String())
	}
	return m[1], m[2]
}

// loadSettled loads url and waits until the notebook's script has set
// up the page and, unless it is "", the condition drawn holds.
func loadSettled(t *testing.T, ctx context.Context, url, drawn string) {
	t.Helper()
	settled := `(document.getElementById("main") === null || document.getElementById("main").dataset.notebook !== undefined)`
	if drawn != "" {
		settled += " && " + drawn
	}
	err := chromedp.Do(ctx, chromedp.Navigate(url))
	if err == nil {
		_, err = chromedp.Run(ctx, chromedp.Poll[bool](settled, chromedp.WithPollingTimeout(20*time.Second)))
	}
	if err != nil {
		t.Fatalf("loading %s until %s: %v", url, settled, err)
	}
}

// violation is what axe found wrong on a page, in one look.
type violation struct {
	ID     string   `json:"id"`
	Impact string   `json:"impact"`
	Help   string   `json:"help"`
	Nodes  []string `json:"nodes"` // each element's selector and what fails there
	Look   string   `json:"-"`     // the theme and width
}

func (v violation) String() string {
	nodes := v.Nodes
	more := ""
	if len(nodes) > 3 {
		nodes, more = nodes[:3], fmt.Sprintf("\n\t… and %d more", len(v.Nodes)-3)
	}
	return fmt.Sprintf("%s: %s (%s, %s) on %d elements:\n\t%s%s", v.Look, v.Help, v.ID, v.Impact, len(v.Nodes), strings.Join(nodes, "\n\t"), more)
}

// runAxe runs axe on the page shown and returns its violations that
// fail the test.
var runAxe = `axe.run(document, {resultTypes: ["violations"]}).then(r => r.violations
	.filter(v => ["` + strings.Join(failing, `", "`) + `"].includes(v.impact))
	.map(v => ({id: v.id, impact: v.impact, help: v.help,
		nodes: v.nodes.map(n => n.target.join(" ") + ": " + n.failureSummary.replace(/\s+/g, " "))})))`

// axeViolations runs axe on the page shown in every theme at every
// width.
func axeViolations(t *testing.T, ctx context.Context) []violation {
	t.Helper()
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	var all []violation
	for _, theme := range themes {
		for _, width := range widths {
			look := fmt.Sprintf("%s, %d px", theme, width)
			if err := chromedp.Do(ctx, chromedp.EmulateViewport(width, 900), browsertest.ColorScheme(theme)); err != nil {
				t.Fatalf("showing the page %s: %v", look, err)
			}
			vs, err := chromedp.Run(ctx, chromedp.Evaluate[[]violation](runAxe, chromedp.EvalAwaitPromise))
			if err != nil {
				t.Fatalf("running axe %s: %v", look, err)
			}
			for i := range vs {
				vs[i].Look = look
			}
			all = append(all, vs...)
		}
	}
	return all
}
