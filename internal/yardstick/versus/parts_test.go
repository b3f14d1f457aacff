package versus_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/queensbook/queens/internal/yardstick/versus"
)

// parts returns the records of counter c's parts of the 8 x 8 board's
// count in four, each of 23 solutions and a second, peaks 10 MB to 13.
func parts(c versus.Counter, name string) []versus.Part {
	var list []versus.Part
	for k := 1; k <= 4; k++ {
		list = append(list, versus.Part{Counter: c, Name: name, N: 8, Part: k, Parts: 4, Threads: 2,
			Solutions: 23, Wall: 1, CPU: 2, PeakMB: float64(9 + k), Processor: "Some CPU"})
	}
	return list
}

// The parts of a count add up to a side of the race: times summed, the
// largest peak, and a note of the counts not all there.
func TestAddParts(t *testing.T) {
	race := versus.Race{CPU: "Some CPU", Threads: 2, Rival: "Theirs"}
	all := append(parts(versus.Queens, "queens"), parts(versus.Rival, "Theirs")[:3]...)
	dir := t.TempDir()
	for _, p := range all {
		if err := p.Save(dir); err != nil {
			t.Fatal(err)
		}
	}
	read, err := versus.ReadParts(os.DirFS(dir), ".")
	if err != nil || len(read) != len(all) {
		t.Fatalf("read %d records of %d: %v", len(read), len(all), err)
	}
	if err := race.AddParts(read); err != nil {
		t.Fatal(err)
	}
	if len(race.Sides) != 1 {
		t.Fatalf("%d sides, want 1", len(race.Sides))
	}
	side := race.Sides[0]
	q, ok := side.Timings[versus.Queens]
	if side.N != 8 || side.Parts != 4 || side.Solutions != 92 || !ok || q != (versus.Timing{Wall: 4, CPU: 8, PeakMB: 13}) {
		t.Errorf("side %+v", side)
	}
	if _, ok := side.Timings[versus.Rival]; ok {
		t.Errorf("the rival's side is timed with 3 parts of 4")
	}
	if want := "8 x 8: Theirs 3 of 4 parts, 3.00 s"; len(race.Unfinished) != 1 || race.Unfinished[0] != want {
		t.Errorf("unfinished %q, want %q", race.Unfinished, want)
	}
	var md bytes.Buffer
	if err := race.Write(&md); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"| 8 | 1 in 4 parts |", "Still being counted in parts: 8 x 8: Theirs 3 of 4 parts, 3.00 s.", "sums of the parts' times"} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("the race's Markdown lacks %q:\n%s", want, md.String())
		}
	}
}

// Parts that do not add up, or come from another machine or rival, are
// refused.
func TestAddPartsRefuses(t *testing.T) {
	wrong := parts(versus.Queens, "queens")
	wrong[2].Solutions++
	mixed := parts(versus.Queens, "queens")
	mixed[3].Parts = 5
	other := parts(versus.Queens, "queens")
	other[0].Processor = "Another CPU"
	rival := parts(versus.Rival, "Someone")
	for _, c := range []struct {
		why   string
		parts []versus.Part
		want  string
	}{
		{"93 solutions", wrong, "found 93 solutions, OEIS A000170 has 92"},
		{"cut in 4 and in 5", mixed, "another record of the count has"},
		{"another processor", other, "measured on Another CPU"},
		{"another rival", rival, "the race's is \"Theirs\""},
	} {
		race := versus.Race{CPU: "Some CPU", Threads: 2, Rival: "Theirs"}
		if err := race.AddParts(c.parts); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error that says %q", c.why, err, c.want)
		}
	}
}

func TestMachineDir(t *testing.T) {
	for processor, want := range map[string]string{
		"Intel(R) Xeon(R) Processor":               "intel-xeon-processor",
		"AMD EPYC":                                 "amd-epyc",
		"AMD Ryzen 9 7950X 16-Core Processor":      "amd-ryzen-9-7950x-16-core-processor",
		"Intel(R) Core(TM) i7-8565U CPU @ 1.80GHz": "intel-core-i7-8565u-cpu-1-80ghz",
		"":         "unknown",
		"(R) (TM)": "unknown",
	} {
		if got := versus.MachineDir(processor); got != want {
			t.Errorf("MachineDir(%q) = %q, want %q", processor, got, want)
		}
	}
}

// ReadMeasured adds up the parts measured on race.txt's processor, and
// only notes those of another, whose folder is that processor's.
func TestReadMeasuredByMachine(t *testing.T) {
	fsys := fstest.MapFS{"m/race.txt": {Data: []byte(appended)}}
	add := func(dir string, list []versus.Part) {
		for _, p := range list {
			data, err := json.Marshal(p)
			if err != nil {
				t.Fatal(err)
			}
			fsys[path.Join("m", versus.PartsDir, dir, p.File())] = &fstest.MapFile{Data: data}
		}
	}
	theirs := func(list []versus.Part) []versus.Part {
		for i := range list {
			list[i].Processor = "Other CPU"
		}
		return list
	}
	add("some-cpu", parts(versus.Queens, "queens"))
	add("some-cpu", parts(versus.Rival, "Kluev")[:1])
	add("other-cpu", theirs(parts(versus.Queens, "queens"))[:2])
	add("other-cpu", theirs(parts(versus.Rival, "Kluev")))
	race, err := versus.ReadMeasured(fsys, "m")
	if err != nil {
		t.Fatal(err)
	}
	if last := race.Sides[len(race.Sides)-1]; last.Parts != 4 || last.Timings[versus.Queens].Wall != 4 {
		t.Errorf("the last side %+v, want queens count's 8 x 8 in 4 parts, 4 s", last)
	}
	if want := []string{"8 x 8: Kluev 1 of 4 parts, 1.00 s"}; !slices.Equal(race.Unfinished, want) {
		t.Errorf("unfinished %q, want %q", race.Unfinished, want)
	}
	if want := []string{"on Other CPU, 8 x 8: queens 2 of 4 parts, 2.00 s, Kluev 4 of 4 parts, 4.00 s"}; !slices.Equal(race.Elsewhere, want) {
		t.Errorf("elsewhere %q, want %q", race.Elsewhere, want)
	}
	var md bytes.Buffer
	if err := race.Write(&md); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"`chapters/measured/race-parts/some-cpu`", "Counted in parts on other processors, for races of their own: on Other CPU, 8 x 8:"} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("the race's Markdown lacks %q:\n%s", want, md.String())
		}
	}

	// A record in the folder of another processor than its own is
	// refused, and so is one in no processor's folder.
	add("third-cpu", parts(versus.Queens, "queens")[:1])
	if _, err := versus.ReadMeasured(fsys, "m"); err == nil || !strings.Contains(err.Error(), "measured on Some CPU, whose folder is some-cpu") {
		t.Errorf("a record of Some CPU in third-cpu: %v", err)
	}
	delete(fsys, "m/race-parts/third-cpu/queens-8-1of4.json")
	add("", parts(versus.Queens, "queens")[:1])
	if _, err := versus.ReadMeasured(fsys, "m"); err == nil || !strings.Contains(err.Error(), "goes in the folder of the processor") {
		t.Errorf("a record in no processor's folder: %v", err)
	}
}
