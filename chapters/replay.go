package chapters

import (
	"fmt"
	"strings"
)

// Replay returns a [Runner] that answers each command with the output and
// exit status its cell shows in a book built before, instead of running
// it. Building with it checks in a moment that everything but the cells'
// output is fresh; a command that the old book does not show fails, so a
// new or changed cell makes that build fail too.
func Replay(book []byte) Runner {
	cells := recordedCells(book)
	return func(args []string) ([]byte, int) {
		if c, ok := cells[cellKey(args)]; ok {
			return c.output, c.status
		}
		return []byte("the book built before has no cell 'queens " + joinArgs(args) + "'\n"), 1
	}
}

// recordedCells reads the console blocks of a built book, as
// [cell.render] writes them.
func recordedCells(book []byte) map[string]cell {
	cells := map[string]cell{}
	lines := splitLines(book)
	for i := 0; i < len(lines); i++ {
		marker, info := fenceMarker(lines[i])
		if marker == "" || info != "console" || i+1 == len(lines) {
			continue
		}
		end := i + 1
		for end < len(lines) && lines[end] != marker {
			end++
		}
		if args, c, ok := recordedCell(lines[i+1 : end]); ok {
			cells[cellKey(args)] = c
		}
		i = end
	}
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
