package site_test

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/queensbook/queens/internal/browsertest"
)

// treeCounts is what the tree panel's table shows, a row a depth.
type treeCounts struct {
	Depths []struct {
		Depth  string   `json:"depth"`
		Counts []string `json:"counts"` // nodes, pruned, lifted, solutions
	} `json:"depths"`
	Total []string `json:"total"`
}

// treeTable reads the tree panel's table of pane i, once the tree is
// drawn at the step the pane shows.
func (s *stepperPage) treeTable(i int) treeCounts {
	s.t.Helper()
	pane := fmt.Sprintf(`document.getElementById("st-pane-%d")`, i)
	s.wait(pane+`.querySelector(".tr").dataset.step === `+pane+`.dataset.step`, 10*time.Second, "the tree to be drawn")
	raw := eval[json.RawMessage](s, `(() => {
		const t = `+pane+`.querySelector(".tr-counts");
		const cells = (tr) => [...tr.querySelectorAll("td")].map(td => td.textContent);
		return {depths: [...t.tBodies[0].rows].map(tr => ({depth: tr.querySelector("th").textContent, counts: cells(tr)})),
			total: cells(t.tFoot.rows[0])};
	})()`)
	var c treeCounts
	if err := json.Unmarshal(raw, &c); err != nil {
		s.t.Fatal(err)
	}
	return c
}

// The tree of a finished tuple-state search has, depth by depth, the
// nodes `queens tree` counts, and as many solutions; its nodes and
// pruned tries together are the squares tested. On 9 x 9, longer than
// the steps the page keeps, the tree forgets the tries of branches long
// finished, and counts them still. Opened at a step of 8 x 8 that the
// worker skips to, it counts the steps passed over, and draws none.
func TestStepperTree(t *testing.T) {
	s := newStepperPage(t)
	s.checkTree(8, "&step=12000")
	if left := eval[string](s, `document.querySelector("#st-pane-0 .tr-left").textContent`); !strings.Contains(left, "before step 12,000") {
		t.Errorf("the tree opened at step 12,000 says %q of what it leaves out", left)
	}
	for _, n := range []int{6, 9} {
		s.checkTree(n, "")
		kept := eval[[]int](s, `["kept", "forgotten"].map(k => Number(document.querySelector("#st-pane-0 .tr").dataset[k]))`)
		left := eval[string](s, `document.querySelector("#st-pane-0 .tr-left").textContent`)
		tries := s.treeTable(0).Total
		all := number(t, tries[0]) - 1 + number(t, tries[1])
		if uint64(kept[0]+kept[1]) != all {
			t.Errorf("%d x %d: the tree keeps %d tries and has forgotten %d, of %d", n, n, kept[0], kept[1], all)
		}
		if forgot := kept[1] > 0; forgot != (n == 9) || forgot != strings.Contains(left, "no longer kept") {
			t.Errorf("%d x %d: the tree has forgotten %d tries, and says %q", n, n, kept[1], left)
		}
	}
	s.noErrors("the trees")
}

// checkTree runs the tuple-state search of n x n to its end, from the
// step the query more names, and compares its tree's counts with queens
// tree's.
func (s *stepperPage) checkTree(n int, more string) {
	t := s.t
	t.Helper()
	out, status := queens(context.Background(), "tree", "-n", fmt.Sprint(n), "-json")
	if status != 0 {
		t.Fatalf("queens tree -n %d: status %d: %s", n, status, out)
	}
	var tree struct {
		Solutions uint64 `json:"solutions"`
		Nodes     uint64 `json:"nodes"`
		Tested    uint64 `json:"squares_tested"`
		Levels    []struct {
			Depth int    `json:"depth"`
			Nodes uint64 `json:"nodes"`
		} `json:"levels"`
	}
	if err := json.Unmarshal([]byte(out), &tree); err != nil {
		t.Fatal(err)
	}
	s.open(fmt.Sprintf("approach=tuplestate&n=%d&speed=max%s", n, more))
	eval[bool](s, `(document.getElementById("st-play").click(), true)`)
	s.wait(`document.getElementById("st-pane-0").dataset.done === "1"`, 2*time.Minute, "the search to end")
	got := s.treeTable(0)
	if len(got.Depths) != len(tree.Levels) {
		t.Fatalf("the tree panel shows %d depths; queens tree -n %d has %d", len(got.Depths), n, len(tree.Levels))
	}
	for i, l := range tree.Levels {
		d := got.Depths[i]
		if d.Depth != fmt.Sprint(l.Depth) || d.Counts[0] != thousands(l.Nodes) {
			t.Errorf("%d x %d, depth %s: %s nodes; queens tree has %s at depth %d", n, n, d.Depth, d.Counts[0], thousands(l.Nodes), l.Depth)
		}
	}
	nodes, pruned, solutions := number(t, got.Total[0]), number(t, got.Total[1]), number(t, got.Total[3])
	if nodes != tree.Nodes || solutions != tree.Solutions || nodes-1+pruned != tree.Tested {
		t.Errorf("%d x %d: the tree panel's totals are %d nodes, %d pruned, %d solutions; queens tree counts %d nodes, %d solutions, %d squares tested",
			n, n, nodes, pruned, solutions, tree.Nodes, tree.Solutions, tree.Tested)
	}
}

