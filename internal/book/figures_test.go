package book_test

import (
	"context"
	"fmt"
	"io/fs"
	"math"
	"math/big"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/queensbook/queens/approaches/minconflicts"
	"github.com/queensbook/queens/approaches/symmetric"
	"github.com/queensbook/queens/chapters"
	"github.com/queensbook/queens/counting/bitcount"
	"github.com/queensbook/queens/counting/constellation"
	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/counting/halves"
	"github.com/queensbook/queens/counting/treeprofile"
	"github.com/queensbook/queens/internal/catalog"
	"github.com/queensbook/queens/internal/yardstick/versus"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/oeis"
	"github.com/queensbook/queens/puzzle/searchspace"
	"github.com/queensbook/queens/puzzle/verify"
	"github.com/queensbook/queens/puzzle/words"
)

// A figure is a number the prose of a chapter states in its own words,
// outside the cells and examples that the builder fills in. phrase is the
// chapter's wording, with %s where the figure stands; value computes the
// figure with the book's packages, formatted as the chapter writes it.
type figure struct {
	file, phrase string
	value        func(t *testing.T) string
}

// A mention is a number in the prose that is not a result of the code:
// a year, a source's words, a definition. why says which.
type mention struct {
	file, phrase, why string
}

// figures lists every number the chapters type by hand that the code can
// compute. TestProseFigures computes each one and looks for it in its
// chapter; TestEveryProseNumberIsNamed fails on any number the prose has
// that neither this list nor mentions names.
var figures = []figure{
	{"problem.md", "puts the count at about %s billion", func(t *testing.T) string {
		return strconv.Itoa(roughly(t, searchspace.Arrangements(8), 1e9))
	}},
	{"problem.md", "there are %s of them", permutations(8)},
	{"problem.md", "and published all %s solutions", solutions("bitboard", 8)},
	{"problem.md", "without reaching %s (Paul", solutions("bitboard", 8)},
	{"problem.md", "Even %s is far more than a good search looks at", permutations(8)},
	{"octal.md", "%s in octal is the first solution of the puzzle", func(t *testing.T) string {
		return fmt.Sprintf("%08o", octalNumber(run(t, "octal", 8).First))
	}},
	{"octal.md", "The %s boards tested up to the first solution", toFirst("octal", 8)},
	{"octal.md", "are the octal number %s plus one", func(t *testing.T) string {
		res := run(t, "octal", 8)
		if octalNumber(res.First)+1 != res.AttemptsToFirst {
			t.Errorf("octal: the first solution, %v, is not board number %d", res.First, res.AttemptsToFirst)
		}
		return fmt.Sprintf("%08o", octalNumber(res.First))
	}},
	{"octal.md", "and the %s boards in all are 8^8", attempts("octal", 8)},
	{"octal.md", "%s solutions is correct", solutions("octal", 8)},
	{"combinations.md", "The source counts %s such arrangements", binomial(62, 6)},
	{"combinations.md", "Not one of those %s can be a solution", binomial(62, 6)},
	{"combinations.md", "The count of %s hopeless arrangements at the start is exact", binomial(62, 6)},
	{"combinations.md", "after %s arrangements:", toFirst("combinations", 8)},
	{"combinations.md", "arrangements that is: %s, each one", toFirst("combinations", 8)},
	{"combinations.md", "a full run still makes %s of them", func(t *testing.T) string {
		return words.Thousands(searchspace.Arrangements(8).Uint64())
	}},
	{"permfilter.md", "Martelli counts %s", permutations(8)},
	{"permfilter.md", "the list of all permutations: %s here", func(t *testing.T) string {
		return strconv.FormatUint(run(t, "permfilter", 8).AttemptsToFirst, 10)
	}},
	{"permfilter.md", "leaves six rows free, so 6! = %s:", func(t *testing.T) string {
		fixed, err := board.ParseFixed("00400200", 8, 8)
		if err != nil {
			t.Fatal(err)
		}
		return words.Thousands(runProblem(t, "permfilter", board.SquareProblem(8).WithFixed(fixed...)).Attempts)
	}},
	{"gridbacktrack.md", "the source counts %s of them that begin with two queens", binomial(62, 6)},
	{"gridbacktrack.md", "written makes %s test placements to find a single solution", attempts("gridwritten", 8)},
	{"gridbacktrack.md", "than the %s the in-order search needs", attempts("gridbacktrack", 8)},
	{"gridbacktrack.md", "needs to find all %s.", solutions("gridbacktrack", 8)},
	{"tuplestate.md", "So %s calls find all", attempts("tuplestate", 8)},
	{"tuplestate.md", "find all %s solutions on 8 x 8", solutions("tuplestate", 8)},
	{"tuplestate.md", "and %s reach the first", toFirst("tuplestate", 8)},
	{"tuplestate.md", "search spend most of its %s calls?", attempts("tuplestate", 8)},
	{"bitboard.md", "finds the first solution after %s queens", toFirst("bitboard", 8)},
	{"bitboard.md", "and all %s after", solutions("bitboard", 8)},
	{"bitboard.md", "after %s. Fixed queens cost nothing extra", attempts("bitboard", 8)},
	{"bitboard.md", "past 15 x 15, with its %s boards", func(t *testing.T) string {
		return words.Thousands(counted(t, 15).Solutions)
	}},
	{"bitboard.md", "%s make the 92", func(t *testing.T) string {
		return classSizes(t, 8)
	}},
	{"bitboard.md", "make the %s.", solutions("bitboard", 8)},
	{"comparison.md", "finds the same %s boards", solutions("bitboard", 8)},
	{"counting.md", "the classes, about an %s as many", func(t *testing.T) string {
		const n = 16
		share := float64(len(constellation.Classes(n, board.Symmetries))) / float64(len(constellation.All(n)))
		if share < 0.11 || share > 0.14 {
			return fmt.Sprintf("%.3f", share)
		}
		return "eighth"
	}},
	{"counting.md", "three of the six ranks: %s sets", binomial(6, 3)},
	{"counting.md", "share of the %s solutions", func(t *testing.T) string {
		return words.Thousands(counted(t, 10).Solutions)
	}},
	{"counting.md", "found its %s solutions in", func(t *testing.T) string {
		return words.Thousands(raceSide(t, 21).Solutions)
	}},
	{"counting.md", "solutions in %s minutes", func(t *testing.T) string {
		return minutes(raceSide(t, 21).Timings[versus.Queens].Wall)
	}},
	{"counting.md", "holding at most %s MB", func(t *testing.T) string {
		return fmt.Sprintf("%.0f", raceSide(t, 21).Timings[versus.Queens].PeakMB)
	}},
	{"counting.md", "Kluev's counter took %s minutes", func(t *testing.T) string {
		return minutes(raceSide(t, 21).Timings[versus.Rival].Wall)
	}},
	{"counting.md", "The eight parts took %s in all", func(t *testing.T) string {
		merged, _ := measured22(t)
		return hoursAndMinutes(merged.Seconds)
	}},
	{"counting.md", "eight parts of 22 x 22 in %s minutes", func(t *testing.T) string {
		return minutes(raceSide(t, 22).Timings[versus.Queens].Wall)
	}},
	{"counting.md", "holding at most %s MB each", func(t *testing.T) string {
		return fmt.Sprintf("%.0f", raceSide(t, 22).Timings[versus.Queens].PeakMB)
	}},
	{"counting.md", "and Kluev's counter in %s, at", func(t *testing.T) string {
		return hoursAndMinutes(raceSide(t, 22).Timings[versus.Rival].Wall)
	}},
	{"counting.md", "at up to %s MB", func(t *testing.T) string {
		return fmt.Sprintf("%.0f", raceSide(t, 22).Timings[versus.Rival].PeakMB)
	}},
	{"counting.md", "the longest %s minutes", func(t *testing.T) string {
		_, longest := measured22(t)
		return minutes(longest)
	}},
	{"counting.md", "and found [%s solutions]", func(t *testing.T) string {
		merged, _ := measured22(t)
		return words.Thousands(merged.Solutions)
	}},
	{"counting.md", "On 6 x 6 a word needs %s bits", func(*testing.T) string {
		return numberWord(eastBoards(6, []int{0, 2, 4}))
	}},
	{"counting.md", "both halves cross make two groups of %s", func(*testing.T) string {
		return numberWord(6 - 1) // the diagonals of one kind that meet both halves
	}},
	{"growth.md", "Its %s nodes, and their", func(t *testing.T) string {
		p, err := treeprofile.Count(8)
		if err != nil {
			t.Fatal(err)
		}
		return words.Thousands(p.Total())
	}},
	{"growth.md", "where the root is about 0.%s", func(*testing.T) string {
		return strings.TrimPrefix(fmt.Sprintf("%.3f", math.Pow(float64(oeis.Solutions(27)), 1.0/27)/27), "0.")
	}},
	{"growth.md", "tends to e^-α, about 0.%s", func(*testing.T) string {
		return strings.TrimPrefix(fmt.Sprintf("%.3f", math.Exp(-1.942)), "0.")
	}},
	{"growth.md", "tests about a %s times fewer squares", func(t *testing.T) string {
		return fewerSquares(t, 8)
	}},
	{"growth.md", "close to a %s times fewer", func(t *testing.T) string {
		return fewerSquares(t, 12)
	}},
	{"huge.md", "checked pair by pair: that is %s trillion pairs", func(t *testing.T) string {
		pairs := new(big.Int).Binomial(10_000_000, 2)
		return numberWord(int(roughly(t, pairs, 1e12)))
	}},
	{"completion.md", "on the 6 x 6 board %s of the squares have none", func(t *testing.T) string {
		none, squares := 0, 0
		for _, c := range completionsOfEachSquare(t, 6) {
			squares++
			if c == 0 {
				none++
			}
		}
		if 3*none != squares {
			return fmt.Sprintf("%d of %d", none, squares)
		}
		return "a third"
	}},
	{"completion.md", "on 8 x 8 every square has at least %s.", func(t *testing.T) string {
		return numberWord(int(slices.Min(completionsOfEachSquare(t, 8))))
	}},
	{"completion.md", "%s is stuck.", func(t *testing.T) string {
		stuck, pairs := stuckPairs(t, 8)
		if share := float64(stuck) / float64(pairs); share < 0.17 || share >= 0.2 {
			return fmt.Sprintf("%d of %d pairs", stuck, pairs)
		}
		return "Almost one pair in five"
	}},
	{"huge.md", "That is n = %s, ...", func(t *testing.T) string {
		var ns []string
		for n := 4; n <= 21; n++ { // n = 2 and 3 have no solution at all
			if n%6 == 2 || n%6 == 3 {
				ns = append(ns, strconv.Itoa(n))
			}
		}
		return strings.Join(ns, ", ")
	}},
	{"huge.md", "with %s, the default", func(t *testing.T) string {
		return strconv.Itoa(minconflicts.DefaultCandidates)
	}},
	{"huge.md", "exponentially with n: %s on 8 x 8", solutions("bitboard", 8)},
	{"huge.md", "%s on 10 x 10", func(t *testing.T) string { return words.Thousands(counted(t, 10).Solutions) }},
	{"huge.md", "%s on 12 x 12, and", func(t *testing.T) string { return words.Thousands(counted(t, 12).Solutions) }},
	{"huge.md", "Six queens have four solutions among %s permutations", func(t *testing.T) string {
		if got := counted(t, 6).Solutions; got != 4 {
			t.Errorf("n = 6 has %d solutions; huge.md says four", got)
		}
		return words.Thousands(searchspace.Permutations(6).Uint64())
	}},
	{"huge.md", "take %s bytes a queen", func(t *testing.T) string {
		return strconv.Itoa(minconflicts.BytesPerQueen)
	}},
	{"huge.md", "the checker needs %s more", func(t *testing.T) string {
		return strconv.Itoa(verify.CheckBytesPerQueen)
	}},
	// The answers to the Try it questions, outside their cells.
	{"octal.md", "the n^n boards of the n x n board: 4^4 = %s", func(*testing.T) string {
		return words.Thousands(searchspace.Boards(4).Uint64())
	}},
	{"octal.md", "up to 8^8 = %s.", func(*testing.T) string { return words.Thousands(searchspace.Boards(8).Uint64()) }},
	{"octal.md", "queens leave 8^6 = %s boards", func(t *testing.T) string {
		fixed, err := board.ParseFixed("c4,f2", 8, 8)
		if err != nil {
			t.Fatal(err)
		}
		return words.Thousands(runProblem(t, "octal", board.SquareProblem(8).WithFixed(fixed...)).Attempts)
	}},
	{"octal.md", "the rows looked at are the %s calls", attempts("tuplestate", 8)},
	{"octal.md", "while the attempts stay %s.", attempts("octal", 8)},
	{"tuplestate.md", "than half of the %s:", attempts("tuplestate", 8)},
	{"bitboard.md", "and the %s classes hold eight boards or four", func(t *testing.T) string { return words.Thousands(counted(t, 10).Unique) }},
	{"bitboard.md", "c8 + c4 = %s and", func(t *testing.T) string { return words.Thousands(counted(t, 10).Unique) }},
	{"bitboard.md", "8 c8 + 4 c4 = %s,", func(t *testing.T) string { return words.Thousands(counted(t, 10).Solutions) }},
	{"bitboard.md", "so c4 = (8 x %s", func(t *testing.T) string { return words.Thousands(counted(t, 10).Unique) }},
	{"bitboard.md", " - %s) / 4 = 3.", func(t *testing.T) string {
		res := counted(t, 10)
		if (8*res.Unique-res.Solutions)/4 != 3 {
			t.Errorf("10 x 10 has %d classes of four, and bitboard.md says 3", (8*res.Unique-res.Solutions)/4)
		}
		return words.Thousands(res.Solutions)
	}},
	{"bitboard.md", "The identity keeps all %s, no reflection", solutions("bitboard", 8)},
	{"bitboard.md", "the quarter turns none: (%s + 4)", func(t *testing.T) string {
		if c := symmetric.Count(8); c.HalfTurn != 4 || c.QuarterTurn != 0 {
			t.Errorf("on 8 x 8 the half turn keeps %d solutions and the quarter turns %d; bitboard.md says 4 and none", c.HalfTurn, c.QuarterTurn)
		}
		return words.Thousands(counted(t, 8).Solutions)
	}},
	{"bitboard.md", " + 4) / 8 = %s. NQueensFAF", func(t *testing.T) string { return words.Thousands(counted(t, 8).Unique) }},
	{"bitboard.md", "finds 21 x 21's symmetric solutions with %s queens", func(t *testing.T) string {
		return words.Thousands(symmetric.Count(21).Attempts)
	}},
	{"completion.md", "On 9 x 9 %s pairs are stuck", func(t *testing.T) string {
		stuck, _ := stuckPairs(t, 9)
		return numberWord(stuck)
	}},
	{"growth.md", "about %s million squares at 13 x 13", func(t *testing.T) string {
		p, err := treeprofile.Count(13)
		if err != nil {
			t.Fatal(err)
		}
		return strconv.Itoa(roughly(t, new(big.Int).SetUint64(p.Tested()), 1e6))
	}},
	{"dancinglinks.md", "after placing %s queens", func(t *testing.T) string {
		p := board.SquareProblem(8).WithFixed(board.Square{Row: 3, Col: 2}, board.Square{Row: 1, Col: 5}) // c4, f2
		return words.Thousands(runProblem(t, "bitboard", p).Attempts)
	}},
	{"comparison.md", "about %s at 8 x 8", ratio(8)},
	{"comparison.md", "and %s at 10 x 10.", ratio(10)},
}

