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

// appended is the output of two runs of BenchmarkRace against Kluev's
// counter, as make race appends them to one file, the figures made up:
// MB, which benchfmt turns into bytes, keeps the value printed.
const appended = `rival: Kluev
goos: linux
goarch: amd64
pkg: github.com/queensbook/queens/internal/yardstick
cpu: Some CPU
BenchmarkRace/n=8-2 	 3	 49326120 ns/op	 5.3 rival-MB	 0.0032 rival-cpu-s	 0.0033 rival-wall-s	 31.75 queens-MB	 0.0508 queens-cpu-s	 0.0459 queens-wall-s	 0.0003 C-wall-s	 0.0003 C-cpu-s	 92.00 solutions	 2.000 threads
PASS
ok  	github.com/queensbook/queens/internal/yardstick	1.5s
rival: Kluev
goos: linux
goarch: amd64
pkg: github.com/queensbook/queens/internal/yardstick
cpu: Some CPU
BenchmarkRace/n=10-2 	 1	 50321139 ns/op	 44 queens-MB	 0.25 queens-cpu-s	 0.125 queens-wall-s	 0.5 unique-wall-s	 0.75 unique-cpu-s	 724 solutions	 2 threads
PASS
`

// output is the output of BenchmarkRace with a rival, the figures made
// up: the line "rival: ..." names it.
const output = `rival: Their counter (C++)
goos: linux
goarch: amd64
pkg: github.com/queensbook/queens/internal/yardstick
cpu: Some CPU
BenchmarkRace/n=8-2 	 3	 49326120 ns/op	 5.3 rival-MB	 0.0032 rival-cpu-s	 0.0033 rival-wall-s	 0.07248 rival/queens-wall	 31.75 queens-MB	 0.0508 queens-cpu-s	 0.0459 queens-wall-s	 92.00 solutions	 2.000 threads
BenchmarkRace/n=9-2 	 3	 41203048 ns/op	 6.1 rival-MB	 0.0073 rival-cpu-s	 0.0069 rival-wall-s	 0.2133 rival/queens-wall	 31.83 queens-MB	 0.0373 queens-cpu-s	 0.0322 queens-wall-s	 352.0 solutions	 2.000 threads
PASS
ok  	github.com/queensbook/queens/internal/yardstick	1.5s
`

// withoutRival is the output of BenchmarkRace given no rival: it says so
// in a line of its log, which the benchmark format leaves out.
const withoutRival = `goos: linux
goarch: amd64
pkg: github.com/queensbook/queens/internal/yardstick
cpu: Some CPU
BenchmarkRace/n=8-2 	 3	 49326120 ns/op	 31.75 queens-MB	 0.0508 queens-cpu-s	 0.0459 queens-wall-s	 0.0003 C-wall-s	 0.0003 C-cpu-s	 92.00 solutions	 2.000 threads
--- BENCH: BenchmarkRace
    race_test.go:80: no -rival given: the rival's columns are empty
PASS
ok  	github.com/queensbook/queens/internal/yardstick	1.5s
`

func TestRead(t *testing.T) {
	race, err := versus.Read(strings.NewReader(output), "race.txt")
	if err != nil {
		t.Fatal(err)
	}
	if race.Rival != "Their counter (C++)" || race.CPU != "Some CPU" || race.Threads != 2 || len(race.Sides) != 2 {
		t.Fatalf("read %+v; want the two sides of Some CPU, on 2 threads, against Their counter (C++)", race)
	}
	for i, want := range []versus.Timing{{Wall: 0.0033, CPU: 0.0032, PeakMB: 5.3}, {Wall: 0.0069, CPU: 0.0073, PeakMB: 6.1}} {
		if got := race.Sides[i].Timings[versus.Rival]; got != want || len(race.Sides[i].Timings) != 2 {
			t.Errorf("side %d: %+v; want the rival's %+v beside queens'", race.Sides[i].N, race.Sides[i].Timings, want)
		}
	}

	race, err = versus.Read(strings.NewReader(withoutRival), "race.txt")
	if err != nil {
		t.Fatal(err)
	}
	if race.Rival != "" || len(race.Sides) != 1 || len(race.Sides[0].Timings) != 2 {
		t.Errorf("read %+v; want one side, no rival, queens and C", race)
	}
}

