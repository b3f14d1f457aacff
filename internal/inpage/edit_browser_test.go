package inpage

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"github.com/queensbook/queens/internal/browsertest"
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/queenscmd"
)

func TestMain(m *testing.M) {
	code := m.Run()
	browsertest.Close()
	os.Exit(code)
}

// runLimit is the time limit the test's server gives a run of the test
// binary in place of the site's, so that an endless loop is stopped in
// seconds.
const runLimit = 15

// serveSite builds the web edition with queens site, as a reader would,
// and serves it as a plain static file server does, with no API; only
// edit.json is changed, to the test's shorter runLimit. It returns the
// server and a function that lists what the page asked for and the site
// does not have.
func serveSite(t testing.TB) (*httptest.Server, func() []string) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "site")
	var out bytes.Buffer
	if status := queenscmd.Main(context.Background(), []string{"site", "-o", dir}, cli.Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &out}); status != 0 {
		t.Fatalf("queens site -o %s: status %d:\n%s", dir, status, &out)
	}
	info, err := os.ReadFile(filepath.Join(dir, "edit.json"))
	if err != nil {
		t.Fatal(err)
	}
	var edit map[string]any
	if err := json.Unmarshal(info, &edit); err != nil {
		t.Fatal(err)
	}
	if edit["missing"] != nil {
		t.Fatalf("the site builds no edits: %v", edit["missing"])
	}
	edit["runLimit"] = runLimit
	info, _ = json.Marshal(edit)
	return browsertest.Serve(t, dir, map[string][]byte{"/edit.json": info})
}

// page drives one tab of the site.
type page struct {
	t   testing.TB
	ctx context.Context
}

// do runs actions, failing the test with what when they fail.
func (p page) do(what string, actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, actions...); err != nil {
		p.t.Fatalf("%s: %v", what, err)
	}
}

// eval returns the value of a JavaScript expression.
func eval[T any](p page, expr string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// waitFor polls a JavaScript condition until it holds, for at most
// limit, and fails the test with what the block (or the page) shows
// otherwise.
func (p page) waitFor(what, condition string, limit time.Duration) {
	p.t.Helper()
	if _, err := chromedp.Run(p.ctx, chromedp.Poll[bool](condition, chromedp.WithPollingTimeout(limit))); err != nil {
		text, _ := chromedp.Run(p.ctx, chromedp.Evaluate[string](`(document.querySelector('`+conflict+`') || document.getElementById("main")).innerText.slice(-3000)`))
		p.t.Fatalf("waiting until %s: %v\nthe page shows:\n%s", what, err, text)
	}
}

// The block the tests edit, and the output of its Example.
const (
	chapter    = "tuplestate.html"
	conflict   = `figure[data-ident="Conflict"]`
	exampleOut = `figure[data-ident="ExampleConflict"]`
	// traceCell is the chapter's cell that traces tuplestate on 4 x 4.
	traceCell = `[...document.querySelectorAll("div.nb-cell")].find((c) => c.querySelector(".nb-input").value.includes("trace -n 4"))`
)

// conflictText returns the book's tuplestate Conflict with old replaced
// by new.
func conflictText(t testing.TB, old, new string) string {
	t.Helper()
	src, err := os.ReadFile("../../approaches/tuplestate/tuplestate.go")
	if err != nil {
		t.Fatal(err)
	}
	s := string(src)
	decl := strings.TrimRight(s[strings.Index(s, "// Conflict reports"):strings.Index(s, "func abs")], "\n")
	if !strings.Contains(decl, old) {
		t.Fatalf("Conflict no longer holds %q", old)
	}
	return strings.Replace(decl, old, new, 1)
}

// edit replaces the text of Conflict's editor, as a reader's keyboard
// would, opening the editor first if it is closed.
func (p page) edit(text string) {
	p.t.Helper()
	if eval[bool](p, `document.querySelector('`+conflict+` .cm-content') === null`) {
		p.do("Edit", chromedp.Click(chromedp.CSS(conflict+` .nb-bar button`)))
		p.waitFor("the editor", `document.querySelector('`+conflict+` .cm-content') !== null`, 20*time.Second)
	}
	p.typeInto(conflict+` .cm-content`, text)
}

// typeInto replaces the text of the editor that sel finds by text, as a
// reader's keyboard would: focus, select all, type.
func (p page) typeInto(sel, text string) {
	p.t.Helper()
	p.do("typing into "+sel,
		chromedp.Focus(chromedp.CSS(sel)),
		chromedp.KeyEvent("a", chromedp.KeyModifiers(chromedp.ModifierCtrl)),
		chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdp.Call(ctx, t, input.InsertText, input.InsertTextParams{Text: text})
			return err
		}))
}

