package notebook

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/queensbook/queens/internal/proctest"
)

// conflictEdit returns the body of a code run of tuplestate's Conflict,
// with old in its text replaced by new.
func conflictEdit(t testing.TB, root, old, new string, examples ...string) string {
	t.Helper()
	text, err := os.ReadFile(filepath.Join(root, "approaches/tuplestate/tuplestate.go"))
	if err != nil {
		t.Fatal(err)
	}
	src := string(text)
	start := strings.Index(src, "// Conflict reports")
	end := strings.Index(src, "func abs")
	original := src[start:end]
	if !strings.Contains(original, old) {
		t.Fatalf("Conflict no longer holds %q", old)
	}
	body, err := json.Marshal(codeRequest{Examples: examples, editedPackage: editedPackage{Page: "p", Package: "approaches/tuplestate",
		Edits: []Edit{{File: "approaches/tuplestate/tuplestate.go", Original: original, Text: strings.Replace(original, old, new, 1)}}}})
	if err != nil {
		t.Fatal(err)
	}
	return string(body)
}

// codeServer is a server with cfg that builds edited code in this module.
func codeServer(t testing.TB, cfg Config) (*testServer, string) {
	t.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	cfg.Root, cfg.GoTool = root, goTool
	return newTestServer(t, cfg), root
}

// TestCodeRun edits Conflict so that it forgets a diagonal: the Example
// shows what it printed against what it wants, and the tests fail.
func TestCodeRun(t *testing.T) {
	ts, root := codeServer(t, Config{RunTimeout: 2 * time.Minute})
	body := conflictEdit(t, root, "dx == 0 || dx == nextY-y", "dx == 0 || x-nextX == nextY-y", "ExampleConflict")
	evs := ts.events(t, "/api/code", body)
	ex := find(evs, "example")
	if ex == nil || *ex.Passed || ex.Name != "ExampleConflict" || ex.Got == ex.Want || !strings.Contains(ex.Want, "[1 6 7]") {
		t.Fatalf("events %v: want ExampleConflict failed, with got and want", kinds(evs))
	}
	tests := find(evs, "tests")
	if tests == nil || *tests.Passed || len(tests.Failures) == 0 || tests.Count == 0 {
		t.Fatalf("events %v: want failed tests", kinds(evs))
	}
	if b, err := os.ReadFile(filepath.Join(root, "approaches/tuplestate/tuplestate.go")); err != nil || !strings.Contains(string(b), "dx == 0 || dx == nextY-y") {
		t.Fatal("the file on disk changed")
	}
}

// TestCodeRunLeavesOutABadCell runs an edit on a page with a cell that
// the command refuses: the run goes on without it, and a note names it.
func TestCodeRunLeavesOutABadCell(t *testing.T) {
	ts, root := codeServer(t, Config{RunTimeout: 2 * time.Minute, Check: func(args []string) error {
		if args[0] == "bogus" {
			return fmt.Errorf("queens: unknown command %q", args[0])
		}
		return nil
	}})
	var req codeRequest
	if err := json.Unmarshal([]byte(conflictEdit(t, root, "dx == 0 || dx == nextY-y", "dx == 0 || x-nextX == nextY-y", "ExampleConflict")), &req); err != nil {
		t.Fatal(err)
	}
	req.Cells = []string{"queens bogus -n 4"}
	body, _ := json.Marshal(req)
	evs := ts.events(t, "/api/code", string(body))
	if !hasNote(evs, `the cell "queens bogus -n 4" is left out: queens: unknown command "bogus"`) || find(evs, "example") == nil || find(evs, "tests") == nil {
		t.Fatalf("events %v: want the bad cell named in a note, and the Examples and tests run", kinds(evs))
	}
}

