package book

import (
	"fmt"
	"path"
	"path/filepath"
	"strings"
)

// kind is what a directive embeds.
type kind int

const (
	kindCode    kind = iota // a declaration's source
	kindOutput              // an Example's checked output
	kindRun                 // a CLI cell: a command and what it printed
	kindPicture             // a figure drawn by code, as an SVG file
	kindStepper             // a link to the web edition's stepper, preset
)

// keywords maps each directive's first word to its kind.
var keywords = map[string]kind{
	"code":    kindCode,
	"output":  kindOutput,
	"run":     kindRun,
	"run!":    kindRun,
	"picture": kindPicture,
	"stepper": kindStepper,
}

// position is a line of a chapter file, for error messages.
type position struct {
	file string // slash-separated, relative to the module root
	line int    // from 1
}

func (p position) String() string { return fmt.Sprintf("%s:%d", p.file, p.line) }

// directive is one place where a chapter asks for code or output.
type directive struct {
	at   position
	text string // the comment's content, for error messages
	kind kind
	// dir and ident name a package folder (relative to the module root)
	// and an identifier in it, for code and output.
	dir, ident string
	// args are the words after "queens", for run.
	args []string
	// picture names the figure of a picture directive.
	picture string
	// stepper is the search a stepper directive opens.
	stepper stepperPreset
	// wantFail is set by run!: the cell shows an error on purpose, so the
	// command must exit with a non-zero status.
	wantFail bool
	// replace is the part of the chapter's source that the expansion
	// replaces, and indent starts each of its lines after the first.
	replace span
	indent  string
}

// parseDirective reads one line of a chapter. ok is false when the line is
// not a directive: ordinary text, or an HTML comment whose first word is
// not a directive keyword, which is left in the text as it is.
func parseDirective(line string, at position) (d *directive, ok bool, err error) {
	body, isComment := commentBody(line)
	if !isComment {
		return nil, false, nil
	}
	word, rest, _ := strings.Cut(body, " ")
	k, isDirective := keywords[word]
	if !isDirective {
		return nil, false, nil
	}
	d = &directive{at: at, text: body, kind: k, wantFail: word == "run!"}
	switch k {
	case kindRun:
		err = d.parseRun(rest)
	case kindPicture:
		err = d.parsePicture(rest)
	case kindStepper:
		err = d.parseStepper(rest)
	default:
		err = d.parseIdent(word, rest)
	}
	if err != nil {
		return nil, true, fmt.Errorf("%v: <!-- %s -->: %w", at, body, err)
	}
	return d, true, nil
}

// commentBody returns the content of an HTML comment that fills the whole
// line, with runs of spaces folded to one.
func commentBody(line string) (string, bool) {
	line = strings.TrimSpace(line)
	inner, ok := strings.CutPrefix(line, "<!--")
	if !ok {
		return "", false
	}
	inner, ok = strings.CutSuffix(inner, "-->")
	if !ok {
		return "", false
	}
	return strings.Join(strings.Fields(inner), " "), true
}

// parseRun reads the command of a run cell.
func (d *directive) parseRun(command string) error {
	words, err := splitArgs(command)
	if err != nil {
		return err
	}
	if len(words) == 0 || words[0] != "queens" {
		return fmt.Errorf("a cell runs the queens command: write <!-- run queens ARGS... -->")
	}
	d.args = words[1:]
	return nil
}

// parsePicture reads the name of a picture: one word, as a picture's
// file is named.
func (d *directive) parsePicture(rest string) error {
	fields := strings.Fields(rest)
	if len(fields) != 1 || !slugPattern.MatchString(fields[0]) {
		return fmt.Errorf("want <!-- picture NAME -->, one name of lower-case letters, digits and hyphens, such as <!-- picture diagonals -->")
	}
	d.picture = fields[0]
	return nil
}

// parseIdent reads the package folder and identifier of code and output.
func (d *directive) parseIdent(word, rest string) error {
	fields := strings.Fields(rest)
	if len(fields) != 2 {
		example := "Solve"
		if d.kind == kindOutput {
			example = "ExampleSolve"
		}
		return fmt.Errorf("want <!-- %s PKGDIR IDENT -->, a package folder and an identifier, such as <!-- %s approaches/octal %s -->", word, word, example)
	}
	d.dir, d.ident = fields[0], fields[1]
	if !filepath.IsLocal(filepath.FromSlash(d.dir)) || path.Clean(d.dir) != d.dir {
		return fmt.Errorf("the package folder %q must be a clean path inside the module, such as approaches/octal", d.dir)
	}
	if d.kind == kindOutput && !strings.HasPrefix(d.ident, "Example") {
		return fmt.Errorf("output embeds what an Example prints, and %s is not an Example function", d.ident)
	}
	return nil
}

// splitArgs splits a command line into words the way a shell does in
// simple cases: spaces separate words, and single or double quotes keep a
// word's spaces ('-fixed c4,f2' or "a b"). There are no escapes, variables
// or globs.
func splitArgs(s string) ([]string, error) {
	var words []string
	var word strings.Builder
	inWord := false // true once a word has started, even an empty '' one
	var quote rune  // the open quote, or 0
	for _, r := range s {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			word.WriteRune(r)
		case r == '\'' || r == '"':
			quote, inWord = r, true
		case r == ' ' || r == '\t':
			if inWord {
				words = append(words, word.String())
				word.Reset()
				inWord = false
			}
		default:
			word.WriteRune(r)
			inWord = true
		}
	}
	if quote != 0 {
		return nil, fmt.Errorf("the quote %c is never closed", quote)
	}
	if inWord {
		words = append(words, word.String())
	}
	return words, nil
}

// joinArgs writes words back as a command line that splitArgs reads the
// same way, quoting only the words that need it.
func joinArgs(words []string) string {
	quoted := make([]string, len(words))
	for i, w := range words {
		quoted[i] = quoteArg(w)
	}
	return strings.Join(quoted, " ")
}

func quoteArg(w string) string {
	plain := w != "" && !strings.ContainsFunc(w, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_.,/:=+@%", r))
	})
	switch {
	case plain:
		return w
	case !strings.ContainsRune(w, '\''):
		return "'" + w + "'"
	case !strings.ContainsRune(w, '"'):
		return `"` + w + `"`
	}
	// Both quotes: single-quote the word, and close, double-quote and
	// reopen around each single quote.
	return "'" + strings.ReplaceAll(w, "'", `'"'"'`) + "'"
}
