package yardstick_test

import (
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/queensbook/queens/internal/yardstick"
	"github.com/queensbook/queens/internal/yardstick/versus"
)

// TestMain lets this test binary stand in for a rival counter: run as
// `yardstick.test fake-rival HOW N`, it counts the solutions of the N x N
// board itself and prints them as HOW says, so that the tests race a
// program of their own and no one else's.
func TestMain(m *testing.M) {
	if len(os.Args) == 4 && os.Args[1] == "fake-rival" {
		os.Exit(fakeRival(os.Args[2], os.Args[3]))
	}
	if len(os.Args) == 5 && os.Args[1] == "fake-rival-part" {
		os.Exit(fakeRivalPart(os.Args[2], os.Args[3], os.Args[4]))
	}
	os.Exit(m.Run())
}

// fakeRival counts the n x n board and prints the count: how is "count"
// ("8 x 8: 92 solutions"), "result" (as Kluev's counter does: "Result:
// 92", then the elapsed seconds), "wrong" (one too many), "silent"
// (nothing) or "fail" (a message on stderr, and exit status 3).
func fakeRival(how, side string) int {
	n, err := strconv.Atoi(side)
	if err != nil {
		fmt.Fprintln(os.Stderr, "fake rival: the side is no number:", side)
		return 2
	}
	solutions := countQueens(n)
	switch how {
	case "count":
		fmt.Printf("%d x %d: %d solutions\n", n, n, solutions)
	case "result":
		fmt.Printf("Result: %d\nElapsed time: 1 s\n", solutions)
	case "wrong":
		fmt.Printf("%d solutions\n", solutions+1)
	case "silent":
	case "fail":
		fmt.Fprintln(os.Stderr, "fake rival: out of memory\n\tat the first row")
		return 3
	}
	return 0
}

// fakeRivalPart counts part part0 (from 0) of parts of the n x n board's
// count, those solutions whose queen of the first row stands in a column
// c with c % parts = part0, and prints "Result: " and the count.
func fakeRivalPart(side, part0, parts string) int {
	n, err1 := strconv.Atoi(side)
	p, err2 := strconv.Atoi(part0)
	k, err3 := strconv.Atoi(parts)
	if err1 != nil || err2 != nil || err3 != nil || k < 1 {
		fmt.Fprintln(os.Stderr, "fake rival: give the side, the part from 0 and the parts")
		return 2
	}
	var solutions uint64
	for c := p; c < n; c += k {
		solutions += countFrom(n, c)
	}
	fmt.Printf("Result: %d\n", solutions)
	return 0
}

// countQueens counts the solutions of the n x n board by the plain
// bitwise search: a rival of the tests' own.
func countQueens(n int) uint64 {
	return countFrom(n, -1)
}

// countFrom counts the solutions of the n x n board whose queen of the
// first row stands in column first, or all of them when first is -1.
func countFrom(n, first int) uint64 {
	all := uint(1)<<n - 1
	var place func(cols, down, up uint) uint64
	place = func(cols, down, up uint) uint64 {
		if cols == all {
			return 1
		}
		var count uint64
		for free := all &^ (cols | down | up); free != 0; free &= free - 1 {
			queen := free & -free
			count += place(cols|queen, (down|queen)<<1&all, (up|queen)>>1)
		}
		return count
	}
	if first < 0 {
		return place(0, 0, 0)
	}
	queen := uint(1) << first
	return place(queen, queen<<1&all, queen>>1)
}

