package inpage

import (
	"bytes"
	"context"
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/queensbook/queens/internal/browsertest"
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/queenscmd"
)

// The exercise the test checks in the page, and its parts there.
const (
	exercisePage = "exercises/conflict.html"
	feedback     = `document.querySelector("section.nb-exercise pre.output").textContent`
	checkStatus  = `document.querySelector("section.nb-exercise .nb-status").textContent`
)

// TestExerciseInThePage checks exercise conflict on its page of the
// static site, in Chromium: the stub fails with the feedback, drawings
// and all, that queens exercise check -stub prints; a type error is
// marked in the editor; the reference passes, with its attempts beside
// tuplestate's, and the page remembers that it passed.
func TestExerciseInThePage(t *testing.T) {
	if testing.Short() {
		t.Skip("the exercise's browser test runs the Go compiler in Chromium; run it without -short")
	}
	ctx, messages := browsertest.OpenTab(t)
	server, refused := serveSite(t)
	p := page{t, ctx}
	p.do("opening "+exercisePage, chromedp.Navigate(server.URL+"/"+exercisePage))
	p.waitFor("the exercise's editor", `document.getElementById("main").dataset.notebook === "browser" && document.querySelector("section.nb-exercise .cm-content") !== null`, 20*time.Second)
	stub, err := os.ReadFile("../../chapters/exercises/conflict/.meta/stub.go")
	if err != nil {
		t.Fatal(err)
	}
	if got := eval[string](p, `[...document.querySelectorAll("section.nb-exercise .cm-line")].map((l) => l.textContent).join("\n")`); strings.TrimSpace(got) != strings.TrimSpace(string(stub)) {
		t.Errorf("the editor opens with\n%s\nwant the stub\n%s", got, stub)
	}
	if !eval[bool](p, solutionButton+`.hidden`) {
		t.Error("the book's solution is offered before the reader has checked a file")
	}

	t.Run("the stub", func(t *testing.T) {
		p := page{t, ctx}
		var want bytes.Buffer
		queenscmd.Main(context.Background(), []string{"exercise", "check", "conflict", "-stub"}, cli.Env{Stdout: &want, Stderr: io.Discard})
		status := p.check()
		got := eval[string](p, feedback)
		if !strings.HasPrefix(got, want.String()) || !strings.Contains(got, "conflict: 3 of 4 tests fail; edit the file above and press Check again") {
			t.Errorf("the page's feedback:\n%s\nwhere queens exercise check -stub prints\n%s", got, want.String())
		}
		if !strings.HasPrefix(status, "Not yet") {
			t.Errorf("the status says %q", status)
		}
		p.shot("exercise-stub", "section.nb-exercise pre.output")
		// Once the reader has tried, the book's solution is a click away.
		p.do("Show the book's solution", chromedp.Click(chromedp.CSS(`section.nb-exercise button.nb-ask-solution`)))
		reference, err := os.ReadFile("../../chapters/exercises/conflict/.meta/reference.go")
		if err != nil {
			t.Fatal(err)
		}
		if got := eval[string](p, `document.querySelector("section.nb-exercise .nb-solution pre").textContent`); got != string(reference) {
			t.Errorf("the book's solution shows\n%s\nwant .meta/reference.go\n%s", got, reference)
		}
	})

	t.Run("a type error", func(t *testing.T) {
		p := page{t, ctx}
		p.typeInto(`section.nb-exercise .cm-content`, strings.Replace(string(stub), "return -1", `return "none"`, 1))
		p.check()
		if got := eval[string](p, feedback); !strings.HasPrefix(got, "conflict: the code does not compile.") {
			t.Errorf("the page's feedback:\n%s", got)
		}
		if n := eval[int](p, `document.querySelectorAll("section.nb-exercise .cm-lintRange-error").length`); n == 0 {
			t.Error("the editor marks no error")
		}
	})

	t.Run("the reference", func(t *testing.T) {
		p := page{t, ctx}
		reference, err := os.ReadFile("../../chapters/exercises/conflict/.meta/reference.go")
		if err != nil {
			t.Fatal(err)
		}
		p.typeInto(`section.nb-exercise .cm-content`, string(reference))
		status := p.check()
		got := eval[string](p, feedback)
		for _, want := range []string{"conflict: all 4 tests pass.", "Your code through the harness", "│ 8 │ tuplestate │    92 │", "Same attempts as tuplestate on every board"} {
			if !strings.Contains(got, want) {
				t.Errorf("the page's feedback lacks %q:\n%s", want, got)
			}
		}
		if !strings.HasPrefix(status, "Passed") {
			t.Errorf("the status says %q", status)
		}
		p.shot("exercise-reference", "section.nb-exercise .nb-status")
	})
	for _, r := range refused() {
		t.Errorf("the page asked for %s, which the site does not have", r)
	}
	if m := messages.Take(); len(m) > 0 {
		t.Errorf("the console says:\n%s", strings.Join(m, "\n"))
	}
}

// solutionButton is the button that shows the book's solution.
const solutionButton = `document.querySelector("section.nb-exercise button.nb-ask-solution")`

// check presses Check, waits for the check to end, and returns the
// status line.
func (p page) check() string {
	p.t.Helper()
	p.do("Check", chromedp.Click(chromedp.CSS(`section.nb-exercise button.nb-run`)))
	p.waitFor("the check to end", `document.querySelector("section.nb-exercise button.nb-run").textContent === "Check"`, 5*time.Minute)
	return eval[string](p, checkStatus)
}
