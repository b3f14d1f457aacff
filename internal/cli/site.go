package cli

import (
	"context"
	"fmt"
	"path/filepath"

	"github.com/queensbook/queens/internal/site"
)

func siteCommand() *command {
	return &command{
		name:    "site",
		summary: "write the book's web edition, a static site, into a folder",
		about: `
site writes the web edition of the book into the folder -o names: a page for
each chapter and exercise, the source files the chapters cut code from, the
pictures and charts. The cells show what book.md shows. A folder that holds
files is refused unless site wrote it before: then site replaces its own
files, removes those the book no longer has, and leaves the others alone.
`,
		examples: []example{
			{"queens site -o site", "write the site into the folder site; open site/index.html in a browser"},
		},
		define: func(fs *flagSet) runFunc {
			out := fs.outFlag()
			return func(ctx context.Context, env Env, _ []string) error {
				return writeSite(ctx, env, *out)
			}
		},
	}
}

// writeSite builds the web edition and writes it into dir.
func writeSite(ctx context.Context, env Env, dir string) error {
	if dir == "" {
		return usagef("which folder? give -o DIR, such as -o site")
	}
	if err := writableDir(dir); err != nil {
		return err
	}
	old, err := previousSite(dir)
	if err != nil {
		return err
	}
	s, err := buildSite(ctx)
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
// tree. It stops soon after ctx is done, with ctx's error.
func buildSite(ctx context.Context) (*site.Site, error) {
	files, err := bookFiles()
	if err != nil {
		return nil, err
	}
	st := siteStepper(ctx)
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	return site.FromSource(ctx, files, st)
}

// siteStepper compiles the stepper's search from the source tree that
// holds the working directory; outside one it says what is missing.
func siteStepper(ctx context.Context) *site.Stepper {
	root, holds, err := treeRoot(chapterList)
	if err != nil || !holds {
		return site.NoStepper("this site was built by a queens command run outside the queens source tree, which cannot compile the stepper's search from Go to WebAssembly; run 'go run ./cmd/queens serve' inside a clone of the module")
	}
	return site.CompileStepper(ctx, root)
}
