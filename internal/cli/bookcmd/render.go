package bookcmd

import (
	"encoding/json"
	"os"
	"strings"

	"charm.land/glamour/v2"
	glamouransi "charm.land/glamour/v2/ansi"
	"charm.land/glamour/v2/styles"
	"github.com/charmbracelet/x/ansi"
)

// tabWidth is how many columns a tab of a code block takes on the terminal.
const tabWidth = 4

// renderChapter renders a chapter's Markdown for a terminal width columns
// wide, in the glamour style named style (a standard one such as "dark",
// or a JSON file). Prose wraps at the width; code blocks never wrap,
// because a wrapped line of code reads as two. Their tabs become spaces,
// and each line stays one line however long it is, for the pager to
// scroll sideways.
//
// glamour wraps code blocks along with the prose, so the two are rendered
// apart: every fenced block at the left margin on its own without
// wrapping, and the prose between them wrapped.
func renderChapter(markdown string, width int, style string) (string, error) {
	config, err := loadStyle(style)
	if err != nil {
		return "", err
	}
	prose, err := glamour.NewTermRenderer(glamour.WithStyles(config), glamour.WithWordWrap(width))
	if err != nil {
		return "", err
	}
	var parts []string
	for _, b := range splitFences(markdown) {
		var out string
		if b.code {
			out, err = renderCode(b.text, width, config)
		} else {
			out, err = prose.Render(b.text)
		}
		if err != nil {
			return "", err
		}
		if out = trimBlankLines(out); out != "" {
			parts = append(parts, out)
		}
	}
	return "\n" + strings.Join(parts, "\n\n") + "\n\n", nil
}

// renderCode renders one fenced block without wrapping. A block too wide
// for the style's indent of code gets a smaller one, down to none, so that
// a line of 78 columns, gofmt's usual longest, shows whole on 80.
func renderCode(block string, width int, config glamouransi.StyleConfig) (string, error) {
	block = expandTabs(block)
	room := width - value(config.Document.Margin) - widest(block)
	if margin := value(config.CodeBlock.Margin); room < margin {
		smaller := uint(max(room, 0))
		config.CodeBlock.Margin = &smaller
	}
	r, err := glamour.NewTermRenderer(glamour.WithStyles(config), glamour.WithWordWrap(0))
	if err != nil {
		return "", err
	}
	return r.Render(block)
}

// loadStyle returns the glamour style named style: a standard one, or one
// read from a JSON file, as glamour.WithStylePath finds it.
func loadStyle(style string) (glamouransi.StyleConfig, error) {
	if config, ok := styles.DefaultStyles[style]; ok {
		return *config, nil
	}
	var config glamouransi.StyleConfig
	text, err := os.ReadFile(style)
	if err != nil {
		return config, err
	}
	return config, json.Unmarshal(text, &config)
}

// value is *p in columns, or 0 for a setting the style leaves out.
func value(p *uint) int {
	if p == nil {
		return 0
	}
	return int(*p)
}

// mdBlock is a stretch of a Markdown file: a fenced code block, fences
// included, or the prose between two of them.
type mdBlock struct {
	text string
	code bool
}

// splitFences splits Markdown into prose and the fenced code blocks that
// start at the left margin. A fence inside a list item stays in its prose,
// since the list would not survive the split.
func splitFences(markdown string) []mdBlock {
	var blocks []mdBlock
	var current strings.Builder
	fence := "" // the open block's fence, or "" in prose
	flush := func(code bool) {
		if current.Len() > 0 {
			blocks = append(blocks, mdBlock{current.String(), code})
			current.Reset()
		}
	}
	for _, line := range strings.SplitAfter(markdown, "\n") {
		bare := strings.TrimRight(line, " \n")
		switch {
		case fence == "" && openingFence(bare) != "":
			flush(false)
			fence = openingFence(bare)
			current.WriteString(line)
		case fence != "" && strings.HasPrefix(bare, fence) && strings.Trim(bare, fence[:1]) == "":
			current.WriteString(line)
			flush(true)
			fence = ""
		default:
			current.WriteString(line)
		}
	}
	flush(fence != "")
	return blocks
}

// openingFence returns the fence that line opens, such as ``` or ~~~~, or
// "" when it opens none.
func openingFence(line string) string {
	for _, mark := range "`~" {
		n := len(line) - len(strings.TrimLeft(line, string(mark)))
		if n >= 3 {
			return line[:n]
		}
	}
	return ""
}

// expandTabs replaces each tab with the spaces up to the next tab stop,
// since the terminal's tab stops are not glamour's.
func expandTabs(text string) string {
	if !strings.Contains(text, "\t") {
		return text
	}
	var b strings.Builder
	column := 0
	for _, r := range text {
		switch r {
		case '\t':
			spaces := tabWidth - column%tabWidth
			b.WriteString(strings.Repeat(" ", spaces))
			column += spaces
		case '\n':
			b.WriteRune(r)
			column = 0
		default:
			b.WriteRune(r)
			column += ansi.StringWidth(string(r))
		}
	}
	return b.String()
}

// widest returns the width of the widest line of a fenced block's code.
func widest(block string) int {
	lines := strings.Split(strings.TrimSuffix(block, "\n"), "\n")
	most := 0
	for _, l := range lines[1 : len(lines)-1] { // inside the fences
		most = max(most, ansi.StringWidth(l))
	}
	return most
}

// trimBlankLines drops the blank lines, padding and all, that glamour puts
// before and after what it renders.
func trimBlankLines(text string) string {
	lines := strings.Split(text, "\n")
	isBlank := func(l string) bool { return strings.TrimSpace(ansi.Strip(l)) == "" }
	for len(lines) > 0 && isBlank(lines[0]) {
		lines = lines[1:]
	}
	for len(lines) > 0 && isBlank(lines[len(lines)-1]) {
		lines = lines[:len(lines)-1]
	}
	return strings.Join(lines, "\n")
}
