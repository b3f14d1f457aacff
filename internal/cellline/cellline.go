// Package cellline reads the command line of one of the book's cells as
// both of the notebook's runners take it: queens serve, which runs the
// cell natively (internal/notebook), and the page's queens compiled to
// WebAssembly (cmd/cells), which runs it in the reader's browser. Both
// split a line the same way and refuse the same lines with the same
// words.
package cellline

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
)

// MaxBytes is the longest command line a cell may hold, in bytes.
const MaxBytes = 4096

// wordPunctuation is what a word of a command line may hold besides
// letters and digits: enough for every flag and value queens takes
// (-fixed c4,f2, -shard 1/4, -n 4-12, FILE.json), and none of the
// characters a shell gives a meaning to.
const wordPunctuation = "-_.,/:=+@%"

// Args returns the arguments of a cell's command line, the words after
// "queens". The line is split at spaces and never handed to a shell; a
// character a shell would read specially is refused, so that a line
// copied from elsewhere never means something other than it says.
func Args(line string) ([]string, error) {
	if len(line) > MaxBytes {
		return nil, fmt.Errorf("a command line holds at most %d bytes", MaxBytes)
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
	return words[1:], nil
}

// Name returns the name of the command that args run: "" for the
// command alone, "exercise check" for a command of a group.
func Name(args []string) string {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		return ""
	}
	if args[0] == "exercise" && len(args) > 1 {
		return "exercise " + args[1]
	}
	return args[0]
}
