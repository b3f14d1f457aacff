package cli

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"runtime/debug"
	"strings"
)

// VersionCommand returns 'queens version': the module version and commit this queens was built from.
func VersionCommand() *Command {
	return &Command{
		Name:    "version",
		Summary: "the module version and commit this queens was built from",
		About: `
version says which queens this is, as the Go toolchain recorded it in the
binary: the module's version (a tag such as v1.2.0 for 'go install
github.com/queensbook/queens/cmd/queens@v1.2.0', "(devel)" for a build in a
clone), the commit it was built from, and whether that clone had changes not
committed. 'queens -version' says the same.
`,
		Examples: []Example{
			{Command: "queens version", What: "the version, the commit and the Go release that built it"},
		},
		Define: func(fs *FlagSet) RunFunc {
			format := fs.FormatFlag("text", "json")
			return func(_ context.Context, env Env, _ []string) error {
				return PrintVersion(env, *format)
			}
		},
	}
}

// buildVersion is what the Go toolchain recorded of a queens binary.
type buildVersion struct {
	Module  string `json:"module"`
	Version string `json:"version"`
	// Revision and Time are the commit's, empty when the binary was
	// built without version control information (as go run and go test
	// build); Modified says that the clone had changes not committed.
	Revision string `json:"revision,omitempty"`
	Time     string `json:"time,omitempty"`
	Modified bool   `json:"modified,omitempty"`
	Go       string `json:"go"`
}

// readVersion reads the build information of bi.
func readVersion(bi *debug.BuildInfo) buildVersion {
	v := buildVersion{Module: bi.Main.Path, Version: bi.Main.Version, Go: bi.GoVersion}
	if v.Version == "" {
		v.Version = "(devel)"
	}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			v.Revision = s.Value
		case "vcs.time":
			v.Time = s.Value
		case "vcs.modified":
			v.Modified = s.Value == "true"
		}
	}
	return v
}

// String writes the version as one line.
func (v buildVersion) String() string {
	line := "queens " + v.Version
	switch {
	case v.Revision == "":
		line += ", from no known commit (built without version control information)"
	case v.Modified:
		line += fmt.Sprintf(", commit %s of %s with changes not committed", v.Revision, v.Time)
	default:
		line += fmt.Sprintf(", commit %s of %s", v.Revision, v.Time)
	}
	return line + ", built with " + v.Go
}

// PrintVersion prints the version of the running binary.
func PrintVersion(env Env, format string) error {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return fmt.Errorf("this binary holds no build information; build it with the go command")
	}
	v := readVersion(bi)
	if format == "json" {
		enc := json.NewEncoder(env.Stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(v)
	}
	_, err := fmt.Fprintln(env.Stdout, v)
	return err
}

// VersionFlag adds -version, for queens alone: print the version and
// nothing else, which no other flag goes with but -json and -format text
// or json.
func (fs *FlagSet) VersionFlag() *bool {
	version := fs.Bool("version", false, "print the version of queens, as 'queens version' does, and run nothing")
	fs.Check(func() error {
		if !*version {
			return nil
		}
		var others []string
		fs.Visit(func(f *flag.Flag) {
			format := f.Name == "json" || f.Name == "format" && (f.Value.String() == "text" || f.Value.String() == "json")
			if f.Name != "version" && !format {
				others = append(others, "-"+f.Name)
			}
		})
		if len(others) > 0 {
			return Usagef("-version prints the version and runs nothing: drop %s", strings.Join(others, ", "))
		}
		return nil
	})
	return version
}
