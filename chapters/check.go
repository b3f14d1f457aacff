package chapters

import (
	"bytes"
	"fmt"
	"strings"
)

// shownLines bounds the lines of each side that a stale report quotes.
const shownLines = 4

// Check compares the committed book.md with a fresh build. It returns nil
// when they are the same, and otherwise an error that locates the changed
// lines and quotes the first of them, the committed ones marked - and the
// built ones +.
func Check(committed, built []byte) error {
	if bytes.Equal(committed, built) {
		return nil
	}
	was, now := splitLines(committed), splitLines(built)
	// Trim the lines both sides share at the start and at the end; what is
	// left is the changed region.
	start := 0
	for start < len(was) && start < len(now) && was[start] == now[start] {
		start++
	}
	wasEnd, nowEnd := len(was), len(now)
	for wasEnd > start && nowEnd > start && was[wasEnd-1] == now[nowEnd-1] {
		wasEnd--
		nowEnd--
	}
	var s strings.Builder
	fmt.Fprintf(&s, "book.md differs from a fresh build from line %d: %s of book.md would become %s\n",
		start+1, count(wasEnd-start, "line"), count(nowEnd-start, "line"))
	quote(&s, "-", was[start:wasEnd])
	quote(&s, "+", now[start:nowEnd])
	return fmt.Errorf("%s", strings.TrimSuffix(s.String(), "\n"))
}

// splitLines splits text into lines without their newlines.
func splitLines(text []byte) []string {
	return strings.Split(strings.TrimSuffix(string(text), "\n"), "\n")
}

// quote writes up to shownLines lines, each after its mark.
func quote(s *strings.Builder, mark string, lines []string) {
	for i, l := range lines {
		if i == shownLines {
			fmt.Fprintf(s, "%s ... (%d more)\n", mark, len(lines)-shownLines)
			break
		}
		fmt.Fprintf(s, "%s %s\n", mark, l)
	}
}

func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
