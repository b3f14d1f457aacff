package site

import (
	"encoding/json"
	"html"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/queensbook/queens/internal/stepper"
)

// codeLines splits a code file's HTML into the text of its lines, each
// without its number.
func codeLines(t *testing.T, f codeFile) []string {
	t.Helper()
	tags := regexp.MustCompile(`<[^>]*>`)
	number := regexp.MustCompile(`^\s*[0-9]+`)
	parts := strings.Split(f.HTML, `<span class="line">`)
	var lines []string
	for _, p := range parts[1:] {
		text := html.UnescapeString(tags.ReplaceAllString(p, ""))
		if !number.MatchString(text) {
			t.Fatalf("%s: a line without its number: %q", f.Path, text)
		}
		lines = append(lines, strings.TrimSuffix(number.ReplaceAllString(text, ""), "\n"))
	}
	return lines
}

// Each approach's code file holds its package's Go files but the tests
// and doc.go, line for line, and every line a step of a search names is
// in it.
func TestStepperCode(t *testing.T) {
	files := os.DirFS(root)
	module, err := modulePath(files)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range stepper.Approaches() {
		data, err := approachCode(files, module, a.Name)
		if err != nil {
			t.Fatal(err)
		}
		var code []codeFile
		if err := json.Unmarshal(data, &code); err != nil {
			t.Fatal(err)
		}
		lines := map[string][]string{}
		for _, f := range code {
			if strings.HasSuffix(f.Name, "_test.go") || f.Name == "doc.go" {
				t.Errorf("%s: the code shows %s", a.Name, f.Path)
			}
			text, err := os.ReadFile(root + "/" + f.Path)
			if err != nil {
				t.Fatal(err)
			}
			want := strings.Split(strings.TrimSuffix(string(text), "\n"), "\n")
			got := codeLines(t, f)
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("%s: the highlighted %s has %d lines that are not its %d lines", a.Name, f.Path, len(got), len(want))
			}
			lines[f.Name] = got
		}
		s, err := stepper.Start(stepper.Settings{Approach: a.Name, N: 4})
		if err != nil {
			t.Fatal(err)
		}
		for done := false; !done; {
			b := s.Next(1000)
			for _, st := range b.Steps {
				for _, at := range []string{st.Line, st.Caller} {
					name, n, _ := strings.Cut(at, ":")
					i, _ := strconv.Atoi(n)
					if at != "" && (i < 1 || i > len(lines[name])) {
						t.Fatalf("%s: a %s step names the line %s, which the code does not show", a.Name, st.Kind, at)
					}
				}
			}
			done = b.Done
		}
		s.Stop()
	}
}
