package site_test

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/queensbook/queens/internal/browsertest"
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/queenscmd"
)

// cellsPage drives a chapter of a static site whose cells run in the
// browser, in one tab.
type cellsPage struct {
	t        *testing.T
	ctx      context.Context
	messages *browsertest.Console
}

// The cell the test runs, in the octal chapter: quick, and its -n
// changes what it prints.
const (
	cellsChapter = "octal.html"
	cellsCommand = "queens solve -n 6 -approach octal -format tuple"
)

// eval evaluates a JavaScript expression in the page.
func (p *cellsPage) eval(js string) string {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](js))
	if err != nil {
		p.t.Fatalf("evaluating %s: %v", js, err)
	}
	return v
}

// waitFor polls until the expression is true, or fails after timeout
// with what the cell's status line says.
func (p *cellsPage) waitFor(what, js string, timeout time.Duration) {
	p.t.Helper()
	deadline := time.Now().Add(timeout)
	for p.eval(`String(`+js+`)`) != "true" {
		if time.Now().After(deadline) {
			p.t.Fatalf("waited %v for %s; the cell's status says %q, its output %q", timeout, what, p.eval(cell+`.querySelector(".nb-status").textContent`), p.eval(cell+`.querySelector("pre.output").textContent`))
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// cell is the cell the test runs, found by its book's command.
const cell = `[...document.querySelectorAll("div.nb-cell")].find((d) => d.querySelector("button.copy").dataset.command === "` + cellsCommand + `")`

// run sets the cell's command line, presses Run, and returns how long
// its first output took to show and the status line once it ended.
func (p *cellsPage) run(command string) (time.Duration, string) {
	p.t.Helper()
	p.eval(`(() => { const c = ` + cell + `; c.querySelector("input.nb-input").value = ` + quote(command) + `; c.querySelector("button.nb-run").click(); return ""; })()`)
	start := time.Now()
	p.waitFor("the first output of "+command, cell+`.querySelector("pre.output").textContent !== ""`, 60*time.Second)
	first := time.Since(start)
	p.waitFor(command+" to end", cell+`.querySelector("button.nb-run").textContent === "Run"`, 60*time.Second)
	return first, p.eval(cell + `.querySelector(".nb-status").textContent`)
}

// offline cuts the tab, and its service worker, off the network.
func offline() chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		yes := true
		if _, err := cdp.Call(ctx, t, network.Enable, network.EnableParams{}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, t, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
			EmulateOfflineServiceWorker: &yes,
			MatchedNetworkConditions:    []*network.Conditions{{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}},
		})
		return err
	})
}

// quote writes s as a JavaScript string.
func quote(s string) string { return `"` + strings.ReplaceAll(s, `"`, `\"`) + `"` }

// TestCellsRunInTheBrowser serves the site as any static web server
// would, with no API, and runs a cell of a chapter in Chromium: its
// output is the book's, an edit of its -n prints what queens prints, a
// typo gets queens's own line, an endless run stops at Stop with the
// page still answering, and after
// a reload with the network gone the cell runs from the copies the page
// kept.
func TestCellsRunInTheBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("the cells' browser test runs queens compiled to WebAssembly in Chromium; run it without -short")
	}
	ctx, messages := browsertest.OpenTab(t)
	server, refused := serve(t, siteDir(t))
	p := &cellsPage{t, ctx, messages}
	if err := chromedp.Do(ctx, chromedp.Navigate(server.URL+"/"+cellsChapter)); err != nil {
		t.Fatal(err)
	}
	p.waitFor("the notebook to start", `document.getElementById("main").dataset.notebook === "browser"`, 10*time.Second)

	cold, status := p.run(cellsCommand)
	if !strings.HasPrefix(status, "Ran in your browser.") || !strings.Contains(status, "the output is the book's, line for line.") {
		t.Errorf("the book's cell in the browser: status %q", status)
	}
	warm, _ := p.run(cellsCommand)
	t.Logf("first output of %q: %v on a cold page (fetching and compiling cells.wasm), %v warm", cellsCommand, cold, warm)

	edited := "queens solve -n 5 -approach octal -format tuple"
	var out bytes.Buffer
	code := queenscmd.Main(context.Background(), strings.Fields(edited)[1:], cli.Env{Stdout: &out, Stderr: &out, Timeless: true})
	want := out.String()
	_, status = p.run(edited)
	got := p.eval(cell + `.querySelector("pre.output").textContent`)
	if code != 0 || !strings.Contains(status, "The command differs from the book's") {
		t.Errorf("%s: status %q (queens's own exit status %d)", edited, status, code)
	}
	for _, line := range strings.Split(strings.TrimSpace(want), "\n") {
		if !strings.Contains(got, line) {
			t.Errorf("%s: the page's output lacks %q, which queens prints:\n%s", edited, line, got)
		}
	}

	typo := "queens solve -n 6 -aproach octal"
	out.Reset()
	code = queenscmd.Main(context.Background(), strings.Fields(typo)[1:], cli.Env{Stdout: &out, Stderr: &out, Timeless: true})
	p.run(typo)
	if got := p.eval(cell + `.querySelector("pre.output").textContent`); code != 2 || !strings.Contains(got, "+ "+strings.TrimSpace(out.String())) || !strings.Contains(got, "+ [exit status 2]") {
		t.Errorf("%s: the page shows\n%s\nwhere queens says, with exit status %d,\n%s", typo, got, code, out.String())
	}

	p.eval(`(() => { const c = ` + cell + `; c.querySelector("input.nb-input").value = "queens count -n 24"; c.querySelector("button.nb-run").click(); return ""; })()`)
	p.waitFor("the endless count to start", cell+`.querySelector(".nb-status").textContent === "Running in your browser…"`, 30*time.Second)
	time.Sleep(300 * time.Millisecond)
	p.eval(cell + `.querySelector("button.nb-run").click() || ""`)
	p.waitFor("Stop to end the count", cell+`.querySelector("button.nb-run").textContent === "Run"`, 5*time.Second)
	if status := p.eval(cell + `.querySelector(".nb-status").textContent`); !strings.Contains(status, "Stopped.") {
		t.Errorf("after Stop the status says %q", status)
	}
	if _, status := p.run(cellsCommand); !strings.Contains(status, "the output is the book's") {
		t.Errorf("after a stopped run, the book's cell: status %q", status)
	}

	for _, r := range refused() {
		t.Errorf("the page asked for %s, which the site does not have", r)
	}
	server.Close() // and the service worker's requests fail too
	if err := chromedp.Do(ctx, offline(), chromedp.Reload()); err != nil {
		t.Fatalf("reloading with the network off: %v", err)
	}
	p.waitFor("the notebook to start offline", `document.getElementById("main")?.dataset.notebook === "browser"`, 10*time.Second)
	offline, status := p.run(cellsCommand)
	if !strings.Contains(status, "the output is the book's, line for line.") {
		t.Errorf("offline, the book's cell: status %q", status)
	}
	t.Logf("first output offline, on a second visit (cells.wasm from the page's cache): %v", offline)
	for _, m := range messages.Take() {
		t.Errorf("the console: %s", m)
	}
}
