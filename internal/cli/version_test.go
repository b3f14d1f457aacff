package cli

import (
	"encoding/json"
	"runtime/debug"
	"strings"
	"testing"
)

// The version comes from what the Go toolchain recorded: the module's
// version, and the commit when the build knew it.
func TestReadVersion(t *testing.T) {
	bi := &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "github.com/queensbook/queens", Version: "v1.2.0"},
		Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "abc123"}, {Key: "vcs.time", Value: "2026-12-02T06:00:00Z"}, {Key: "vcs.modified", Value: "true"}}}
	if got, want := readVersion(bi).String(), "queens v1.2.0, commit abc123 of 2026-12-02T06:00:00Z with changes not committed, built with go1.26.8"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	bi.Settings = bi.Settings[:2]
	if got, want := readVersion(bi).String(), "queens v1.2.0, commit abc123 of 2026-12-02T06:00:00Z, built with go1.26.8"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	bi.Settings, bi.Main.Version = nil, ""
	if got, want := readVersion(bi).String(), "queens (devel), from no known commit (built without version control information), built with go1.26.8"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// queens version and queens -version print the running binary's version,
// in text or JSON; -version goes with no flag that runs something.
func TestVersionCommandAndFlag(t *testing.T) {
	bi, _ := debug.ReadBuildInfo()
	want := readVersion(bi).String() + "\n"
	for _, args := range [][]string{{"version"}, {"-version"}, {"-version", "-format", "text"}} {
		if status, stdout, stderr := queens(args...); status != exitOK || stdout != want || stderr != "" {
			t.Errorf("queens %q: status %d, stdout %q, stderr %q; want %q", args, status, stdout, stderr, want)
		}
	}
	for _, args := range [][]string{{"version", "-json"}, {"-version", "-json"}} {
		status, stdout, _ := queens(args...)
		var v buildVersion
		if err := json.Unmarshal([]byte(stdout), &v); status != exitOK || err != nil || v.Go != bi.GoVersion {
			t.Errorf("queens %q: status %d, %v, stdout %q", args, status, err, stdout)
		}
	}
	for _, args := range [][]string{{"-version", "-n", "6"}, {"-version", "-format", "csv"}, {"version", "extra"}} {
		if status, stdout, stderr := queens(args...); status != exitUsage || stdout != "" || strings.Count(stderr, "\n") != 1 {
			t.Errorf("queens %q: status %d, stdout %q, stderr %q; want 2 and one line", args, status, stdout, stderr)
		}
	}
}