// ratio is the factor between the attempts of the tuple-state search and
// those of the bit masks on the n x n board, to one decimal.
func ratio(n int) func(*testing.T) string {
	return func(t *testing.T) string {
		return fmt.Sprintf("%.1f", float64(run(t, "tuplestate", n).Attempts)/float64(run(t, "bitboard", n).Attempts))
	}
}

// mentions lists the numbers of the prose that are not results: each is
// named with the reason it needs no check.
var mentions = []mention{
	{"problem.md", "in September 1848", "a date of history"},
	{"problem.md", "on 1 June 1850", "a date of history"},
	{"problem.md", "there on 21 September 1850", "a date of history"},
	{"problem.md", "*Historia Mathematica*, 1977", "the year of a paper cited"},
	{"problem.md", "by Emil Pauls in 1874", "a date of history"},
	{"problem.md", "Wirth (1971) and Dijkstra (1972)", "the years of the papers cited"},
	{"gridbacktrack.md", "R. J. Walker's paper of 1960", "the year of a paper cited"},
	{"completion.md", "as Emil Pauls proved in 1874", "a date of history"},
	{"growth.md", "Volume 4B (2022), section 7.2.2", "the edition and section of a book cited"},
	{"growth.md", "In 1975 Knuth answered", "the year of a paper cited"},
	{"growth.md", "In 2021", "the year of a paper cited"},
	{"growth.md", "α = 1.942 ± 0.003", "a constant as its paper states it"},
	{"growth.md", "exactly up to 27 x 27", "the largest board ever counted, as A000170 lists it"},
	{"growth.md", "finished in 2016 on FPGAs", "the year of a count cited"},
	{"growth.md", "the Q27 project", "the name of a project"},
	{"growth.md", "Carry Chains, No 27", "the title of a paper cited"},
	{"growth.md", "Signal Processing Systems*, 2017): 234,907,967,154,122,528 solutions", "a published count, as A000170 lists it, and its paper's year"},
	{"problem.md", "Max Bezzel published it in 1848", "a date of history"},
	{"problem.md", "the 64 squares, then the second", "the squares of the board"},
	{"problem.md", "from 0 up to 77777777", "the largest eight-digit octal number"},
	{"problem.md", "http://127.0.0.1:8080/stepper.html", "the address serve listens on by default"},
	{"problem.md", "how many of the 64^8 placements", "a question for the reader"},
	{"problem.md", "C(64,8)?", "a question for the reader"},
	{"octal.md", "Count from 00000000 to 77777777 in base eight", "the eight-digit octal numbers"},
	{"combinations.md", "choose 8 of the 64 squares", "the squares of the board"},
	{"combinations.md", "from 0 in the corner to 63", "the squares of the board"},
	{"combinations.md", "choose among the 62", "the squares left after two"},
	{"combinations.md", "as a 64-bit mask", "the width of a Go integer"},
	{"combinations.md", "reports almost 40 minutes on the 8 x 8 board", "the source's own time"},
	{"gridbacktrack.md", "without reading all 64 squares", "the squares of the board"},
	{"growth.md", "its masks hold the squares of a board in 64 bits, so it cannot run a board of 100 squares", "the width of a Go integer, and the squares of 10 x 10"},
	{"bitboard.md", "a 32-bit word", "the width of the masks"},
	{"bitboard.md", "whose mirrors meet at 45 degrees", "geometry"},
	{"completion.md", "proved in 2017", "a date of history"},
	{"completion.md", "OEIS A000170", "the name of a sequence"},
	{"huge.md", "Hoffman, Loessi and Moore (1969)", "a date of history"},
	{"huge.md", "short formulas in 1991", "a date of history"},
	{"huge.md", "In 1990 Minton", "a date of history"},
	{"huge.md", `"3,000,000 queens in less than one minute"`, "the title of a paper"},
	{"huge.md", "up to 3,000 and for a million-sized board", "what construct's TestSolveEveryN checks"},
	{"problem.md", "the first has 64 squares, the second the 63 left, and so on down to 57 for the eighth", "the squares left for each queen in turn"},
	{"problem.md", "gives the arrangements, C(64,8)", "the arrangements' formula"},
	{"combinations.md", "so the six other queens stand on squares after 8: 55 squares, 9 to 63, of which they take any 6. That is C(55,6), fewer than the C(62,6)", "the squares after square 8, and the formulas the Example computes"},
	{"combinations.md", "Answer: C(55,6) arrangements", "the formula the Example computes"},
	{"bitboard.md", "10 leaves 2 divided by 4", "the side of the board of the question"},
	{"dancinglinks.md", "*Information Processing Letters* 8(4):174-175, 1979", "the journal, issue, pages and year of a paper cited"},
	{"dancinglinks.md", "(\"Dancing Links\", 2000, arXiv cs/0011047)", "the year and number of a paper cited"},
	{"dancinglinks.md", "Volume 4B (2022), section 7.2.2.1", "the edition and section of a book cited"},
	{"counting.md", "part held more than 195 MiB", "GNU time's measure of the runs that wrote measured/count22-*of8.json, which no code of the book can take again"},
	{"counting.md", "with AVX-512, one register ANDs eight words, 512 boards", "the name of a processor's instructions, and the width of their registers, eight words of 64 bits"},
}

