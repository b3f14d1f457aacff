package site_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// stepperPage drives the stepper page of a served site in one tab.
type stepperPage struct {
	t        *testing.T
	ctx      context.Context
	messages *console
	base     string
}

// newStepperPage builds the site with its compiled stepper, serves it and
// starts Chromium.
func newStepperPage(t *testing.T) *stepperPage {
	if testing.Short() {
		t.Skip("the stepper's browser test runs searches in Chromium; run it without -short")
	}
	chromium := findChromium(t)
	dir := buildSite(t)
	server, refused := serve(t, dir)
	t.Cleanup(func() {
		for _, r := range refused() {
			t.Errorf("the stepper asked for %s, which the site does not have", r)
		}
	})
	ctx, messages := startBrowser(t, chromium)
	return &stepperPage{t, ctx, messages, server.URL + "/"}
}

// open loads the stepper with the settings in query and waits until it
// has started its first search.
func (s *stepperPage) open(query string) time.Duration {
	s.t.Helper()
	start := time.Now()
	if err := chromedp.Do(s.ctx, chromedp.EmulateViewport(1280, 900), chromedp.Navigate(s.base+"stepper.html?"+query)); err != nil {
		s.t.Fatalf("loading the stepper with %s: %v", query, err)
	}
	s.wait(`document.getElementById("stepper").dataset.ready === "1"`, 20*time.Second, "the stepper to start with "+query)
	return time.Since(start)
}

// eval evaluates a JavaScript expression in the page.
func eval[T any](s *stepperPage, js string) T {
	s.t.Helper()
	v, err := chromedp.Run(s.ctx, chromedp.Evaluate[T](js))
	if err != nil {
		s.t.Fatalf("evaluating %s: %v", js, err)
	}
	return v
}

// wait polls until the expression is true, or fails the test after
// timeout.
func (s *stepperPage) wait(js string, timeout time.Duration, what string) {
	s.t.Helper()
	deadline := time.Now().Add(timeout)
	for !eval[bool](s, js) {
		if time.Now().After(deadline) {
			s.t.Fatalf("waited %v for %s; the page says %q", timeout, what, eval[string](s, `document.getElementById("st-message").textContent`))
		}
		time.Sleep(15 * time.Millisecond)
	}
}

// pane is what the page shows of one search.
type pane struct {
	Done      bool     `json:"done"`
	Step      string   `json:"step"`
	Board     string   `json:"board"`
	Kind      string   `json:"kind"`
	Found     string   `json:"found"`
	Attempts  string   `json:"attempts"`
	Solutions []string `json:"solutions"`
}

func (s *stepperPage) pane(i int) pane {
	s.t.Helper()
	raw := eval[json.RawMessage](s, fmt.Sprintf(`(() => {
		const p = document.getElementById("st-pane-%d");
		return {done: p.dataset.done === "1", step: p.dataset.step, board: p.dataset.board, kind: p.dataset.kind || "",
			found: p.querySelector(".st-found").textContent, attempts: p.querySelector(".st-attempts").textContent,
			solutions: [...p.querySelectorAll(".st-solutions button")].map(b => b.dataset.tuple)};
	})()`, i))
	var p pane
	if err := json.Unmarshal(raw, &p); err != nil {
		s.t.Fatal(err)
	}
	return p
}

// message returns the page's message line.
func (s *stepperPage) message() string {
	return eval[string](s, `document.getElementById("st-message").textContent`)
}

// noErrors fails the test for every console error since the last call.
func (s *stepperPage) noErrors(when string) {
	s.t.Helper()
	for _, m := range s.messages.take() {
		s.t.Errorf("%s: %s", when, m)
	}
}

// summary returns the found and attempts lines of queens solve.
func summary(t *testing.T, args ...string) (found, attempts string) {
	out, status := queens(t, append([]string{"solve", "-format", "tuple"}, args...)...)
	if status != 0 {
		t.Fatalf("queens solve %s: status %d: %s", strings.Join(args, " "), status, out)
	}
	for _, line := range strings.Split(out, "\n") {
		switch {
		case strings.Contains(line, " found "):
			found = line
		case strings.HasPrefix(line, "attempts: "):
			attempts = line
		}
	}
	return found, attempts
}

// TestStepperSummaries runs every approach at full speed on n = 4, 5 and
// 6, and some on 8 x 8, two at a time in a race, and compares the
// summary each search ends with to what queens solve prints.
func TestStepperSummaries(t *testing.T) {
	s := newStepperPage(t)
	type race struct {
		a, b string
		n    int
	}
	var races []race
	for _, n := range []int{4, 5, 6} {
		races = append(races, race{"octal", "combinations", n}, race{"permfilter", "gridbacktrack", n}, race{"gridwritten", "tuplestate", n}, race{"bitboard", "tuplestate", n})
	}
	races = append(races, race{"tuplestate", "bitboard", 8}, race{"permfilter", "gridwritten", 8})
	for _, r := range races {
		query := fmt.Sprintf("approach=%s&race=%s&n=%d&speed=max&autoplay=1", r.a, r.b, r.n)
		start := time.Now()
		s.open(query)
		s.wait(`[0, 1].every(i => document.getElementById("st-pane-" + i).dataset.done === "1")`, time.Minute, "the end of "+query)
		t.Logf("%s: %v", query, time.Since(start).Round(time.Millisecond))
		for i, name := range []string{r.a, r.b} {
			found, attempts := summary(t, "-approach", name, "-n", fmt.Sprint(r.n))
			if p := s.pane(i); p.Found != found || p.Attempts != attempts {
				t.Errorf("%s, pane %d ends with\n%q\n%q\nqueens solve ends with\n%q\n%q", query, i, p.Found, p.Attempts, found, attempts)
			}
		}
		s.noErrors(query)
	}
}
