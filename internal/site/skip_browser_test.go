package site_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// clickEndOnceEnabled has the next page the tab loads click "Skip to the
// end" the moment the button is enabled, and note it in window.endClicked:
// the quickest reader there can be, with no time for the page to settle.
func (s *stepperPage) clickEndOnceEnabled() {
	s.t.Helper()
	const script = `new MutationObserver((_, watch) => {
		const end = document.getElementById("st-end");
		if (!end || end.disabled) return;
		watch.disconnect();
		window.endClicked = true;
		end.click();
	}).observe(document, {subtree: true, childList: true, attributes: true, attributeFilter: ["disabled"]});`
	s.onEveryDocument(script)
}

// TestStepperSkipAtOnce clicks "Skip to the end" the moment the stepper
// enables it (issue 42: clicks in the first half second were lost, with
// no word): the search runs to its end, the page says so, and its summary
// is queens solve's.
func TestStepperSkipAtOnce(t *testing.T) {
	s := newStepperPage(t)
	s.clickEndOnceEnabled()
	if err := chromedp.Do(s.ctx, chromedp.EmulateViewport(s.width, 900), chromedp.Navigate(s.base+"stepper.html?approach=tuplestate&n=8")); err != nil {
		t.Fatal(err)
	}
	s.wait(`window.endClicked === true`, 20*time.Second, `the click on "Skip to the end"`)
	s.wait(`document.getElementById("st-pane-0").dataset.done === "1"`, 20*time.Second, "the end of tuplestate on 8 x 8, skipped to at once")
	if said := s.message(); !strings.HasPrefix(said, "The whole search ran in ") {
		t.Errorf("skipped to the end at once, the page says %q", said)
	}
	found, attempts := summary(t, "-approach", "tuplestate", "-n", "8")
	if p := s.pane(0); p.Found != found || p.Attempts != attempts {
		t.Errorf("skipped to the end at once, tuplestate on 8 x 8 ends with\n%q\n%q\nqueens solve ends with\n%q\n%q", p.Found, p.Attempts, found, attempts)
	}
	s.noErrors("skipping to the end at once")
}

// wholeRun reads the counts the tree panel of pane i shows of a whole
// run, by the heading of their rows, once it shows them.
func (s *stepperPage) wholeRun(i int) map[string]string {
	s.t.Helper()
	box := fmt.Sprintf(`document.querySelector("#st-pane-%d .tr")`, i)
	s.wait(box+`.dataset.outcome === "1"`, 10*time.Second, "the tree panel to show the whole run")
	return eval[map[string]string](s, `Object.fromEntries([...`+box+`.querySelectorAll(".tr-counts tbody tr")].map(tr =>
		[tr.querySelector("th").textContent, tr.querySelector("td").textContent]))`)
}

// TestStepperTreeAfterSkip skips tuplestate on 8 x 8 to its end from its
// start (issue 43: the tree panel showed the start alone): the tree panel
// shows the whole run's attempts and solutions, queens solve's; a step
// back shows the tree of the steps shown again.
func TestStepperTreeAfterSkip(t *testing.T) {
	s := newStepperPage(t)
	s.open("approach=tuplestate&n=8")
	if err := chromedp.Do(s.ctx, chromedp.Click(chromedp.ID("st-end"))); err != nil {
		t.Fatal(err)
	}
	s.wait(`document.getElementById("st-pane-0").dataset.done === "1"`, 20*time.Second, "the end of tuplestate on 8 x 8")
	found, attempts := summary(t, "-approach", "tuplestate", "-n", "8")
	counts := s.wholeRun(0)
	// "attempts: 15,720 in all, ..." and "tuplestate found 92 solutions on 8 x 8."
	wantAttempts := strings.Fields(attempts)[1]
	wantSolutions := strings.Fields(strings.SplitAfter(found, " found ")[1])[0]
	if counts["attempts"] != wantAttempts || counts["solutions"] != wantSolutions {
		t.Errorf("after the skip the tree panel counts %v; queens solve says %q and %q", counts, found, attempts)
	}
	if err := chromedp.Do(s.ctx, chromedp.Click(chromedp.ID("st-back"))); err != nil {
		t.Fatal(err)
	}
	s.wait(`document.querySelector("#st-pane-0 .tr").dataset.outcome === ""`, 10*time.Second, "the tree panel to show the steps again")
	tree := s.treeTable(0)
	if len(tree.Depths) != 9 || tree.Total[0] != "1" {
		t.Errorf("back from the end, at the start, the tree panel counts %+v; want the start alone, depths 0 to 8", tree)
	}
	s.noErrors("the tree after the skip")
}