func TestProseFigures(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the approaches on the classic board; the full test suite runs it")
	}
	for _, f := range figures {
		text := prose(t, f.file)
		want := fmt.Sprintf(f.phrase, f.value(t))
		if !strings.Contains(text, want) {
			t.Errorf("chapters/%s should say %q, as the code computes it", f.file, want)
		}
	}
}

func TestEveryProseNumberIsNamed(t *testing.T) {
	files, err := fs.Glob(chapters.Files, "*.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range files {
		if file == "README.md" {
			continue // the guide to writing chapters, not a chapter
		}
		text := prose(t, file)
		var named [][]int // the spans of text that name their numbers
		for _, f := range figures {
			if f.file == file {
				named = append(named, spans(text, f.phrase, true)...)
			}
		}
		for _, m := range mentions {
			if m.file != file {
				continue
			}
			found := spans(text, m.phrase, false)
			if len(found) == 0 {
				t.Errorf("chapters/%s no longer says %q: drop it from mentions (figures_test.go)", file, m.phrase)
			}
			named = append(named, found...)
		}
		for _, at := range unnamedNumbers(text) {
			if !slices.ContainsFunc(named, func(span []int) bool { return span[0] <= at[0] && at[1] <= span[1] }) {
				t.Errorf("chapters/%s: %q is typed by hand; compute it in a cell, or name it in figures or mentions (figures_test.go)", file, text[at[0]:at[1]])
			}
		}
	}
}

