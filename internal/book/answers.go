package book

import (
	"bytes"
	"strings"
)

// AnswersFile is the file beside book.md that holds the answers to the
// chapters' Try it questions.
const AnswersFile = "answers.md"

// answersHead opens the answers file, after the Generated line.
const answersHead = `# Answers to the Try it questions

Each answer belongs to a question at the end of its chapter of
[the queens book](book.md), and was computed by the book's code when the
book was built. The web edition shows each one folded under its question.
`

// SplitAnswers takes the answers out of a built book: every <details>
// block, a line "<details>" to a line "</details>" outside fenced code,
// moves to an answers document, under its chapter's title and its summary
// as a heading, and leaves in the book one line that links it there. A
// reader of book.md meets the questions without their answers, and a
// teacher can hand out the book alone.
func SplitAnswers(built []byte) (bookText, answers []byte) {
	var out, ans bytes.Buffer
	ans.WriteString(Generated + "\n\n" + answersHead)
	taken := anchors{}
	taken.add(strings.TrimPrefix(firstLine(answersHead), "# "))
	chapter, written := "", ""
	fenced := false
	lines := strings.SplitAfter(string(built), "\n")
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		trimmed := strings.TrimRight(line, "\n")
		switch {
		case strings.HasPrefix(trimmed, "```"):
			fenced = !fenced
		case fenced:
		case strings.HasPrefix(trimmed, "## "):
			chapter = strings.TrimPrefix(trimmed, "## ")
		case trimmed == "<details>":
			end := i + 1
			for end < len(lines) && strings.TrimRight(lines[end], "\n") != "</details>" {
				end++
			}
			summary, body := answerParts(lines[i+1 : end])
			if chapter != written {
				ans.WriteString("\n## " + chapter + "\n")
				taken.add(chapter)
				written = chapter
			}
			anchor := taken.add(summary)
			ans.WriteString("\n### " + summary + "\n\n" + strings.Trim(body, "\n") + "\n")
			out.WriteString("[" + summary + "](" + AnswersFile + "#" + anchor + ")\n")
			i = end
			continue
		}
		out.WriteString(line)
	}
	return out.Bytes(), ans.Bytes()
}

// answerParts returns the summary of a <details> block, without its tags,
// and what follows it.
func answerParts(lines []string) (summary, body string) {
	for k, line := range lines {
		t := strings.TrimSpace(line)
		if s, ok := strings.CutPrefix(t, "<summary>"); ok {
			return strings.TrimSuffix(s, "</summary>"), strings.Join(lines[k+1:], "")
		}
	}
	return "Answer", strings.Join(lines, "")
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}