// TestReadAppended reads two runs of the race appended to one file, as
// make race writes race.txt: their sides follow each other.
func TestReadAppended(t *testing.T) {
	race, err := versus.Read(strings.NewReader(appended), "race.txt")
	if err != nil {
		t.Fatal(err)
	}
	if race.Rival != "Kluev" || race.CPU != "Some CPU" || race.Threads != 2 || len(race.Sides) != 2 {
		t.Fatalf("read %+v; want the two sides of Some CPU, on 2 threads, against Kluev", race)
	}
	eight, ten := race.Sides[0], race.Sides[1]
	if eight.N != 8 || eight.Runs != 3 || eight.Solutions != 92 || len(eight.Timings) != 3 ||
		eight.Timings[versus.Rival] != (versus.Timing{Wall: 0.0033, CPU: 0.0032, PeakMB: 5.3}) ||
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
	side := "BenchmarkRace/n=8-2 \t 1 \t 5 ns/op \t 0.1 queens-wall-s \t 92 solutions \t 2 threads\n"
	rival := strings.Replace(side, "0.1 queens", "0.2 rival-wall-s \t 0.1 queens", 1)
	for _, c := range []struct{ why, text, want string }{
		{"a failed benchmark", header + side + "--- FAIL: BenchmarkRace/n=9\nFAIL\n", versus.ErrFailed.Error()},
		{"two processors", header + side + "cpu: Another CPU\n" + side, "measured on two processors, Some CPU and Another CPU"},
		{"two numbers of threads", header + side + strings.Replace(side, "2 threads", "4 threads", 1), "measured on 2 threads and on 4"},
		{"two rivals", header + "rival: One\n" + rival + "rival: Another\n" + rival, "measured against two rivals, One and Another"},
		{"a rival with no name", header + rival, `race.txt times a rival that it does not name in a line "rival: NAME"`},
		{"no side", header + "BenchmarkOther-2 \t 1 \t 5 ns/op\nPASS\n", "race.txt holds no result of BenchmarkRace"},
		{"nothing", "", "race.txt holds no result of BenchmarkRace"},
		{"a side that is no number", header + strings.Replace(side, "n=8", "n=eight", 1), "race.txt:2: Race/n=eight-2: not a side of the board"},
		{"no solutions", header + strings.Replace(side, "92 solutions", "", 1), "race.txt:2: Race/n=8-2: no solutions or threads"},
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
	race, err := versus.ReadMeasured(chapters.Files, "measured")
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
	for _, c := range []struct {
		why, output string
		want        []string
	}{
		{"Kluev's race", appended, []string{
			"# " + versus.Title + " Some CPU\n",
			"of BenchmarkRace in package yardstick",
			"`queens count -unique` and the rival counter, Kluev, on 2 threads, and",
			// Three digits from the first that is not 0; nothing where a
			// counter was not timed; the ratios of the wall-clock medians.
			"| n  | runs | queens | queens -unique | Kluev   | C        | Kluev ÷ queens | C ÷ queens |",
			"|  8 |    3 | 0.0459 |                | 0.00330 | 0.000300 |         0.0719 |    0.00654 |",
			"| 10 |    1 |  0.125 |          0.500 |         |          |                |            |",
			"|  8 |   31.8 |                |  5.30 |   |",
		}},
		{"a rival named", output, []string{
			"of BenchmarkRace in package yardstick",
			"and the rival counter, Their counter (C++), on 2 threads",
			"| n | runs | queens | queens -unique | Their counter (C++) | C | Their counter (C++) ÷ queens | C ÷ queens |",
			"| 9 |    3 | 0.0322 |                |             0.00690 |   |                        0.214 |            |",
		}},
		{"no rival", withoutRival, []string{
			"`queens count -unique` on 2 threads, and",
			"No rival counter was given (`make race RIVAL='path/to/counter {n}' RIVAL_NAME=Name`), so its columns are empty.",
			"| n | runs | queens | queens -unique | rival | C        | rival ÷ queens | C ÷ queens |",
			"| 8 |    3 | 0.0459 |                |       | 0.000300 |                |    0.00654 |",
		}},
	} {
		race, err := versus.Read(strings.NewReader(c.output), "race.txt")
		if err != nil {
			t.Fatalf("%s: %v", c.why, err)
		}
		var md bytes.Buffer
		if err := race.Write(&md); err != nil {
			t.Fatal(err)
		}
		text := md.String()
		for _, want := range c.want {
			if !strings.Contains(text, want) {
				t.Errorf("%s: the text lacks\n%s\nin\n%s", c.why, want, text)
			}
		}
		if got := strings.Count(text, "\n| n "); got != 3 {
			t.Errorf("%s: %d tables; want 3:\n%s", c.why, got, text)
		}
	}
}
