package site_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/queensbook/queens/internal/browsertest"
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/queenscmd"
)

// cellsPage drives a chapter of a static site whose cells run in the
// browser, in one tab, and one cell of it, found by its book's command.
type cellsPage struct {
	t        *testing.T
	ctx      context.Context
	messages *browsertest.Console
	command  string
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
			p.t.Fatalf("waited %v for %s; the cell's status says %q, its output %q", timeout, what, p.eval(p.cell()+`?.querySelector(".nb-status").textContent`), p.eval(p.cell()+`?.querySelector("pre.output").textContent`))
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// cell is the expression of the cell the test runs.
func (p *cellsPage) cell() string {
	return `[...document.querySelectorAll("div.nb-cell")].find((d) => d.querySelector("button.copy").dataset.command === ` + quote(p.command) + `)`
}

// run sets the cell's command line, presses Run, and returns how long
// its first output took to show and the status line once it ended.
func (p *cellsPage) run(command string) (time.Duration, string) {
	p.t.Helper()
	p.eval(`(() => { const c = ` + p.cell() + `; c.querySelector("input.nb-input").value = ` + quote(command) + `; c.querySelector("button.nb-run").click(); return ""; })()`)
	start := time.Now()
	p.waitFor("the first output of "+command, p.cell()+`.querySelector("pre.output").textContent !== ""`, 60*time.Second)
	first := time.Since(start)
	p.waitFor(command+" to end", p.cell()+`.querySelector("button.nb-run").textContent === "Run"`, 60*time.Second)
	return first, p.eval(p.cell() + `.querySelector(".nb-status").textContent`)
}

// quote writes s as a JavaScript string.
func quote(s string) string { return `"` + strings.ReplaceAll(s, `"`, `\"`) + `"` }

// TestCellsRunInTheBrowser serves the site as any static web server
// would, with no API, and runs a cell of a chapter in Chromium: its
// output is the book's, an edit of its -n prints what queens prints, a
// typo gets queens's own line, an endless run stops at Stop with the
// page still answering, and after
// a second visit with the network gone the cell runs from the copies
// the page kept.
func TestCellsRunInTheBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("the cells' browser test runs queens compiled to WebAssembly in Chromium; run it without -short")
	}
	ctx, messages := browsertest.OpenTab(t)
	server, refused := serve(t, siteDir(t))
	p := &cellsPage{t, ctx, messages, cellsCommand}
	if err := chromedp.Do(ctx, chromedp.Navigate(server.URL+"/"+cellsChapter)); err != nil {
		t.Fatal(err)
	}
	p.waitFor("the notebook to start", `document.getElementById("main").dataset.notebook === "browser"`, 10*time.Second)

	// Every line the cell's status shows while the page loads cells.wasm.
	p.eval(`(() => { const s = ` + p.cell() + `.querySelector(".nb-status"); window.said = []; new MutationObserver(() => said.push(s.textContent)).observe(s, {childList: true, characterData: true, subtree: true}); return ""; })()`)
	cold, status := p.run(cellsCommand)
	if !strings.HasPrefix(status, "Ran in your browser.") || !strings.Contains(status, "The output is the book's, line for line.") {
		t.Errorf("the book's cell in the browser: status %q", status)
	}
	said := p.eval(`said.join("\n")`)
	fetching := regexp.MustCompile(`(?m)^Fetching queens for your browser, once: cells\.wasm, \d+\.\d MB \(\d\.\d MB gzipped\), 100%$`)
	if !fetching.MatchString(said) || !strings.Contains(said, "Running in your browser…") {
		t.Errorf("while the first run loads, the status says\n%s\nwant what it fetches, how large, how far it got, then that it runs", said)
	}
	warm, _ := p.run(cellsCommand)
	t.Logf("first output of %q: %v on a cold page (fetching and compiling cells.wasm), %v warm", cellsCommand, cold, warm)

	edited := "queens solve -n 5 -approach octal -format tuple"
	var out bytes.Buffer
	code := queenscmd.Main(context.Background(), strings.Fields(edited)[1:], cli.Env{Stdout: &out, Stderr: &out, Timeless: true})
	want := out.String()
	_, status = p.run(edited)
	got := p.eval(p.cell() + `.querySelector("pre.output").textContent`)
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
	if got := p.eval(p.cell() + `.querySelector("pre.output").textContent`); code != 2 || !strings.Contains(got, "+ "+strings.TrimSpace(out.String())) || !strings.Contains(got, "+ [exit status 2]") {
		t.Errorf("%s: the page shows\n%s\nwhere queens says, with exit status %d,\n%s", typo, got, code, out.String())
	}

	p.eval(`(() => { const c = ` + p.cell() + `; c.querySelector("input.nb-input").value = "queens count -n 24"; c.querySelector("button.nb-run").click(); return ""; })()`)
	p.waitFor("the endless count to start", p.cell()+`.querySelector(".nb-status").textContent === "Running in your browser…"`, 30*time.Second)
	time.Sleep(300 * time.Millisecond)
	p.eval(p.cell() + `.querySelector("button.nb-run").click() || ""`)
	p.waitFor("Stop to end the count", p.cell()+`.querySelector("button.nb-run").textContent === "Run"`, 5*time.Second)
	if status := p.eval(p.cell() + `.querySelector(".nb-status").textContent`); !strings.Contains(status, "Stopped.") {
		t.Errorf("after Stop the status says %q", status)
	}
	if _, status := p.run(cellsCommand); !strings.Contains(strings.ToLower(status), "the output is the book's") {
		t.Errorf("after a stopped run, the book's cell: status %q", status)
	}

	// A cell that reads the source tree: the exercise's hints, from the
	// files cells.json gives the worker's file system.
	hint := &cellsPage{t, ctx, messages, "queens exercise hint conflict -level 1"}
	if err := chromedp.Do(ctx, chromedp.Navigate(server.URL+"/teaching.html")); err != nil {
		t.Fatal(err)
	}
	hint.waitFor("the notebook to start", `document.getElementById("main").dataset.notebook === "browser"`, 10*time.Second)
	if _, status := hint.run(hint.command); !strings.Contains(status, "The output is the book's, line for line.") {
		t.Errorf("%s: status %q, output %q", hint.command, status, hint.eval(hint.cell()+`.querySelector("pre.output").textContent`))
	}

	for _, r := range refused() {
		t.Errorf("the page asked for %s, which the site does not have", r)
	}
	server.Close() // and the service worker's requests fail too
	if err := chromedp.Do(ctx, browsertest.Offline(), chromedp.Navigate(server.URL+"/"+cellsChapter)); err != nil {
		t.Fatalf("opening %s again with the network off: %v", cellsChapter, err)
	}
	p.waitFor("the notebook to start offline", `document.getElementById("main")?.dataset.notebook === "browser"`, 10*time.Second)
	offline, status := p.run(cellsCommand)
	if !strings.Contains(status, "The output is the book's, line for line.") {
		t.Errorf("offline, the book's cell: status %q", status)
	}
	t.Logf("first output offline, on a second visit (cells.wasm from the page's cache): %v", offline)
	for _, m := range messages.Take() {
		t.Errorf("the console: %s", m)
	}
}

