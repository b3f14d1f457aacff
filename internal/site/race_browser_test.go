package site_test

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/queensbook/queens/internal/browsertest"
	"github.com/queensbook/queens/internal/stepper"
	"github.com/queensbook/queens/puzzle/words"
)

// paceUnits are the units the race by time writes a pace in, as the
// CLI's words.Duration writes times, each with its size in nanoseconds.
var paceUnits = map[string]float64{"ns": 1, "µs": 1e3, "ms": 1e6, "s": 1e9}

// A race by time says each approach's time for an attempt in a unit a
// reader reads, ns, µs, ms or s, with three significant digits at most,
// as queens solve writes times: never as "2.70e+3 ns". The time said is
// the pace the chart races by, rounded.
func TestStepperRaceSaysPaceInUnits(t *testing.T) {
	s := newStepperPage(t)
	s.open("approach=tuplestate&race=bitboard&n=8&by=time")
	s.wait(`[...document.querySelectorAll("#st-race-chart .rc-line")].every(l => Number(l.dataset.ns) > 0)`, 10*time.Second, "the paces to be measured")
	s.wait(`document.querySelector("#st-race-chart .rc-rule").textContent.includes("measured in this browser")`, 10*time.Second, "the rule to say the paces")
	r := s.race()
	if strings.Contains(r.Rule, "e+") {
		t.Errorf("the race's rule %q writes a number with an exponent", r.Rule)
	}
	for i, approach := range []string{"tuplestate", "bitboard"} {
		m := regexp.MustCompile(approach + ` ([0-9]+(?:\.[0-9]+)?)(ns|µs|ms|s)\b`).FindStringSubmatch(r.Rule)
		if m == nil {
			t.Errorf("the race's rule %q does not say the pace of %s in ns, µs, ms or s", r.Rule, approach)
			continue
		}
		if digits := len(strings.TrimLeft(strings.ReplaceAll(m[1], ".", ""), "0")); digits > 3 {
			t.Errorf("the rule says %s takes %s%s an attempt: %d significant digits, want 3 at most", approach, m[1], m[2], digits)
		}
		said, _ := strconv.ParseFloat(m[1], 64)
		said *= paceUnits[m[2]]
		if ns := r.Ns[i]; math.Abs(said-ns) > 0.005*ns {
			t.Errorf("the rule says %s takes %s%s an attempt; the race goes by %.1f ns", approach, m[1], m[2], ns)
		}
	}
	s.noErrors("the race by time")
}

// A race's two panes name their landmarks apart: each pane's regions,
// its code, its tree and the views in them, say whose they are, so that
// a reader who moves by landmark knows which pane's tree is which. axe's
// rule landmark-unique, of moderate impact and so not one
// TestAccessibility fails on, finds no two alike, mid-run with a line
// and a node lit.
func TestStepperRaceLandmarksUnique(t *testing.T) {
	if testing.Short() {
		t.Skip("axe runs in Chromium; run without -short")
	}
	ctx := axeTab(t)
	static, _ := serve(t, siteDir(t))
	s := &stepperPage{t: t, ctx: ctx, messages: &browsertest.Console{}, base: static.URL + "/", width: 1280}
	s.open("approach=tuplestate&race=bitboard&n=6&step=40")
	s.wait(`[0, 1].every(i => document.querySelector("#st-pane-" + i + " .tr-now") !== null)`, 10*time.Second, "a node lit in both trees")
	found, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](landmarkUnique, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("running axe: %v", err)
	}
	for _, f := range found {
		t.Errorf("two landmarks of the race share a name: %s", f)
	}
}

// An approach may race itself (its own two runs, or the reader's edit
// against the same race): its panes are named first and second, in
// their titles, in the race's key and in the landmarks axe reads, so
// that no two share a name.
func TestStepperApproachRacesItself(t *testing.T) {
	ctx := axeTab(t)
	static, _ := serve(t, siteDir(t))
	s := &stepperPage{t: t, ctx: ctx, messages: &browsertest.Console{}, base: static.URL + "/", width: 1280}
	s.open("approach=tuplestate&race=tuplestate&n=6&step=40")
	s.wait(`document.querySelector("#st-race-chart .rc-now").textContent.includes("step 40")`, 10*time.Second, "the race's key at step 40")
	titles := eval[[]string](s, `[0, 1].map(i => document.querySelector("#st-pane-" + i + " .st-title").textContent)`)
	if titles[0] == titles[1] || !strings.HasSuffix(titles[0], ", first") || !strings.HasSuffix(titles[1], ", second") {
		t.Errorf("the panes of tuplestate racing itself are titled %q; want them told apart as first and second", titles)
	}
	key := eval[string](s, `document.querySelector("#st-race-chart .rc-now").textContent`)
	if !strings.Contains(key, "tuplestate (first): step 40") || !strings.Contains(key, "tuplestate (second): step 40") {
		t.Errorf("the race's key says %q; want each pane named, first and second", key)
	}
	found, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](landmarkUnique, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("running axe: %v", err)
	}
	for _, f := range found {
		t.Errorf("two landmarks of tuplestate racing itself share a name: %s", f)
	}
	s.noErrors("an approach racing itself")
}

// landmarkUnique runs axe's rule landmark-unique alone and returns the
// elements it fails on, each with what fails there.
const landmarkUnique = `axe.run(document, {runOnly: ["landmark-unique"]}).then(r => r.violations.flatMap(v =>
	v.nodes.map(n => n.target.join(" ") + ": " + n.failureSummary.replace(/\s+/g, " "))))`

// The tree panel of an approach whose tree is not the rank-by-rank one
// says so, in one sentence with its reason and the two trees' nodes as
// the worker counts them (stepper.TreeShapeOf); that of tuplestate,
// which grows the rank-by-rank tree, says nothing of it. A race shows
// both.
func TestStepperTreeSaysItsShape(t *testing.T) {
	a, p, err := stepper.Settings{Approach: "gridbacktrack", N: 6}.Check()
	if err != nil {
		t.Fatal(err)
	}
	shape, err := stepper.TreeShapeOf(a, p)
	if err != nil || shape == nil {
		t.Fatalf("gridbacktrack's tree shape: %v, %v", shape, err)
	}
	s := newStepperPage(t)
	s.open("approach=gridbacktrack&race=tuplestate&n=6")
	said := eval[[]string](s, `[0, 1].map(i => { const p = document.querySelector("#st-pane-" + i + " .tr-shape"); return p.hidden ? "" : p.textContent; })`)
	nodes := fmt.Sprintf("its tree has %s nodes where the rank-by-rank one (queens tree -n %d) has %s.", words.Thousands(uint64(shape.Nodes)), shape.Side, words.Thousands(uint64(shape.RankByRank)))
	if !strings.HasPrefix(said[0], "This is not the rank-by-rank tree: gridbacktrack "+shape.Reason) || !strings.HasSuffix(said[0], nodes) {
		t.Errorf("gridbacktrack's tree panel says %q; want its reason, %q, and %q", said[0], shape.Reason, nodes)
	}
	if said[1] != "" {
		t.Errorf("tuplestate's tree panel says %q; it grows the rank-by-rank tree", said[1])
	}
	s.noErrors("the trees' shapes")
}