// spans finds phrase in text and returns, for every place it stands, the
// span it names: for a figure, where its %s stands; for a mention, the
// whole phrase.
func spans(text, phrase string, figure bool) [][]int {
	pattern := regexp.QuoteMeta(phrase)
	if figure {
		pattern = strings.Replace(pattern, "%s", `(\d[\d,]*|.+?)`, 1)
	}
	var found [][]int
	for _, m := range regexp.MustCompile(pattern).FindAllStringSubmatchIndex(text, -1) {
		if figure {
			m = m[2:]
		}
		found = append(found, m[:2])
	}
	return found
}

// prose returns the text of a chapter outside its code blocks and
// directives, its lines joined by single spaces.
func prose(t *testing.T, file string) string {
	t.Helper()
	data, err := fs.ReadFile(chapters.Files, file)
	if err != nil {
		t.Fatal(err)
	}
	var kept []string
	fenced := false
	for line := range strings.Lines(string(data)) {
		line = strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(line, "```"):
			fenced = !fenced
		case fenced, strings.HasPrefix(line, "<!--"):
		default:
			kept = append(kept, line)
		}
	}
	return strings.Join(strings.Fields(strings.Join(kept, " ")), " ")
}

var (
	inlineCode = regexp.MustCompile("`[^`]*`")
	linkTarget = regexp.MustCompile(`\]\([^)]*\)`)
	// Sizes, names of squares and formulas are the subject of a sentence,
	// not its results.
	notFigures = regexp.MustCompile(`\d+ x \d+|n = \d+|\d+\^\d+|\d+!|[a-h]\d+\b|\d+[a-z]\b`)
	number     = regexp.MustCompile(`\d[\d,]*\d|\d`)
)

