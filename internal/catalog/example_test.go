package catalog_test

import (
	"context"
	"fmt"
	"math/big"
	"strings"

	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/internal/catalog"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/searchspace"
	"github.com/queensbook/queens/puzzle/words"
)

// An idea of the book, the approach that brings it in, and how the
// approach's attempts on an n x n board are found. An idea builds on the
// row above, or on the row whose approach is after when it names one.
type idea struct {
	name, approach string
	attempts       func(n int) (*big.Int, error)
	after          string
}

// The brute-force searches test every candidate of their space, so their
// attempts are the size of the space (TestBruteForceTestsItsWholeSpace
// holds them to it); the others run.
var ideas = []idea{
	{"any n squares", "combinations", space(searchspace.Arrangements), ""},
	{"one queen a rank", "octal", space(searchspace.Boards), ""},
	{"one queen a file too", "permfilter", space(searchspace.Permutations), ""},
	{"stop at an attack", "tuplestate", run("tuplestate"), ""},
	{"skip attacked squares", "bitboard", run("bitboard"), ""},
	{"fewest choices first", "dancinglinks", run("dancinglinks"), ""},
	{"fold the mirror", "bitcount mirror", counted("mirror"), "bitboard"},
	{"fold all eight", "bitcount all", counted("all"), ""},
	{"fold the border first", "constellations", counted("constellations"), ""},
}

func space(size func(n int) *big.Int) func(int) (*big.Int, error) {
	return func(n int) (*big.Int, error) { return size(n), nil }
}

func run(name string) func(int) (*big.Int, error) {
	return func(n int) (*big.Int, error) {
		a, err := catalog.Registry.Lookup(name)
		if err != nil {
			return nil, err
		}
		res, err := harness.Run(context.Background(), a, board.SquareProblem(n), harness.Options{})
		return new(big.Int).SetUint64(res.Attempts), err
	}
}

func counted(method string) func(int) (*big.Int, error) {
	return func(n int) (*big.Int, error) {
		m, err := catalog.Methods.Lookup(method)
		if err != nil {
			return nil, err
		}
		res, err := count.Count(context.Background(), m, board.SquareProblem(n), count.Options{})
		return new(big.Int).SetUint64(res.Attempts), err
	}
}

// saved says how many times fewer attempts now makes than before.
func saved(before, now *big.Int) string {
	ratio, _ := new(big.Rat).SetFrac(before, now).Float64()
	if ratio < 10 {
		return fmt.Sprintf("%.1fx", ratio)
	}
	return words.Thousands(uint64(ratio+0.5)) + "x"
}

// What each idea of the book saves: every row names the idea its
// approach adds, and "saved" is how many times fewer attempts it makes
// than the row it builds on, on the 8 x 8 board and on the 12 x 12 one:
// the row above, but for the folds, which build on the bit masks and not
// on dancing links. The unit
// of an attempt changes on the way (an arrangement, a board, a
// permutation, a call of conflict, a queen placed), so a factor between
// two rows of different units compares different work, and no product of
// them is a speed-up.
func Example_ideas() {
	row := func(cells ...any) {
		line := fmt.Sprintf("%-21s %-15s %13s %10s %16s", cells...)
		fmt.Println(strings.TrimRight(line, " "))
	}
	row("idea", "approach", "attempts", "saved", "saved")
	row("", "", "8 x 8", "8 x 8", "12 x 12")
	var above [2]*big.Int
	of := map[string][2]*big.Int{} // the attempts of each approach
	for _, id := range ideas {
		before := above
		if id.after != "" {
			before = of[id.after]
		}
		var cells [3]string
		for i, n := range []int{8, 12} {
			now, err := id.attempts(n)
			if err != nil {
				fmt.Println(err)
				return
			}
			if i == 0 {
				cells[0] = words.Thousands(now.Uint64())
			}
			if before[i] != nil {
				cells[1+i] = saved(before[i], now)
			}
			above[i] = now
		}
		of[id.approach] = above
		row(id.name, id.approach, cells[0], cells[1], cells[2])
	}
	// Output:
	// idea                  approach             attempts      saved            saved
	//                                               8 x 8      8 x 8          12 x 12
	// any n squares         combinations    4,426,165,368
	// one queen a rank      octal              16,777,216       264x          11,622x
	// one queen a file too  permfilter             40,320       416x          18,614x
	// stop at an attack     tuplestate             15,720       2.6x              47x
	// skip attacked squares bitboard                2,056       7.6x              12x
	// fewest choices first  dancinglinks            1,048       2.0x             4.0x
	// fold the mirror       bitcount mirror         1,028       2.0x             2.0x
	// fold all eight        bitcount all              522       2.0x             2.1x
	// fold the border first constellations            482       1.1x             1.2x
}