// thousands writes n as the book does, 1,234.
func thousands(n uint64) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// number reads a count written with thousands separators.
func number(t testing.TB, s string) uint64 {
	t.Helper()
	var n uint64
	if _, err := fmt.Sscan(strings.ReplaceAll(s, ",", ""), &n); err != nil {
		t.Fatalf("%q is not a count: %v", s, err)
	}
	return n
}

// litCalls are, for each kind of step of the tuple-state search, the
// calls one of which the line lit holds: the search's own line, where
// it calls conflict, which reports the step, or hands a solution on
// with yield; the lifts after the search's last call of conflict come
// from the wrapper that reports them as the search ends.
var litCalls = map[string][]string{
	"place":     {"s.conflict(state, pos)"},
	"conflict":  {"s.conflict(state, pos)"},
	"backtrack": {"s.conflict(state, pos)", "LiftFrom("},
	"solution":  {"yield("},
}

// hookCalls are the calls one of which the line of the trace hook,
// marked beside the line lit, holds: the harness's, or the wrapper's
// yield that hands a solution on to it.
var hookCalls = []string{"s.c.Step(", "LiftFrom(", "yield("}

// Stepping through the tuple-state search of 4 x 4 one step at a time,
// the code panel lights, for each step, one line, in view, that holds
// the call reporting that kind of step.
func TestStepperCodeLines(t *testing.T) {
	s := newStepperPage(t)
	s.open("approach=tuplestate&n=4")
	s.wait(`document.querySelector("#st-pane-0 .sc-view .line") !== null`, 10*time.Second, "the code to load")
	type lit struct {
		Done   bool     `json:"done"`
		Kind   string   `json:"kind"`
		Step   string   `json:"step"`
		Lines  []string `json:"lines"`
		Hooks  []string `json:"hooks"`
		InView bool     `json:"inView"`
	}
	kinds := map[string]int{}
	for range 1000 {
		before := eval[string](s, `document.getElementById("st-pane-0").dataset.step`)
		raw := eval[json.RawMessage](s, `(() => {
			document.getElementById("st-forward").click();
			const p = document.getElementById("st-pane-0");
			const view = p.querySelector(".sc-view");
			const lines = [...view.querySelectorAll(".sc-lit")];
			const r = lines.length ? lines[0].getBoundingClientRect() : null, v = view.getBoundingClientRect();
			return {done: p.dataset.done === "1", kind: p.dataset.kind, step: p.dataset.step,
				lines: lines.map(l => l.textContent), hooks: [...view.querySelectorAll(".sc-hook")].map(l => l.textContent), inView: r !== null && r.top >= v.top && r.bottom <= v.bottom};
		})()`)
		var l lit
		if err := json.Unmarshal(raw, &l); err != nil {
			t.Fatal(err)
		}
		if l.Step == before {
			if l.Done {
				break
			}
			time.Sleep(20 * time.Millisecond) // the next steps are on their way
			continue
		}
		kinds[l.Kind]++
		if len(l.Lines) != 1 || !slices.ContainsFunc(litCalls[l.Kind], func(c string) bool { return strings.Contains(l.Lines[0], c) }) {
			t.Fatalf("step %s, a %s: the lit lines are %q; want one holding one of %q", l.Step, l.Kind, l.Lines, litCalls[l.Kind])
		}
		for _, h := range l.Hooks {
			if !slices.ContainsFunc(hookCalls, func(c string) bool { return strings.Contains(h, c) }) {
				t.Fatalf("step %s, a %s: the trace hook's line marked is %q; want one holding one of %q", l.Step, l.Kind, h, hookCalls)
			}
		}
		if !l.InView {
			t.Errorf("step %s: the lit line %q is scrolled out of the code panel", l.Step, l.Lines[0])
		}
	}
	for kind := range litCalls {
		if kinds[kind] == 0 {
			t.Errorf("no step of the kind %s in the run; its steps: %v", kind, kinds)
		}
	}
	s.noErrors("stepping through 4 x 4")
}

// raceState is what the page shows of a race at one moment.
type raceState struct {
	Steps    []int     `json:"steps"`
	Attempts []float64 `json:"attempts"`
	Done     bool      `json:"done"`
	Rule     string    `json:"rule"`
	Points   []int     `json:"points"`
	Ns       []float64 `json:"ns"`
	Marks    int       `json:"marks"`
}

