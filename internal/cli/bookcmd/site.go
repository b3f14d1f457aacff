package bookcmd

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"sync"

	queensbook "github.com/queensbook/queens"
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/site"
)

// SiteCommand returns 'queens site': write the book's web edition, a static site, into a folder.
func SiteCommand() *cli.Command {
	return &cli.Command{
		Name:    "site",
		Summary: "write the book's web edition, a static site, into a folder",
		About: `
site writes the web edition of the book into the folder -o names: a page for
each chapter and exercise, the source files the chapters cut code from, the
pictures and charts. The cells show what book.md shows. A folder that holds
files is refused unless site wrote it before: then site replaces its own
files, removes those the book no longer has, and leaves the others alone.
`,
		Examples: []cli.Example{
			{Command: "queens site -o site", What: "write the site into the folder site; open site/index.html in a browser"},
		},
		Define: func(fs *cli.FlagSet) cli.RunFunc {
			out := fs.OutFlag()
			return func(ctx context.Context, env cli.Env, _ []string) error {
				return writeSite(ctx, env, *out)
			}
		},
	}
}

// writeSite builds the web edition and writes it into dir.
func writeSite(ctx context.Context, env cli.Env, dir string) error {
	if dir == "" {
		return cli.Usagef("which folder? give -o DIR, such as -o site")
	}
	if err := cli.WritableDir(dir); err != nil {
		return err
	}
	old, err := previousSite(dir)
	if err != nil {
		return err
	}
	s, err := buildSite(ctx, env.Stderr, "queens site", true)
	if err != nil {
		return err
	}
	if err := writeSiteFiles(dir, s, old); err != nil {
		return err
	}
	_, err = fmt.Fprintf(env.Stdout, "wrote the web edition (%d files) to %s; open %s in a browser\n", len(s.Paths()), dir, filepath.Join(dir, "index.html"))
	return err
}

// buildSite builds the web edition from the chapters that bookFiles
// finds, with book.md's cells, the stepper and the cells' queens
// compiled from the source tree, and a gzipped copy beside each large
// file. A static site (queens site) gets the Go compiler and the bundles
// that build a reader's edit in the page too; queens serve builds edits
// on this computer, and starts sooner without them. When the stepper,
// the cells' queens or the edits could not be made, the page that runs
// them says why, and so does a line on stderr, which prefix starts: for
// the cells and the edits only on a static site (queens serve runs them
// natively). It stops soon after ctx is done, with ctx's error.
func buildSite(ctx context.Context, stderr io.Writer, prefix string, static bool) (*site.Site, error) {
	files, err := bookFiles()
	if err != nil {
		return nil, err
	}
	var stepper, cells *site.Wasm
	var compiling sync.WaitGroup
	compiling.Go(func() { stepper = siteStepper(ctx) })
	compiling.Go(func() { cells = siteCells(ctx) })
	compiling.Wait()
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	if stepper.Missing != "" {
		fmt.Fprintf(stderr, "%s: the web edition has no stepper.wasm: %s\n", prefix, stepper.Missing)
	}
	s, err := site.FromSource(ctx, files, stepper)
	if err != nil {
		return nil, err
	}
	if err := s.AddCells(cells, files); err != nil {
		return nil, err
	}
	edits := &site.Edits{Missing: servedEdits}
	if static {
		edits = siteEdits(ctx, s.CodePackages())
		noteMissing(stderr, prefix, cells.Missing, edits.Missing)
	}
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	if err := s.AddEdits(edits); err != nil {
		return nil, err
	}
	s.Precompress()
	return s, nil
}

// siteStepper compiles the stepper's search from the source tree that
// holds the working directory, and outside one from the copy of its
// source in the binary.
func siteStepper(ctx context.Context) *site.Wasm {
	root, holds, err := cli.TreeRoot(cli.ChapterList)
	if err != nil || !holds {
		return site.CompileStepperFrom(ctx, queensbook.StepperSource())
	}
	return site.CompileStepper(ctx, root)
}

// servedEdits says why the pages of queens serve build no edits in the
// browser: serve builds them itself, for a page opened with its token.
const servedEdits = "queens serve builds and tests edits on this computer: open the address it printed, with its token"

// outsideClone says why there are neither cells nor edits in the
// browser when queens site runs outside a clone.
const outsideClone = "queens site compiles what runs in the browser, the cells' queens and the Go compiler, only inside a clone of the queens module, which holds their source"

// noteMissing writes, each in a line that prefix starts, why the cells'
// queens and the edits are missing, when they are: in one line when
// they are missing for one reason.
func noteMissing(stderr io.Writer, prefix, cells, edits string) {
	if cells != "" && cells == edits {
		fmt.Fprintf(stderr, "%s: the web edition has no cells.wasm and no Go compiler, so its cells run and its code changes only under queens serve: %s\n", prefix, cells)
		return
	}
	if cells != "" {
		fmt.Fprintf(stderr, "%s: the web edition has no cells.wasm, so its cells run only under queens serve: %s\n", prefix, cells)
	}
	if edits != "" {
		fmt.Fprintf(stderr, "%s: the web edition builds no edits in the browser, so its code changes only under queens serve: %s\n", prefix, edits)
	}
}

// siteEdits builds what the page needs to build a reader's edit of each
// package in the browser from the source tree that holds the working
// directory; outside one there is none, as for the cells.
func siteEdits(ctx context.Context, packages []string) *site.Edits {
	root, holds, err := cli.TreeRoot(cli.ChapterList)
	if err != nil || !holds {
		return &site.Edits{Missing: outsideClone}
	}
	return site.CompileEdits(ctx, root, packages)
}

// siteCells compiles the queens that runs the cells in the page from the
// source tree that holds the working directory. The binary keeps no copy
// of the whole command's source and its modules, so outside a clone
// there is none.
func siteCells(ctx context.Context) *site.Wasm {
	root, holds, err := cli.TreeRoot(cli.ChapterList)
	if err != nil || !holds {
		return &site.Wasm{Missing: outsideClone}
	}
	return site.CompileCells(ctx, root)
}