// unnamedNumbers returns where text has numbers of two digits or more,
// leaving out inline code, link targets, sizes and formulas. A single
// digit in the prose is a row, a file, a base or a count of queens that
// the sentence itself defines.
func unnamedNumbers(text string) [][]int {
	for _, re := range []*regexp.Regexp{inlineCode, linkTarget, notFigures} {
		// Blanks of the same length keep the places of the numbers.
		text = re.ReplaceAllStringFunc(text, func(s string) string { return strings.Repeat(" ", len(s)) })
	}
	var found [][]int
	for _, at := range number.FindAllStringIndex(text, -1) {
		if len(strings.ReplaceAll(text[at[0]:at[1]], ",", "")) >= 2 {
			found = append(found, at)
		}
	}
	return found
}

func run(t *testing.T, approach string, n int) harness.Result {
	return runProblem(t, approach, board.SquareProblem(n))
}

// runs keeps the runs made so far: several figures read the same one.
var runs sync.Map

func runProblem(t *testing.T, approach string, p board.Problem) harness.Result {
	t.Helper()
	key := approach + " " + p.String()
	if res, ok := runs.Load(key); ok {
		return res.(harness.Result)
	}
	a, err := catalog.Registry.Lookup(approach)
	if err != nil {
		t.Fatal(err)
	}
	// The combinations search takes seconds to its first solution and a
	// minute for all of them: only its first is asked for.
	opt := harness.Options{First: approach == "combinations"}
	res, err := harness.Run(context.Background(), a, p, opt)
	if err != nil {
		t.Fatal(err)
	}
	runs.Store(key, res)
	return res
}

