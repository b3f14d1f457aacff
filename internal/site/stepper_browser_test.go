package site_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/queensbook/queens/internal/browsertest"
	"github.com/queensbook/queens/puzzle/words"
)

// stepperPage drives the stepper page of a served site in one tab.
type stepperPage struct {
	t        testing.TB
	ctx      context.Context
	messages *browsertest.Console
	base     string
	width    int64 // of the window, 1280 unless a test sets another
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
	return &stepperPage{t, ctx, messages, server.URL + "/", 1280}
}

// open loads the stepper with the settings in query and waits until it
// has started its first search.
func (s *stepperPage) open(query string) time.Duration {
	s.t.Helper()
	start := time.Now()
	if err := chromedp.Do(s.ctx, chromedp.EmulateViewport(s.width, 900), chromedp.Navigate(s.base+"stepper.html?"+query)); err != nil {
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
	return eval[string](s, `document.getElementById("st-message").firstChild?.textContent ?? ""`)
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
		races = append(races, race{"octal", "bitboard", n}, race{"permfilter", "gridbacktrack", n}, race{"gridwritten", "tuplestate", n}, race{"dancinglinks", "bitboard", n})
		if n < 6 {
			races = append(races, race{"combinations", "tuplestate", n})
		}
	}
	races = append(races, race{"tuplestate", "bitboard", 8}, race{"dancinglinks", "bitboard", 8}, race{"permfilter", "gridwritten", 7})
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
		// A square's name starts with the square, then says what is on it.
		if name, _, _ := strings.Cut(q.Name, ","); file+rank != name {
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
	Step   int    `json:"step"`
	Kind   string `json:"kind"`
	Square string `json:"square"`
	Item   string `json:"item"`
	Tuple  []int  `json:"tuple"`
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

// cliTrace returns the steps of queens trace -json for approach on
// n x n.
func cliTrace(t *testing.T, approach string, n int) []traceStep {
	out, status := queens(t.Context(), "trace", "-approach", approach, "-n", fmt.Sprint(n), "-steps", "0", "-json", "-quiet")
	if status != 0 {
		t.Fatalf("queens trace: %s", out)
	}
	var trace struct {
		Steps []traceStep `json:"steps"`
	}
	if err := json.Unmarshal([]byte(out), &trace); err != nil {
		t.Fatal(err)
	}
	return trace.Steps
}

// TestStepperBack steps forward and back, and checks every board against
// the steps of queens trace.
func TestStepperBack(t *testing.T) {
	s := newStepperPage(t)
	steps := cliTrace(t, "tuplestate", 6)
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
	if p, want := s.pane(0), squaresOf(steps[49].Tuple, 6); p.Step != "50" || p.Board != want {
		t.Errorf("after 50 steps forward: step %s, board %s; want step 50, board %s", p.Step, p.Board, want)
	}
	click("st-back", 50)
	if p := s.pane(0); p.Step != "0" || p.Board != start.Board {
		t.Errorf("after 50 steps back: step %s, board %q; want step 0 and the starting board %q", p.Step, p.Board, start.Board)
	}
	// Back from the first solution shows the board of the step before it.
	click("st-next-solution", 1)
	s.wait(`document.getElementById("st-pane-0").dataset.kind === "solution"`, 10*time.Second, "the first solution")
	first := slices.IndexFunc(steps, func(st traceStep) bool { return st.Kind == "solution" })
	if p := s.pane(0); p.Step != fmt.Sprint(first+1) {
		t.Errorf("the first solution is step %s; queens trace has it at step %d", p.Step, first+1)
	}
	click("st-back", 1)
	if p, want := s.pane(0), squaresOf(steps[first-1].Tuple, 6); p.Step != fmt.Sprint(first) || p.Board != want {
		t.Errorf("back from the first solution: step %s, board %s; want step %d, board %s", p.Step, p.Board, first, want)
	}
	s.noErrors("stepping")
}

// TestStepperNamesTheItem steps through dancing links on 6 x 6 up to
// its first solution: each step shows the board queens trace shows, and
// each queen placed says which item it covers, as the trace does.
func TestStepperNamesTheItem(t *testing.T) {
	s := newStepperPage(t)
	steps := cliTrace(t, "dancinglinks", 6)
	first := slices.IndexFunc(steps, func(st traceStep) bool { return st.Kind == "solution" })
	s.open("approach=dancinglinks&n=6&speed=1")
	s.wait(fmt.Sprintf(`Number(document.getElementById("st-pane-0").dataset.ahead) >= %d`, first+1), 10*time.Second, "the steps to the first solution")
	for i, st := range steps[:first+1] {
		if err := chromedp.Do(s.ctx, chromedp.Click(chromedp.ID("st-forward"))); err != nil {
			t.Fatal(err)
		}
		said := eval[string](s, `document.querySelector("#st-pane-0 .st-now").textContent`)
		want := "Solution 1."
		if st.Kind == "place" {
			want = "Placed a queen on " + st.Square + ", to cover " + st.Item + "."
		} else if st.Kind == "backtrack" {
			want = "Lifted the queen from " + st.Square
		}
		if p := s.pane(0); p.Board != squaresOf(st.Tuple, 6) || !strings.HasPrefix(said, want) {
			t.Fatalf("step %d: the page shows the board %s and says %q; queens trace has the board %s and %s %s %s", i+1, p.Board, said, squaresOf(st.Tuple, 6), st.Kind, st.Square, st.Item)
		}
	}
	s.noErrors("stepping through dancing links")
}

// cliRefusal returns the one-line error queens solve prints for args,
// without its "queens solve: " and the hint to the flags after a flag it
// cannot parse.
func cliRefusal(t *testing.T, args ...string) string {
	out, status := queens(t.Context(), append([]string{"solve"}, args...)...)
	if status != 2 {
		t.Fatalf("queens solve %s: status %d, want 2 (bad input): %s", strings.Join(args, " "), status, out)
	}
	msg := strings.TrimPrefix(strings.TrimSpace(out), "queens solve: ")
	msg, _ = strings.CutSuffix(msg, "; run 'queens help solve' for the flags")
	return msg
}

// inView reports whether the page's message is inside the window.
func (s *stepperPage) messageInView() bool {
	return eval[bool](s, `(() => { const r = document.getElementById("st-message").getBoundingClientRect();
		return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight; })()`)
}

// TestStepperBadInput gives the page settings it must refuse, on a
// phone: each is refused in the words queens solve uses for the same
// flags, in view wherever the reader has scrolled to, and a search still
// runs.
func TestStepperBadInput(t *testing.T) {
	s := newStepperPage(t)
	s.width = 375
	for query, args := range map[string][]string{
		"approach=magic&n=8":              {"-approach", "magic"},
		"approach=tuplestate&n=0":         {"-approach", "tuplestate", "-n", "0"},
		"approach=tuplestate&n=99":        {"-approach", "tuplestate", "-n", "99"},
		"approach=tuplestate&n=abc":       {"-approach", "tuplestate", "-n", "abc"},
		"approach=tuplestate&fixed=c4,c5": {"-approach", "tuplestate", "-fixed", "c4,c5"},
		"approach=tuplestate&fixed=c9":    {"-approach", "tuplestate", "-fixed", "c9"},
		"approach=tuplestate&fixed=zz":    {"-approach", "tuplestate", "-fixed", "zz"},
		"approach=octal&n=10":             {"-approach", "octal", "-n", "10"},
	} {
		want := cliRefusal(t, args...)
		s.open(query)
		if msg := s.message(); !strings.Contains(msg, want) {
			t.Errorf("%s: the page says\n%q\nqueens solve %s says\n%q", query, msg, strings.Join(args, " "), want)
		}
		if !s.messageInView() {
			t.Errorf("%s: the refusal is out of the window at 375 px", query)
		}
		eval[any](s, `window.scrollTo(0, document.body.scrollHeight)`)
		if !s.messageInView() {
			t.Errorf("%s: scrolled to the bottom of the page at 375 px, the refusal is out of the window: %s", query,
				eval[string](s, `(r => r.top + " to " + r.bottom + " of " + window.innerHeight)(document.getElementById("st-message").getBoundingClientRect())`))
		}
		if p := s.pane(0); p.Board == "" && p.Step != "0" {
			t.Errorf("%s: no search shown: %+v", query, p)
		}
		// Its button puts the refusal back in its place, where it
		// covers nothing, its words kept.
		if got := eval[string](s, `(m => (m.querySelector(".st-hide").click(), m.className + ": " + m.textContent))(document.getElementById("st-message"))`); !strings.HasPrefix(got, "st-message: ") || !strings.Contains(got, want) || strings.Contains(got, "Hide") {
			t.Errorf("%s: after Hide this message, the message is %q", query, got)
		}
		s.noErrors(query)
	}
	// The page's own settings, which queens solve does not have.
	for query, want := range map[string]string{
		"approach=tuplestate&speed=fast": "speed=fast is neither",
		"approach=tuplestate&step=soon":  "step=soon is not a whole number",
		"approach=tuplestate&n=13":       "-n 13 is too large: at most 12, the largest board the stepper draws",
	} {
		s.open(query)
		if msg := s.message(); !strings.Contains(msg, want) || !s.messageInView() {
			t.Errorf("%s: the page says %q (in view: %v); want %q in view", query, msg, s.messageInView(), want)
		}
	}
	// In the page: a bad n keeps the search shown; a queen placed by a
	// click low on the board, where it attacks a fixed one, is refused
	// in view.
	s.open("approach=bitboard&n=5")
	if err := chromedp.Do(s.ctx, chromedp.SetValue(chromedp.ID("st-n"), "40"), chromedp.Click(chromedp.ID("st-start"))); err != nil {
		t.Fatal(err)
	}
	s.wait(`document.getElementById("st-message").textContent.includes("40 x 40")`, 5*time.Second, "the refusal of n = 40")
	if msg, want := s.message(), cliRefusal(t, "-approach", "bitboard", "-n", "40"); !strings.Contains(msg, want+" (the search shown goes on)") {
		t.Errorf("n = 40 in the page says %q", msg)
	}
	if got := eval[string](s, `location.search`); !strings.Contains(got, "approach=bitboard") || !strings.Contains(got, "n=5") {
		t.Errorf("after the refusal the address is %s; want the search shown, bitboard on 5 x 5", got)
	}
	s.open("approach=tuplestate&n=8&fixed=c6")
	s.clickSquare("c1", 8)
	if msg, want := s.message(), cliRefusal(t, "-approach", "tuplestate", "-fixed", "c1,c6"); !strings.Contains(msg, want) || !s.messageInView() {
		t.Errorf("clicking c1 under c6 at 375 px says %q (in view: %v); want %q in view", msg, s.messageInView(), want)
	}
	s.noErrors("bad input")
}

// press presses keys, one after another, as a keyboard does.
func (s *stepperPage) press(keys ...string) {
	s.t.Helper()
	for _, k := range keys {
		if err := chromedp.Do(s.ctx, chromedp.KeyEvent(k)); err != nil {
			s.t.Fatalf("pressing %q: %v", k, err)
		}
	}
}

// tabTo presses Tab until the focus is on the element that the
// expression, given the focused element as el, says it is on.
func (s *stepperPage) tabTo(is, what string) {
	s.t.Helper()
	for range 400 {
		if eval[bool](s, `(el => Boolean(el && (`+is+`)))(document.activeElement)`) {
			return
		}
		s.press(kb.Tab)
	}
	s.t.Fatalf("400 presses of Tab never reached %s", what)
}

// countMouse makes every page the tab loads count the mouse's and the
// pointer's events, in window.mouseEvents.
func (s *stepperPage) countMouse() {
	s.t.Helper()
	s.onEveryDocument(`
		window.mouseEvents = 0;
		for (const type of ["mousedown", "mouseup", "pointerdown", "pointerup", "mousemove"]) addEventListener(type, () => window.mouseEvents++, true);`)
}

// onEveryDocument has the tab run script in every document it opens,
// before the page's own scripts.
func (s *stepperPage) onEveryDocument(script string) {
	s.t.Helper()
	err := chromedp.Do(s.ctx, chromedp.Func(func(ctx context.Context, tab *chromedp.Target) error {
		_, err := cdp.Call(ctx, tab, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: script})
		return err
	}))
	if err != nil {
		s.t.Fatal(err)
	}
}

// TestStepperByKeyboard runs a search from the index page to its end
// with the keyboard alone, as a reader who uses no mouse would: Tab to
// the stepper's link and Enter, the board's size typed, the speed chosen
// with the arrow keys, Space on Play; then Home, the arrow keys and End
// move through the steps run. No mouse or pointer event happens, and
// the search ends with queens solve's summary.
func TestStepperByKeyboard(t *testing.T) {
	s := newStepperPage(t)
	s.countMouse()
	if err := chromedp.Do(s.ctx, chromedp.EmulateViewport(1280, 900), chromedp.Navigate(s.base+"index.html")); err != nil {
		t.Fatal(err)
	}
	s.tabTo(`el.matches("a[href='stepper.html']")`, "the index's link to the stepper")
	s.press(kb.Enter)
	s.wait(`document.getElementById("stepper") !== null && document.getElementById("stepper").dataset.ready === "1"`, 20*time.Second, "the stepper to start")
	s.tabTo(`el.id === "st-n"`, "the field n")
	s.press(kb.Backspace, kb.Backspace, "5", kb.Tab)
	s.wait(`document.querySelectorAll("#st-pane-0 .st-sq").length === 25`, 10*time.Second, "the board of 5 x 5")
	s.tabTo(`el.id === "st-speed"`, "the speed")
	s.press(kb.End)
	if got := eval[string](s, `document.getElementById("st-speed").value`); got != "max" {
		t.Fatalf("End on the speed chose %q; want max", got)
	}
	s.tabTo(`el.id === "st-play"`, "Play")
	s.press(" ")
	s.wait(`document.getElementById("st-pane-0").dataset.done === "1"`, 30*time.Second, "the end of the search")
	found, attempts := summary(t, "-approach", "tuplestate", "-n", "5")
	if p := s.pane(0); p.Found != found || p.Attempts != attempts {
		t.Errorf("the search run by keyboard ends with\n%q\n%q\nqueens solve ends with\n%q\n%q", p.Found, p.Attempts, found, attempts)
	}
	last := s.pane(0).Step
	s.press(kb.Home)
	s.wait(`document.getElementById("st-pane-0").dataset.step === "0"`, 5*time.Second, "Home to show step 0")
	s.press(kb.ArrowRight, kb.ArrowRight, kb.ArrowRight, kb.ArrowLeft)
	s.wait(`document.getElementById("st-pane-0").dataset.step === "2"`, 5*time.Second, "three steps forward and one back to show step 2")
	if said := eval[string](s, `document.getElementById("st-narration").textContent`); !strings.HasPrefix(said, "Step 2: ") {
		t.Errorf("at step 2 the live region says %q", said)
	}
	s.press(kb.End)
	s.wait(fmt.Sprintf(`document.getElementById("st-pane-0").dataset.step === %q`, last), 5*time.Second, "End to show the last step")
	if p := s.pane(0); p.Found != found {
		t.Errorf("back at the end the page shows %q; want %q", p.Found, found)
	}
	// On the board the arrows move between squares, one Tab stop, and
	// Enter fixes a queen and keeps the focus.
	s.tabTo(`el.classList.contains("st-sq")`, "the board")
	s.press(kb.Home, kb.ArrowUp, kb.ArrowRight, kb.ArrowRight)
	if got := eval[string](s, `document.activeElement.getAttribute("aria-label")`); !strings.HasPrefix(got, "c2") {
		t.Errorf("Home, up and right twice from a1 are on %q; want c2", got)
	}
	s.press(kb.Enter)
	s.wait(`document.getElementById("st-pane-0").dataset.board === "7"`, 10*time.Second, "the queen fixed on c2")
	if got := eval[string](s, `document.activeElement.getAttribute("aria-label")`); got != "c2, queen, fixed" {
		t.Errorf("after Enter the focus is on %q; want the square, named c2, queen, fixed", got)
	}
	if n := eval[int](s, `document.querySelectorAll("#st-pane-0 .st-sq[tabindex='0']").length`); n != 1 {
		t.Errorf("the board has %d squares in the Tab order; want 1", n)
	}
	if n := eval[int](s, `window.mouseEvents`); n != 0 {
		t.Errorf("the page saw %d mouse or pointer events; want none", n)
	}
	s.noErrors("the keyboard")
}

// counters is what the page shows of the step on its first board.
type counters struct {
	Step, Attempts, Solutions, Board, Listed string
}

func (s *stepperPage) counters() counters {
	s.t.Helper()
	raw := eval[json.RawMessage](s, `(() => { const p = document.getElementById("st-pane-0"), q = (c) => p.querySelector(c).textContent;
		return {step: q(".st-step"), attempts: q(".st-attempts-count"), solutions: q(".st-solutions-count"), board: p.dataset.board,
			listed: [...p.querySelectorAll(".st-solutions button")].map(b => b.textContent).join("; ")}; })()`)
	var c counters
	if err := json.Unmarshal(raw, &c); err != nil {
		s.t.Fatal(err)
	}
	return c
}

// TestStepperStepInTheAddress opens the stepper at a step, as a
// teacher's link does, and compares what it shows with stepping there
// one step at a time, and with queens trace; the scrubber and the link
// to the step show the same.
func TestStepperStepInTheAddress(t *testing.T) {
	const n, at = 7, 1234
	s := newStepperPage(t)
	steps := cliTrace(t, "tuplestate", n)
	if len(steps) < 2*at {
		t.Fatalf("the trace has %d steps; the test needs %d", len(steps), 2*at)
	}
	query := fmt.Sprintf("approach=tuplestate&n=%d&speed=max", n)
	s.open(query)
	s.wait(fmt.Sprintf(`Number(document.getElementById("st-pane-0").dataset.ahead) >= %d`, at), 10*time.Second, "the steps ahead")
	eval[any](s, fmt.Sprintf(`for (let i = 0; i < %d; i++) document.getElementById("st-forward").click()`, at))
	stepped := s.counters()
	if stepped.Step != "1,234" || stepped.Board != squaresOf(steps[at-1].Tuple, n) {
		t.Fatalf("after %d steps the page shows %+v; queens trace has the board %s", at, stepped, squaresOf(steps[at-1].Tuple, n))
	}
	s.open(fmt.Sprintf("%s&step=%d", query, at))
	if got := s.counters(); got != stepped {
		t.Errorf("opened at step %d the page shows\n%+v\nstepped there it shows\n%+v", at, got, stepped)
	}
	// Back from a step opened so has the search run again to the one
	// before.
	if err := chromedp.Do(s.ctx, chromedp.Click(chromedp.ID("st-back"))); err != nil {
		t.Fatal(err)
	}
	s.wait(fmt.Sprintf(`document.getElementById("st-pane-0").dataset.step === "%d"`, at-1), 10*time.Second, "the step before")
	if got, want := s.pane(0).Board, squaresOf(steps[at-2].Tuple, n); got != want {
		t.Errorf("back from step %d the board is %s; queens trace has %s", at, got, want)
	}
	// The scrubber, and the link to the step it shows.
	eval[any](s, `(() => { const r = document.getElementById("st-scrub"); r.value = "500"; r.dispatchEvent(new Event("input")); })()`)
	s.wait(`document.getElementById("st-pane-0").dataset.step === "500"`, 10*time.Second, "the scrubber at step 500")
	if got, want := s.pane(0).Board, squaresOf(steps[499].Tuple, n); got != want {
		t.Errorf("scrubbed to step 500 the board is %s; queens trace has %s", got, want)
	}
	if err := chromedp.Do(s.ctx, chromedp.Click(chromedp.ID("st-copy"))); err != nil {
		t.Fatal(err)
	}
	s.wait(`document.getElementById("stepper").dataset.link !== undefined`, 5*time.Second, "the link to the step")
	if link := eval[string](s, `document.getElementById("stepper").dataset.link`); !strings.Contains(link, "step=500") || !strings.Contains(link, "approach=tuplestate") {
		t.Errorf("the link to step 500 is %s", link)
	}
	s.noErrors("steps in the address")
}

// TestStepperSkipToTheEnd skips the combinations of 6 x 6, 1,947,792
// steps, to their end, and compares the summary with what queens solve
// prints; a search long even at max speed asks first, and shows its end
// at once when asked to.
func TestStepperSkipToTheEnd(t *testing.T) {
	s := newStepperPage(t)
	s.open("approach=combinations&n=6")
	start := time.Now()
	if err := chromedp.Do(s.ctx, chromedp.Click(chromedp.ID("st-end"))); err != nil {
		t.Fatal(err)
	}
	s.wait(`document.getElementById("st-pane-0").dataset.done === "1"`, time.Minute, "the end of combinations on 6 x 6")
	took := time.Since(start)
	cli := time.Now()
	found, attempts := summary(t, "-approach", "combinations", "-n", "6")
	t.Logf("skipped to the end in %v; queens solve took %v", took.Round(time.Millisecond), time.Since(cli).Round(time.Millisecond))
	if p := s.pane(0); p.Found != found || p.Attempts != attempts {
		t.Errorf("skipped to the end, combinations on 6 x 6 end with\n%q\n%q\nqueens solve ends with\n%q\n%q", p.Found, p.Attempts, found, attempts)
	}

	s.open("approach=octal&n=8&speed=max")
	if err := chromedp.Do(s.ctx, chromedp.Click(chromedp.ID("st-play"))); err != nil {
		t.Fatal(err)
	}
	s.wait(`!document.getElementById("st-ask").hidden`, 10*time.Second, "the question before 8^8 boards")
	if q := eval[string](s, `document.getElementById("st-ask-text").textContent`); !strings.HasPrefix(q, "About ") || !strings.Contains(q, "at max speed: show the result now, or watch the first part?") {
		t.Errorf("before the octal counter's 8^8 boards the page asks %q", q)
	}
	if err := chromedp.Do(s.ctx, chromedp.Click(chromedp.ID("st-ask-now"))); err != nil {
		t.Fatal(err)
	}
	s.wait(`document.getElementById("st-pane-0").dataset.done === "1"`, time.Minute, "the end of the octal counter on 8 x 8")
	found, attempts = summary(t, "-approach", "octal", "-n", "8")
	if p := s.pane(0); p.Found != found || p.Attempts != attempts {
		t.Errorf("shown at once, octal on 8 x 8 ends with\n%q\n%q\nqueens solve ends with\n%q\n%q", p.Found, p.Attempts, found, attempts)
	}

	// A whole run of 4,426,165,368 arrangements can be stopped, and the
	// steps go on from where they were.
	s.open("approach=combinations&n=8&step=30")
	before := s.counters()
	if err := chromedp.Do(s.ctx, chromedp.Click(chromedp.ID("st-end"))); err != nil {
		t.Fatal(err)
	}
	s.wait(`document.getElementById("st-end").textContent === "Stop the whole run"`, 5*time.Second, "the button to stop the run")
	if err := chromedp.Do(s.ctx, chromedp.Click(chromedp.ID("st-end"))); err != nil {
		t.Fatal(err)
	}
	s.wait(`document.getElementById("st-message").textContent.includes("was stopped")`, 20*time.Second, "the run to stop")
	if got := s.counters(); got != before {
		t.Errorf("after the stopped run the page shows %+v; before it, %+v", got, before)
	}
	s.noErrors("skipping to the end")
}

// TestStepperSolveItYourself sets c4 and f2 by hand and asks whether the
// board can be completed: the page answers with queens solve's count and
// summary; for two queens that attack each other, with its refusal.
func TestStepperSolveItYourself(t *testing.T) {
	s := newStepperPage(t)
	s.open("approach=tuplestate&n=8")
	click := func(sel string) {
		t.Helper()
		if err := chromedp.Do(s.ctx, chromedp.Click(chromedp.CSS(sel))); err != nil {
			t.Fatalf("clicking %s: %v", sel, err)
		}
	}
	square := func(name string) string {
		return fmt.Sprintf(`#st-pane-0 [data-square="%d"]`, int(name[1]-'1')*8+int(name[0]-'a'))
	}
	label := func(name string) string {
		return eval[string](s, fmt.Sprintf(`document.querySelector(%q).getAttribute("aria-label")`, square(name)))
	}
	answer := func() string {
		click("#st-complete")
		s.wait(`!document.querySelector("#st-pane-0 .st-now").textContent.startsWith("Searching")`, time.Minute, "the answer")
		return eval[string](s, `document.querySelector("#st-pane-0 .st-now").textContent`)
	}
	click("#st-yourself")
	click(square("c4"))
	click(square("f2"))
	if got := label("c4"); got != "c4, queen" {
		t.Errorf("the square c4 with the reader's queen is named %q", got)
	}
	said := answer()
	found, attempts := summary(t, "-n", "8", "-fixed", "c4,f2")
	count := regexp.MustCompile(`found (\d+) solutions?`).FindStringSubmatch(found)
	if count == nil {
		t.Fatalf("queens solve says %q", found)
	}
	if p := s.pane(0); p.Found != found || p.Attempts != attempts || !strings.Contains(said, "completed in "+count[1]+" ways") {
		t.Errorf("c4 and f2 set by hand: the page says %q,\n%q\n%q\nqueens solve -n 8 -fixed c4,f2 says\n%q\n%q", said, p.Found, p.Attempts, found, attempts)
	}
	click(square("f2"))
	click(square("c5"))
	if got := label("c5"); got != "c5, queen, attacks another queen" {
		t.Errorf("c5 beside c4 is named %q", got)
	}
	if said, want := answer(), cliRefusal(t, "-n", "8", "-fixed", "c4,c5"); !strings.Contains(said, want) {
		t.Errorf("c4 and c5 set by hand: the page says %q; queens solve says %q", said, want)
	}
	// The link to a board set by hand opens it, queens that attack each
	// other and all.
	click("#st-copy")
	s.wait(`document.getElementById("stepper").dataset.link !== undefined`, 5*time.Second, "the link to the board")
	if link := eval[string](s, `document.getElementById("stepper").dataset.link`); !strings.Contains(link, "fixed=c4,c5") || !strings.Contains(link, "mode=yourself") {
		t.Errorf("the link to the board c4,c5 set by hand is %s", link)
	}
	s.open("approach=tuplestate&n=8&fixed=c4,c6&mode=yourself")
	if p, said := s.pane(0), eval[string](s, `document.querySelector("#st-pane-0 .st-now").textContent`); p.Board != "26,42" || s.message() != "" || !strings.Contains(said, "c4 and c6") {
		t.Errorf("opened with c4,c6 by hand the page shows the board %s, says %q and %q", p.Board, said, s.message())
	}
	s.noErrors("solving it yourself")
}

// contrast returns the WCAG contrast ratio of two colours written as
// CSS's rgb(r, g, b).
func contrast(t *testing.T, a, b string) float64 {
	luminance := func(c string) float64 {
		var r, g, bl float64
		if _, err := fmt.Sscanf(c, "rgb(%f, %f, %f)", &r, &g, &bl); err != nil {
			t.Fatalf("the colour %q: %v", c, err)
		}
		lin := func(v float64) float64 {
			v /= 255
			if v <= 0.03928 {
				return v / 12.92
			}
			return math.Pow((v+0.055)/1.055, 2.4)
		}
		return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(bl)
	}
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// TestStepperMarksShow reads, in both themes, the colours of the marks
// drawn on a fixed queen that attacks the square tried (step 76 of
// tuplestate with c4 and f2 fixed: c7 tried, attacked by c4), and holds
// each to 3:1 against both colours of square.
func TestStepperMarksShow(t *testing.T) {
	s := newStepperPage(t)
	for _, theme := range []string{"light", "dark"} {
		if err := chromedp.Do(s.ctx, browsertest.ColorScheme(theme)); err != nil {
			t.Fatal(err)
		}
		s.open("approach=tuplestate&n=8&fixed=c4,f2&step=76")
		raw := eval[json.RawMessage](s, `(() => {
			const sq = (n) => document.querySelector('#st-pane-0 [data-square="' + n + '"]');
			const c4 = sq(26), c7 = sq(50), a1 = sq(0), b1 = sq(1);
			const shadow = getComputedStyle(c4).boxShadow;
			return {classes: c4.className + " | " + c7.className,
				ring: getComputedStyle(c4, "::after").borderTopColor, frame: shadow.slice(0, shadow.indexOf(")") + 1),
				cross: getComputedStyle(c7, "::after").backgroundImage.match(/rgb\([^)]*\)/g)[1],
				squares: [getComputedStyle(a1).backgroundColor, getComputedStyle(b1).backgroundColor]};
		})()`)
		var got struct {
			Classes, Ring, Frame, Cross string
			Squares                     []string
		}
		if err := json.Unmarshal(raw, &got); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(got.Classes, "fixed with") || !strings.Contains(got.Classes, "conflict") {
			t.Fatalf("%s: c4 and c7 are drawn as %q; want c4 fixed and attacking, c7 in conflict", theme, got.Classes)
		}
		for mark, colour := range map[string]string{"the ring of an attacker": got.Ring, "the frame of a fixed queen": got.Frame, "the cross on a square tried": got.Cross} {
			for _, square := range got.Squares {
				if c := contrast(t, colour, square); c < 3 {
					t.Errorf("%s: %s, %s, has %.2f:1 against the square %s; want 3:1", theme, mark, colour, c, square)
				}
			}
		}
	}
	s.noErrors("the marks")
}

// TestStepperSaysWhatItLeavesOut runs the bitboard search of 11 x 11 to
// its end, past the solutions its list has room for: the list says how
// many more there are, as many as queens solve finds beyond it.
func TestStepperSaysWhatItLeavesOut(t *testing.T) {
	s := newStepperPage(t)
	s.open("approach=bitboard&n=11&step=999999999")
	s.wait(`document.getElementById("st-pane-0").dataset.done === "1"`, time.Minute, "the end of bitboard on 11 x 11")
	found, _ := summary(t, "-approach", "bitboard", "-n", "11")
	m := regexp.MustCompile(`found ([\d,]+) solutions`).FindStringSubmatch(found)
	if m == nil {
		t.Fatalf("queens solve says %q", found)
	}
	all, _ := strconv.Atoi(strings.ReplaceAll(m[1], ",", ""))
	listed := eval[int](s, `document.querySelectorAll("#st-pane-0 .st-solutions li").length`)
	more := eval[string](s, `document.querySelector("#st-pane-0 .st-more").textContent`)
	if listed >= all || !strings.HasPrefix(more, fmt.Sprintf("And %s more solutions", words.Thousands(uint64(all-listed)))) {
		t.Errorf("of %d solutions the page lists %d and says %q", all, listed, more)
	}
	s.noErrors("the list's end")
}
