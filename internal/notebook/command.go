package notebook

import (
	"fmt"

	"github.com/queensbook/queens/internal/cellline"
)

// refusedCommands are the commands a cell may not run, and why: they
// serve, write into the source tree or wait for a reader at a terminal.
var refusedCommands = map[string]string{
	"serve":          "it serves the book, as this server does",
	"site":           "it writes the web edition into a folder",
	"book":           "it builds book.md from the source tree",
	"read":           "it pages a chapter in a terminal, and this page is the chapter",
	"exercise reset": "it writes over the file a student edits; the page's Reset brings the stub back",
}

// commandArgs returns the arguments of a cell's command line, the words
// after "queens", split as [cellline.Args] splits them, and refuses the
// refusedCommands.
func commandArgs(line string) ([]string, error) {
	args, err := cellline.Args(line)
	if err != nil {
		return nil, err
	}
	name := cellline.Name(args)
	if why, refused := refusedCommands[name]; refused {
		return nil, fmt.Errorf("queens %s does not run in a cell: %s; run it in a terminal", name, why)
	}
	return args, nil
}
