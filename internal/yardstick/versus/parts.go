package versus

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/queensbook/queens/puzzle/oeis"
)

// A Part is the record of one part of a count that takes hours, which the
// race cuts into parts (see BenchmarkRaceParts in package yardstick):
// which counter ran it, how, and what it took. Each is a small JSON file
// of its own, written as soon as its part ends, so that a race of many
// sessions keeps what each one finished.
type Part struct {
	// Counter is [Queens] or [Rival], and Name the counter's name in
	// the tables.
	Counter Counter `json:"counter"`
	Name    string  `json:"name"`
	// N is the side of the board, and Part the part, from 1 to Parts.
	N     int `json:"n"`
	Part  int `json:"part"`
	Parts int `json:"parts"`
	// Command is what ran, and Threads on how many threads.
	Command string `json:"command"`
	Threads int    `json:"threads"`
	// Solutions are the solutions the part found, a share of the count.
	Solutions uint64 `json:"solutions"`
	// Wall and CPU are its seconds, PeakMB its largest resident set.
	Wall   float64 `json:"wall_s"`
	CPU    float64 `json:"cpu_s"`
	PeakMB float64 `json:"peak_mb"`
	// Processor is the processor it ran on, and Finished when it ended,
	// in RFC 3339.
	Processor string `json:"processor"`
	Finished  string `json:"finished"`
}

// File is the name of the part's record: queens-22-3of8.json.
func (p Part) File() string {
	return PartFile(p.Counter, p.N, p.Part, p.Parts)
}

// PartFile is the name of the record of part of parts on the n x n board
// by counter c.
func PartFile(c Counter, n, part, parts int) string {
	return fmt.Sprintf("%s-%d-%dof%d.json", c, n, part, parts)
}

// Save writes the part's record into dir, all of it or nothing: a
// temporary file renamed into place.
func (p Part) Save(dir string) error {
	data, err := json.MarshalIndent(p, "", "  ")
	if err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, ".part-*")
	if err != nil {
		return err
	}
	defer os.Remove(f.Name()) // once renamed, there is nothing to remove
	if _, err := f.Write(append(data, '\n')); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), filepath.Join(dir, p.File()))
}

// ReadParts reads every part's record in the folder dir of fsys.
func ReadParts(fsys fs.FS, dir string) ([]Part, error) {
	names, err := fs.Glob(fsys, path.Join(dir, "*.json"))
	if err != nil {
		return nil, err
	}
	var parts []Part
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		var p Part
		if err := json.Unmarshal(data, &p); err != nil {
			return nil, fmt.Errorf("%s: %v", name, err)
		}
		if path.Base(name) != p.File() {
			return nil, fmt.Errorf("%s holds the record of %s", name, p.File())
		}
		parts = append(parts, p)
	}
	return parts, nil
}

// ReadMeasured reads the race that the folder dir of fsys holds, as
// make race and make race-parts write chapters/measured: the output of
// the benchmark in race.txt, and, added up, the records of the parts in
// PartsDir beside it that were measured on the race's processor, in its
// [MachineDir]. How far the parts measured on other processors have come
// goes into the race's Elsewhere.
func ReadMeasured(fsys fs.FS, dir string) (Race, error) {
	f, err := fsys.Open(path.Join(dir, "race.txt"))
	if err != nil {
		return Race{}, err
	}
	defer f.Close()
	race, err := Read(f, "race.txt")
	if err != nil {
		return Race{}, err
	}
	machines, err := fs.ReadDir(fsys, path.Join(dir, PartsDir))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return Race{}, err
	}
	for _, m := range machines {
		if !m.IsDir() {
			if path.Ext(m.Name()) == ".json" {
				return Race{}, fmt.Errorf("%s/%s: a part's record goes in the folder of the processor it ran on", PartsDir, m.Name())
			}
			continue
		}
		parts, err := ReadParts(fsys, path.Join(dir, PartsDir, m.Name()))
		if err != nil {
			return Race{}, err
		}
		if m.Name() == MachineDir(race.CPU) {
			err = race.AddParts(parts)
		} else {
			err = race.addElsewhere(m.Name(), parts)
		}
		if err != nil {
			return Race{}, err
		}
	}
	return race, nil
}

// MachineDir is the folder, inside PartsDir, of the records of the parts
// measured on processor: its name in lower case, without (R) and (TM),
// its words joined by hyphens, as in intel-xeon-processor. The parts of a
// count add up to a time only if they ran on one machine, and the
// sessions of a long race may not all have the same one, so each
// processor keeps its own parts.
func MachineDir(processor string) string {
	name := strings.ToLower(processor)
	for _, mark := range []string{"(r)", "(tm)"} {
		name = strings.ReplaceAll(name, mark, " ")
	}
	words := strings.FieldsFunc(name, func(r rune) bool {
		return (r < 'a' || r > 'z') && (r < '0' || r > '9')
	})
	if len(words) == 0 {
		return "unknown"
	}
	return strings.Join(words, "-")
}