// TestCodeCompileError shows a compiler's message at its line of the
// edited declaration.
func TestCodeCompileError(t *testing.T) {
	ts, root := codeServer(t, Config{RunTimeout: 2 * time.Minute})
	body := conflictEdit(t, root, "return false\n}", "return nope\n}", "ExampleConflict")
	evs := ts.events(t, "/api/code", body)
	c := find(evs, "compile")
	if c == nil || len(c.Errors) != 1 {
		t.Fatalf("events %v: want one compile error", kinds(evs))
	}
	// The declaration's doc comment is five lines; "return nope" is the
	// thirteenth line of the block.
	if e := c.Errors[0]; e.Block != 13 || e.File != "approaches/tuplestate/tuplestate.go" || !strings.Contains(e.Message, "undefined: nope") {
		t.Fatalf("compile error %+v: want undefined: nope at line 13 of the block", e)
	}
	if find(evs, "tests") != nil {
		t.Fatal("the tests ran after a failed build")
	}
}

// TestCodeTimeLimit runs an edit that never returns: the time limit
// stops it, with a note, and nothing of it is left running: no process
// this test started, where the server ran the edit's tests.
func TestCodeTimeLimit(t *testing.T) {
	// The browser that other tests of the package keep open is no
	// process of the run.
	browser := proctest.Descendants(os.Getpid())
	ts, root := codeServer(t, Config{RunTimeout: 6 * time.Second})
	body := conflictEdit(t, root, "nextY := len(state)", "nextY := len(state)\n\tfor nextY >= 0 {\n\t}", "ExampleConflict")
	evs := ts.events(t, "/api/code", body)
	if !hasNote(evs, "the test binary stopped after 6s") {
		t.Fatalf("events %v: want the time limit's note", kinds(evs))
	}
	if left := proctest.StartedSince(os.Getpid(), browser); len(left) > 0 {
		t.Fatalf("processes of the run outlived it: %v", left)
	}
}

// TestCodeContained runs an edit that tries to reach out of its run: to
// start a shell that writes a file, to write into the source tree, and to
// dial the network. The edit's tests run as WebAssembly in the sandbox,
// which has none of that: the tests still pass, and nothing is written.
func TestCodeContained(t *testing.T) {
	ts, root := codeServer(t, Config{RunTimeout: 2 * time.Minute})
	marker := filepath.Join(t.TempDir(), "escaped")
	file := "approaches/tuplestate/tuplestate.go"
	text, err := os.ReadFile(filepath.Join(root, file))
	if err != nil {
		t.Fatal(err)
	}
	src := string(text)
	imports := src[strings.Index(src, "import (") : strings.Index(src, ")\n")+1]
	conflict := src[strings.Index(src, "// Conflict reports"):strings.Index(src, "func abs")]
	hostile := strings.Replace(conflict, "nextY := len(state)", "reachOut()\n\tnextY := len(state)", 1) +
		"\nvar reached bool\n\nfunc reachOut() {\n\tif reached {\n\t\treturn\n\t}\n\treached = true\n\texec.Command(\"sh\", \"-c\", \"echo out > " + marker + "\").Run()\n" +
		"\tos.WriteFile(\"escaped.txt\", []byte(\"out\"), 0o644)\n\tnet.Dial(\"tcp\", \"127.0.0.1:9\")\n}\n\n"
	body, err := json.Marshal(codeRequest{Examples: []string{"ExampleConflict"}, editedPackage: editedPackage{Page: "p", Package: "approaches/tuplestate",
		Edits: []Edit{
			{File: file, Original: imports, Text: strings.Replace(imports, "\"iter\"", "\"iter\"\n\t\"net\"\n\t\"os\"\n\t\"os/exec\"", 1)},
			{File: file, Original: conflict, Text: hostile},
		}}})
	if err != nil {
		t.Fatal(err)
	}
	evs := ts.events(t, "/api/code", string(body))
	if ex := find(evs, "example"); ex == nil || !*ex.Passed {
		t.Errorf("events %v: want ExampleConflict to pass, its reaching out failing quietly", kinds(evs))
	}
	if tests := find(evs, "tests"); tests == nil || !*tests.Passed {
		t.Errorf("events %v: want the tests to pass", kinds(evs))
	}
	for _, f := range []string{marker, filepath.Join(root, "approaches/tuplestate/escaped.txt")} {
		if _, err := os.Stat(f); err == nil {
			os.Remove(f)
			t.Errorf("the edit wrote %s", f)
		}
	}
}

