package cli

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/queensbook/queens/chapters"
)

// bookFile is where book.md lives, relative to the module root.
const bookFile = "book.md"

func bookCommand() *command {
	return &command{
		name:    "book",
		summary: "build book.md from the chapters, or check that it is fresh",
		about: "book builds book.md from the chapters: it embeds the code and the Example\n" +
			"output the chapters name and runs their CLI cells, with times left out.\n" +
			"Without a flag it prints the book; it must run inside the queens module.",
		examples: []example{
			{"queens book -check", "is book.md what the chapters build today?"},
			{"queens book -w", "rebuild book.md (make book)"},
		},
		define: func(fs *flagSet) runFunc {
			write := fs.Bool("w", false, "write book.md at the module root")
			check := fs.Bool("check", false, "compare book.md with a fresh build; exit with status 1 and the first differences when it is stale")
			fs.exclusive("w", "check")
			return func(ctx context.Context, env Env, _ []string) error {
				return book(ctx, env, *write, *check)
			}
		},
	}
}

// book prints, writes or checks book.md.
func book(ctx context.Context, env Env, write, check bool) error {
	root, err := sourceTree("building book.md reads the chapters and the code they embed", chapterList)
	if err != nil {
		return err
	}
	built, err := buildBook(ctx, env, root)
	if err != nil {
		return err
	}
	path := filepath.Join(root, bookFile)
	switch {
	case write:
		return writeFile(root, bookFile, func(w io.Writer) error {
			_, err := w.Write(built)
			return err
		})
	case check:
		return checkBook(path, built)
	}
	_, err = env.Stdout.Write(built)
	return err
}

// buildBook builds book.md from the chapters under root, running every
// cell in-process, through env, with times left out.
func buildBook(ctx context.Context, env Env, root string) ([]byte, error) {
	env.Timeless = true
	built, err := chapters.Build(os.DirFS(root), cellRunner(ctx, env))
	if ctx.Err() != nil {
		return nil, ctx.Err() // the cells that failed were interrupted
	}
	return built, err
}

// checkBook compares the book.md at path with a fresh build.
func checkBook(path string, built []byte) error {
	committed, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if err := chapters.Check(committed, built); err != nil {
		return fmt.Errorf("%s is stale: %w\nrebuild it with 'queens book -w' (make book)", bookFile, err)
	}
	return nil
}

// cellRunner returns a runner for the book's cells: it runs the queens
// command in-process, through env's way of running one, in an environment
// like env, and collects stdout and stderr in one buffer, in the order a
// terminal would show them.
func cellRunner(ctx context.Context, env Env) chapters.Runner {
	return func(args []string) ([]byte, int) {
		var out bytes.Buffer
		status := env.queens(ctx, args, Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &out, Timeless: env.Timeless})
		return out.Bytes(), status
	}
}