// AddParts adds to the race a side for each board whose parts are all
// there for queens count: the sums of their wall-clock and CPU seconds,
// and the largest of their peaks, and the same for the rival when its
// parts are all there too. Each counter's parts must add up to OEIS
// A000170's count, on the race's processor and threads, by the race's
// rival. What is there of the boards still being counted goes into
// r.Unfinished, for a note under the tables.
func (r *Race) AddParts(parts []Part) error {
	counts, err := r.counts(r.CPU, parts)
	if err != nil {
		return err
	}
	for _, n := range slices.Sorted(maps.Keys(counts)) {
		side := Side{N: n, Runs: 1, Timings: map[Counter]Timing{}}
		var notes []string
		for _, c := range counts[n] {
			if c.done < c.of {
				notes = append(notes, c.note(r.Rival))
				continue
			}
			side.Timings[c.counter] = c.timing
			side.Parts = c.of
		}
		if len(notes) > 0 {
			r.Unfinished = append(r.Unfinished, fmt.Sprintf("%d x %d: %s", n, n, strings.Join(notes, ", ")))
		}
		if _, ok := side.Timings[Queens]; ok {
			side.Solutions = uint64(oeis.Solutions(n))
			r.Sides = append(r.Sides, side)
		}
	}
	return nil
}

// addElsewhere notes in r.Elsewhere how far the parts in the folder
// machine, measured on another processor than the race's, have come.
func (r *Race) addElsewhere(machine string, parts []Part) error {
	if len(parts) == 0 {
		return nil
	}
	processor := parts[0].Processor
	if MachineDir(processor) != machine {
		return fmt.Errorf("%s/%s: measured on %s, whose folder is %s", machine, parts[0].File(), processor, MachineDir(processor))
	}
	counts, err := r.counts(processor, parts)
	if err != nil {
		return err
	}
	for _, n := range slices.Sorted(maps.Keys(counts)) {
		var notes []string
		for _, c := range counts[n] {
			notes = append(notes, c.note(r.Rival))
		}
		r.Elsewhere = append(r.Elsewhere, fmt.Sprintf("on %s, %d x %d: %s", processor, n, n, strings.Join(notes, ", ")))
	}
	return nil
}

// A count is what one counter's records of the parts of one side add
// up to: done of its parts are there, and timing sums them.
type count struct {
	counter  Counter
	done, of int
	timing   Timing
}

// note says how far the count has come: "Kluev 3 of 8 parts, 5484 s".
func (c count) note(rival string) string {
	return fmt.Sprintf("%s %d of %d parts, %s s", nameOf(c.counter, rival), c.done, c.of, significant(c.timing.Wall))
}

// counts adds up the parts, measured on processor with the race's
// threads and rival, by side: queens count's, then the rival's, each
// left out if it has no part there.
func (r *Race) counts(processor string, parts []Part) (map[int][]count, error) {
	byN := map[int][]Part{}
	for _, p := range parts {
		if p.Processor != processor || p.Threads != r.Threads {
			return nil, fmt.Errorf("%s: measured on %s with %d threads, the race on %s with %d", p.File(), p.Processor, p.Threads, processor, r.Threads)
		}
		if p.Counter == Rival && p.Name != r.Rival {
			return nil, fmt.Errorf("%s: the rival %s, the race's is %q", p.File(), p.Name, r.Rival)
		}
		byN[p.N] = append(byN[p.N], p)
	}
	counts := map[int][]count{}
	for n, list := range byN {
		for _, c := range []Counter{Queens, Rival} {
			t, done, of, err := sum(list, c)
			if err != nil {
				return nil, err
			}
			if of > 0 {
				counts[n] = append(counts[n], count{c, done, of, t})
			}
		}
	}
	return counts, nil
}

// sum adds up counter c's parts: the timing of the whole count, how many
// parts there are of how many, and an error when two records cut the
// count differently or the finished parts' solutions miss OEIS's count.
func sum(parts []Part, c Counter) (t Timing, done, of int, err error) {
	seen := map[int]bool{}
	var solutions uint64
	var n int
	for _, p := range parts {
		if p.Counter != c {
			continue
		}
		if of != 0 && p.Parts != of {
			return Timing{}, 0, 0, fmt.Errorf("%s: %d parts, another record of the count has %d", p.File(), p.Parts, of)
		}
		of, n = p.Parts, p.N
		seen[p.Part] = true
		solutions += p.Solutions
		t.Wall += p.Wall
		t.CPU += p.CPU
		t.PeakMB = max(t.PeakMB, p.PeakMB)
	}
	done = len(seen)
	if done == of && of > 0 && solutions != uint64(oeis.Solutions(n)) {
		return Timing{}, 0, 0, fmt.Errorf("the %d parts of %s on %d x %d found %d solutions, OEIS A000170 has %d", of, c, n, n, solutions, oeis.Solutions(n))
	}
	return t, done, of, nil
}

// nameOf is the name of counter c in the race's notes.
func nameOf(c Counter, rival string) string {
	if c == Rival && rival != "" {
		return rival
	}
	return string(c)
}
