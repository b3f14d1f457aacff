package bookcmd

import (
	"context"
	"fmt"
	"io"
	"path/filepath"

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
	s, err := buildSite(ctx, env.Stderr, "queens site")
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
// finds, with book.md's cells, and the stepper compiled from the source
// tree. When the stepper could not be compiled, the site's stepper page
// says why, and so does a line on stderr, which prefix starts. It stops
// soon after ctx is done, with ctx's error.
func buildSite(ctx context.Context, stderr io.Writer, prefix string) (*site.Site, error) {
	files, err := bookFiles()
	if err != nil {
		return nil, err
	}
	stepper := siteStepper(ctx)
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	if stepper.Missing != "" {
		fmt.Fprintf(stderr, "%s: the web edition has no stepper.wasm: %s\n", prefix, stepper.Missing)
	}
	return site.FromSource(ctx, files, stepper)
}

// siteStepper compiles the stepper's search from the source tree that
// holds the working directory, and outside one from the copy of its
// source in the binary.
func siteStepper(ctx context.Context) *site.Stepper {
	root, holds, err := cli.TreeRoot(cli.ChapterList)
	if err != nil || !holds {
		return site.CompileStepperFrom(ctx, queensbook.StepperSource())
	}
	return site.CompileStepper(ctx, root)
}
