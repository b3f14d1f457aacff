package versus_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/sebdah/goldie/v2"

	"github.com/queensbook/queens/chapters"
	"github.com/queensbook/queens/internal/yardstick/versus"
)

// output is the output of two runs of the benchmark, as make race appends
// them to one file, the figures made up: MB, which benchfmt turns into
// bytes, keeps the value printed.
const output = `goos: linux
goarch: amd64
pkg: github.com/queensbook/queens/internal/yardstick
cpu: Some CPU
BenchmarkVersusKluev/n=8-2 	 3	 49326120 ns/op	 5.3 kluev-MB	 0.0032 kluev-cpu-s	 0.0033 kluev-wall-s	 31.75 queens-MB	 0.0508 queens-cpu-s	 0.0459 queens-wall-s	 0.0003 C-wall-s	 0.0003 C-cpu-s	 92.00 solutions	 2.000 threads
PASS
ok  	github.com/queensbook/queens/internal/yardstick	1.5s
goos: linux
goarch: amd64
pkg: github.com/queensbook/queens/internal/yardstick
cpu: Some CPU
BenchmarkVersusKluev/n=10-2 	 1	 50321139 ns/op	 44 queens-MB	 0.25 queens-cpu-s	 0.125 queens-wall-s	 0.5 unique-wall-s	 0.75 unique-cpu-s	 724 solutions	 2 threads
PASS
`

func TestRead(t *testing.T) {
	race, err := versus.Read(strings.NewReader(output), "race.txt")
	if err != nil {
		t.Fatal(err)
	}
	if race.CPU != "Some CPU" || race.Threads != 2 || len(race.Sides) != 2 {
		t.Fatalf("read %+v; want the two sides of Some CPU, on 2 threads", race)
	}
	eight, ten := race.Sides[0], race.Sides[1]
	if eight.N != 8 || eight.Runs != 3 || eight.Solutions != 92 || len(eight.Timings) != 3 ||
		eight.Timings[versus.Kluev] != (versus.Timing{Wall: 0.0033, CPU: 0.0032, PeakMB: 5.3}) ||
		eight.Timings[versus.Queens] != (versus.Timing{Wall: 0.0459, CPU: 0.0508, PeakMB: 31.75}) ||
		eight.Timings[versus.C] != (versus.Timing{Wall: 0.0003, CPU: 0.0003}) {
		t.Errorf("side 8: %+v", eight)
	}
	if ten.N != 10 || ten.Runs != 1 || ten.Solutions != 724 || len(ten.Timings) != 2 ||
		ten.Timings[versus.Unique] != (versus.Timing{Wall: 0.5, CPU: 0.75}) {
		t.Errorf("side 10: %+v", ten)
	}
}

func TestReadRefuses(t *testing.T) {
	header := "cpu: Some CPU\n"
	side := "BenchmarkVersusKluev/n=8-2 \t 1 \t 5 ns/op \t 0.1 queens-wall-s \t 92 solutions \t 2 threads\n"
	for _, c := range []struct{ why, text, want string }{
		{"a failed benchmark", header + side + "--- FAIL: BenchmarkVersusKluev/n=9\nFAIL\n", versus.ErrFailed.Error()},
		{"two processors", header + side + "cpu: Another CPU\n" + side, "measured on two processors, Some CPU and Another CPU"},
		{"two numbers of threads", header + side + strings.Replace(side, "2 threads", "4 threads", 1), "measured on 2 threads and on 4"},
		{"no side", header + "BenchmarkOther-2 \t 1 \t 5 ns/op\nPASS\n", "race.txt holds no result of BenchmarkVersusKluev"},
		{"nothing", "", "race.txt holds no result of BenchmarkVersusKluev"},
		{"a side that is no number", header + strings.Replace(side, "n=8", "n=eight", 1), "race.txt:2: VersusKluev/n=eight-2: not a side of the board"},
		{"no solutions", header + strings.Replace(side, "92 solutions", "", 1), "race.txt:2: VersusKluev/n=8-2: no solutions or threads"},
		{"a value that is no number", header + strings.Replace(side, "0.1 queens", "fast queens", 1), "race.txt:2: parsing measurement"},
	} {
		_, err := versus.Read(strings.NewReader(c.text), "race.txt")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v; want an error saying %q", c.why, err, c.want)
		}
		if c.why == "a failed benchmark" && !errors.Is(err, versus.ErrFailed) {
			t.Errorf("%s: %v is not ErrFailed", c.why, err)
		}
	}
}

// TestRaceTable checks that chapters/measured/race.md is what race.txt
// beside it holds. make race writes both:
//
//	GOLDIE_UPDATE=1 go test -run TestRaceTable ./internal/yardstick/versus
func TestRaceTable(t *testing.T) {
	f, err := chapters.Files.Open("measured/race.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	race, err := versus.Read(f, "race.txt")
	if err != nil {
		t.Fatal(err)
	}
	var md bytes.Buffer
	if err := race.Write(&md); err != nil {
		t.Fatal(err)
	}
	g := goldie.New(t, goldie.WithFixtureDir("../../../chapters/measured"), goldie.WithNameSuffix(".md"))
	g.Assert(t, "race", md.Bytes())
}

func TestWrite(t *testing.T) {
	race, err := versus.Read(strings.NewReader(output), "race.txt")
	if err != nil {
		t.Fatal(err)
	}
	var md bytes.Buffer
	if err := race.Write(&md); err != nil {
		t.Fatal(err)
	}
	text := md.String()
	for _, want := range []string{
		"# " + versus.Title + " Some CPU\n",
		// Three digits from the first that is not 0; nothing where a
		// counter was not timed; the ratios of the wall-clock medians.
		"on 2 threads, and",
		"|  8 |    3 | 0.0459 |                | 0.00330 | 0.000300 |         0.0719 |    0.00654 |",
		"| 10 |    1 |  0.125 |          0.500 |         |          |                |            |",
		"|  8 |   31.8 |                |  5.30 |   |",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the table lacks\n%s\nin\n%s", want, text)
		}
	}
	if got := strings.Count(text, "\n| n "); got != 3 {
		t.Errorf("%d tables; want 3:\n%s", got, text)
	}
}
