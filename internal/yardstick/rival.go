package yardstick

import (
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"github.com/queensbook/queens/internal/yardstick/versus"
	"github.com/queensbook/queens/puzzle/oeis"
)

// A Rival is a counter of another project that the race times beside
// queens count: a program that a reader builds from its own repository,
// by its own instructions, and hands to the race as a command. The tree
// holds no copy of it and no recipe to build it.
type Rival struct {
	// Name labels the rival's rows in the race's tables.
	Name string
	// Args are the program and its arguments, in which {n} stands for
	// the side of the board and {threads} for the threads to count on.
	Args []string
	// Count, when not nil, finds the count in what the rival printed on
	// stdout: its first group, or its whole match when it has none, white
	// space around it left out. When
	// nil, the count is the last whole number it printed (see
	// [LastWholeNumber]).
	Count *regexp.Regexp
	// Dir is the folder the rival runs in, and where a relative path of
	// its program starts: "" for this process's own.
	Dir string
}

// NewRival returns the rival that command runs, named name, or by the
// base name of its program when name is "", whose count is found in its
// output by the regular expression count, or is the last whole number it
// prints when count is "". The command is split into words at white
// space, with no shell: no quotes, variables, pipes or redirections (a
// path with a space in it needs a script around it). In every word, {n}
// stands for the side of the board and {threads} for the threads to
// count on: 'nqueens-{n} {threads}' runs nqueens-16 2 on 16 x 16 with
// two threads.
func NewRival(command, name, count string) (Rival, error) {
	args := strings.Fields(command)
	if len(args) == 0 {
		return Rival{}, errors.New("the rival's command is empty; give the program that counts, such as 'path/to/counter {n}'")
	}
	name = strings.TrimSpace(name)
	if name == "" {
		name = filepath.Base(args[0])
	}
	if strings.ContainsFunc(name, unicode.IsControl) {
		return Rival{}, fmt.Errorf("the rival's name %q holds a line break or another control character", name)
	}
	r := Rival{Name: name, Args: args}
	if count != "" {
		re, err := regexp.Compile(count)
		if err != nil {
			return Rival{}, fmt.Errorf("the rival's count: %v", err)
		}
		if re.NumSubexp() > 1 {
			return Rival{}, fmt.Errorf("the rival's count %q has %d groups; give one, around the count", count, re.NumSubexp())
		}
		r.Count = re
	}
	return r, nil
}

// Command returns the words of the rival's command for the n x n board
// on threads threads: its Args with {n} and {threads} replaced.
func (r Rival) Command(n, threads int) []string {
	return r.expand("{n}", strconv.Itoa(n), "{threads}", strconv.Itoa(threads))
}

// PartCommand returns the words of the rival's command for part of parts
// of the count of the n x n board, part from 1: Command's, with {parts}
// replaced by parts, {part} by part and {part0} by part-1, for a counter
// that numbers its parts from 0. 'nqueens-{n} {threads} {parts} {part0}'
// runs nqueens-22 2 8 0 for the first of eight parts of 22 x 22.
func (r Rival) PartCommand(n, threads, part, parts int) []string {
	return r.expand("{n}", strconv.Itoa(n), "{threads}", strconv.Itoa(threads),
		"{parts}", strconv.Itoa(parts), "{part}", strconv.Itoa(part), "{part0}", strconv.Itoa(part-1))
}

// expand returns the rival's Args with the pairs of old and new strings
// replaced.
func (r Rival) expand(oldnew ...string) []string {
	replace := strings.NewReplacer(oldnew...)
	words := make([]string, len(r.Args))
	for i, arg := range r.Args {
		words[i] = replace.Replace(arg)
	}
	return words
}