// TestCellsTimeLimit serves the site with a cells.json whose time limit
// is a second: an endless count is stopped by it, with the page saying
// so, and the cell runs again.
func TestCellsTimeLimit(t *testing.T) {
	if testing.Short() {
		t.Skip("the cells' browser test runs queens compiled to WebAssembly in Chromium; run it without -short")
	}
	ctx, messages := browsertest.OpenTab(t)
	dir := siteDir(t)
	manifest, err := os.ReadFile(filepath.Join(dir, "cells.json"))
	if err != nil {
		t.Fatal(err)
	}
	var info map[string]any
	if err := json.Unmarshal(manifest, &info); err != nil || info["timeLimit"] != 120.0 {
		t.Fatalf("cells.json's time limit: %v (%v); want 120 seconds", info["timeLimit"], err)
	}
	info["timeLimit"] = 1
	quick, err := json.Marshal(info)
	if err != nil {
		t.Fatal(err)
	}
	server, _ := browsertest.Serve(t, dir, map[string][]byte{"/cells.json": quick})
	p := &cellsPage{t, ctx, messages, cellsCommand}
	if err := chromedp.Do(ctx, chromedp.Navigate(server.URL+"/"+cellsChapter)); err != nil {
		t.Fatal(err)
	}
	p.waitFor("the notebook to start", `document.getElementById("main").dataset.notebook === "browser"`, 10*time.Second)
	if _, status := p.run("queens count -n 24"); !strings.HasPrefix(status, "Ran in your browser. Stopped after 1 second, the time limit of a cell run in the browser.") {
		t.Errorf("an endless count's status: %q", status)
	}
	if _, status := p.run(cellsCommand); !strings.Contains(status, "The output is the book's, line for line.") {
		t.Errorf("after the time limit, the book's cell: status %q", status)
	}
	for _, m := range messages.Take() {
		t.Errorf("the console: %s", m)
	}
}
