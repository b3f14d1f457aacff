package queenscmd

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/clitest"
)

// The bad-input suite. It builds its cases from the table of commands:
// for every flag of every command, values of every class that a user can
// type and that the flag's kind cannot take, and for every argument the
// same; then flags that do not go together: a flag twice with two values,
// -json with another -format, a flag without the one its usage says it
// goes with, or with the one it replaces. It runs each through the queens
// binary, built once. Each case
// must meet the contract of bad input: exit status 2, exactly one line on
// stderr and no panic in it, nothing on stdout, all within 2 s of
// processor time. A flag added to a command is covered without being
// listed here; a flag whose kind the suite does not know fails the suite
// until it is given one (see flagKind).
//
// The rule for values a flag takes: a generated value is skipped, as no
// bad input, when
//
//   - the flag parses it to its default (0 for a default of 0s, an empty
//     text for an empty default): giving it is the same as leaving the
//     flag out;
//   - it is 0 and the flag's usage says what 0 means (0 for one worker per
//     core, 0 steps for every step);
//   - it is a file not there yet where the usage says the flag keeps or
//     writes the file;
//   - it is text cut short where the usage says the command checks the
//     file: what is wrong in it is the check's finding, exit status 1.
//
// Every other generated value must be refused.

// A case may spend caseLimit of processor time, the measure of its own
// work, which a busy machine (go test runs packages side by side) does not
// stretch as it stretches the time on the clock; hangLimit on the clock
// catches a case that waits for something that never comes.
const (
	caseLimit = 2 * time.Second
	hangLimit = 30 * time.Second
)

// hostileCase is one command line of bad input.
type hostileCase struct {
	// class names the kind of bad value, for the failure message.
	class string
	args  []string
	// fifo, when set, is a named pipe among the arguments that the
	// test fills with binary bytes once the command opens it.
	fifo string
	// largest, when set, is the largest value the flag's help accepts,
	// which the error must name.
	largest string
	// flag, for a case of a bad flag value, is the flag, which the error
	// must name, as -n or n.
	flag string
}

// hostileFiles are the files the cases name, made once in a folder.
type hostileFiles struct {
	dir                       string
	tuple, binary, cut, empty string
	file, underFile, missing  string
	folder, fifoDir, devNull  string
	fifos                     int
}

func newHostileFiles(t *testing.T, dir string) *hostileFiles {
	h := &hostileFiles{dir: dir, devNull: os.DevNull}
	write := func(name string, data []byte) string {
		path := filepath.Join(dir, name)
		clitest.Must(t, os.WriteFile(path, data, 0o644))
		return path
	}
	h.tuple = write("eight.txt", []byte("0 4 7 5 2 6 1 3\n"))
	h.binary = write("binary.bin", []byte("\x00\xff\xfe\x01\x80 \x1b[2J\x00garbage\xc3\x28"))
	// A record queens writes, cut in the middle: no reader takes it whole.
	record := []byte(`{"version":1,"n":8,"fixed":"","fold":"halves","solutions":92,"attempts":818,"part":1,"parts":2,"subproblems":12}` + "\n")
	h.cut = write("cut.json", record[:len(record)/2])
	h.empty = write("empty.txt", nil)
	h.file = h.tuple
	h.underFile = filepath.Join(h.tuple, "below")
	h.missing = filepath.Join(dir, "missing", "nothing.json")
	h.folder = filepath.Join(dir, "folder")
	clitest.Must(t, os.Mkdir(h.folder, 0o755))
	h.fifoDir = filepath.Join(dir, "fifos")
	clitest.Must(t, os.Mkdir(h.fifoDir, 0o755))
	return h
}