// run presses Run, waits for the run to end, and returns how long it
// took and the block's status line.
func (p page) run(limit time.Duration) (time.Duration, string) {
	p.t.Helper()
	start := time.Now()
	p.do("Run", chromedp.Click(chromedp.CSS(conflict+` .nb-run`)))
	p.waitFor("the run to end", `document.querySelector('`+conflict+` .nb-run').textContent === "Run"`, limit)
	return time.Since(start), eval[string](p, `document.querySelector('`+conflict+` .nb-status').textContent`)
}

// results returns the lines of the block's results.
func (p page) results() string {
	return eval[string](p, `document.querySelector('`+conflict+` .nb-results').innerText`)
}

// shot photographs the window with sel scrolled to its top, as
// NAME-WIDTH.png in the folder QUEENS_SCREENSHOTS names, at a phone's and
// a desktop's width; without the variable it takes none.
func (p page) shot(name, sel string) {
	p.t.Helper()
	dir := os.Getenv("QUEENS_SCREENSHOTS")
	if dir == "" {
		return
	}
	for _, width := range []int64{375, 1280} {
		p.do("resizing", chromedp.EmulateViewport(width, 900))
		eval[bool](p, `(document.querySelector('`+sel+`').scrollIntoView({block: "start"}), true)`)
		png, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, fmt.Sprintf("%s-%d.png", name, width)), png, 0o644)
		}
		if err != nil {
			p.t.Fatalf("photographing %s: %v", name, err)
		}
	}
}

