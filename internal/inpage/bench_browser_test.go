package inpage

import (
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/queensbook/queens/internal/browsertest"
)

// The benchmarks time an edit of Conflict that forgets a diagonal, from
// Run to the results of the chapter's Examples and the package's tests,
// in headless Chromium against the static site:
//
//	go test ./internal/inpage -run '^$' -bench Edit -count 5 | benchstat -
//
// BenchmarkEditCold runs it on a first visit (no copies kept, the
// compiler fetched and compiled), BenchmarkEditWarm on a page that has
// run an edit before. Beside the time of an edit (sec/edit), each
// reports the parts the page's own line of timings gives: loading the
// compiler and the packages, compiling, linking, and running the test
// binary (twice: the Examples, then all the tests).

// BenchmarkEditCold times an edit on a first visit.
func BenchmarkEditCold(b *testing.B) {
	p, url := benchPage(b, chapter)
	forget := conflictText(b, "dx == 0 || dx == nextY-y", "dx == 0 || x-nextX == nextY-y")
	for b.Loop() {
		b.StopTimer()
		p.do("opening "+chapter, chromedp.Navigate(url))
		p.forget()
		p.do("opening "+chapter+" again", chromedp.Navigate(url))
		p.waitFor("the notebook to start", `document.getElementById("main").dataset.notebook === "browser"`, 20*time.Second)
		p.edit(forget)
		b.StartTimer()
		p.timed(b)
	}
}

// BenchmarkEditWarm times an edit on a page that has built one before.
func BenchmarkEditWarm(b *testing.B) {
	p, url := benchPage(b, chapter)
	p.do("opening "+chapter, chromedp.Navigate(url))
	p.waitFor("the notebook to start", `document.getElementById("main").dataset.notebook === "browser"`, 20*time.Second)
	p.edit(conflictText(b, "dx == 0 || dx == nextY-y", "dx == 0 || x-nextX == nextY-y"))
	p.run(5 * time.Minute)
	for b.Loop() {
		p.timed(b)
	}
}

// benchPage opens a tab on the served site, and returns it with the
// address of the page named.
func benchPage(b *testing.B, name string) (page, string) {
	ctx, _ := browsertest.OpenTab(b)
	server, _ := serveSite(b)
	return page{b, ctx}, server.URL + "/" + name
}

// forget makes the next visit to the site the page is on a first one: no
// copies in Cache Storage, no service worker, no edit kept, nothing in
// the HTTP cache.
func (p page) forget() {
	eval[bool](p, `(async () => {
		if (window.caches) for (const k of await caches.keys()) await caches.delete(k);
		if (navigator.serviceWorker) for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
		localStorage.clear();
		return true;
	})()`)
	p.do("clearing the HTTP cache", chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, network.ClearBrowserCache, cdp.Empty{})
		return err
	}))
}

// part reads one part of the page's line of timings.
var part = regexp.MustCompile(`(loading the compiler and the packages|compiling|linking|running the test binary) (\d+\.\d) s`)

// timed runs the edit, and reports its parts as the page timed them.
func (p page) timed(b *testing.B) {
	took, status := p.run(5 * time.Minute)
	results := p.results()
	if !strings.HasPrefix(status, "Done.") {
		b.Fatalf("the status says %q; the results:\n%s", status, results)
	}
	b.ReportMetric(took.Seconds(), "sec/edit")
	for _, m := range part.FindAllStringSubmatch(results, -1) {
		s, _ := strconv.ParseFloat(m[2], 64)
		b.ReportMetric(s, "sec-"+strings.Fields(m[1])[0]+"/edit")
	}
}

// The cell the cells' benchmarks run: the octal chapter's solve of 6 x 6.
const (
	cellsChapter = "octal.html"
	cellCommand  = "queens solve -n 6 -approach octal -format tuple"
	theCell      = `[...document.querySelectorAll("div.nb-cell")].find((d) => d.querySelector("button.copy").dataset.command === "` + cellCommand + `")`
)

// The cells' benchmarks time a cell of the book, from Run to the first
// line of its output, in headless Chromium against the static site:
//
//	go test ./internal/inpage -run '^$' -bench Cell -count 5 | benchstat -
//
// BenchmarkCellCold on a first visit (queens fetched and compiled),
// BenchmarkCellWarm on a page that has run a cell before; each reports
// the time to the first line (sec/first-line) beside the whole run's.

// BenchmarkCellCold times a cell's first line on a first visit.
func BenchmarkCellCold(b *testing.B) {
	p, url := benchPage(b, cellsChapter)
	for b.Loop() {
		b.StopTimer()
		p.do("opening "+cellsChapter, chromedp.Navigate(url))
		p.forget()
		p.do("opening "+cellsChapter+" again", chromedp.Navigate(url))
		p.waitFor("the notebook to start", `document.getElementById("main").dataset.notebook === "browser"`, 20*time.Second)
		b.StartTimer()
		p.runCell(b)
	}
}

// BenchmarkCellWarm times a cell's first line on a page that has run it.
func BenchmarkCellWarm(b *testing.B) {
	p, url := benchPage(b, cellsChapter)
	p.do("opening "+cellsChapter, chromedp.Navigate(url))
	p.waitFor("the notebook to start", `document.getElementById("main").dataset.notebook === "browser"`, 20*time.Second)
	p.runCell(b)
	for b.Loop() {
		p.runCell(b)
	}
}

// runCell runs the cell, and reports the time to its first line.
func (p page) runCell(b *testing.B) {
	start := time.Now()
	eval[bool](p, `(() => { const c = `+theCell+`; c.querySelector("pre.output").textContent = ""; c.querySelector("button.nb-run").click(); return true; })()`)
	p.waitFor("the first line", theCell+`.querySelector("pre.output").textContent !== ""`, time.Minute)
	first := time.Since(start)
	p.waitFor("the run to end", theCell+`.querySelector("button.nb-run").textContent === "Run"`, time.Minute)
	if status := eval[string](p, theCell+`.querySelector(".nb-status").textContent`); !strings.Contains(status, "The output is the book's, line for line.") {
		b.Fatalf("the cell's status: %q", status)
	}
	b.ReportMetric(first.Seconds(), "sec/first-line")
}
