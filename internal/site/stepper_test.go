package site

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"net/http/httptest"
	"os"
	"os/exec"
	"path"
	"strings"
	"testing"

	queensbook "github.com/queensbook/queens"
	"golang.org/x/net/html"
)

// noStepper stands in for the compiled search in the tests of the pages,
// which do not run it.
var noStepper = NoStepper("the tests of the pages run no search")

// maxGzipped is the most the stepper's wasm may weigh, gzipped.
const maxGzipped = 2 << 20

// The copy of the stepper's source in the queens binary, which an
// installed queens compiles outside the source tree, compiles to the very
// WebAssembly the tree does (-trimpath leaves no folder in it): the copy
// holds every file the stepper needs, and no other version of one.
func TestStepperCompilesFromTheBinarysCopy(t *testing.T) {
	if testing.Short() {
		t.Skip("compiling the stepper to WebAssembly takes a while; run without -short")
	}
	fromTree, fromCopy := CompileStepper(context.Background(), root), CompileStepperFrom(context.Background(), queensbook.StepperSource())
	if fromTree.Missing != "" || fromCopy.Missing != "" {
		t.Fatalf("from the tree: %q; from the copy: %q", fromTree.Missing, fromCopy.Missing)
	}
	if !bytes.Equal(fromTree.Wasm, fromCopy.Wasm) {
		t.Errorf("the copy compiles to %d bytes of WebAssembly, the tree to %d other ones", len(fromCopy.Wasm), len(fromTree.Wasm))
	}
}

// A compilation cut short by its context says so, and is not kept: the
// next one, with a context that lives, compiles the stepper.
func TestStepperCompilationCutShortIsNotKept(t *testing.T) {
	if testing.Short() {
		t.Skip("compiling the stepper to WebAssembly takes a while; run without -short")
	}
	dir := t.TempDir() // a folder of its own, which nothing compiled before
	if err := copyStepperSource(queensbook.StepperSource(), dir); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if st := CompileStepper(ctx, dir); st.Missing == "" {
		t.Fatalf("a compilation with its context done compiled the stepper")
	}
	if st := CompileStepper(context.Background(), dir); st.Missing != "" {
		t.Errorf("after a compilation cut short, the next says: %s", st.Missing)
	}
}

// The stepper compiles from the module, small, with none of the book
// builder's libraries in it, and the handler sends it as WebAssembly,
// gzipped.
func TestStepperCompiles(t *testing.T) {
	if testing.Short() {
		t.Skip("compiling the stepper to WebAssembly takes a while; run without -short")
	}
	st := CompileStepper(context.Background(), root)
	if st.Missing != "" {
		t.Fatal(st.Missing)
	}
	if !bytes.Contains(st.Exec, []byte("class Go")) && !bytes.Contains(st.Exec, []byte("globalThis.Go")) {
		t.Errorf("wasm_exec.js does not look like Go's loader")
	}
	z := gzippedSize(st.Wasm)
	t.Logf("stepper.wasm: %d bytes, %d gzipped (at most %d)", len(st.Wasm), z, maxGzipped)
	if z > maxGzipped {
		t.Errorf("stepper.wasm is %d bytes gzipped, past %d", z, maxGzipped)
	}

	list := exec.Command("go", "list", "-deps", "./cmd/stepper")
	list.Dir = root
	list.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	deps, err := list.Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, heavy := range []string{"goldmark", "chroma", "tablewriter", "golang.org/x/", "internal/cli", "chapters"} {
		if bytes.Contains(deps, []byte(heavy)) {
			t.Errorf("the stepper's wasm imports %s", heavy)
		}
	}

	s, err := build(tinyWeb("text\n"), st)
	if err != nil {
		t.Fatal(err)
	}
	r := httptest.NewRequest("GET", "/"+stepperWasm, nil)
	r.Header.Set("Accept-Encoding", "gzip")
	rec := httptest.NewRecorder()
	s.Handler().ServeHTTP(rec, r)
	if ct, ce := rec.Header().Get("Content-Type"), rec.Header().Get("Content-Encoding"); ct != "application/wasm" || ce != "gzip" {
		t.Errorf("stepper.wasm is served as %q, encoded %q; want application/wasm, gzip", ct, ce)
	}
	unzipped, err := gzip.NewReader(rec.Body)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := io.ReadAll(unzipped); !bytes.Equal(got, st.Wasm) {
		t.Errorf("the handler's stepper.wasm unzips to %d bytes, not the %d compiled", len(got), len(st.Wasm))
	}
}

