package site

import (
	"bytes"
	"encoding/json"
	"html"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	queensbook "github.com/queensbook/queens"
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
// in it; the copy of the source that an installed queens command holds
// makes the same files.
func TestStepperCode(t *testing.T) {
	files := os.DirFS(root)
	for _, a := range stepper.Approaches() {
		data, err := approachCode(files, a.Name)
		if err != nil {
			t.Fatal(err)
		}
		if copied, err := approachCode(queensbook.Source(), a.Name); err != nil || !bytes.Equal(copied, data) {
			t.Errorf("%s: the code from the queens command's copy of the source differs from the tree's (%v)", a.Name, err)
		}
		checkCode(t, a.Name, data)
	}
}

// checkCode checks the code file data of the approach name against the
// files on disk, and against the lines a search of 4 x 4 names.
func checkCode(t *testing.T, name string, data []byte) {
	t.Helper()
	var code []codeFile
	if err := json.Unmarshal(data, &code); err != nil {
		t.Fatal(err)
	}
	lines := map[string][]string{}
	for _, f := range code {
		if strings.HasSuffix(f.Name, "_test.go") || f.Name == "doc.go" {
			t.Errorf("%s: the code shows %s", name, f.Path)
		}
		text, err := os.ReadFile(root + "/" + f.Path)
		if err != nil {
			t.Fatal(err)
		}
		want := strings.Split(strings.TrimSuffix(string(text), "\n"), "\n")
		got := codeLines(t, f)
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s: the highlighted %s has %d lines that are not its %d lines", name, f.Path, len(got), len(want))
		}
		lines[f.Name] = got
	}
	s, err := stepper.Start(stepper.Settings{Approach: name, N: 4})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Stop()
	for done := false; !done; {
		b := s.Next(1000)
		for _, st := range b.Steps {
			for _, at := range []string{st.Line, st.Hook} {
				file, n, _ := strings.Cut(at, ":")
				i, _ := strconv.Atoi(n)
				if at != "" && (i < 1 || i > len(lines[file])) {
					t.Fatalf("%s: a %s step names the line %s, which the code does not show", name, st.Kind, at)
				}
			}
		}
		done = b.Done
	}
}
