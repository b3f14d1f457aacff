package book

import (
	"fmt"
	"io/fs"
	"maps"
	"strings"

	"github.com/yuin/goldmark/ast"
)

// Replay returns a [Runner] that answers each command with the output and
// exit status its cell shows in a book built before (book.md and its
// answers), instead of running it. Building with it checks in a moment
// that everything but the cells' output is fresh; a command that the old
// book does not show fails, so a new or changed cell makes that build
// fail too.
func Replay(built ...[]byte) Runner {
	cells := map[string]cell{}
	for _, doc := range built {
		maps.Copy(cells, recordedCells(doc))
	}
	return func(args []string) ([]byte, int) {
		if c, ok := cells[cellKey(args)]; ok {
			return c.output, c.status
		}
		return []byte("the book built before has no cell 'queens " + joinArgs(args) + "'\n"), 1
	}
}

// recordedCells reads the console blocks of a built book, as
// [cell.render] writes them, from the same parse the builder uses.
func recordedCells(book []byte) map[string]cell {
	cells := map[string]cell{}
	md := parseMarkdown(book)
	ast.Walk(md.doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		block, ok := n.(*ast.FencedCodeBlock)
		if !entering || !ok || block.Info == nil || string(segmentText(book, block.Info.Segment)) != "console" || block.Lines().Len() == 0 {
			return ast.WalkContinue, nil
		}
		var lines []string
		for i := 0; i < block.Lines().Len(); i++ {
			lines = append(lines, strings.TrimSuffix(string(segmentText(book, block.Lines().At(i))), "\n"))
		}
		if args, c, ok := recordedCell(lines); ok {
			cells[cellKey(args)] = c
		}
		return ast.WalkContinue, nil
	})
	return cells
}

// recordedCell reads the lines of one console block: the command after
// the prompt, its output, and the exit status of a cell that fails on
// purpose.
func recordedCell(block []string) (args []string, c cell, ok bool) {
	command, isCell := strings.CutPrefix(block[0], "$ queens")
	if !isCell || (command != "" && command[0] != ' ') {
		return nil, c, false
	}
	args, err := splitArgs(command)
	if err != nil {
		return nil, c, false
	}
	output := block[1:]
	if n := len(output); n > 0 {
		if _, err := fmt.Sscanf(output[n-1], "[exit status %d]", &c.status); err == nil {
			output = output[:n-1]
		}
	}
	if len(output) > 0 {
		c.output = []byte(strings.Join(output, "\n") + "\n")
	}
	return args, c, true
}

// ReplayCommitted returns the [Replay] of the book built before in files,
// book.md and its answers, as the module commits them.
func ReplayCommitted(files fs.FS) (Runner, error) {
	var built [][]byte
	for _, name := range []string{"book.md", AnswersFile} {
		data, err := fs.ReadFile(files, name)
		if err != nil {
			return nil, fmt.Errorf("the cells of the book built before are in %s, and it cannot be read (%v); build it with 'queens book -w'", name, err)
		}
		built = append(built, data)
	}
	return Replay(built...), nil
}
