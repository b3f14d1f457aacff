package bookcmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"

	"charm.land/lipgloss/v2"
	"golang.org/x/term"

	"github.com/queensbook/queens/internal/book"
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/terminal"
)

// ReadCommand returns 'queens read': list the chapters, or show one with its cells run live.
func ReadCommand(queens *cli.Table) *cli.Command {
	return &cli.Command{
		Name:    "read",
		Summary: "list the chapters, or show one with its cells run live",
		Args:    "[CHAPTER]",
		MaxArgs: 1,
		About: `
Without an argument, read lists the chapters. With a chapter's name or number,
it shows that chapter with its cells run live, times included: rendered for the
terminal when stdout is one, as Markdown otherwise.
`,
		Examples: []cli.Example{
			{Command: "queens read", What: "the list of chapters"},
			{Command: "queens read octal", What: "the chapter on the octal counter, its commands run as you read"},
		},
		Define: func(fs *cli.FlagSet) cli.RunFunc {
			return func(ctx context.Context, env cli.Env, args []string) error {
				ref := ""
				if len(args) > 0 {
					ref = args[0]
					if strings.TrimSpace(ref) == "" {
						return cli.Usagef("an empty chapter name; give a name or a number from 'queens read', or none for the list")
					}
				}
				return read(ctx, queens, env, ref)
			}
		},
	}
}

// read lists the chapters, or shows the one ref names.
func read(ctx context.Context, queens *cli.Table, env cli.Env, ref string) error {
	files, err := bookFiles()
	if err != nil {
		return err
	}
	b, err := loadBook(ctx, files)
	if err != nil {
		return err
	}
	if ref == "" {
		return listChapters(env.Stdout, b)
	}
	c, ok := b.Lookup(ref)
	if !ok {
		return cli.Usagef("no chapter %q; run 'queens read' for the list", ref)
	}
	return showChapter(ctx, queens, env, b, c)
}

// listChapters prints the chapters' numbers, names and titles.
func listChapters(w io.Writer, b *book.Book) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for _, c := range b.Chapters {
		fmt.Fprintf(tw, "%3d\t%s\t%s\n", c.Number, c.Slug, c.Title)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintln(w, "\nRead one with 'queens read NAME' or 'queens read NUMBER'.\nIts cells run as you read.")
	return err
}

// showChapter runs the cells of c and prints it.
func showChapter(ctx context.Context, queens *cli.Table, env cli.Env, b *book.Book, c *book.Chapter) error {
	run := cellRunner(ctx, queens, env)
	if cli.IsTerminal(env.Stderr) {
		run = announce(env.Stderr, run)
	}
	text, err := b.Expand(c, run)
	if ctx.Err() != nil {
		return ctx.Err()
	}
	// A reader is told in one line which cell could not run and why, as
	// its command says: the lines for the book's author are not theirs.
	var failed *book.CellError
	if errors.As(err, &failed) {
		return fmt.Errorf("chapter %d runs %q, which failed here: %s", c.Number, failed.Command, failed.Reason())
	}
	if err != nil {
		return err
	}
	out, ok := cli.Terminal(env.Stdout)
	if !ok {
		_, err := env.Stdout.Write(text)
		return err
	}
	rendered, err := renderForTerminal(env, out, text)
	if err != nil {
		return err
	}
	// lipgloss keeps only the colours that the terminal on stdout can show.
	rendered = lipgloss.Sprint(rendered)
	if paged, err := page(out, rendered); paged || err != nil {
		return err
	}
	// Without a pager a line of code or a table row wider than the
	// terminal wraps: cut, it would hide what it says.
	_, err = fmt.Fprint(out, rendered)
	return err
}

// announce wraps run to say on the terminal w which cell is running, since
// a search may take a while.
func announce(w io.Writer, run book.Runner) book.Runner {
	return func(args []string) ([]byte, int) {
		fmt.Fprintf(w, "running queens %s ...", strings.Join(args, " "))
		defer fmt.Fprint(w, "\r\033[K") // clear the line
		return run(args)
	}
}

// renderForTerminal renders Markdown for the terminal out, as wide as
// it is up to 100 columns, in the theme QUEENS_THEME names ("dark",
// "light" or "ascii") or else the one that suits the terminal's
// background: "ascii" where NO_COLOR is set.
func renderForTerminal(env cli.Env, out *os.File, markdown []byte) (string, error) {
	width := 80
	if w, _, err := term.GetSize(int(out.Fd())); err == nil {
		width = min(w, 100)
	}
	theme := os.Getenv("QUEENS_THEME")
	switch {
	case theme != "":
	case !terminal.Colour(out):
		theme = "ascii"
	default:
		theme = "dark"
		if in, ok := env.Stdin.(*os.File); ok && !lipgloss.HasDarkBackground(in, out) {
			theme = "light"
		}
	}
	rendered, err := terminal.Render(string(markdown), width, theme)
	if err != nil {
		return "", cli.Usagef("QUEENS_THEME: %v", err)
	}
	return rendered, nil
}