// TestCodeBuildTimeLimit gives a build less time than any build takes:
// the note names the build's limit, and nothing runs after it.
func TestCodeBuildTimeLimit(t *testing.T) {
	ts, root := codeServer(t, Config{RunTimeout: time.Minute, BuildTimeout: time.Millisecond})
	evs := ts.events(t, "/api/code", conflictEdit(t, root, "dx == 0 || dx == nextY-y", "dx == 0", "ExampleConflict"))
	if !hasNote(evs, "the time limit of a build") || find(evs, "example") != nil || find(evs, "tests") != nil {
		t.Fatalf("events %v: want the build's time limit noted, and nothing run", kinds(evs))
	}
}

// TestPatch gives an edit back as a patch of the module's file.
func TestPatch(t *testing.T) {
	ts, root := codeServer(t, Config{RunTimeout: time.Minute})
	var req codeRequest
	if err := json.Unmarshal([]byte(conflictEdit(t, root, "dx == 0 || dx == nextY-y", "dx == 0", "ExampleConflict")), &req); err != nil {
		t.Fatal(err)
	}
	body, _ := json.Marshal(patchRequest{Edits: req.Edits})
	status, patch := ts.do(t, request{"POST", "/api/patch", string(body), nil})
	want := "--- a/approaches/tuplestate/tuplestate.go\n+++ b/approaches/tuplestate/tuplestate.go\n"
	if status != 200 || !strings.Contains(patch, want) || !strings.Contains(patch, "-\t\tif dx := abs(x - nextX); dx == 0 || dx == nextY-y {\n+\t\tif dx := abs(x - nextX); dx == 0 {\n") {
		t.Fatalf("the patch: %d\n%s", status, patch)
	}
}

// TestOriginal names the files the compiler names as the module does,
// however the go command wrote their paths.
func TestOriginal(t *testing.T) {
	ov := &overlay{root: "/tmp/ci", dir: "/tmp/queens-notebook-1/run-2/overlay"}
	for _, c := range []struct{ file, want string }{
		{"/tmp/queens-notebook-1/run-2/overlay/approaches/octal/octal.go", "approaches/octal/octal.go"},
		{"../queens-notebook-1/run-2/overlay/approaches/octal/octal.go", "approaches/octal/octal.go"},
		{"approaches/octal/octal_test.go", "approaches/octal/octal_test.go"},
		{"/tmp/ci/puzzle/board/board.go", "puzzle/board/board.go"},
		{"/usr/local/go/src/fmt/print.go", "/usr/local/go/src/fmt/print.go"},
	} {
		if got := ov.original(c.file); got != c.want {
			t.Errorf("original(%q) = %q, want %q", c.file, got, c.want)
		}
	}
}

// TestEditOfALinkRefused refuses an edit of a .go file that a symbolic
// link leads out of the tree: its patch would show, and its build read,
// a file of the machine.
func TestEditOfALinkRefused(t *testing.T) {
	root := t.TempDir()
	outside := filepath.Join(t.TempDir(), "secret.go")
	pkg := filepath.Join(root, "approaches", "x")
	for _, err := range []error{
		os.MkdirAll(pkg, 0o755),
		os.WriteFile(outside, []byte("package x // a secret\n"), 0o644),
		os.WriteFile(filepath.Join(pkg, "own.go"), []byte("package x\n"), 0o644),
		os.Symlink(outside, filepath.Join(pkg, "link.go")),
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := checkEdit(root, "approaches/x", Edit{File: "approaches/x/link.go", Original: "package x", Text: "package x\n"}); err == nil || !strings.Contains(err.Error(), "symbolic link") {
		t.Errorf("an edit of a link out of the tree: %v; want it refused", err)
	}
	if err := checkEdit(root, "approaches/x", Edit{File: "approaches/x/own.go", Original: "package x", Text: "package x\n"}); err != nil {
		t.Errorf("an edit of the tree's own file: %v", err)
	}
}
