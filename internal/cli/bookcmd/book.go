package bookcmd

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/queensbook/queens/internal/book"
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/picture"
)

// bookFile is where book.md lives, relative to the module root.
const bookFile = "book.md"

// BookCommand returns 'queens book': build book.md from the chapters, or check that it is fresh.
func BookCommand(queens *cli.Table) *cli.Command {
	return &cli.Command{
		Name:    "book",
		Summary: "build book.md from the chapters, or check that it is fresh",
		About: `
book builds book.md from the chapters: it embeds the code and the Example
output the chapters name and runs their CLI cells, with times left out. The
answers to the chapters' questions go to answers.md beside it. Without a
flag it prints the book; it must run inside the queens module.
`,
		Examples: []cli.Example{
			{Command: "queens book -check", What: "is book.md what the chapters build today?"},
			{Command: "queens book -w", What: "rebuild book.md (make book)"},
		},
		Define: func(fs *cli.FlagSet) cli.RunFunc {
			write := fs.Bool("w", false, "write book.md and answers.md at the module root")
			check := fs.Bool("check", false, "compare book.md and answers.md with a fresh build; exit with status 1 and the first differences when one is stale")
			fs.Exclusive("w", "check")
			return func(ctx context.Context, env cli.Env, _ []string) error {
				return runBook(ctx, queens, env, *write, *check)
			}
		},
	}
}

// runBook prints, writes or checks book.md and the pictures it shows.
func runBook(ctx context.Context, queens *cli.Table, env cli.Env, write, check bool) error {
	root, err := cli.SourceTree("building book.md reads the chapters and the code they embed", cli.ChapterList)
	if err != nil {
		return err
	}
	env.Timeless = true
	built, err := buildBook(ctx, root, cellRunner(ctx, queens, env))
	if ctx.Err() != nil {
		return ctx.Err() // the cells that failed were interrupted
	}
	if err != nil {
		return err
	}
	switch {
	case write:
		return writeBook(root, built)
	case check:
		return checkBook(root, built)
	}
	_, err = env.Stdout.Write(built.text)
	return err
}

// builtBook is book.md, its answers and the pictures it shows, freshly
// made, the pictures by their path from the module root.
type builtBook struct {
	text, answers []byte
	pictures      map[string][]byte
}

// loadBook reads the book's chapters from files, with the book's pictures
// to draw, until ctx is done.
func loadBook(ctx context.Context, files fs.FS) (*book.Book, error) {
	b, err := book.Load(files)
	if err != nil {
		return nil, err
	}
	b.Draw = func(name string) ([]byte, string, error) { return picture.Draw(ctx, name) }
	return b, nil
}

// buildBook builds book.md and its pictures from the chapters under root,
// with run answering the cells, until ctx is done.
func buildBook(ctx context.Context, root string, run book.Runner) (builtBook, error) {
	b, err := loadBook(ctx, os.DirFS(root))
	if err != nil {
		return builtBook{}, err
	}
	full, err := b.Build(run)
	if err != nil {
		return builtBook{}, err // it names any picture that cannot be drawn
	}
	text, answers := book.SplitAnswers(full)
	pictures, err := b.Pictures()
	return builtBook{text, answers, pictures}, err
}

// writeBook writes book.md and the pictures under root, each file whole or
// not at all, and removes the pictures that no chapter embeds any longer.
func writeBook(root string, built builtBook) error {
	if err := cli.WriteFile(root, bookFile, writeBytes(built.text)); err != nil {
		return err
	}
	if err := cli.WriteFile(root, book.AnswersFile, writeBytes(built.answers)); err != nil {
		return err
	}
	for _, name := range slices.Sorted(maps.Keys(built.pictures)) {
		path := filepath.Join(root, filepath.FromSlash(name))
		if err := cli.WriteFile(filepath.Dir(path), filepath.Base(path), writeBytes(built.pictures[name])); err != nil {
			return err
		}
	}
	unused, err := book.UnusedPictures(os.DirFS(root), built.pictures)
	for _, name := range unused {
		err = errors.Join(err, os.Remove(filepath.Join(root, filepath.FromSlash(name))))
	}
	return err
}

// writeBytes returns a write function for writeFile that writes b.
func writeBytes(b []byte) func(io.Writer) error {
	return func(w io.Writer) error {
		_, err := w.Write(b)
		return err
	}
}

// checkBook compares the book.md, its answers and the pictures under root
// with a fresh build.
func checkBook(root string, built builtBook) error {
	committed, err := os.ReadFile(filepath.Join(root, bookFile))
	if err != nil {
		return err
	}
	answers, err := os.ReadFile(filepath.Join(root, book.AnswersFile))
	if err != nil {
		return err
	}
	err = errors.Join(book.Check(bookFile, committed, built.text), book.Check(book.AnswersFile, answers, built.answers),
		book.CheckPictures(os.DirFS(root), built.pictures))
	if err != nil {
		return fmt.Errorf("the book is stale: %w\nrebuild it with 'queens book -w' (make book)", err)
	}
	return nil
}

// cellRunner returns a runner for the book's cells: it runs the queens
// command of table queens in-process, in an environment like env, and collects stdout and stderr in one buffer, in the order a
// terminal would show them. Once ctx is done, after Ctrl-C, the cells
// still to run are not started: each says it was interrupted.
func cellRunner(ctx context.Context, queens *cli.Table, env cli.Env) book.Runner {
	return func(args []string) ([]byte, int) {
		if ctx.Err() != nil {
			return []byte("interrupted before it ran\n"), cli.ExitInterrupted
		}
		var out bytes.Buffer
		status := queens.Main(ctx, args, cli.Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &out, Timeless: env.Timeless})
		return out.Bytes(), status
	}
}
