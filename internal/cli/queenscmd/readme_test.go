package queenscmd

import (
	"bytes"
	"cmp"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/clitest"
)

// The README's table of commands and table of shared flags are made from
// the command table itself, so that they cannot drift from the real flag
// sets. TestREADMETables fails when the README's copy is stale; make
// golden (GOLDIE_UPDATE=1) rewrites it.
const (
	readmeBegin = "<!-- generated from the command table: make golden rewrites it -->\n"
	readmeEnd   = "<!-- end of the generated tables -->\n"
)

func TestREADMETables(t *testing.T) {
	path := filepath.Join(clitest.ModuleRoot(t), "README.md")
	readme, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	before, rest, ok := bytes.Cut(readme, []byte(readmeBegin))
	_, after, ok2 := bytes.Cut(rest, []byte(readmeEnd))
	if !ok || !ok2 {
		t.Fatalf("README.md has no generated tables between %q and %q", readmeBegin, readmeEnd)
	}
	want := readmeTables()
	if string(rest[:len(rest)-len(after)-len(readmeEnd)]) == want {
		return
	}
	if os.Getenv("GOLDIE_UPDATE") != "" {
		updated := slices.Concat(before, []byte(readmeBegin+want+readmeEnd), after)
		if err := os.WriteFile(path, updated, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("README.md's tables of commands and flags are stale; run make golden. They should be:\n%s", want)
}

// readmeTables writes the two tables in Markdown.
func readmeTables() string {
	var b strings.Builder
	b.WriteString("\n| command | what it does | for example |\n|---|---|---|\n")
	for _, c := range append([]*cli.Command{Table.MainCommand}, Table.Commands...) {
		name := strings.TrimSpace("queens " + c.Name)
		example := strings.ReplaceAll(c.Examples[0].Command, "|", `\|`)
		fmt.Fprintf(&b, "| `%s` | %s | `%s` |\n", name, c.Summary, example)
	}
	b.WriteString("\nThese flags mean the same in every command that has them:\n\n| flag | meaning | commands |\n|---|---|---|\n")
	var names []string
	for name := range cli.SharedUsage {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		var users []string
		for _, c := range append([]*cli.Command{Table.MainCommand}, Table.Commands...) {
			fs, _ := c.NewFlagSet()
			if fs.Lookup(name) != nil {
				users = append(users, cmp.Or(c.Name, "queens alone"))
			}
		}
		_, usage := flag.UnquoteUsage(&flag.Flag{Usage: cli.SharedUsage[name]})
		fmt.Fprintf(&b, "| `-%s` | %s | %s |\n", name, strings.TrimSuffix(usage, ":"), strings.Join(users, ", "))
	}
	b.WriteString("\n")
	return b.String()
}