// TestEditInThePage edits tuplestate's Conflict in a page of the static
// site and runs it in Chromium: an edit that forgets a diagonal changes
// what ExampleConflict prints and fails the tests; a type error comes
// back at its line in the editor; an endless loop is stopped by the
// time limit with the page still answering; the book's own code passes.
func TestEditInThePage(t *testing.T) {
	if testing.Short() {
		t.Skip("the edit's browser test runs the Go compiler in Chromium; run it without -short")
	}
	ctx, messages := browsertest.OpenTab(t)
	server, refused := serveSite(t)
	p := page{t, ctx}
	p.do("opening "+chapter, chromedp.Navigate(server.URL+"/"+chapter))
	p.waitFor("the notebook to start", `document.getElementById("main").dataset.notebook === "browser"`, 20*time.Second)
	// Every line the block's status shows while the page loads.
	eval[bool](p, `(() => { const s = document.querySelector('`+conflict+` .nb-status'); window.said = []; new MutationObserver(() => said.push(s.textContent)).observe(s, {childList: true, characterData: true, subtree: true}); return true; })()`)

	t.Run("an edit that forgets a diagonal", func(t *testing.T) {
		p := page{t, ctx}
		p.edit(conflictText(t, "dx == 0 || dx == nextY-y", "dx == 0 || x-nextX == nextY-y"))
		took, status := p.run(5 * time.Minute)
		t.Logf("cold: %v: %s\n%s", took, status, p.results())
		if !strings.HasPrefix(status, "Done.") {
			t.Fatalf("the status says %q", status)
		}
		// The cells rerun with the edit once the reader agrees to fetch
		// what their queens links against.
		if offer := p.results(); !regexp.MustCompile(`The first time, that fetches \d+\.\d MB \(gzipped\) more`).MatchString(offer) {
			t.Fatalf("the results offer no rerun of the cells:\n%s", offer)
		}
		p.shot("offer", conflict+" .nb-results")
		start := time.Now()
		p.do("Run the cells with my edit", chromedp.Click(chromedp.CSS(conflict+` .nb-results button`)))
		p.waitFor("the run to end", `document.querySelector('`+conflict+` .nb-run').textContent === "Run" && document.querySelector('`+conflict+` .nb-status').textContent.startsWith("Done.")`, 5*time.Minute)
		t.Logf("with the cells, the first time: %v\n%s", time.Since(start), p.results())
		results := p.results()
		for _, want := range []string{"ExampleConflict no longer prints", "The tests of approaches/tuplestate fail"} {
			if !strings.Contains(results, want) {
				t.Errorf("the results do not say %q:\n%s", want, results)
			}
		}
		if said := eval[string](p, `document.querySelector('`+exampleOut+` .nb-status').textContent`); !strings.Contains(said, "prints otherwise") {
			t.Errorf("the Example's output says %q", said)
		}
		// The chapter's cells ran again with a queens built with the
		// edit: the trace's attempts are no longer the book's.
		added := eval[string](p, `(c => c.querySelectorAll("pre.output .nb-added").length + " " + c.querySelector(".nb-status").textContent)(`+traceCell+`)`)
		if strings.HasPrefix(added, "0 ") || !strings.Contains(added, "differ") {
			t.Errorf("the trace cell after the edit: %q; want its attempts marked as differing from the book's", added)
		}
		said := eval[string](p, `said.join("\n")`)
		for _, want := range []*regexp.Regexp{
			regexp.MustCompile(`(?m)^Fetching the Go compiler for your browser, once: \d+\.\d MB \(\d+\.\d MB gzipped\), 100%$`),
			regexp.MustCompile(`(?m)^Fetching the compiled packages approaches/tuplestate links against, once: \d+\.\d MB \(\d+\.\d MB gzipped\), 100%$`),
			regexp.MustCompile(`(?m)^Compiling approaches/tuplestate…$`),
			regexp.MustCompile(`(?m)^Linking the test binary…$`),
			regexp.MustCompile(`(?m)^Fetching the compiled packages queens links against, once: .*100%$`),
			regexp.MustCompile(`(?m)^Linking cells…$`),
		} {
			if !want.MatchString(said) {
				t.Errorf("while the first run loads and builds, the status never says %s; it says\n%s", want, said)
			}
		}
		// The cells' queens recompiles the catalog, which imports
		// tuplestate, and keeps the command line's packages as they
		// were built: the edit changed no export data of the catalog.
		if strings.Contains(said, "Compiling internal/cli…") || strings.Count(said, "Compiling internal/catalog…") != 1 {
			t.Errorf("building the cells' queens with the edit, the status says\n%s\nwant internal/catalog compiled once, and internal/cli kept", said)
		}
		p.shot("edit", conflict)
		p.shot("example", exampleOut)
		took, _ = p.run(5 * time.Minute)
		t.Logf("warm: %v", took)
	})

	t.Run("a type error", func(t *testing.T) {
		p := page{t, ctx}
		p.edit(conflictText(t, "dx == 0 || dx == nextY-y", "dx == 0 || dx == \"diagonal\""))
		_, status := p.run(5 * time.Minute)
		if !strings.Contains(status, "compile error") {
			t.Fatalf("the status says %q", status)
		}
		if results := p.results(); !strings.Contains(results, "of your edit: ") {
			t.Errorf("the results do not place the error in the edit:\n%s", results)
		}
		if n := eval[int](p, `document.querySelectorAll('`+conflict+` .cm-lintRange-error').length`); n == 0 {
			t.Error("the editor marks no error")
		}
		p.shot("compile", conflict)
	})

	t.Run("a panic", func(t *testing.T) {
		p := page{t, ctx}
		p.edit(conflictText(t, "dx == 0 || dx == nextY-y", "dx == 0 || dx == nextY-y || state[nextY] < 0"))
		_, status := p.run(5 * time.Minute)
		results := p.results()
		// The Example that panics says so, with the place in the
		// edited code; the tests' failure too, not Go's own frames.
		if !strings.HasPrefix(status, "Done.") || !regexp.MustCompile(`ExampleConflict: panic: runtime error: index out of range \[\d\] with length \d at approaches/tuplestate/tuplestate\.go:\d+`).MatchString(results) || strings.Contains(results, "testing.go") {
			t.Errorf("the status says %q, the results:\n%s", status, results)
		}
	})

	t.Run("out of memory", func(t *testing.T) {
		p := page{t, ctx}
		p.edit(conflictText(t, "dx == 0 || dx == nextY-y", "dx == 0 || dx == nextY-y || hoard()") + "\n\nvar hoarded [][]byte\n\nfunc hoard() bool {\n\tfor {\n\t\thoarded = append(hoarded, make([]byte, 1<<26))\n\t}\n}")
		_, status := p.run(5 * time.Minute)
		if results := p.results(); !strings.HasPrefix(status, "Done.") || !strings.Contains(results, "ExampleConflict: It ran out of its memory (fatal error: out of memory) at approaches/tuplestate/tuplestate.go:") {
			t.Errorf("the status says %q, the results:\n%s", status, results)
		}
	})

	t.Run("an endless loop", func(t *testing.T) {
		p := page{t, ctx}
		p.edit(conflictText(t, "dx == 0 || dx == nextY-y", "dx == 0 || dx == nextY-y && forever()") + "\n\nfunc forever() bool {\n\tfor {\n\t}\n}")
		_, status := p.run(5 * time.Minute)
		if !strings.Contains(status, "time limit") {
			t.Fatalf("the status says %q; the results:\n%s", status, p.results())
		}
		if got := eval[int](p, `1 + 1`); got != 2 {
			t.Fatal("the page does not answer")
		}
	})

	t.Run("the book's code", func(t *testing.T) {
		p := page{t, ctx}
		p.edit(conflictText(t, "dx == 0 || dx == nextY-y", "dx == 0 || dx == nextY-y"))
		_, status := p.run(5 * time.Minute)
		results := p.results()
		if !strings.HasPrefix(status, "Done.") || !strings.Contains(results, "ExampleConflict prints what its // Output: comment wants.") || !strings.Contains(results, "The tests of approaches/tuplestate pass") {
			t.Errorf("the status says %q, the results:\n%s", status, results)
		}
	})
	t.Run("the stepper on an edit", func(t *testing.T) {
		p := page{t, ctx}
		p.edit(conflictText(t, "dx == 0 || dx == nextY-y", "dx == 0 || x-nextX == nextY-y"))
		p.do("opening the stepper", chromedp.Navigate(server.URL+"/stepper.html?approach=tuplestate&n=4"))
		p.waitFor("the stepper and its button", `document.getElementById("stepper").dataset.ready === "1" && document.querySelector(".nb-stepper button") !== null`, 30*time.Second)
		// The third step on 4 x 4: the book's Conflict finds b2 attacked
		// by a1 along a diagonal; the edit no longer looks there.
		if got := browsertest.StepTo(t, ctx, 3); !strings.Contains(got, "b2") || !strings.Contains(got, "attack") {
			t.Fatalf("the book's third step reads %q: want b2 attacked", got)
		}
		p.do("Step my edited tuplestate", chromedp.Click(chromedp.CSS(".nb-stepper button")))
		p.waitFor("the edited stepper", `document.querySelector(".nb-stepper + .nb-status").textContent.includes("runs your edited tuplestate")`, 5*time.Minute)
		if got := browsertest.StepTo(t, ctx, 3); !strings.Contains(got, "b2") || strings.Contains(got, "attack") {
			t.Errorf("the edited third step reads %q: want b2 placed, with no diagonal looked at", got)
		}
		p.do("back to the chapter", chromedp.Navigate(server.URL+"/"+chapter))
		p.waitFor("the notebook to start", `document.getElementById("main").dataset.notebook === "browser"`, 20*time.Second)
	})

	for _, r := range refused() {
		t.Errorf("the page asked for %s, which the site does not have", r)
	}

	t.Run("a second visit, offline", func(t *testing.T) {
		p := page{t, ctx}
		server.Close() // and the service worker's requests fail too
		p.do("opening "+chapter+" again with the network off", browsertest.Offline(), chromedp.Navigate(server.URL+"/"+chapter))
		p.waitFor("the notebook to start offline", `document.getElementById("main")?.dataset.notebook === "browser"`, 20*time.Second)
		p.edit(conflictText(t, "dx == 0 || dx == nextY-y", "dx == 0 || x-nextX == nextY-y"))
		took, status := p.run(5 * time.Minute)
		t.Logf("offline, on a second visit: %v", took)
		if results := p.results(); !strings.HasPrefix(status, "Done.") || !strings.Contains(results, "ExampleConflict no longer prints") {
			t.Errorf("offline: the status says %q, the results:\n%s", status, results)
		}
	})
	if m := messages.Take(); len(m) > 0 {
		t.Errorf("the console says:\n%s", strings.Join(m, "\n"))
	}
}
