package exercise

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"strings"
)

// HintLevels is how many hints every exercise has. The first names the
// idea the exercise is about; the second points at the line of the
// student's file where that idea goes.
const HintLevels = 2

// A Hint is one of an exercise's graded hints.
type Hint struct {
	// Title says in a few words what the hint is about.
	Title string `json:"title"`
	// Text is the hint, in Markdown, as the hint file has it.
	Text string `json:"text"`
}

// ReadHints reads the hints of e from its hint file in the source tree at
// root: each hint is a section under a level-two heading, "## Title", in
// the order to give them, [HintLevels] of them.
func ReadHints(root string, e Exercise) ([]Hint, error) {
	return ReadHintsFS(os.DirFS(root), e)
}

// ReadHintsFS reads the hints of e, as [ReadHints] does, from fsys, which
// holds the module's files at their paths from its root: a source tree,
// or the copy of the book that the queens command carries (see
// [queens.Source]), since a hint is only text.
func ReadHintsFS(fsys fs.FS, e Exercise) ([]Hint, error) {
	data, err := fs.ReadFile(fsys, e.HintFile())
	if err != nil {
		return nil, fmt.Errorf("exercise %s has no hints: %w", e.Slug, err)
	}
	hints, err := parseHints(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", e.HintFile(), err)
	}
	return hints, nil
}

// parseHints splits a hint file into its sections. Lines before the first
// section, such as a title, are not part of any hint.
func parseHints(data []byte) ([]Hint, error) {
	var hints []Hint
	for line := range bytes.Lines(data) {
		text := string(line)
		if title, ok := strings.CutPrefix(text, "## "); ok {
			hints = append(hints, Hint{Title: strings.TrimSpace(title)})
			continue
		}
		if len(hints) > 0 {
			hints[len(hints)-1].Text += text
		}
	}
	for i := range hints {
		hints[i].Text = strings.TrimSpace(hints[i].Text)
		if hints[i].Text == "" {
			return nil, fmt.Errorf("hint %d, %q, says nothing", i+1, hints[i].Title)
		}
	}
	if len(hints) != HintLevels {
		return nil, fmt.Errorf("%d hints under \"## \" headings, want %d: the idea, then the line", len(hints), HintLevels)
	}
	return hints, nil
}