// fifo makes a new named pipe for one case.
func (h *hostileFiles) fifo(t *testing.T) string {
	h.fifos++
	path := filepath.Join(h.fifoDir, fmt.Sprintf("pipe%d", h.fifos))
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// badValue is one generated value of a class; its text is aFIFO for a
// fresh named pipe.
type badValue struct{ class, text string }

// aFIFO stands for a named pipe, made for each case.
const aFIFO = "\x00a FIFO"

// kind is what a flag's value is, as its definition says: each kind has
// its classes of bad values.
type kind func(h *hostileFiles, f *flag.Flag) []badValue

// numberValues are the bad values of any number: words, unicode digits,
// signs, sizes past every range, and past the largest the help names.
func numberValues(f *flag.Flag, pastType string) []badValue {
	vs := []badValue{
		{"empty", ""}, {"zero", "0"}, {"negative", "-1"}, {"huge", "99999999999999999999"},
		{"past its type", pastType}, {"a word", "eight"}, {"unicode digit", "８"},
		{"a fraction", "1.5"}, {"control characters", "\x1b[2J"}, {"a newline", "8\n9"},
	}
	if largest := largestInUsage(f.Usage); largest != "" {
		n, _ := strconv.Atoi(strings.ReplaceAll(largest, ",", ""))
		vs = append(vs, badValue{class: "past the largest the help names", text: strconv.Itoa(n + 1)})
	}
	return vs
}

// largestRE finds the largest value a usage names: "from 1 to 15", "at
// most 1024".
var largestRE = regexp.MustCompile(`(?:from \d+ to|at most) ([\d,]*\d)`)

func largestInUsage(usage string) string {
	if m := largestRE.FindStringSubmatch(usage); m != nil {
		return m[1]
	}
	return ""
}

// firstNameRE finds the first name of a list of names in a usage: "of
// octal, combinations", "away: halves, constellations".
var firstNameRE = regexp.MustCompile(`(?:of|:) ([a-z]+),`)

// flagKind returns the kind of f, from its Go type or the word its usage
// quotes (-n `side`, -o `DIR`), or nil for a kind the suite does not know.
func flagKind(f *flag.Flag) kind {
	inner := f.Value.(*cli.OnceValue)
	if inner.IsBoolFlag() {
		return boolValues
	}
	var got any
	if g, ok := inner.Value.(flag.Getter); ok {
		got = g.Get()
	}
	switch got.(type) {
	case time.Duration:
		return durationValues
	case int, int64:
		return intValues
	case uint, uint64:
		return func(_ *hostileFiles, f *flag.Flag) []badValue { return numberValues(f, "18446744073709551616") }
	}
	name, _ := flag.UnquoteUsage(f)
	return map[string]kind{
		"times": intValues, "side": sizeValues, "sizes": sizeValues, "goroutines": numberListValues,
		"format": choiceValues, "approach": nameListValues, "list": nameListValues,
		"queens": squareValues, "P/M": shardValues, "DIR": folderValues, "FILE": fileValues,
		"HOST:PORT": addressValues, "SECRET": secretValues, "TIME": timeValues, "OUT.csv": newFileValues,
	}[name]
}

func intValues(_ *hostileFiles, f *flag.Flag) []badValue {
	return numberValues(f, "9223372036854775808")
}

func boolValues(*hostileFiles, *flag.Flag) []badValue {
	return []badValue{{"not a truth", "maybe"}, {"empty", ""}, {"a number", "2"}, {"yes", "yes"}, {"unicode", "ｔｒｕｅ"}}
}

func durationValues(_ *hostileFiles, f *flag.Flag) []badValue {
	return []badValue{
		{"empty", ""}, {"zero", "0"}, {"negative", "-1s"}, {"huge", "99999999999h"},
		{"past its type", "9223372036854775808ns"}, {"no unit", "5"}, {"a word", "soon"},
		{"unicode digit", "５s"}, {"control characters", "\x1b[2J"},
	}
}

func sizeValues(_ *hostileFiles, f *flag.Flag) []badValue {
	vs := append(numberValues(f, "9223372036854775808"),
		badValue{"reversed range", "12-4"}, badValue{"duplicates", "8,8"}, badValue{"empty item", "4,,6"},
		badValue{"open range", "4-"}, badValue{"a dash", "-"}, badValue{"too many sizes", "1-100000"},
		badValue{"range past its type", "4-9223372036854775808"})
	if name, _ := flag.UnquoteUsage(f); name == "side" {
		vs = append(vs, badValue{"a list where one side is taken", "4,5"}, badValue{"a range where one side is taken", "4-5"})
	}
	return vs
}

func numberListValues(_ *hostileFiles, f *flag.Flag) []badValue {
	return append(numberValues(f, "9223372036854775808"), badValue{"duplicates", "1,1"}, badValue{"empty item", "1,,2"})
}

func choiceValues(*hostileFiles, *flag.Flag) []badValue {
	return []badValue{{"empty", ""}, {"unknown", "nosuch"}, {"upper case", "JSON"}, {"unicode", "ｊｓｏｎ"},
		{"a list", "text,json"}, {"control characters", "\x1b[2J"}, {"a newline", "text\njson"}}
}

func nameListValues(_ *hostileFiles, f *flag.Flag) []badValue {
	vs := []badValue{{"empty", ""}, {"unknown", "nosuch"}, {"unicode", "ｏｃｔａｌ"}, {"a trailing comma", "nosuch,"},
		{"control characters", "\x1b[2J"}}
	if m := firstNameRE.FindStringSubmatch(f.Usage); m != nil {
		vs = append(vs, badValue{"duplicates", m[1] + "," + m[1]}, badValue{"an empty name", m[1] + ","})
	}
	return vs
}

func squareValues(*hostileFiles, *flag.Flag) []badValue {
	return []badValue{{"empty", ""}, {"off the board", "z9"}, {"rank 0", "a0"}, {"duplicates", "a1,a1"},
		{"queens that attack", "a1,b2"}, {"huge", "99999999999999999999"}, {"negative", "-1"},
		{"unicode", "ｃ４"}, {"accented", "é4"}, {"huge rank", "a99999999999999999999"}, {"control characters", "\x1b[2J"}}
}

func shardValues(*hostileFiles, *flag.Flag) []badValue {
	return []badValue{{"empty", ""}, {"part 0", "0/4"}, {"part past the parts", "5/4"}, {"negative", "-1/4"},
		{"zero parts", "1/0"}, {"negative parts", "1/-4"}, {"huge", "1/99999999999999999999"},
		{"past its type", "1/9223372036854775808"}, {"words", "x/y"}, {"unicode digits", "１/２"},
		{"three numbers", "1/2/3"}, {"no parts", "1"}, {"a slash", "/"}}
}

func folderValues(h *hostileFiles, _ *flag.Flag) []badValue {
	return []badValue{{"empty", ""}, {"a file", h.file}, {"below a file", h.underFile}, {"a device", h.devNull},
		{"a FIFO", aFIFO}}
}

func fileValues(h *hostileFiles, _ *flag.Flag) []badValue {
	return []badValue{{"empty", ""}, {"a folder", h.folder}, {"not there", h.missing}, {"below a file", h.underFile},
		{"a FIFO of binary", aFIFO}, {"binary", h.binary}, {"a record cut short", h.cut}, {"an endless device", "/dev/zero"}}
}

func addressValues(*hostileFiles, *flag.Flag) []badValue {
	return []badValue{{"empty", ""}, {"not an address", "nonsense"}, {"port past 65535", "127.0.0.1:99999"},
		{"negative port", "127.0.0.1:-1"}, {"a service name", "127.0.0.1:http"}, {"an open bracket", "[::1"},
		{"unicode host", "ü:80"}, {"control characters", "\x1b[2J"}}
}

func secretValues(*hostileFiles, *flag.Flag) []badValue {
	return []badValue{{"empty", ""}, {"a space", " "}, {"unicode", "é"}, {"short", "short"}, {"control characters", "\x1b[2J"}}
}

// newFileValues are the bad names of a file to write: what stands
// where it would go is not a file, or its folder takes no file.
func newFileValues(h *hostileFiles, _ *flag.Flag) []badValue {
	return []badValue{{"empty", ""}, {"a folder", h.folder}, {"below a file", h.underFile}, {"a FIFO", aFIFO}, {"an endless device", "/dev/zero"}}
}

func timeValues(*hostileFiles, *flag.Flag) []badValue {
	return []badValue{{"empty", ""}, {"a word", "tomorrow"}, {"a date alone", "2026-12-18"}, {"no such day", "2026-02-30 17:00"},
		{"a zone alone", "17:00Z"}, {"unicode digits", "２０２６-12-18 17:00"}, {"control characters", "\x1b[2J"}}
}

// argumentValues are the bad values of a command's arguments, by the
// word its usage line names them with.
func argumentValues(h *hostileFiles, args string) []badValue {
	files := []badValue{{"empty", ""}, {"a folder", h.folder}, {"not there", h.missing}, {"a FIFO of binary", aFIFO},
		{"binary", h.binary}, {"a record cut short", h.cut}, {"an empty file", h.empty}, {"unicode, not there", "ｆｉｌｅ.txt"},
		{"an endless device", "/dev/zero"}, {"stdin, empty", "-"}}
	switch args {
	case "FILE", "[FILES...]":
		return files
	case "SLUG":
		return []badValue{{"empty", ""}, {"unknown", "nosuch"}, {"unicode", "ｃｏｎｆｌｉｃｔ"}, {"a path", "../conflict"},
			{"a folder", h.folder}, {"control characters", "\x1b[2J"}}
	case "[CHAPTER]":
		return []badValue{{"empty", ""}, {"unknown", "nosuch"}, {"zero", "0"}, {"past the last", "99"},
			{"huge", "99999999999999999999"}, {"past its type", "9223372036854775808"}, {"unicode", "ｐｒｏｂｌｅｍ"},
			{"control characters", "\x1b[2J"}}
	case "DIR...":
		return []badValue{{"empty", ""}, {"a file", h.file}, {"not there", h.missing}, {"a FIFO", aFIFO}}
	}
	return nil
}

// exampleFlags returns the flags of c's first example, as words, but
// for the flag named skip: the cases of a flag run with the others of a
// command line the help shows, so that a command that needs a flag (plot
// needs -o) has it.
func exampleFlags(c *cli.Command, skip ...string) []string {
	if len(c.Examples) == 0 {
		return nil
	}
	words := strings.Fields(c.Examples[0].Command)[1+len(strings.Fields(c.Name)):]
	fs, _ := c.NewFlagSet()
	if fs.FlagSet.Parse(words) != nil {
		return nil
	}
	var flags []string
	fs.Visit(func(f *flag.Flag) {
		switch {
		case slices.Contains(skip, f.Name):
		case f.Value.(*cli.OnceValue).IsBoolFlag():
			flags = append(flags, "-"+f.Name)
		default:
			flags = append(flags, "-"+f.Name, f.Value.String())
		}
	})
	return flags
}

// goodArguments are arguments a command takes, for the cases of its flags.
func goodArguments(h *hostileFiles, args string) []string {
	switch args {
	case "FILE":
		return []string{h.tuple}
	case "SLUG":
		return []string{"conflict"}
	case "DIR...":
		return []string{h.folder}
	}
	return nil
}

// zeroMeansRE finds a usage that says what 0 means.
var zeroMeansRE = regexp.MustCompile(`(^|[ (])0[ )]`)

// writesFileRE finds a usage that says the flag keeps or writes its FILE.
var writesFileRE = regexp.MustCompile(`\b(keep|write)\b[^;]*\bFILE\b`)

// checksFileRE finds a usage that says the command checks its FILE.
var checksFileRE = regexp.MustCompile(`\bcheck\b[^;]*\bFILE\b`)

// takes reports whether the flag f of c takes v, by the suite's rule (at
// the top of this file).
func takes(c *cli.Command, f *flag.Flag, v badValue) bool {
	if v.text == aFIFO {
		return false
	}
	fs, _ := c.NewFlagSet()
	if err := fs.FlagSet.Set(f.Name, v.text); err == nil {
		parsed := fs.Lookup(f.Name).Value.(*cli.OnceValue).Value.String()
		if parsed == f.DefValue {
			return true
		}
	}
	if v.text == "0" && zeroMeansRE.MatchString(f.Usage) {
		return true
	}
	return v.class == "not there" && writesFileRE.MatchString(f.Usage) ||
		v.class == "a record cut short" && checksFileRE.MatchString(f.Usage)
}

// hostileCases builds every case, and fails t for a flag of unknown kind.
func hostileCases(t *testing.T, h *hostileFiles) []hostileCase {
	var cases []hostileCase
	for _, c := range allCommands() {
		name := strings.Fields(c.Name)
		good := goodArguments(h, c.Args)
		fs, _ := c.NewFlagSet()
		fs.VisitAll(func(f *flag.Flag) {
			k := flagKind(f)
			if k == nil {
				word, _ := flag.UnquoteUsage(f)
				t.Errorf("%s -%s: the bad-input suite knows no values of a flag whose value is %q; give it a kind in flagKind", displayName(c), f.Name, word)
				return
			}
			base := append(exampleFlags(c, f.Name), good...)
			cases = append(cases, flagCases(c, f, k(h, f), name, base, h, t)...)
			cases = append(cases, pairCases(c, f, name, good)...)
		})
		cases = append(cases, argumentCases(c, name, h, t)...)
		cases = append(cases, hostileCase{class: "an unknown flag", args: append(slices.Clone(name), append([]string{"-nosuch"}, good...)...)})
	}
	return cases
}

// flagCases are the cases of one flag: each of its bad values, the flag
// with no value, and the flag twice with two values.
func flagCases(c *cli.Command, f *flag.Flag, values []badValue, name, good []string, h *hostileFiles, t *testing.T) []hostileCase {
	var cases []hostileCase
	isBool := f.Value.(*cli.OnceValue).IsBoolFlag()
	largest := largestInUsage(f.Usage)
	for _, v := range values {
		if takes(c, f, v) {
			continue
		}
		hc := hostileCase{class: "-" + f.Name + ": " + v.class, flag: f.Name}
		if v.text == aFIFO {
			v.text = h.fifo(t)
			hc.fifo = v.text
		}
		if v.class == "past the largest the help names" || v.class == "huge" {
			hc.largest = largest
		}
		flagArgs := []string{"-" + f.Name, v.text}
		if isBool {
			flagArgs = []string{"-" + f.Name + "=" + v.text}
		}
		hc.args = append(append(slices.Clone(name), flagArgs...), good...)
		cases = append(cases, hc)
	}
	if isBool {
		cases = append(cases, hostileCase{class: "-" + f.Name + ": given twice, true and false",
			args: append(append(slices.Clone(name), "-"+f.Name, "-"+f.Name+"=false"), good...)})
		return cases
	}
	cases = append(cases,
		hostileCase{class: "-" + f.Name + ": no value", args: append(append(slices.Clone(name), good...), "-"+f.Name)},
		hostileCase{class: "-" + f.Name + ": given twice with two values",
			args: append(append(slices.Clone(name), "-"+f.Name, f.DefValue+"1", "-"+f.Name, f.DefValue+"2"), good...)})
	if fs, _ := c.NewFlagSet(); f.Name == "format" && fs.Lookup("json") != nil {
		cases = append(cases, hostileCase{class: "-json and -format disagree",
			args: append(append(slices.Clone(name), "-json", "-format", otherFormat(f.Usage)), good...)})
	}
	return cases
}

// needsRE finds the flag a usage says a flag goes with: "with -o, also
// write", "(with -cols, instead of -n)"; insteadRE the flag it replaces.
var (
	needsRE   = regexp.MustCompile(`(?:^|\()with -([a-z-]+)[,)]`)
	insteadRE = regexp.MustCompile(`instead of -([a-z-]+)`)
)

// pairCases are the cases of a flag given without the flag its usage
// says it goes with, and with the flag its usage says it replaces, each
// with a good value: a switch, or 4 for a number. The command line is the
// example's, without those flags.
func pairCases(c *cli.Command, f *flag.Flag, name, good []string) []hostileCase {
	if !f.Value.(*cli.OnceValue).IsBoolFlag() && !isNumber(f) {
		return nil
	}
	fs, _ := c.NewFlagSet()
	with := func(name string) []string {
		if other := fs.Lookup(name); other != nil && other.Value.(*cli.OnceValue).IsBoolFlag() {
			return []string{"-" + name}
		}
		return []string{"-" + name, "4"}
	}
	var cases []hostileCase
	needs, instead := needsRE.FindStringSubmatch(f.Usage), insteadRE.FindStringSubmatch(f.Usage)
	skip := []string{f.Name}
	if instead != nil {
		skip = append(skip, instead[1])
	}
	if needs != nil {
		skip = append(skip, needs[1])
		args := append(append(append(slices.Clone(name), with(f.Name)...), exampleFlags(c, skip...)...), good...)
		cases = append(cases, hostileCase{class: "-" + f.Name + " without -" + needs[1], args: args})
	}
	if instead != nil {
		args := append(slices.Clone(name), with(f.Name)...)
		if needs != nil {
			args = append(args, with(needs[1])...)
		}
		args = append(append(append(args, with(instead[1])...), exampleFlags(c, skip...)...), good...)
		cases = append(cases, hostileCase{class: "-" + f.Name + " with -" + instead[1], args: args})
	}
	return cases
}

// isNumber reports whether f holds a whole number.
func isNumber(f *flag.Flag) bool {
	g, ok := f.Value.(*cli.OnceValue).Value.(flag.Getter)
	if !ok {
		return false
	}
	switch g.Get().(type) {
	case int, int64, uint, uint64:
		return true
	}
	return false
}

// otherFormat returns a format that the usage of -format names other
// than json.
func otherFormat(usage string) string {
	_, list, _ := strings.Cut(usage, "results: ")
	first, _, _ := strings.Cut(list, ",")
	first, _, _ = strings.Cut(first, " ")
	return first
}

// argumentCases are the cases of a command's arguments: each bad value
// in place of a good one, none where one is needed, one too many, and,
// where a switch of the command says it reads the arguments (count
// -merge reads its FILES), the same with the switch.
func argumentCases(c *cli.Command, name []string, h *hostileFiles, t *testing.T) []hostileCase {
	var cases []hostileCase
	var contexts [][]string
	contexts = append(contexts, nil)
	fs, _ := c.NewFlagSet()
	fs.VisitAll(func(f *flag.Flag) {
		if f.Value.(*cli.OnceValue).IsBoolFlag() && c.Args != "" && strings.Contains(f.Usage, strings.Trim(c.Args, "[].")) {
			contexts = append(contexts, []string{"-" + f.Name})
		}
	})
	for _, context := range contexts {
		for _, v := range argumentValues(h, c.Args) {
			hc := hostileCase{class: strings.TrimSpace(strings.Join(context, " ") + " argument: " + v.class)}
			if v.text == aFIFO {
				v.text = h.fifo(t)
				hc.fifo = v.text
			}
			hc.args = append(append(slices.Clone(name), context...), v.text)
			cases = append(cases, hc)
		}
	}
	good := goodArguments(h, c.Args)
	if c.MinArgs > 0 {
		cases = append(cases, hostileCase{class: "argument: missing", args: slices.Clone(name)})
	}
	if c.MaxArgs >= 0 {
		cases = append(cases, hostileCase{class: "argument: one too many", args: append(append(slices.Clone(name), good...), "extra")})
	}
	return cases
}

// TestHostileInput runs the bad-input suite.
func TestHostileInput(t *testing.T) {
	if testing.Short() {
		t.Skip("the bad-input suite runs the queens binary a thousand times; run without -short")
	}
	bin := filepath.Join(t.TempDir(), "queens")
	build := exec.Command("go", "build", "-o", bin, "./cmd/queens")
	build.Dir = clitest.ModuleRoot(t)
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	work := t.TempDir()
	h := newHostileFiles(t, work)
	cases := hostileCases(t, h)
	before := treeListing(t, work)
	start := time.Now()
	t.Cleanup(func() { t.Logf("%d cases of bad input in %v", len(cases), time.Since(start).Round(time.Millisecond)) })
	t.Run("cases", func(t *testing.T) {
		for i, hc := range cases {
			t.Run(strconv.Itoa(i), func(t *testing.T) {
				t.Parallel() // as many at once as go test -parallel, GOMAXPROCS by default
				runHostile(t, bin, work, hc)
			})
		}
	})
	// A refused command writes nothing: no folder, no file, no temporary.
	if after := treeListing(t, work); !slices.Equal(after, before) {
		t.Errorf("the refused commands left files behind: before %q, after %q", before, after)
	}
}

// treeListing lists the paths under dir, but for the cache the commands
// may keep there (hints given).
func treeListing(t *testing.T, dir string) []string {
	var paths []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if d != nil && d.IsDir() && d.Name() == "cache" {
			return filepath.SkipDir
		}
		paths = append(paths, path)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return paths
}

// runHostile runs one case and checks the contract of bad input.
func runHostile(t *testing.T, bin, dir string, hc hostileCase) {
	ctx, cancel := context.WithTimeout(context.Background(), hangLimit)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, hc.args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "XDG_CACHE_HOME="+filepath.Join(dir, "cache"), "PAGER=cat")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	if hc.fifo != "" {
		go fillFIFO(hc.fifo, done)
	}
	err := cmd.Wait()
	close(done)
	status := cmd.ProcessState.ExitCode()
	line := fmt.Sprintf("queens %q (%s)", hc.args, hc.class)
	switch work := cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime(); {
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
		t.Errorf("%s: still running after %v; stderr %q", line, hangLimit, stderr.String())
	case work > caseLimit:
		t.Errorf("%s: %v of processor time, more than %v", line, work.Round(time.Millisecond), caseLimit)
	case err != nil && status == -1:
		t.Errorf("%s: %v", line, err)
	case status != cli.ExitUsage || stdout.Len() != 0 || strings.Count(stderr.String(), "\n") != 1 || !strings.HasSuffix(stderr.String(), "\n"):
		t.Errorf("%s: exit status %d, stdout %q, stderr %q; want 2, nothing, one line", line, status, clitest.LastLines(stdout.String(), 3), stderr.String())
	case strings.Contains(stderr.String(), "panic") || strings.Contains(stderr.String(), "goroutine "):
		t.Errorf("%s: a panic: %q", line, stderr.String())
	case hc.flag != "" && !regexp.MustCompile(`(^|[^a-z-])-?`+regexp.QuoteMeta(hc.flag)+`\b`).MatchString(stderr.String()):
		t.Errorf("%s: stderr %q does not name -%s", line, stderr.String(), hc.flag)
	case hc.largest != "" && !strings.Contains(stderr.String(), hc.largest) && !strings.Contains(stderr.String(), strings.ReplaceAll(hc.largest, ",", "")):
		t.Errorf("%s: stderr %q does not name the largest accepted, %s", line, stderr.String(), hc.largest)
	}
}

// fillFIFO writes binary bytes into the named pipe once a reader has
// opened it, and closes it, until done: a pipe that delivers garbage.
func fillFIFO(path string, done <-chan struct{}) {
	for {
		f, err := os.OpenFile(path, os.O_WRONLY|syscall.O_NONBLOCK, 0)
		if err == nil {
			f.Write([]byte("\x00\xff\xfe garbage \x1b[2J\n"))
			f.Close()
			return
		}
		select {
		case <-done:
			return
		case <-time.After(10 * time.Millisecond):
		}
	}
}
