package searchcmd

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"

	"github.com/queensbook/queens/counting/treeprofile"
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/plot"
)

// TreeCommand returns 'queens tree': count the row-by-row search tree's nodes at each depth.
func TreeCommand() *cli.Command {
	return &cli.Command{
		Name:    "tree",
		Summary: "count the row-by-row search tree's nodes at each depth",
		About: `
tree counts the nodes of the row-by-row search tree at each depth, beside the
trees that only keep the columns apart and that prune nothing, and with -o
draws the profile as DIR/tree.svg. The largest trees take seconds: a terminal
shows the nodes counted so far, and Ctrl-C stops the count at once.
`,
		Examples: []cli.Example{
			{Command: "queens tree -n 8", What: "the 8 x 8 tree, depth by depth"},
			{Command: "queens tree -n 12 -o charts", What: "the 12 x 12 tree, drawn as charts/tree.svg"},
		},
		Define: func(fs *cli.FlagSet) cli.RunFunc {
			size := fs.SizeFlag(8, fmt.Sprintf("from 1 to %d", treeprofile.MaxN), treeprofile.MaxN, "the largest tree profiled in seconds rather than minutes")
			out := fs.OutFlag()
			format := fs.FormatFlag("text", "markdown", "json")
			quiet := fs.QuietFlag()
			return func(ctx context.Context, env cli.Env, _ []string) error {
				return profileTree(ctx, env, *size, *out, *format, *quiet)
			}
		},
	}
}

// profileTree prints the profile of the n x n tree, and draws it in out.
func profileTree(ctx context.Context, env cli.Env, n int, out, format string, quiet bool) error {
	if out != "" {
		if err := cli.WritableDir(out); err != nil {
			return err
		}
	}
	// The walk reports the nodes counted every few milliseconds, so it
	// has a bar only when it runs long enough to report; 15 x 15 takes
	// seconds.
	update, clearBar := env.Progress(quiet, fmt.Sprintf("tree n=%d nodes", n), 0)
	p, err := treeprofile.CountContext(ctx, n, update)
	clearBar()
	if err != nil {
		return err
	}
	if err := writeProfile(env, p, format); err != nil {
		return err
	}
	if out == "" {
		return nil
	}
	chart, err := plot.Tree(p)
	if err != nil {
		return err
	}
	if err := cli.SaveSVG(chart, out, "tree.svg"); err != nil {
		return err
	}
	if !quiet {
		fmt.Fprintf(env.Stderr, "queens tree: wrote %s\n", filepath.Join(out, "tree.svg"))
	}
	return nil
}

func writeProfile(env cli.Env, p treeprofile.Profile, format string) error {
	switch format {
	case "markdown":
		return p.WriteMarkdown(env.Stdout)
	case "json":
		enc := json.NewEncoder(env.Stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(struct {
			N         int                 `json:"n"`
			Solutions uint64              `json:"solutions"`
			Nodes     uint64              `json:"nodes"`
			Tested    uint64              `json:"squares_tested"`
			Levels    []treeprofile.Level `json:"levels"`
		}{p.N, p.Solutions(), p.Total(), p.Tested(), p.Levels()})
	}
	return p.WriteText(env.Stdout)
}
