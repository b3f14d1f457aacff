package site_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
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
	err := chromedp.Do(s.ctx, chromedp.Func(func(ctx context.Context, tab *chromedp.Target) error {
		_, err := cdp.Call(ctx, tab, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: script})
		return err
	}))
	if err != nil {
		s.t.Fatal(err)
	}
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