func attempts(approach string, n int) func(*testing.T) string {
	return func(t *testing.T) string { return words.Thousands(run(t, approach, n).Attempts) }
}

func toFirst(approach string, n int) func(*testing.T) string {
	return func(t *testing.T) string { return words.Thousands(run(t, approach, n).AttemptsToFirst) }
}

func solutions(approach string, n int) func(*testing.T) string {
	return func(t *testing.T) string { return words.Thousands(uint64(run(t, approach, n).Solutions)) }
}

func permutations(n int) func(*testing.T) string {
	return func(*testing.T) string { return words.Thousands(searchspace.Permutations(n).Uint64()) }
}

func binomial(n, k int64) func(*testing.T) string {
	return func(*testing.T) string { return words.Thousands(new(big.Int).Binomial(n, k).Uint64()) }
}

// openMeasured opens file of chapters/measured until the test ends.
func openMeasured(t *testing.T, file string) fs.File {
	t.Helper()
	f, err := chapters.Files.Open("measured/" + file)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

// measuredCount reads the record of a count that a reader ran by hand,
// which chapters/measured keeps, and checks its count against OEIS.
func measuredCount(t *testing.T, file string) count.Record {
	t.Helper()
	rec, err := count.ReadRecord(openMeasured(t, file), catalog.Methods)
	if err != nil {
		t.Fatalf("measured/%s: %v", file, err)
	}
	if rec.Solutions != uint64(oeis.Solutions(rec.N)) || rec.Seconds == nil {
		t.Fatalf("measured/%s: %d solutions on %d x %d, OEIS says %d, in %v seconds", file, rec.Solutions, rec.N, rec.N, oeis.Solutions(rec.N), rec.Seconds)
	}
	return rec
}

// raceSide returns the side n of the race that chapters/measured keeps,
// race.txt and the records of the parts, whose rival is Kluev's counter.
func raceSide(t *testing.T, n int) versus.Side {
	t.Helper()
	race, err := versus.ReadMeasured(chapters.Files, "measured")
	if err != nil {
		t.Fatal(err)
	}
	if race.Rival != "Kluev" {
		t.Fatalf("measured/race.txt races %q, the chapter names Kluev", race.Rival)
	}
	for _, side := range race.Sides {
		if side.N == n {
			return side
		}
	}
	t.Fatalf("measured/race.txt has no side %d", n)
	return versus.Side{}
}

// minutes writes seconds as whole minutes.
func minutes(seconds float64) string {
	return strconv.Itoa(int(math.Round(seconds / 60)))
}

// hoursAndMinutes writes seconds as whole hours and minutes, "1 hour 21
// minutes".
func hoursAndMinutes(seconds float64) string {
	total := int(math.Round(seconds / 60))
	hours := "hours"
	if total/60 == 1 {
		hours = "hour"
	}
	return fmt.Sprintf("%d %s %d minutes", total/60, hours, total%60)
}

// measured22 merges the eight parts of the count of 22 x 22 that
// chapters/measured keeps, checks that they make the whole count that
// count22.json records, and returns the merge and the longest part's
// seconds.
func measured22(t *testing.T) (count.Result, float64) {
	t.Helper()
	var parts []count.Result
	longest := 0.0
	for p := 1; p <= 8; p++ {
		part := measuredShard(t, fmt.Sprintf("count22-%dof8.json", p))
		parts = append(parts, part)
		longest = max(longest, part.Seconds)
	}
	merged, err := count.Merge(parts...)
	if err != nil {
		t.Fatalf("the parts of measured/count22.json: %v", err)
	}
	whole := measuredCount(t, "count22.json")
	if whole.Solutions != merged.Solutions || whole.Attempts != merged.Attempts || *whole.Seconds != merged.Seconds {
		t.Fatalf("measured/count22.json holds %d solutions, %d attempts in %v s; its parts make %d, %d in %v s",
			whole.Solutions, whole.Attempts, *whole.Seconds, merged.Solutions, merged.Attempts, merged.Seconds)
	}
	return merged, longest
}

// measuredShard reads the record of a shard of a count that a reader ran
// by hand, which chapters/measured keeps, and checks that it holds fewer
// solutions than OEIS gives the whole board.
func measuredShard(t *testing.T, file string) count.Result {
	t.Helper()
	res, err := count.ReadShard(openMeasured(t, file), catalog.Methods, false)
	if err != nil {
		t.Fatalf("measured/%s: %v", file, err)
	}
	if res.Solutions == 0 || res.Solutions >= uint64(oeis.Solutions(res.N)) || res.Seconds <= 0 {
		t.Fatalf("measured/%s: %d solutions on part %v of %d x %d, of the %d that OEIS gives the whole, in %v seconds",
			file, res.Solutions, res.Shard, res.N, res.N, oeis.Solutions(res.N), res.Seconds)
	}
	return res
}

func counted(t *testing.T, n int) count.Result {
	t.Helper()
	res, err := count.Count(context.Background(), bitcount.FoldAll, board.SquareProblem(n), count.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// octalNumber reads a board of eight queens as the octal number whose
// digits are its columns, rank 1 first.
func octalNumber(b board.Board) uint64 {
	var x uint64
	for _, col := range b {
		x = x*8 + uint64(col)
	}
	return x
}

// roughly rounds x to a whole number of units.
func roughly(t *testing.T, x *big.Int, unit float64) int {
	f, _ := new(big.Float).SetInt(x).Float64()
	return int(f/unit + 0.5)
}

// completionsOfEachSquare counts the solutions of the n x n board through
// each of its squares.
func completionsOfEachSquare(t *testing.T, n int) []uint64 {
	var counts []uint64
	for sq := range n * n {
		counts = append(counts, completions(t, board.SquareProblem(n).WithFixed(board.Square{Row: sq / n, Col: sq % n})))
	}
	return counts
}

// stuckPairs counts the pairs of squares of the n x n board whose queens
// attack nothing, and how many of them no solution goes through.
func stuckPairs(t *testing.T, n int) (stuck, pairs int) {
	for a := range n * n {
		for b := a + 1; b < n*n; b++ {
			p := board.SquareProblem(n).WithFixed(board.Square{Row: a / n, Col: a % n}, board.Square{Row: b / n, Col: b % n})
			if p.Validate() != nil {
				continue
			}
			pairs++
			if completions(t, p) == 0 {
				stuck++
			}
		}
	}
	return stuck, pairs
}

func completions(t *testing.T, p board.Problem) uint64 {
	t.Helper()
	res, err := count.Count(context.Background(), bitcount.FoldNone, p, count.Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	return res.Solutions
}

// classSizes says, in words, how many classes of each size the
// fundamental solutions of the n x n board have.
func classSizes(t *testing.T, n int) string {
	t.Helper()
	classes, err := bitcount.Fundamental(context.Background(), n)
	if err != nil {
		t.Fatal(err)
	}
	bySize := map[int]int{}
	for c := range classes {
		bySize[c.Size]++
	}
	// "eleven classes of eight and one of four": the noun comes once.
	var parts []string
	for _, size := range []int{8, 4, 2} {
		if k := bySize[size]; k > 0 {
			noun := ""
			if len(parts) == 0 {
				noun = plural(k, " class", " classes")
			}
			parts = append(parts, fmt.Sprintf("%s%s of %s", numberWord(k), noun, numberWord(size)))
		}
	}
	return strings.Join(parts, " and ")
}

// fewerSquares says how many times fewer squares the pruned row-by-row
// search tests than the octal counter tests boards, in round words.
func fewerSquares(t *testing.T, n int) string {
	t.Helper()
	profile, err := treeprofile.Count(n)
	if err != nil {
		t.Fatal(err)
	}
	ratio, _ := new(big.Rat).SetFrac(searchspace.Boards(n), new(big.Int).SetUint64(profile.Tested())).Float64()
	switch {
	case ratio >= 5e2 && ratio < 2e3:
		return "thousand"
	case ratio >= 5e5 && ratio < 2e6:
		return "million"
	}
	return fmt.Sprintf("%.0f", ratio)
}

// eastBoards counts the ways of standing a queen on each of rows in the
// east half of the n x n board, one a file, no two on a diagonal.
func eastBoards(n int, rows []int) int {
	var place func(placed []board.Square) int
	place = func(placed []board.Square) int {
		if len(placed) == len(rows) {
			return 1
		}
		ways := 0
		for col := n / 2; col < n; col++ {
			next := board.Square{Row: rows[len(placed)], Col: col}
			if !slices.ContainsFunc(placed, next.Attacks) {
				ways += place(append(placed, next))
			}
		}
		return ways
	}
	return place(nil)
}

func numberWord(k int) string {
	w := []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"}
	tens := map[int]string{20: "twenty", 30: "thirty", 40: "forty", 50: "fifty"}
	switch {
	case k < len(w):
		return w[k]
	case tens[k] != "":
		return tens[k]
	}
	return strconv.Itoa(k)
}

func plural(k int, one, many string) string {
	if k == 1 {
		return one
	}
	return many
}

// TestJoinAttempts holds the counting chapter to its word: on 9 x 9 and
// 11 x 11 the join of halves makes fewer attempts than the full fold and
// the constellations, on 8 x 8, 10 x 10 and 12 x 12 more than both.
func TestJoinAttempts(t *testing.T) {
	text := prose(t, "counting.md")
	if !strings.Contains(text, "On 9 x 9 and 11 x 11 the join makes fewer attempts than the full fold and the constellations, on 8 x 8, 10 x 10 and 12 x 12 more") {
		t.Fatal("the counting chapter no longer says where the join makes fewer attempts; change this test with it")
	}
	attempts := func(m count.Method, n int) uint64 {
		res, err := count.Count(context.Background(), m, board.SquareProblem(n), count.Options{})
		if err != nil {
			t.Fatal(err)
		}
		return res.Attempts
	}
	for n := 8; n <= 12; n++ {
		join := attempts(halves.Method{}, n)
		all, border := attempts(bitcount.FoldAll, n), attempts(constellation.Method{}, n)
		fewer, more := join < all && join < border, join > all && join > border
		if odd := n%2 == 1; odd && !fewer || !odd && !more {
			t.Errorf("n = %d: the join makes %d attempts, the full fold %d, the constellations %d", n, join, all, border)
		}
	}
}