// TestRivalRunsInParts runs the fake rival's count of 8 x 8 in three
// parts, numbered from 0 as Kluev's counter numbers them: each part's
// record is saved, read back, and the parts add up to OEIS's 92.
func TestRivalRunsInParts(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	r, err := yardstick.NewRival(exe+" fake-rival-part {n} {part0} {parts}", "Fake", `Result: (\d+)`)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	var sum uint64
	for part := 1; part <= 3; part++ {
		p, err := r.RunPart(8, 2, part, 3)
		if err != nil {
			t.Fatal(err)
		}
		if want := fmt.Sprintf("%s fake-rival-part 8 %d 3", exe, part-1); p.Command != want {
			t.Errorf("part %d ran %q, want %q", part, p.Command, want)
		}
		if p.Wall <= 0 || p.Name != "Fake" || p.Processor != yardstick.Processor() {
			t.Errorf("part %d: record %+v", part, p)
		}
		if err := p.Save(dir); err != nil {
			t.Fatal(err)
		}
	}
	parts, err := versus.ReadParts(os.DirFS(dir), ".")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range parts {
		sum += p.Solutions
	}
	if len(parts) != 3 || sum != 92 {
		t.Errorf("read %d parts of 92 solutions in all, %d", len(parts), sum)
	}
	// A command that names no part would count the whole board each
	// time.
	whole, err := yardstick.NewRival(exe+" fake-rival result {n}", "Fake", "")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := whole.RunPart(8, 2, 1, 3); err == nil || !strings.Contains(err.Error(), "{part0}") {
		t.Errorf("a command without a part: %v", err)
	}
}

