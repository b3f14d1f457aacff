package notebook

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
)

// maxCommand is the longest command line a cell may hold, in bytes.
const maxCommand = 4096

// wordPunctuation is what a word of a command line may hold besides
// letters and digits: enough for every flag and value queens takes
// (-fixed c4,f2, -shard 1/4, -n 4-12, FILE.json), and none of the
// characters a shell gives a meaning to.
const wordPunctuation = "-_.,/:=+@%"

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
// after "queens". The line is split at spaces and never handed to a
// shell; a character a shell would read specially is refused, so that a
// line copied from elsewhere never means something other than it says.
func commandArgs(line string) ([]string, error) {
	if len(line) > maxCommand {
		return nil, fmt.Errorf("a command line holds at most %d bytes", maxCommand)
	}
	for _, r := range line {
		if r != ' ' && !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune(wordPunctuation, r) {
			return nil, fmt.Errorf("the notebook runs one queens command, never a shell: %q has no place in it; write the command and its flags alone", r)
		}
	}
	words := strings.Fields(line)
	switch {
	case len(words) == 0:
		return nil, errors.New("the command line is empty: write a queens command, such as queens solve -n 6")
	case words[0] != "queens":
		return nil, fmt.Errorf("only queens commands run here, not %s: write queens and its command, such as queens solve -n 6", words[0])
	}
	args := words[1:]
	name := commandName(args)
	if why, refused := refusedCommands[name]; refused {
		return nil, fmt.Errorf("queens %s does not run in a cell: %s; run it in a terminal", name, why)
	}
	return args, nil
}

// commandName returns the name of the command that args run: "" for the
// command alone, "exercise check" for a command of a group.
func commandName(args []string) string {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		return ""
	}
	if args[0] == "exercise" && len(args) > 1 {
		return "exercise " + args[1]
	}
	return args[0]
}
