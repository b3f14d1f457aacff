package check

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/queensbook/queens/internal/exercise"
)

// logLine is a line that t.Errorf or t.Log starts: indentation, the test
// file and line, and the message.
var logLine = regexp.MustCompile(`^( *)[\w.-]+\.go:\d+: (.*)$`)

// message turns a failed test's output into what the test said: the
// logged lines without their file and line prefixes and go test's
// indentation, or, for a panic, the panic and where it happened.
func message(lines []string, e exercise.Exercise) string {
	if p := panicked(lines, e); p != "" {
		return p
	}
	var msg []string
	indent := -1 // of the message being read; continuation lines have 4 more
	for _, l := range lines {
		if m := logLine.FindStringSubmatch(l); m != nil {
			indent = len(m[1])
			msg = append(msg, m[2])
			continue
		}
		trimmed := strings.TrimLeft(l, " ")
		if indent < 0 || strings.HasPrefix(trimmed, "=== ") || strings.HasPrefix(trimmed, "--- ") {
			continue
		}
		msg = append(msg, strings.TrimPrefix(l, strings.Repeat(" ", indent+4)))
	}
	return strings.TrimRight(strings.Join(msg, "\n"), "\n")
}

// recovered is the note the testing package adds to a panic it passes on.
var recovered = regexp.MustCompile(` \[recovered.*\]$`)

// panicked describes a panic in a test's output: its first line, and the
// first frame of the stack in the exercise's folder, preferring the
// student's code to the tests. It returns "" when nothing panicked.
func panicked(lines []string, e exercise.Exercise) string {
	start := -1
	for i, l := range lines {
		if strings.HasPrefix(l, "panic: ") {
			start = i
			break
		}
	}
	if start < 0 {
		return ""
	}
	what := recovered.ReplaceAllString(lines[start], "")
	var where, inTests string
	for i := start + 1; i < len(lines) && where == ""; i++ {
		at := strings.Index(lines[i], e.Dir()+"/")
		if !strings.HasPrefix(lines[i], "\t") || at < 0 {
			continue
		}
		file, _, _ := strings.Cut(lines[i][at:], " ")
		frame := fmt.Sprintf("%s, in %s", file, function(lines[i-1]))
		if strings.Contains(file, "_test.go:") {
			inTests = firstOf(inTests, frame)
		} else {
			where = frame
		}
	}
	where = firstOf(where, inTests)
	if where == "" {
		return what
	}
	return fmt.Sprintf("%s\nat %s\nhint: the code panicked on that line.", what, where)
}

// function returns the name of the function on a line of a stack trace,
// such as "decode.Decode" for "example.com/m/decode.Decode(0x1, 0x4)".
func function(frame string) string {
	name, _, _ := strings.Cut(frame, "(")
	return name[strings.LastIndex(name, "/")+1:]
}

// firstOf returns the first of its arguments that is not empty.
func firstOf(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// timedOut is how the testing package says that -timeout ran out.
const timedOut = "panic: test timed out after "

// timeout describes a timeout reported in lines, or returns "".
func timeout(lines []string) string {
	for i, l := range lines {
		if strings.HasPrefix(l, timedOut) {
			return fmt.Sprintf("The tests did not finish within %s%s.\nhint: look for a loop that never ends, such as a search that never moves on, or an iterator that goes on after yield returned false.",
				strings.TrimPrefix(l, timedOut), stillRunning(lines[i+1:]))
		}
	}
	return ""
}

// trouble keeps what a package's own output says beyond go test's summary
// lines: what exercisetest.Main printed when the harness found a fault, or a
// timeout, without the stack dump that follows it.
func trouble(lines []string) []string {
	if t := timeout(lines); t != "" {
		return []string{t}
	}
	var said []string
	for _, l := range lines {
		if !summaryLine(l) {
			said = append(said, l)
		}
	}
	if len(said) == 0 {
		return nil
	}
	return []string{strings.Join(said, "\n")}
}

// stillRunning names the tests that a timeout's report lists as running.
func stillRunning(lines []string) string {
	var tests []string
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			break // the list ends where the stack dump begins
		}
		if !strings.HasPrefix(l, "\t\t") {
			continue
		}
		name, _, _ := strings.Cut(strings.TrimSpace(l), " ")
		tests = append(tests, name)
	}
	if len(tests) == 0 {
		return ""
	}
	return " (still running: " + strings.Join(tests, ", ") + ")"
}

// summaryLine reports whether l is one of go test's own lines about a
// package, which say nothing the outcome does not.
func summaryLine(l string) bool {
	for _, prefix := range []string{"PASS", "FAIL", "ok ", "exit status ", "testing: warning: no tests to run"} {
		if strings.HasPrefix(l, prefix) {
			return true
		}
	}
	return strings.TrimSpace(l) == ""
}
