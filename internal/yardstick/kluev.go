package yardstick

import (
	"bufio"
	"bytes"
	"cmp"
	"embed"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// kluev is E. Kluev's counter, pinned: testdata/kluev/NOTES.md says from
// where, and what BuildKluev changes in its copy.
//
//go:embed testdata/kluev
var kluev embed.FS

// BuildKluev builds Kluev's counter for the n x n board, whose side is a
// constant of its sources: it copies them into tb's temporary folder,
// sets the side and the tuning that Kluev's own table gives for it (see
// [KluevSources]), compiles them with g++ -std=c++20 -O3 -march=native
// and returns the program's path, or "" when there is no g++ (see
// [tool]).
func BuildKluev(tb testing.TB, n int) string {
	tb.Helper()
	gpp := tool(tb, "g++", "Kluev's counter")
	if gpp == "" {
		return ""
	}
	sources, err := KluevSources(n)
	if err != nil {
		tb.Fatal(err)
	}
	dir := tb.TempDir()
	for name, text := range sources {
		if err := os.WriteFile(filepath.Join(dir, name), text, 0o644); err != nil {
			tb.Fatal(err)
		}
	}
	compile(tb, dir, gpp, "-std=c++20", "-O3", "-march=native", "-o", "nqueens", "main.cpp")
	return filepath.Join(dir, "nqueens")
}

// RunKluev runs Kluev's counter at path, built by BuildKluev for the
// n x n board, on threads threads, checks the count it prints against
// OEIS, and times it as [Run] does.
func RunKluev(tb testing.TB, path string, n, threads int) Timing {
	tb.Helper()
	out, t := Run(tb, path, strconv.Itoa(threads))
	var solutions uint64
	for line := range strings.Lines(string(out)) {
		if result, ok := strings.CutPrefix(line, "Result: "); ok {
			var err error
			if solutions, err = strconv.ParseUint(strings.TrimSpace(result), 10, 64); err != nil {
				tb.Fatalf("Kluev's counter printed %q", line)
			}
		}
	}
	CheckSolutions(tb, n, solutions)
	return t
}

// KluevSources returns the sources of Kluev's counter set up for the
// n x n board, by file name: the pinned copy with, in solcounter.h, the
// side n and each tuning value of the table in its comment taken from
// the table's column for n (the nearest column for a side outside it),
// and, where that turns bmiIntrin or prefetch on, the include that
// bmintrin.h or prefetch.h says to uncomment for them uncommented.
func KluevSources(n int) (map[string][]byte, error) {
	sources := map[string][]byte{}
	err := fs.WalkDir(kluev, "testdata/kluev", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if name := d.Name(); strings.HasSuffix(name, ".h") || strings.HasSuffix(name, ".cpp") {
			sources[name], err = kluev.ReadFile(path)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	solcounter, enabled, err := tuneKluev(sources["solcounter.h"], n)
	if err != nil {
		return nil, fmt.Errorf("Kluev's solcounter.h for n = %d: %w", n, err)
	}
	sources["solcounter.h"] = solcounter
	for _, use := range []struct{ setting, file, include string }{
		{"bmiIntrin", "bmintrin.h", `#include "bmi2.h"`},
		{"prefetch", "prefetch.h", `#include "prefetchx86.h"`},
	} {
		if !enabled[use.setting] {
			continue
		}
		commented := []byte("//" + use.include)
		if !bytes.Contains(sources[use.file], commented) {
			return nil, fmt.Errorf("Kluev's %s has no line %s to uncomment", use.file, commented)
		}
		sources[use.file] = bytes.Replace(sources[use.file], commented, []byte(use.include), 1)
	}
	return sources, nil
}

// The lines of solcounter.h that tuneKluev changes: the board's side, the
// sides of the table's columns, a tuning value with its row of the table
// (".sieveCuts = 0,  //  0  0  0  0  3  3  6") and the row that names the
// symmetry of the subsquares; and how the table writes true and false.
var (
	kluevSide     = regexp.MustCompile(`^inline constexpr int size = \d+;$`)
	kluevColumns  = regexp.MustCompile(`// s=((?:\s+\d+)+)\s*$`)
	kluevSetting  = regexp.MustCompile(`^(\s*\.(\w+) = )([^,]+)(,\s*//(.*))$`)
	kluevSymmetry = regexp.MustCompile(`// Subsquare Symmetry(.*)$`)
	kluevBooleans = map[string]string{"T": "true", "F": "false"}
)

// kluevSymmetric is the subsquare symmetry that the sources use, the only
// one tuneKluev allows.
const kluevSymmetric = "NoSy"

// tuneKluev returns the text of solcounter.h set up for the n x n board,
// and which of its boolean settings are on.
func tuneKluev(text []byte, n int) ([]byte, map[string]bool, error) {
	var out bytes.Buffer
	enabled := map[string]bool{}
	column, sides := -1, 0
	lines := bufio.NewScanner(bytes.NewReader(text))
	for lines.Scan() {
		line := lines.Text()
		switch m := kluevSetting.FindStringSubmatch(line); {
		case kluevSide.MatchString(line):
			line = fmt.Sprintf("inline constexpr int size = %d;", n)
			sides++
		case kluevColumns.MatchString(line):
			var err error
			if column, err = kluevColumn(kluevColumns.FindStringSubmatch(line)[1], n); err != nil {
				return nil, nil, err
			}
		case m != nil && column >= 0:
			values := strings.Fields(m[5])
			if column >= len(values) {
				return nil, nil, fmt.Errorf("the row of %s has no column %d", m[2], column+1)
			}
			value := values[column]
			if value == "*" { // a mark the table does not explain: keep the source's value
				value = strings.TrimSpace(m[3])
			}
			value = cmp.Or(kluevBooleans[value], value)
			enabled[m[2]] = value == "true"
			line = m[1] + value + m[4]
		case kluevSymmetry.MatchString(line) && column >= 0:
			symmetries := strings.Fields(kluevSymmetry.FindStringSubmatch(line)[1])
			if column >= len(symmetries) || symmetries[column] != kluevSymmetric {
				return nil, nil, fmt.Errorf("the table asks for a subsquare symmetry other than %s, the sources' own, which the builder does not set", kluevSymmetric)
			}
		}
		out.WriteString(line + "\n")
	}
	switch {
	case sides != 1:
		return nil, nil, fmt.Errorf("%d lines set the size, not one; has the pinned copy changed?", sides)
	case column < 0:
		return nil, nil, fmt.Errorf("no table of settings; has the pinned copy changed?")
	}
	return out.Bytes(), enabled, nil
}

// kluevColumn returns the index of the column of the table for side n,
// the table's columns being the sides given; a side outside them takes
// the nearest column.
func kluevColumn(sides string, n int) (int, error) {
	var columns []int
	for field := range strings.FieldsSeq(sides) {
		side, err := strconv.Atoi(field)
		if err != nil {
			return 0, err
		}
		columns = append(columns, side)
	}
	n = min(max(n, columns[0]), columns[len(columns)-1])
	if i := slices.Index(columns, n); i >= 0 {
		return i, nil
	}
	return 0, fmt.Errorf("the table of settings has no column for n = %d", n)
}
