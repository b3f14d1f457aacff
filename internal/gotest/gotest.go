// Package gotest reads what `go test -json` prints, as cmd/test2json
// documents it, into what each package and each test said, and the
// compiler's messages of a build that failed. The exercise runner and
// the notebook server both run go test and read its answer with it.
package gotest

import (
	"bufio"
	"encoding/json"
	"io"
	"regexp"
	"strconv"
	"strings"
)

// An Event is one line of go test -json.
type Event struct {
	Action      string
	Package     string
	ImportPath  string
	Test        string
	Output      string
	FailedBuild string
}

// A Log is what one go test run said.
type Log struct {
	// Packages holds each tested package by its import path.
	Packages map[string]*Package
	// Builds holds the compiler's output by the import path of the
	// package whose build failed, which may be one that a tested
	// package imports.
	Builds map[string][]string
}

// A Package is what go test said of one package.
type Package struct {
	// Passed is set when the package's tests all passed.
	Passed bool
	// FailedBuild names the package whose build failed, if any.
	FailedBuild string
	// Tests holds each test by name; Started lists them in the order
	// they started.
	Tests   map[string]*Test
	Started []string
	// Output holds the lines that belong to no test.
	Output []string
}

// A Test is what one test, subtest or Example said.
type Test struct {
	Name string
	// Output holds its lines, without their newlines.
	Output []string
	// Result is "pass", "fail" or "skip", or "" for a test that never
	// finished (a timeout, a crash of the test binary).
	Result string
}

// Top reports whether the test is a top-level test, not a subtest.
func (t *Test) Top() bool { return !strings.Contains(t.Name, "/") }

// Failed returns the tests that failed, in the order they started.
func (p *Package) Failed() []*Test {
	var failed []*Test
	for _, name := range p.Started {
		if t := p.Tests[name]; t.Result == "fail" {
			failed = append(failed, t)
		}
	}
	return failed
}

// Read reads go test -json from r until it ends, copying the tests'
// output to raw when raw is not nil. A line that is not an event (the go
// command speaking for itself) is skipped.
func Read(r io.Reader, raw io.Writer) *Log {
	log := &Log{Packages: map[string]*Package{}, Builds: map[string][]string{}}
	scanner := bufio.NewScanner(r)
	scanner.Buffer(nil, 1<<20)
	for scanner.Scan() {
		var ev Event
		if json.Unmarshal(scanner.Bytes(), &ev) != nil {
			continue
		}
		if raw != nil {
			io.WriteString(raw, ev.Output)
		}
		log.add(ev)
	}
	return log
}

func (log *Log) add(ev Event) {
	line := strings.TrimSuffix(ev.Output, "\n")
	if ev.Action == "build-output" {
		log.Builds[ev.ImportPath] = append(log.Builds[ev.ImportPath], line)
		return
	}
	if ev.Package == "" {
		return
	}
	pkg := log.Packages[ev.Package]
	if pkg == nil {
		pkg = &Package{Tests: map[string]*Test{}}
		log.Packages[ev.Package] = pkg
	}
	if ev.Test == "" {
		switch ev.Action {
		case "output":
			pkg.Output = append(pkg.Output, line)
		case "pass":
			pkg.Passed = true
		case "fail":
			pkg.FailedBuild = ev.FailedBuild
		}
		return
	}
	t := pkg.Tests[ev.Test]
	if t == nil {
		t = &Test{Name: ev.Test}
		pkg.Tests[ev.Test] = t
		pkg.Started = append(pkg.Started, ev.Test)
	}
	switch ev.Action {
	case "output":
		t.Output = append(t.Output, line)
	case "pass", "fail", "skip":
		t.Result = ev.Action
	}
}

// A Message is one message of the compiler, at a line of a file.
type Message struct {
	File         string
	Line, Column int
	Text         string
}

// compilerLine matches "file.go:12:5: message" and "file.go:12: message".
var compilerLine = regexp.MustCompile(`^(.+\.go):(\d+)(?::(\d+))?: (.*)$`)

// Messages returns the compiler's messages in build output, skipping the
// lines that name the package ("# example.com/m/pkg") and those that
// continue a message; a line that names no place is kept with no file.
func Messages(lines []string) []Message {
	var msgs []Message
	for _, l := range lines {
		if strings.HasPrefix(l, "# ") || strings.TrimSpace(l) == "" {
			continue
		}
		m := compilerLine.FindStringSubmatch(l)
		if m == nil {
			msgs = append(msgs, Message{Text: strings.TrimSpace(l)})
			continue
		}
		line, _ := strconv.Atoi(m[2])
		col, _ := strconv.Atoi(m[3])
		msgs = append(msgs, Message{File: strings.TrimPrefix(m[1], "./"), Line: line, Column: col, Text: m[4]})
	}
	return msgs
}

// GotWant returns what a failed Example printed and what its // Output:
// comment wants, from the test's output as go test prints it:
//
//	--- FAIL: ExampleSolve (0.00s)
//	got:
//	...
//	want:
//	...
//
// ok is false when the output holds no such pair, as for an Example that
// panicked.
func GotWant(output []string) (got, want string, ok bool) {
	section := ""
	var g, w []string
	for _, l := range output {
		switch {
		case l == "got:":
			section = "got"
		case l == "want:":
			section = "want"
		case strings.HasPrefix(l, "--- ") || l == "FAIL":
			section = ""
		case section == "got":
			g = append(g, l)
		case section == "want":
			w = append(w, l)
		}
	}
	if g == nil && w == nil {
		return "", "", false
	}
	return strings.Join(g, "\n"), strings.Join(w, "\n"), true
}