// Run runs the rival on the n x n board with threads threads, reads the
// count it printed, checks it against OEIS A000170 and times it as [Run]
// times queens count: wall-clock and CPU seconds and peak memory. Its
// error is one line that names the rival: the program failed, printed no
// count, or printed a count that is not the published one.
func (r Rival) Run(n, threads int) (Timing, error) {
	if n < 1 || n > oeis.MaxN {
		return Timing{}, fmt.Errorf("rival %s: OEIS A000170 has no count for n = %d to check it against", r.Name, n)
	}
	words := r.Command(n, threads)
	out, t, err := run(r.Dir, words[0], words[1:]...)
	if err != nil {
		return Timing{}, fmt.Errorf("rival %s: %v", r.Name, err)
	}
	command := strings.Join(words, " ")
	solutions, err := r.solutions(out)
	if err != nil {
		return Timing{}, fmt.Errorf("rival %s: %s %v", r.Name, command, err)
	}
	if want := uint64(oeis.Solutions(n)); solutions != want {
		hint := ""
		if !strings.Contains(strings.Join(r.Args, " "), "{n}") {
			hint = " (its command has no {n}: does it count another board?)"
		} else if r.Count == nil {
			hint = " (it prints other numbers after the count? give a regular expression for it)"
		}
		return Timing{}, fmt.Errorf("rival %s: %s printed %d solutions of the %d x %d board, but OEIS A000170 has %d%s",
			r.Name, command, solutions, n, n, want, hint)
	}
	return t, nil
}

// RunPart runs part of parts of the rival's count of the n x n board on
// threads threads (see [Rival.PartCommand]), and returns its record: the
// solutions it printed, a share of the count that only the sum of all the
// parts can be checked by, and its timing, as [Rival.Run] measures it.
// The command must say which part to count: a command without {part} or
// {part0} would count the whole board each time.
func (r Rival) RunPart(n, threads, part, parts int) (versus.Part, error) {
	command := strings.Join(r.Args, " ")
	if !strings.Contains(command, "{part}") && !strings.Contains(command, "{part0}") {
		return versus.Part{}, fmt.Errorf("rival %s: %s says no part: give {part} (from 1) or {part0} (from 0), and {parts}", r.Name, command)
	}
	words := r.PartCommand(n, threads, part, parts)
	out, t, err := run(r.Dir, words[0], words[1:]...)
	if err != nil {
		return versus.Part{}, fmt.Errorf("rival %s: %v", r.Name, err)
	}
	solutions, err := r.solutions(out)
	if err != nil {
		return versus.Part{}, fmt.Errorf("rival %s: %s %v", r.Name, strings.Join(words, " "), err)
	}
	return newPart(versus.Rival, r.Name, words, n, threads, part, parts, solutions, t), nil
}

// solutions reads the count in the rival's output out.
func (r Rival) solutions(out []byte) (uint64, error) {
	if r.Count == nil {
		if count, ok := LastWholeNumber(string(out)); ok {
			return count, nil
		}
		return 0, fmt.Errorf("printed no whole number: %s", excerpt(out))
	}
	m := r.Count.FindSubmatch(out)
	if m == nil {
		return 0, fmt.Errorf("printed nothing that %q matches: %s", r.Count, excerpt(out))
	}
	found := strings.TrimSpace(string(m[len(m)-1])) // the group, or the whole match without one
	count, err := strconv.ParseUint(found, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("printed %q where %q matches, which is no whole number", found, r.Count)
	}
	return count, nil
}

// token is a word of a program's output: letters, digits and underscores,
// perhaps joined by points or commas, as in 0.43 or 1,000.
var token = regexp.MustCompile(`[\pL\pN_]+(?:[.,][\pL\pN_]+)*`)

// LastWholeNumber returns the last whole number in text: the last word
// made of decimal digits alone, so that a number joined by a point or a
// comma to more digits (0.43, 1,000) or to letters (x86) is not one. In
// "Result: 92\nElapsed time: 0.0033 s" it is 92. ok is false when text
// holds none.
func LastWholeNumber(text string) (n uint64, ok bool) {
	words := token.FindAllString(text, -1)
	for i := len(words) - 1; i >= 0; i-- {
		if strings.Trim(words[i], "0123456789") != "" {
			continue
		}
		if n, err := strconv.ParseUint(words[i], 10, 64); err == nil {
			return n, true
		}
	}
	return 0, false
}

// excerpt quotes the start of a program's output for an error of one
// line.
func excerpt(out []byte) string {
	const most = 80
	text := strings.TrimSpace(string(out))
	if len(text) > most {
		text = text[:most] + "..."
	}
	if text == "" {
		return "its output is empty"
	}
	return strconv.Quote(text)
}
