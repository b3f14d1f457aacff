package notebook

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"github.com/queensbook/queens/internal/browsertest"
	"github.com/queensbook/queens/internal/proctest"
)

// servedAt matches the line queens serve prints, with its token.
var servedAt = regexp.MustCompile(`serving the queens book at (http://127\.0\.0\.1:\d+/)\?token=([0-9a-f]+) `)

// served is a queens serve of this module, built from it, as a reader
// starts one: its address and token.
type served struct {
	url, token string
	// pid is the process of queens serve, whose descendants are the runs
	// it starts.
	pid int
}

// startServe builds queens and starts queens serve in the module's root,
// with a time limit of limit a run; the test's end stops it with Ctrl-C.
func startServe(t *testing.T, limit time.Duration) served {
	t.Helper()
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	queens := filepath.Join(t.TempDir(), "queens")
	build := exec.Command("go", "build", "-o", queens, "./cmd/queens")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	cmd := exec.Command(queens, "serve", "-addr", "127.0.0.1:0", "-run-timeout", limit.String())
	cmd.Dir = root
	cmd.Stderr = os.Stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Signal(syscall.SIGINT)
		cmd.Wait()
	})
	line, err := bufio.NewReader(stdout).ReadString('\n')
	m := servedAt.FindStringSubmatch(line)
	if m == nil {
		t.Fatalf("queens serve printed %q (%v)", line, err)
	}
	return served{m[1], m[2], cmd.Process.Pid}
}

// page is one tab of the browser test, on the notebook's pages.
type page struct {
	t   *testing.T
	ctx context.Context
}

// do runs actions in the tab and fails the test on an error.
func (p page) do(what string, actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, actions...); err != nil {
		p.t.Fatalf("%s: %v", what, err)
	}
}

// busyLimit is how long a run of the notebook may take before the test
// gives up: minutes, not seconds, since the native runs build with the go
// command, and CI runs every package's tests at once on two cores (a
// minute was once too short there for an edit's build and test).
const busyLimit = 3 * time.Minute

// waitFor polls a JavaScript condition until it holds, for at most
// limit, and fails the test with what the page shows otherwise.
func (p page) waitFor(what, condition string, limit time.Duration) {
	p.t.Helper()
	_, err := chromedp.Run(p.ctx, chromedp.Poll[bool](condition, chromedp.WithPollingTimeout(limit)))
	if err != nil {
		text, _ := chromedp.Run(p.ctx, chromedp.Evaluate[string](`(document.querySelector(".nb-running, .nb-cell .nb-status:not(:empty), section.nb-exercise") || document.getElementById("main")).closest("div, figure, section, main").innerText.slice(-3000)`))
		p.t.Fatalf("waiting until %s: %v\nthe page shows:\n%s", what, err, text)
	}
}

// eval returns the value of a JavaScript expression, once a promise it
// gives is settled.
func eval[T any](p page, expr string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// typeInto replaces the text of the editor (or input) that sel finds by
// text, as a reader's keyboard would: focus, select all, type.
func (p page) typeInto(sel, text string) {
	p.t.Helper()
	p.do("typing into "+sel,
		chromedp.Focus(chromedp.CSS(sel)),
		chromedp.KeyEvent("a", chromedp.KeyModifiers(chromedp.ModifierCtrl)),
		chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdp.Call(ctx, t, input.InsertText, input.InsertTextParams{Text: text})
			return err
		}))
}

// shot photographs the window with sel scrolled to its top, as
// NAME-WIDTH.png in the folder QUEENS_SCREENSHOTS names, at a phone's and
// a desktop's width; without the variable it takes none.
func (p page) shot(name, sel string) {
	p.t.Helper()
	dir := os.Getenv("QUEENS_SCREENSHOTS")
	if dir == "" {
		return
	}
	for _, theme := range []string{"light", "dark"} {
		for _, width := range []int64{375, 1280} {
			p.do("resizing", chromedp.EmulateViewport(width, 900), browsertest.ColorScheme(theme))
			eval[bool](p, `(document.querySelector(`+fmt.Sprintf("%q", sel)+`).scrollIntoView({block: "start"}), true)`)
			png, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
			if err != nil {
				p.t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("notebook-%s-%s-%d.png", name, theme, width)), png, 0o644); err != nil {
				p.t.Fatal(err)
			}
		}
	}
	p.do("resizing", chromedp.EmulateViewport(1280, 900), browsertest.ColorScheme("light"))
}