func (s *stepperPage) race() raceState {
	s.t.Helper()
	raw := eval[json.RawMessage](s, `(() => {
		const panes = [0, 1].map(i => document.getElementById("st-pane-" + i));
		const count = (p, c) => Number(p.querySelector(c).textContent.replace(/,/g, ""));
		const f = document.getElementById("st-race-chart");
		const lines = [...f.querySelectorAll(".rc-line")];
		return {steps: panes.map(p => count(p, ".st-step")), attempts: panes.map(p => count(p, ".st-attempts-count")),
			done: panes.some(p => p.dataset.done === "1"), rule: f.hidden ? "" : f.querySelector(".rc-rule").textContent,
			points: lines.map(l => Number(l.dataset.points)), ns: lines.map(l => Number(l.dataset.ns)),
			marks: f.querySelectorAll(".rc-mark").length};
	})()`)
	var r raceState
	if err := json.Unmarshal(raw, &r); err != nil {
		s.t.Fatal(err)
	}
	return r
}

// In a race by attempts, the pane behind in attempts takes the next
// step, so that both panes go on, each with its own steps, and their
// attempts never differ by more than one; the rule is said above the
// panes and the chart draws a line and a mark for each. In a race by
// time, the attempts weighed by each approach's pace, measured in the
// browser, never differ by more than one attempt's time.
func TestStepperRace(t *testing.T) {
	s := newStepperPage(t)
	s.open("approach=tuplestate&race=bitboard&n=8&by=attempts&speed=300&autoplay=1")
	if url := eval[string](s, `location.search`); !strings.Contains(url, "by=attempts") {
		t.Errorf("the address %s does not keep the race's rule", url)
	}
	// watch samples the race eight times, a quarter of a second apart,
	// once both panes have taken a step: a pane may stand still between
	// two samples on a loaded machine, but never goes back, and both go
	// on over the two seconds.
	watch := func(rule string, weigh func(r raceState, i int) float64, slack func(r raceState) float64) raceState {
		s.wait(`[0, 1].every(i => Number(document.querySelector("#st-pane-" + i + " .st-step").textContent.replace(/,/g, "")) > 0)`, 10*time.Second, "both panes to take a step")
		var first, last raceState
		for i := range 8 {
			time.Sleep(250 * time.Millisecond)
			r := s.race()
			if r.Done {
				t.Fatalf("the race by %s ended before the test had watched it", rule)
			}
			if !strings.Contains(r.Rule, "Race by "+rule) {
				t.Fatalf("the race's rule reads %q; want it to say the race is by %s", r.Rule, rule)
			}
			if d := weigh(r, 0) - weigh(r, 1); d > slack(r) || -d > slack(r) {
				t.Fatalf("race by %s: the panes stand at %v attempts, %v steps: too far apart", rule, r.Attempts, r.Steps)
			}
			if i > 0 && (r.Steps[0] < last.Steps[0] || r.Steps[1] < last.Steps[1]) {
				t.Fatalf("race by %s: the panes went back from steps %v to %v", rule, last.Steps, r.Steps)
			}
			if i == 0 {
				first = r
			}
			last = r
		}
		if last.Steps[0] <= first.Steps[0] || last.Steps[1] <= first.Steps[1] {
			t.Fatalf("race by %s: the panes went from steps %v to %v in two seconds; want both to move on", rule, first.Steps, last.Steps)
		}
		if len(last.Points) != 2 || last.Points[0] < 2 || last.Points[1] < 2 || last.Marks != 2 {
			t.Errorf("race by %s: the chart has lines of %v points and %d marks; want two lines and a mark on each", rule, last.Points, last.Marks)
		}
		return last
	}
	r := watch("attempts", func(r raceState, i int) float64 { return r.Attempts[i] }, func(raceState) float64 { return 1 })
	if r.Steps[0] == r.Steps[1] {
		t.Errorf("race by attempts: both panes at step %d; tuplestate and bitboard take different steps to make the same attempts", r.Steps[0])
	}

	s.open("approach=tuplestate&race=bitboard&n=8&by=time&speed=300&autoplay=1")
	s.wait(`[...document.querySelectorAll("#st-race-chart .rc-line")].every(l => Number(l.dataset.ns) > 0)`, 10*time.Second, "the paces to be measured")
	watch("time", func(r raceState, i int) float64 { return r.Attempts[i] * r.Ns[i] }, func(r raceState) float64 { return max(r.Ns[0], r.Ns[1]) })
	s.noErrors("the races")
}

// The panels pass axe mid-run as well as at the start, which the test of
// every page checks: with a node of the tree and a line of the code lit,
// a tree of whole candidates beside it and a race's chart drawn, light
// and dark, on a phone and a desktop.
func TestStepperPanelsAccessible(t *testing.T) {
	if testing.Short() {
		t.Skip("axe runs in Chromium; run without -short")
	}
	ctx := axeTab(t)
	static, _ := serve(t, siteDir(t))
	s := &stepperPage{t: t, ctx: ctx, messages: &browsertest.Console{}, base: static.URL + "/"}
	s.open("approach=gridbacktrack&race=octal&n=5&fixed=c4&by=attempts")
	for range 40 {
		eval[bool](s, `(document.getElementById("st-forward").click(), true)`)
	}
	s.wait(`document.querySelector("#st-pane-0 .sc-lit") !== null && document.querySelector("#st-pane-0 .tr-now") !== null`, 10*time.Second, "a line and a node lit")
	report(t, "stepper.html", axeViolations(t, ctx))
}