// fake returns the rival that runs this test binary as a fake rival that
// prints its count as how says, named Fake unless name says otherwise.
func fake(t *testing.T, how, name, count string) yardstick.Rival {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	if strings.ContainsFunc(exe, func(r rune) bool { return r == ' ' || r == '\t' || r == '\n' }) {
		t.Skipf("the test binary's path %q has a space, and a rival's command is split at spaces", exe)
	}
	r, err := yardstick.NewRival(exe+" fake-rival "+how+" {n}", name, count)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestRivalRuns races the fake rival on small boards: its count, found in
// each way it can be printed, is checked against OEIS, and its run is
// timed as ours is.
func TestRivalRuns(t *testing.T) {
	for _, c := range []struct{ how, count string }{
		{"count", ""},                   // the last whole number: 92 in "8 x 8: 92 solutions"
		{"result", `Result: (\d+)`},     // a group around the count
		{"result", `\d+\n`},             // the whole match, without a group
		{"count", `(\d+) solutions\n$`}, // anchored at the end
	} {
		r := fake(t, c.how, "", c.count)
		for n := 1; n <= 9; n++ {
			took, err := r.Run(n, 2)
			if err != nil {
				t.Fatalf("%s, count %q: %v", c.how, c.count, err)
			}
			if took.Wall <= 0 || took.CPU < 0 || (took.PeakMB <= 0 && runtime.GOOS == "linux") {
				t.Errorf("%s, n = %d: timed %+v", c.how, n, took)
			}
		}
	}
}

// A program's peak memory is its own, however large the benchmark that
// starts it: Linux counts into a program's peak the memory of the process
// it replaced, which for a program Go starts is the benchmark's, here
// made to hold 64 MB. sleep holds a megabyte or two.
func TestPeakIsTheProgramsOwn(t *testing.T) {
	ballast := make([]byte, 64<<20)
	for i := range ballast {
		ballast[i] = 1
	}
	_, took := yardstick.Run(t, "/bin/sleep", "0")
	if took.PeakMB >= 32 {
		t.Errorf("sleep 0 held %.1f MB at its peak: the benchmark's memory, not its own", took.PeakMB)
	}
	runtime.KeepAlive(ballast)
}

// TestRivalRefuses checks that a rival that fails, or prints no count or
// a wrong one, is refused with an error of one line that says why.
func TestRivalRefuses(t *testing.T) {
	for _, c := range []struct {
		why          string
		rival        yardstick.Rival
		n            int
		want, reason string
	}{
		{"a failure", fake(t, "fail", "Fake", ""), 8, "rival Fake: ", "fake-rival fail 8: exit status 3: fake rival: out of memory (and 1 more lines on stderr)"},
		{"no output", fake(t, "silent", "Fake", ""), 8, "rival Fake: ", "fake-rival silent 8 printed no whole number: its output is empty"},
		{"a wrong count", fake(t, "wrong", "Fake", ""), 8, "rival Fake: ", "fake-rival wrong 8 printed 93 solutions of the 8 x 8 board, but OEIS A000170 has 92"},
		{"a number after the count", fake(t, "result", "Fake", ""), 8, "rival Fake: ", "printed 1 solutions of the 8 x 8 board, but OEIS A000170 has 92 (it prints other numbers after the count? give a regular expression for it)"},
		{"a count no pattern finds", fake(t, "count", "Fake", `Total: (\d+)`), 8, "rival Fake: ", `fake-rival count 8 printed nothing that "Total: (\\d+)" matches: "8 x 8: 92 solutions"`},
		{"a match that is no number", fake(t, "count", "Fake", `(\d+ x)`), 8, "rival Fake: ", `printed "8 x" where "(\\d+ x)" matches, which is no whole number`},
		{"a side OEIS does not list", fake(t, "count", "Fake", ""), 28, "rival Fake: ", "OEIS A000170 has no count for n = 28 to check it against"},
		{"a program that is not there", yardstick.Rival{Name: "Gone", Args: []string{"./no-such-counter", "{n}"}}, 8, "rival Gone: ", "./no-such-counter 8: exec: \"./no-such-counter\": stat ./no-such-counter: no such file or directory"},
	} {
		_, err := c.rival.Run(c.n, 2)
		switch {
		case err == nil:
			t.Errorf("%s: no error", c.why)
		case !strings.HasPrefix(err.Error(), c.want) || !strings.Contains(err.Error(), c.reason):
			t.Errorf("%s: %v; want %q ... %q", c.why, err, c.want, c.reason)
		case strings.Contains(err.Error(), "\n"):
			t.Errorf("%s: an error of several lines:\n%v", c.why, err)
		}
	}
	// A rival whose command has no {n} counts one board, whatever the
	// side: the error says so.
	r := fake(t, "count", "Fixed", "")
	r.Args[len(r.Args)-1] = "8"
	if _, err := r.Run(9, 2); err == nil || !strings.HasSuffix(err.Error(), "(its command has no {n}: does it count another board?)") {
		t.Errorf("a command without {n} on 9 x 9: %v", err)
	}
}

func TestNewRival(t *testing.T) {
	r, err := yardstick.NewRival("  ../kluev/nqueens-{n}   {threads} \t1 {n}x{n} ", "", "")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := strings.Join(r.Command(16, 2), "|"), "../kluev/nqueens-16|2|1|16x16"; r.Name != "nqueens-{n}" || got != want {
		t.Errorf("named %q, ran %q; want nqueens-{n}, %q", r.Name, got, want)
	}
	if r, err := yardstick.NewRival("counter {n}", " Kluev's join (C++) ", `Result: (\d+)`); err != nil || r.Name != "Kluev's join (C++)" || r.Count == nil {
		t.Errorf("with a name and a count: %+v, %v", r, err)
	}
	for _, c := range []struct{ why, command, name, count, want string }{
		{"no command", " \t", "", "", "the rival's command is empty"},
		{"a name of two lines", "counter {n}", "Kluev\nrival: Other", "", "holds a line break"},
		{"a count that is no regexp", "counter {n}", "", "Result: (\\d+", "the rival's count: error parsing regexp"},
		{"a count of two groups", "counter {n}", "", `(\d+) of (\d+)`, "has 2 groups; give one, around the count"},
	} {
		if _, err := yardstick.NewRival(c.command, c.name, c.count); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v; want an error saying %q", c.why, err, c.want)
		}
	}
}

func TestLastWholeNumber(t *testing.T) {
	for _, c := range []struct {
		text string
		want uint64
		ok   bool
	}{
		{"92\n", 92, true},
		{"Result: 14772512\nElapsed time: 0.4317 s\n", 14772512, true},
		{"n=16 total=14772512.", 14772512, true},
		{"solutions: 14772512 (x86, 1,000 MB, v2)", 14772512, true},
		{"0.43 s, 1,000 things", 0, false},
		{"", 0, false},
	} {
		if got, ok := yardstick.LastWholeNumber(c.text); got != c.want || ok != c.ok {
			t.Errorf("LastWholeNumber(%q) = %d, %v; want %d, %v", c.text, got, ok, c.want, c.ok)
		}
	}
}
