package exercise

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// decode is an exercise the tests of reports and starts use.
var decode, _ = Lookup("decode")

func TestReportRoundTrip(t *testing.T) {
	dir := t.TempDir()
	report := Report{Slug: "conflict", Attempt: "one call of Conflict", Runs: []Run{
		{N: 4, Solutions: 2, AttemptsToFirst: 26, Attempts: 60, TimeToFirst: 1500, Time: 4000},
		{N: 5, Solutions: 10, AttemptsToFirst: 15, Attempts: 220, TimeToFirst: 900, Time: 9000},
	}}
	if err := report.Write(dir); err != nil {
		t.Fatal(err)
	}
	back, err := ReadReport(dir, "conflict")
	if err != nil {
		t.Fatal(err)
	}
	if back.Slug != report.Slug || back.Attempt != report.Attempt || !slices.Equal(back.Runs, report.Runs) {
		t.Errorf("read back %+v, wrote %+v", back, report)
	}
	if err := report.Write(""); err != nil {
		t.Errorf("writing to no folder: %v, want nothing written", err)
	}
}

func TestStartAndReset(t *testing.T) {
	root := t.TempDir()
	stub := filepath.Join(root, filepath.FromSlash(decode.Stub()))
	file := filepath.Join(root, filepath.FromSlash(decode.File()))
	if err := os.MkdirAll(filepath.Dir(stub), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(stub, []byte("package decode\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if wrote, err := Start(root, decode); !wrote || err != nil {
		t.Fatalf("first Start: wrote %v, %v; want the file written", wrote, err)
	}
	os.WriteFile(file, []byte("package decode // mine\n"), 0o644)
	if wrote, err := Start(root, decode); wrote || err != nil {
		t.Fatalf("second Start: wrote %v, %v; want the student's file left alone", wrote, err)
	}
	backup, err := Reset(root, decode)
	if err != nil || backup != decode.File()+".bak" {
		t.Fatalf("Reset: backup %q, %v", backup, err)
	}
	for path, want := range map[string]string{file: "package decode\n", file + ".bak": "package decode // mine\n"} {
		if got, _ := os.ReadFile(path); string(got) != want {
			t.Errorf("%s holds %q, want %q", path, got, want)
		}
	}
	if backup, _ := Reset(root, decode); backup != "" {
		t.Errorf("resetting the stub itself made a backup, %s", backup)
	}
}

func TestParseHints(t *testing.T) {
	hints, err := parseHints([]byte("# Hints\n\n## The idea\n\nLook.\n\n## The line\n\nWrite `x := 1`.\n"))
	if want := []Hint{{"The idea", "Look."}, {"The line", "Write `x := 1`."}}; err != nil || !slices.Equal(hints, want) {
		t.Errorf("parseHints: %q, %v; want %q", hints, err, want)
	}
	for _, bad := range []string{"## One\n\nonly one\n", "## One\n\ntext\n\n## Two\n\n", "## A\na\n## B\nb\n## C\nc\n"} {
		if _, err := parseHints([]byte(bad)); err == nil {
			t.Errorf("parseHints(%q): no error", bad)
		}
	}
}
