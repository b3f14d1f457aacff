package site_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/queensbook/queens/internal/browsertest"
)

// stepperPage drives the stepper page of a served site in one tab.
type stepperPage struct {
	t        testing.TB
	ctx      context.Context
	messages *browsertest.Console
	base     string
}

// newStepperPage serves the site with its compiled stepper and opens a
// tab of Chromium.
func newStepperPage(t testing.TB) *stepperPage {
	if testing.Short() {
		t.Skip("the stepper's browser test runs searches in Chromium; run it without -short")
	}
	ctx, messages := browsertest.OpenTab(t)
	server, refused := serve(t, siteDir(t))
	t.Cleanup(func() {
		for _, r := range refused() {
			t.Errorf("the stepper asked for %s, which the site does not have", r)
		}
	})
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
	for _, m := range s.messages.Take() {
		s.t.Errorf("%s: %s", when, m)
	}
}

// summary returns the found and attempts lines of queens solve.
func summary(t *testing.T, args ...string) (found, attempts string) {
	out, status := queens(t.Context(), append([]string{"solve", "-format", "tuple"}, args...)...)
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
// summary each search ends with to what queens solve prints. The
// combinations of 6 x 6 (1,947,792 steps) and the written grid search of
// 8 x 8 (1,528,281) are left out: each takes half a minute in the page.
func TestStepperSummaries(t *testing.T) {
	s := newStepperPage(t)
	type race struct {
		a, b string
		n    int
	}
	var races []race
	for _, n := range []int{4, 5, 6} {
		races = append(races, race{"octal", "bitboard", n}, race{"permfilter", "gridbacktrack", n}, race{"gridwritten", "tuplestate", n})
		if n < 6 {
			races = append(races, race{"combinations", "tuplestate", n})
		}
	}
	races = append(races, race{"tuplestate", "bitboard", 8}, race{"permfilter", "gridwritten", 7})
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

// eventLoopLag measures, for two seconds, how late a timer of the page
// fires, and resolves to the longest delay in milliseconds: what a click
// would wait.
const eventLoopLag = `new Promise(resolve => {
	let worst = 0, last = performance.now();
	const tick = setInterval(() => {
		const now = performance.now();
		worst = Math.max(worst, now - last - 10);
		last = now;
	}, 10);
	setTimeout(() => { clearInterval(tick); resolve(worst); }, 2000);
})`

// BenchmarkStepperSpeed holds the stepper's speed goals in headless
// Chromium, each search alone at full speed, timed from the page's load to
// the end of the search: the whole tuplestate search of 8 x 8 under 3 s,
// the octal search of 6 x 6 under 5 s; and the stepper page, with the wasm
// in the browser's cache, paints its first content in under 1 s; and while
// a search plays at full speed, a click waits at most 100 ms. A
// benchmark and not a test, since a busy machine slows any clock:
//
//	go test -run '^$' -bench StepperSpeed ./internal/site
func BenchmarkStepperSpeed(b *testing.B) {
	s := newStepperPage(b)
	s.open("approach=tuplestate&n=4") // the wasm is cached from here on
	for _, g := range []struct {
		name, query string
		goal        time.Duration
	}{
		{"tuplestate-8", "approach=tuplestate&n=8&speed=max&autoplay=1", 3 * time.Second},
		{"octal-6", "approach=octal&n=6&speed=max&autoplay=1", 5 * time.Second},
	} {
		b.Run(g.name, func(b *testing.B) {
			s.t = b
			var total time.Duration
			for b.Loop() {
				start := time.Now()
				s.open(g.query)
				s.wait(`document.getElementById("st-pane-0").dataset.done === "1"`, time.Minute, "the end of "+g.query)
				total += time.Since(start)
				s.noErrors(g.query)
			}
			took := total / time.Duration(b.N)
			b.ReportMetric(took.Seconds(), "s/search")
			if took > g.goal {
				b.Errorf("%s took %v, past its goal of %v", g.query, took.Round(time.Millisecond), g.goal)
			}
		})
	}
	// A reader's click waits for whatever the page is doing: the longest
	// pause of its event loop while a long search plays at full speed
	// bounds how long a click can wait.
	b.Run("click-wait", func(b *testing.B) {
		s.t = b
		var worst float64
		for b.Loop() {
			s.open("approach=gridbacktrack&n=8&speed=max&autoplay=1")
			lag, err := chromedp.Run(s.ctx, chromedp.Evaluate[float64](eventLoopLag, chromedp.EvalAwaitPromise))
			if err != nil {
				b.Fatal(err)
			}
			worst = max(worst, lag)
		}
		b.ReportMetric(worst, "ms/longest-wait")
		if worst > 100 {
			b.Errorf("while a search plays at full speed the page leaves a click waiting up to %.0f ms, past its goal of 100 ms", worst)
		}
	})
	b.Run("first-paint", func(b *testing.B) {
		s.t = b
		var total float64
		for b.Loop() {
			s.open("approach=tuplestate&n=8")
			total += eval[float64](s, `performance.getEntriesByType("paint").find(e => e.name === "first-contentful-paint").startTime`)
		}
		paint := total / float64(b.N)
		b.ReportMetric(paint, "ms/paint")
		if paint > 1000 {
			b.Errorf("the stepper page paints first after %.0f ms, past its goal of 1 s", paint)
		}
	})
}

// clickSquare clicks a square of the first board, by its name, such as c4,
// and waits for the search that starts from it.
func (s *stepperPage) clickSquare(name string, cols int) {
	s.t.Helper()
	sq := (int(name[1]-'1'))*cols + int(name[0]-'a')
	before := s.pane(0).Board
	if err := chromedp.Do(s.ctx, chromedp.Click(chromedp.CSS(fmt.Sprintf(`#st-pane-0 [data-square="%d"]`, sq)))); err != nil {
		s.t.Fatalf("clicking %s: %v", name, err)
	}
	s.wait(fmt.Sprintf(`document.getElementById("st-pane-0").dataset.board !== %q || document.getElementById("st-message").textContent !== ""`, before), 10*time.Second, "the search from "+name)
}

// queensByLabels reads the queens of the first board as a reader would:
// each queen's square is named by the file letter under it and the rank
// number beside it, where they are drawn on the screen. It fails the test
// when a label disagrees with the square's own name, or rank 1 is not at
// the bottom.
func (s *stepperPage) queensByLabels() []string {
	s.t.Helper()
	raw := eval[json.RawMessage](s, `(() => {
		const p = document.getElementById("st-pane-0");
		const middle = (el) => { const r = el.getBoundingClientRect(); return {x: r.left + r.width / 2, y: r.top + r.height / 2, text: el.textContent, name: el.getAttribute("aria-label") || ""}; };
		return {queens: [...p.querySelectorAll(".st-sq.queen")].map(middle),
			ranks: [...p.querySelectorAll(".st-rank")].map(middle), files: [...p.querySelectorAll(".st-file")].map(middle)};
	})()`)
	type place struct {
		X, Y       float64
		Text, Name string
	}
	var screen struct{ Queens, Ranks, Files []place }
	if err := json.Unmarshal(raw, &screen); err != nil {
		s.t.Fatal(err)
	}
	closest := func(labels []place, distance func(place) float64) string {
		best, d := "", math.Inf(1)
		for _, l := range labels {
			if e := distance(l); e < d {
				best, d = l.Text, e
			}
		}
		return best
	}
	var squares []string
	for _, q := range screen.Queens {
		file := closest(screen.Files, func(l place) float64 { return math.Abs(l.X - q.X) })
		rank := closest(screen.Ranks, func(l place) float64 { return math.Abs(l.Y - q.Y) })
		if file+rank != q.Name {
			s.t.Errorf("the queen on the square named %s stands under file %s and beside rank %s", q.Name, file, rank)
		}
		squares = append(squares, file+rank)
	}
	byRank := func(r string) place {
		i := slices.IndexFunc(screen.Ranks, func(l place) bool { return l.Text == r })
		if i < 0 {
			s.t.Fatalf("the board has no rank %s label", r)
		}
		return screen.Ranks[i]
	}
	if byRank("1").Y <= byRank("8").Y {
		s.t.Errorf("rank 1 is drawn at y = %v, above rank 8 at y = %v; rank 1 belongs at the bottom", byRank("1").Y, byRank("8").Y)
	}
	slices.Sort(squares)
	return squares
}

// TestStepperFixedQueens fixes queens by clicking, as a reader would, and
// compares the completions the page lists with those queens solve lists.
func TestStepperFixedQueens(t *testing.T) {
	s := newStepperPage(t)
	s.open("approach=tuplestate&n=8&speed=max")
	s.clickSquare("c4", 8)
	s.clickSquare("f2", 8)
	if p := s.pane(0); p.Board != "13,26" {
		t.Fatalf("after clicking c4 and f2 the board holds the squares %s; want f2 and c4 (13,26)", p.Board)
	}
	if got := s.queensByLabels(); !slices.Equal(got, []string{"c4", "f2"}) {
		t.Errorf("read by the rank and file labels on screen, the queens stand on %q; want c4 and f2", got)
	}
	if err := chromedp.Do(s.ctx, chromedp.Click(chromedp.ID("st-play"))); err != nil {
		t.Fatal(err)
	}
	s.wait(`document.getElementById("st-pane-0").dataset.done === "1"`, time.Minute, "the completions of c4,f2")
	out, _ := queens(t.Context(), "solve", "-approach", "tuplestate", "-fixed", "c4,f2", "-format", "tuple", "-quiet")
	want := strings.Split(strings.TrimSpace(out), "\n")
	got := s.pane(0).Solutions
	slices.Sort(got)
	if !slices.Equal(got, want) || len(want) != 3 {
		t.Errorf("the page lists the completions %q; queens solve lists %q", got, want)
	}
	found, attempts := summary(t, "-approach", "tuplestate", "-fixed", "c4,f2")
	if p := s.pane(0); p.Found != found || p.Attempts != attempts {
		t.Errorf("c4,f2 ends with %q %q; queens solve with %q %q", p.Found, p.Attempts, found, attempts)
	}

	// A queen that attacks a fixed one is refused, with the reason, and
	// the search shown stays.
	s.clickSquare("c6", 8)
	if msg := s.message(); !strings.Contains(msg, "fixed queens c4 and c6 attack each other (same file)") {
		t.Errorf("clicking c6 beside c4 says %q; want the attack named", msg)
	}
	if p := s.pane(0); !p.Done || !strings.Contains(p.Found, "with c4,f2 fixed") {
		t.Errorf("after the refused click the page shows %+v; want the finished search of c4,f2", p)
	}

	// Two queens that do not attack each other, and no completion.
	s.open("approach=tuplestate&n=8&fixed=c6,d2&speed=max&autoplay=1")
	s.wait(`document.getElementById("st-pane-0").dataset.done === "1"`, time.Minute, "the end of c6,d2")
	found, attempts = summary(t, "-approach", "tuplestate", "-fixed", "c6,d2")
	if p := s.pane(0); p.Found != found || p.Attempts != attempts || !strings.Contains(found, "no solution") || len(p.Solutions) != 0 {
		t.Errorf("c6,d2 ends with %q %q and the solutions %q; queens solve with %q %q", p.Found, p.Attempts, p.Solutions, found, attempts)
	}
	s.noErrors("fixing queens")
}

// traceStep is a step of queens trace -json.
type traceStep struct {
	Step  int    `json:"step"`
	Kind  string `json:"kind"`
	Tuple []int  `json:"tuple"`
}

// squaresOf writes a tuple as the page's data-board does: the squares of
// its queens, row*cols+col, in order.
func squaresOf(tuple []int, cols int) string {
	var sq []string
	for r, c := range tuple {
		if c >= 0 {
			sq = append(sq, fmt.Sprint(r*cols+c))
		}
	}
	return strings.Join(sq, ",")
}

// TestStepperBack steps forward and back, and checks every board against
// the steps of queens trace.
func TestStepperBack(t *testing.T) {
	s := newStepperPage(t)
	out, status := queens(t.Context(), "trace", "-approach", "tuplestate", "-n", "6", "-steps", "0", "-json", "-quiet")
	if status != 0 {
		t.Fatalf("queens trace: %s", out)
	}
	var trace struct {
		Steps []traceStep `json:"steps"`
	}
	if err := json.Unmarshal([]byte(out), &trace); err != nil {
		t.Fatal(err)
	}
	s.open("approach=tuplestate&n=6&speed=1")
	s.wait(`Number(document.getElementById("st-pane-0").dataset.ahead) >= 50`, 10*time.Second, "50 steps")
	start := s.pane(0)
	click := func(id string, times int) {
		for range times {
			if err := chromedp.Do(s.ctx, chromedp.Click(chromedp.ID(id))); err != nil {
				t.Fatal(err)
			}
		}
	}
	click("st-forward", 50)
	if p, want := s.pane(0), squaresOf(trace.Steps[49].Tuple, 6); p.Step != "50" || p.Board != want {
		t.Errorf("after 50 steps forward: step %s, board %s; want step 50, board %s", p.Step, p.Board, want)
	}
	click("st-back", 50)
	if p := s.pane(0); p.Step != "0" || p.Board != start.Board {
		t.Errorf("after 50 steps back: step %s, board %q; want step 0 and the starting board %q", p.Step, p.Board, start.Board)
	}
	// Back from the first solution shows the board of the step before it.
	click("st-next-solution", 1)
	s.wait(`document.getElementById("st-pane-0").dataset.kind === "solution"`, 10*time.Second, "the first solution")
	first := slices.IndexFunc(trace.Steps, func(st traceStep) bool { return st.Kind == "solution" })
	if p := s.pane(0); p.Step != fmt.Sprint(first+1) {
		t.Errorf("the first solution is step %s; queens trace has it at step %d", p.Step, first+1)
	}
	click("st-back", 1)
	if p, want := s.pane(0), squaresOf(trace.Steps[first-1].Tuple, 6); p.Step != fmt.Sprint(first) || p.Board != want {
		t.Errorf("back from the first solution: step %s, board %s; want step %d, board %s", p.Step, p.Board, first, want)
	}
	s.noErrors("stepping")
}

// TestStepperBadInput gives the page settings it must refuse: each says
// what is wrong, in the page, and a search still runs.
func TestStepperBadInput(t *testing.T) {
	s := newStepperPage(t)
	for query, want := range map[string]string{
		"approach=magic&n=8":              `unknown approach "magic"; choose one of octal,`,
		"approach=tuplestate&n=99":        "n = 99 is out of the stepper's range",
		"approach=tuplestate&n=abc":       "n=abc is not a whole number",
		"approach=tuplestate&fixed=c4,c5": "fixed queens c4 and c5 attack each other (same file)",
		"approach=tuplestate&fixed=zz":    `fixed "zz"`,
		"approach=tuplestate&speed=fast":  "speed=fast is neither",
		"approach=octal&n=10":             "past n = 9",
	} {
		s.open(query)
		if msg := s.message(); !strings.Contains(msg, want) {
			t.Errorf("%s: the page says %q; want %q", query, msg, want)
		}
		if p := s.pane(0); p.Board == "" && p.Step != "0" {
			t.Errorf("%s: no search shown: %+v", query, p)
		}
		s.noErrors(query)
	}
	// In the page: a bad n keeps the search shown.
	s.open("approach=bitboard&n=5")
	if err := chromedp.Do(s.ctx, chromedp.SetValue(chromedp.ID("st-n"), "40"), chromedp.Click(chromedp.ID("st-start"))); err != nil {
		t.Fatal(err)
	}
	s.wait(`document.getElementById("st-message").textContent.includes("n = 40")`, 5*time.Second, "the refusal of n = 40")
	if msg := s.message(); !strings.Contains(msg, "n = 40 is out of the stepper's range") || !strings.Contains(msg, "the search shown goes on") {
		t.Errorf("n = 40 in the page says %q", msg)
	}
	if got := eval[string](s, `location.search`); !strings.Contains(got, "approach=bitboard") || !strings.Contains(got, "n=5") {
		t.Errorf("after the refusal the address is %s; want the search shown, bitboard on 5 x 5", got)
	}
	s.noErrors("bad input")
}
