package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"

	"github.com/queensbook/queens/approaches/treeprofile"
	"github.com/queensbook/queens/cmd/queens/plot"
)

// runTree prints the profile of the row-by-row search tree, and with -o
// draws it as DIR/tree.svg.
func runTree(ctx context.Context, env Env, args []string) error {
	fs := flags(env, "tree", "[-n N] [-o DIR] [-markdown | -json] [-quiet]\n\n"+
		"tree counts the nodes of the row-by-row search tree at each depth, beside\n"+
		"the trees that only keep the columns apart and that prune nothing.")
	n := fs.Int("n", 8, fmt.Sprintf("board side, 1 to %d", treeprofile.MaxN))
	out := fs.String("o", "", "also draw the profile as DIR/tree.svg; DIR is created if missing")
	markdown := fs.Bool("markdown", false, "print a Markdown pipe table")
	asJSON := fs.Bool("json", false, "print JSON")
	quiet := fs.Bool("quiet", false, "do not say which file was written")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *markdown && *asJSON {
		return usagef("choose one of -markdown and -json")
	}
	if *n < 1 || *n > treeprofile.MaxN {
		return usagef("-n %d: the tree profile takes boards from 1 to %d", *n, treeprofile.MaxN)
	}
	if *out != "" {
		if err := writableDir(*out); err != nil {
			return err
		}
	}
	p, err := treeprofile.Count(*n)
	if err != nil {
		return err
	}
	if err := writeProfile(env, p, *markdown, *asJSON); err != nil {
		return err
	}
	if *out == "" {
		return nil
	}
	chart, err := plot.Tree(p)
	if err != nil {
		return err
	}
	if err := saveSVG(chart, *out, "tree.svg"); err != nil {
		return err
	}
	if !*quiet {
		fmt.Fprintf(env.Stderr, "queens tree: wrote %s\n", filepath.Join(*out, "tree.svg"))
	}
	return nil
}

func writeProfile(env Env, p treeprofile.Profile, markdown, asJSON bool) error {
	switch {
	case markdown:
		return p.WriteMarkdown(env.Stdout)
	case asJSON:
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
