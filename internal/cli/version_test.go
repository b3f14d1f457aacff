package cli

import (
	"runtime/debug"
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