// Without a compiled search the stepper page says why, and the site
// has no wasm.
func TestStepperMissing(t *testing.T) {
	s, err := build(tinyWeb("text\n"), NoStepper("no go command"))
	if err != nil {
		t.Fatal(err)
	}
	page, _ := s.File(stepperPage)
	if !strings.Contains(string(page), `data-missing="no go command"`) {
		t.Errorf("the stepper page does not say what is missing:\n%s", page)
	}
	if _, ok := s.File(stepperWasm); ok {
		t.Error("a site without a compiled stepper has a stepper.wasm")
	}
}

// A reader finds the stepper from every page: in the sidebar, and on the
// index in the contents too.
func TestStepperIsFound(t *testing.T) {
	b := bookSite(t)
	for _, name := range b.site.Paths() {
		if !strings.HasSuffix(name, ".html") {
			continue
		}
		doc := parse(t, b.site, name)
		leads := func(n *html.Node) bool {
			href, _, _ := strings.Cut(attr(n, "href"), "?")
			return n.Data == "a" && path.Base(href) == stepperPage
		}
		for _, place := range []string{"sidebar", "contents"} {
			if place == "contents" && name != "index.html" {
				continue
			}
			boxes := all(doc, func(n *html.Node) bool { return hasClass(n, place) })
			if len(boxes) == 0 || len(all(boxes[0], leads)) == 0 {
				t.Errorf("%s: no link to the stepper in its %s", name, place)
			}
		}
	}
}

// pageBudget is the most a page's own stylesheets and scripts may weigh,
// gzipped, together.
const pageBudget = 100 << 10

// A page's own CSS and JavaScript, each file gzipped, weigh less than
// pageBudget: the stylesheets and scripts it links, and for the stepper
// the worker its script starts. The code editor (editor.js, CodeMirror
// bundled) is left out: the notebook loads it only when a reader opens
// an editor, and it is not the book's own code.
func TestPageBudget(t *testing.T) {
	s := bookSite(t).site
	heaviest, most := "", 0
	for _, name := range s.Paths() {
		if !strings.HasSuffix(name, ".html") {
			continue
		}
		files := ownFiles(t, s, name)
		total := 0
		for _, f := range files {
			data, ok := s.File(f)
			if !ok {
				t.Errorf("%s loads %s, which the site does not have", name, f)
			}
			total += gzippedSize(data)
		}
		if total > most {
			heaviest, most = name, total
		}
		if total > pageBudget {
			t.Errorf("%s: its CSS and JavaScript (%s) weigh %d bytes gzipped, past %d", name, strings.Join(files, ", "), total, pageBudget)
		}
	}
	t.Logf("the heaviest page, %s: %d bytes of CSS and JavaScript gzipped (at most %d)", heaviest, most, pageBudget)
	if most == 0 {
		t.Error("no page loads any CSS or JavaScript")
	}
}

// ownFiles lists the stylesheets and scripts the page name loads, by
// their paths in the site.
func ownFiles(t *testing.T, s *Site, name string) []string {
	var files []string
	for _, n := range all(parse(t, s, name), func(n *html.Node) bool {
		return n.Data == "script" && attr(n, "src") != "" || n.Data == "link" && attr(n, "rel") == "stylesheet"
	}) {
		ref := attr(n, "src") + attr(n, "href")
		f := path.Join(path.Dir(name), ref)
		files = append(files, f)
		if path.Base(f) == stepperScript {
			files = append(files, path.Join(path.Dir(f), stepperWorker))
		}
	}
	return files
}

// gzippedSize returns the size of data gzipped as a web server would send it.
func gzippedSize(data []byte) int {
	var z bytes.Buffer
	w, _ := gzip.NewWriterLevel(&z, gzip.BestCompression)
	w.Write(data)
	w.Close()
	return z.Len()
}