// editConflict opens Conflict in its editor and types text there; the
// end of the test resets it, whatever happened, so that the next test
// finds the book's code.
func (p page) editConflict(text string) {
	p.t.Helper()
	p.t.Cleanup(func() {
		chromedp.Run(p.ctx, chromedp.Evaluate[bool](`(() => {
			const reset = document.querySelector('`+conflict+` .nb-bar button:last-child');
			if (reset && !reset.hidden) reset.click();
			return true;
		})()`))
	})
	p.do("Edit", chromedp.Click(chromedp.CSS(conflict+` .nb-bar button`)))
	p.waitFor("the editor", `document.querySelector('`+conflict+` .cm-content') !== null`, 10*time.Second)
	p.typeInto(conflict+` .cm-content`, text)
}

// conflictText returns the book's tuplestate Conflict with old replaced
// by new.
func conflictText(t *testing.T, old, new string) string {
	src, err := os.ReadFile("../../approaches/tuplestate/tuplestate.go")
	if err != nil {
		t.Fatal(err)
	}
	s := string(src)
	decl := strings.TrimRight(s[strings.Index(s, "// Conflict reports"):strings.Index(s, "func abs")], "\n")
	if !strings.Contains(decl, old) {
		t.Fatalf("Conflict no longer holds %q", old)
	}
	return strings.Replace(decl, old, new, 1)
}

const (
	conflict    = `figure[data-ident="Conflict"]`
	exampleOut  = `figure[data-ident="ExampleConflict"]`
	traceCell   = `[...document.querySelectorAll("div.nb-cell")].find((c) => c.querySelector("button.copy").dataset.command.includes("trace -n 4"))`
	limitOfTest = 8 * time.Second
)

// TestNotebookInTheBrowser reads the tuple-state chapter through queens
// serve in Chromium as a student would: edits Conflict so that it forgets
// a diagonal and runs it, then resets it; edits a cell's command; makes a
// compile error; writes a loop that never ends; steps the edited search
// in the stepper; and solves an exercise.
func TestNotebookInTheBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("the notebook's browser test builds queens and edits code; run it without -short")
	}
	browsertest.Need(t)
	srv := startServe(t, limitOfTest)
	ctx, console := browsertest.OpenTab(t)
	// Within go test's ten minutes for the package, with room for the
	// checks of the exercise on a machine that runs a second go test.
	ctx, cancel := context.WithTimeout(ctx, 7*time.Minute)
	defer cancel()
	p := page{t, ctx}
	p.do("opening the book with its token",
		chromedp.EmulateViewport(1280, 900),
		chromedp.Navigate(srv.url+"?token="+srv.token),
		chromedp.Navigate(srv.url+"tuplestate.html"))
	p.waitFor("the notebook is ready", `document.querySelectorAll("div.nb-cell").length >= 2 && document.querySelector('`+conflict+` .nb-bar') !== null`, 10*time.Second)

	t.Run("an edit that forgets a diagonal", func(t *testing.T) {
		p := page{t, ctx}
		book := eval[string](p, `document.querySelector('`+conflict+` pre').textContent`)
		p.editConflict(conflictText(t, "dx == 0 || dx == nextY-y", "dx == 0 || x-nextX == nextY-y"))
		p.do("Run", chromedp.Click(chromedp.CSS(conflict+` .nb-run`)))
		p.waitFor("the run ends", `document.querySelector('`+conflict+` .nb-run').textContent === "Run" && document.querySelector('`+conflict+` .nb-status').textContent.startsWith("Done.")`, busyLimit)
		p.shot("edit", conflict)
		p.shot("example", exampleOut)
		p.shot("cells", "div.nb-cell")
		if got := eval[string](p, `document.querySelector('`+exampleOut+` .nb-status').textContent`); !strings.Contains(got, "otherwise") {
			t.Errorf("ExampleConflict's status %q: want what it prints otherwise", got)
		}
		if n := eval[int](p, `document.querySelectorAll('`+exampleOut+` pre .nb-added').length`); n == 0 {
			t.Error("ExampleConflict's output marks no line the edit printed")
		}
		results := eval[string](p, `document.querySelector('`+conflict+` .nb-results').innerText`)
		if !strings.Contains(results, "The tests of approaches/tuplestate fail") || !strings.Contains(results, "ExampleConflict") {
			t.Errorf("the results say %q: want the Example and the failing tests", results)
		}
		added := eval[string](p, traceCell+`.querySelectorAll("pre.output .nb-added").length + " " + `+traceCell+`.querySelector(".nb-status").textContent`)
		if strings.HasPrefix(added, "0 ") || !strings.Contains(added, "differ") {
			t.Errorf("the trace cell after the edit: %q; want its attempts marked as differing from the book's", added)
		}

		p.do("Reset", chromedp.Click(chromedp.CSS(conflict+` .nb-bar button:last-child`)))
		if got := eval[string](p, `document.querySelector('`+conflict+` pre').textContent`); got != book {
			t.Errorf("after Reset the block reads %q, want the book's %q", got, book)
		}
		if n := eval[int](p, `document.querySelectorAll("pre .nb-added, pre .nb-removed, .nb-editor").length`); n != 0 {
			t.Errorf("after Reset %d marks or editors are left", n)
		}
		if kept := eval[int](p, `Object.keys(localStorage).filter(k => k.startsWith("queens-edit:")).length`); kept != 0 {
			t.Errorf("after Reset the browser still keeps %d edits", kept)
		}
	})

	t.Run("a cell's command edited", func(t *testing.T) {
		p := page{t, ctx}
		sel := `#` + eval[string](p, traceCell+`.querySelector(".nb-input").id`)
		p.typeInto(sel, "queens trace -n 5 -approach tuplestate -compact -steps 9")
		p.do("Enter", chromedp.KeyEvent("\r"))
		p.waitFor("the new output", traceCell+`.querySelector(".nb-run").textContent === "Run" && `+traceCell+`.querySelector("pre.output").textContent.includes("0 - - - -")`, busyLimit)
		if got := eval[string](p, traceCell+`.querySelector(".nb-status").textContent`); !strings.Contains(got, "differ") {
			t.Errorf("the cell's status %q: want it to say how its output differs", got)
		}
		p.do("Reset", chromedp.Click(chromedp.CSS(sel+` ~ button:last-of-type`)))
	})

	t.Run("a cell that prints a table", func(t *testing.T) {
		p := page{t, ctx}
		const tableCell = `[...document.querySelectorAll("div.nb-cell")].find((c) => c.querySelector("button.copy").dataset.command.startsWith("queens compare"))`
		shown := func() string {
			return eval[string](p, `(c => (c.querySelector(".printed").hidden ? "" : "table") + (c.querySelector("pre.output").hidden ? "" : "text"))(`+tableCell+`)`)
		}
		if got := shown(); got != "table" {
			t.Errorf("the book's output shows as %q; want its table alone", got)
		}
		eval[bool](p, `(`+tableCell+`.querySelector(".nb-run").click(), true)`)
		p.waitFor("the run's end", tableCell+`.querySelector(".nb-run").textContent === "Run" && `+tableCell+`.querySelector(".nb-status").textContent.includes("output")`, busyLimit)
		if got := shown(); got != "text" || !strings.Contains(eval[string](p, tableCell+`.querySelector("pre.output").textContent`), "┌") {
			t.Errorf("a run's output shows as %q; want the text it printed, box lines and all", got)
		}
		if got := eval[string](p, tableCell+`.querySelector(".nb-status").textContent`); !strings.HasPrefix(got, "Ran on this computer, by queens serve.") {
			t.Errorf("the run's status %q: want it to say that it ran natively, by queens serve", got)
		}
		eval[bool](p, `(`+tableCell+`.querySelector(".nb-command button:nth-of-type(2)").click(), true)`)
		if got := shown(); got != "table" {
			t.Errorf("after Reset the output shows as %q; want the book's table again", got)
		}
		if got := eval[string](p, traceCell+`.querySelector(".nb-command a.watch").getAttribute("href")`); got != "stepper.html?approach=tuplestate&n=4" {
			t.Errorf("the trace cell's link to the stepper, beside Run: %q", got)
		}
	})

	t.Run("a compile error", func(t *testing.T) {
		p := page{t, ctx}
		p.editConflict(conflictText(t, "return false\n}", "return nope\n}"))
		p.do("Run", chromedp.Click(chromedp.CSS(conflict+` .nb-run`)))
		p.waitFor("the compile error", `document.querySelector('`+conflict+` .nb-errors') !== null`, time.Minute)
		if got := eval[string](p, `document.querySelector('`+conflict+` .nb-errors').innerText`); !strings.Contains(got, "line 13 of your edit: undefined: nope") {
			t.Errorf("the compile errors read %q: want undefined: nope at line 13 of the edit", got)
		}
		p.waitFor("the editor marks the line", `document.querySelector('`+conflict+` .cm-lint-marker-error') !== null`, 5*time.Second)
		p.shot("compile", conflict)
		p.do("Reset", chromedp.Click(chromedp.CSS(conflict+` .nb-bar button:last-child`)))
	})

	t.Run("a loop that never ends", func(t *testing.T) {
		p := page{t, ctx}
		p.editConflict(conflictText(t, "nextY := len(state)", "nextY := len(state)\n\tfor nextY >= 0 {\n\t}"))
		p.do("Run", chromedp.Click(chromedp.CSS(conflict+` .nb-run`)))
		want := fmt.Sprintf("the test binary stopped after %v", limitOfTest)
		p.waitFor("the time limit", `document.querySelector('`+conflict+` .nb-results').innerText.includes(`+fmt.Sprintf("%q", want)+`)`, time.Minute)
		if left := proctest.Descendants(srv.pid); len(left) > 0 {
			t.Errorf("processes of the run outlived the time limit: %v", left)
		}
		p.do("Reset", chromedp.Click(chromedp.CSS(conflict+` .nb-bar button:last-child`)))
	})

	t.Run("the stepper on an edit", func(t *testing.T) {
		p := page{t, ctx}
		p.editConflict(conflictText(t, "dx == 0 || dx == nextY-y", "dx == 0 || x-nextX == nextY-y"))
		p.do("opening the stepper", chromedp.Navigate(srv.url+"stepper.html?approach=tuplestate&n=4"))
		p.waitFor("the stepper and its button", `document.getElementById("stepper").dataset.ready === "1" && document.querySelector(".nb-stepper button") !== null`, 30*time.Second)
		// The third step on 4 x 4: the book's Conflict finds b2 attacked
		// by a1 along a diagonal; the edit no longer looks there.
		if got := browsertest.StepTo(t, ctx, 3); !strings.Contains(got, "b2") || !strings.Contains(got, "attack") {
			t.Fatalf("the book's third step reads %q: want b2 attacked", got)
		}
		p.do("Step my edited tuplestate", chromedp.Click(chromedp.CSS(".nb-stepper button")))
		p.waitFor("the edited stepper", `document.querySelector(".nb-stepper + .nb-status").textContent.includes("runs your edited tuplestate")`, time.Minute)
		if got := browsertest.StepTo(t, ctx, 3); !strings.Contains(got, "b2") || strings.Contains(got, "attack") {
			t.Errorf("the edited third step reads %q: want b2 placed, with no diagonal looked at", got)
		}
		p.do("The book's code", chromedp.Click(chromedp.CSS(".nb-stepper button:last-child")))
		p.do("forgetting the edit", chromedp.Navigate(srv.url+"tuplestate.html"))
		p.waitFor("the kept edit", `document.querySelector('`+conflict+` .cm-content') !== null`, 10*time.Second)
		p.do("Reset", chromedp.Click(chromedp.CSS(conflict+` .nb-bar button:last-child`)))
	})

	t.Run("the reader's changes as a patch", func(t *testing.T) {
		p := page{t, ctx}
		p.editConflict(conflictText(t, "dx == 0 || dx == nextY-y", "dx == 0"))
		p.do("opening the changes", chromedp.Navigate(srv.url+"changes.html"))
		p.waitFor("the list", `document.querySelector("#nb-changes li") !== null`, 10*time.Second)
		if got := eval[string](p, `document.querySelector("#nb-changes li").textContent`); got != "approaches/tuplestate · Conflict in approaches/tuplestate/tuplestate.go" {
			t.Errorf("the list of changes reads %q", got)
		}
		patch := eval[string](p, `fetch("api/patch", {method: "POST", headers: {"Content-Type": "application/json", "X-Queens-Token": JSON.parse(localStorage.getItem("queens-token"))},
			body: JSON.stringify({edits: Object.keys(localStorage).filter(k => k.startsWith("queens-edit:")).map(k => JSON.parse(localStorage.getItem(k)))
				.map(e => ({file: e.file, original: e.original, text: e.text}))})}).then(r => r.text())`)
		if !strings.Contains(patch, "+++ b/approaches/tuplestate/tuplestate.go") || !strings.Contains(patch, "+\t\tif dx := abs(x - nextX); dx == 0 {") {
			t.Errorf("the patch of the changes:\n%s", patch)
		}
		p.do("Download", chromedp.Click(chromedp.CSS(`#nb-changes .nb-bar button`)))
		p.waitFor("the patch saved", `document.querySelector("#nb-changes .nb-status").textContent.startsWith("Saved queens-changes.patch")`, 10*time.Second)
		p.do("Forget every change", chromedp.Click(chromedp.CSS(`#nb-changes .nb-bar button:last-child`)))
		if n := eval[int](p, `Object.keys(localStorage).filter(k => k.startsWith("queens-edit:")).length`); n != 0 {
			t.Errorf("%d changes are kept after Forget every change", n)
		}
	})

	t.Run("an exercise solved in the page", func(t *testing.T) {
		p := page{t, ctx}
		p.do("opening the exercise", chromedp.Navigate(srv.url+"exercises/conflict.html"))
		p.waitFor("the student's file", `document.querySelector('.nb-exercise .cm-content') !== null`, 10*time.Second)
		p.do("Check the stub", chromedp.Click(chromedp.CSS(`.nb-exercise .nb-run`)))
		// A check builds the exercise's tests for wasip1: the first build
		// of a go build cache compiles the standard library, minutes on
		// two cores that a second go test keeps busy.
		p.waitFor("the stub's feedback", `document.querySelector('.nb-exercise .nb-status').textContent.startsWith("Not yet")`, 5*time.Minute)
		p.shot("exercise-stub", ".nb-exercise .nb-bar")
		if got := eval[string](p, `document.querySelector('.nb-exercise pre.output').textContent`); !strings.Contains(got, "conflict") || !strings.Contains(got, "FAIL") && !strings.Contains(got, "fail") {
			t.Errorf("the stub's check printed %q: want the CLI's feedback", got)
		}
		p.do("the first hint", chromedp.Click(chromedp.CSS(`.nb-exercise .nb-ask-hint`)))
		p.do("the second hint", chromedp.Click(chromedp.CSS(`.nb-exercise .nb-ask-hint`)))
		if got := eval[string](p, `[...document.querySelectorAll('.nb-exercise .nb-hint p strong')].map(s => s.textContent).join(" | ")`); !strings.HasPrefix(got, "Hint 1 of 2") || !strings.Contains(got, " | Hint 2 of 2") {
			t.Errorf("after two clicks of Hint the page shows %q: want hint 1, then hint 2", got)
		}
		if !eval[bool](p, `document.querySelector('.nb-exercise .nb-ask-hint').disabled`) {
			t.Error("the Hint button is still enabled after the last hint")
		}
		ref, err := os.ReadFile("../../chapters/exercises/conflict/.meta/reference.go")
		if err != nil {
			t.Fatal(err)
		}
		p.typeInto(`.nb-exercise .cm-content`, string(ref))
		p.do("Check the answer", chromedp.Click(chromedp.CSS(`.nb-exercise .nb-run`)))
		p.waitFor("the pass", `document.querySelector('.nb-exercise .nb-status').textContent.startsWith("Passed")`, 5*time.Minute)
		p.shot("exercise-pass", ".nb-exercise .nb-bar")
		p.do("the list of exercises", chromedp.Navigate(srv.url+"exercises/index.html"))
		p.waitFor("conflict marked as passed", `[...document.querySelectorAll("main a")].some(a => a.getAttribute("href").endsWith("conflict.html") && a.querySelector(".nb-passed"))`, 10*time.Second)
	})

	for _, m := range console.Take() {
		t.Errorf("the page's console: %s", m)
	}
}
