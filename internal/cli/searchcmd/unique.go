package searchcmd

import (
	"context"
	"encoding/json"
	"fmt"
	"io"

	"github.com/queensbook/queens/approaches/bitboard"
	"github.com/queensbook/queens/counting/bitcount"
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/words"
)

// solveUnique lists the fundamental solutions of the n x n board: one
// board of each class that the eight rotations and reflections make, with
// the size of the class, so that the sizes add up to all the solutions.
func solveUnique(ctx context.Context, env cli.Env, fs *cli.FlagSet, n int, format string, quiet bool) error {
	for _, clash := range []string{"fixed", "rows", "cols", "first", "approach"} {
		if fs.IsSet(clash) {
			return cli.Usagef("-unique lists the fundamental solutions of the empty n x n board with the bitboard search; it does not go with -%s", clash)
		}
	}
	// Listing classes is held to the limit of listing solutions; the
	// counter, which lists nothing, goes much further.
	if n > bitboard.MaxN {
		return cli.Usagef("listing the fundamental solutions past n = %d takes too long; count them with 'queens count -n %d -unique'", bitboard.MaxN, n)
	}
	classes, err := bitcount.Fundamental(ctx, n)
	if err != nil {
		return cli.Usagef("%v", err)
	}
	var found []bitcount.Class
	for c := range classes {
		if ctx.Err() != nil {
			break
		}
		found = append(found, c)
	}
	if err := writeClasses(env, n, found, format, quiet); err != nil {
		return err
	}
	return ctx.Err()
}

func writeClasses(env cli.Env, n int, classes []bitcount.Class, format string, quiet bool) error {
	total := 0
	sizes := map[int]int{}
	for _, c := range classes {
		total += c.Size
		sizes[c.Size]++
	}
	switch format {
	case "json":
		type class struct {
			Board []int `json:"board"`
			Size  int   `json:"size"`
		}
		out := struct {
			N         int     `json:"n"`
			Unique    int     `json:"unique"`
			Solutions int     `json:"solutions"`
			Classes   []class `json:"classes"`
		}{N: n, Unique: len(classes), Solutions: total, Classes: []class{}}
		for _, c := range classes {
			out.Classes = append(out.Classes, class{c.Board, c.Size})
		}
		enc := json.NewEncoder(env.Stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(out)
	case "tuple":
		// Plain tuples, which queens verify reads back; the sizes of the
		// classes are in the summary and in -format json.
		for _, c := range classes {
			fmt.Fprintln(env.Stdout, c.Board)
		}
		if !quiet {
			writeClassSummary(env.Stderr, n, len(classes), total, sizes)
		}
		return nil
	}
	draw := board.Chess
	if format == "plain" {
		draw = board.Plain
	}
	for i, c := range classes {
		fmt.Fprintf(env.Stdout, "Fundamental solution %d: %v, a class of %d\n%s\n", i+1, c.Board, c.Size, draw(c.Board, n))
	}
	writeClassSummary(env.Stdout, n, len(classes), total, sizes)
	return nil
}

// writeClassSummary says how the classes add up, largest first: for n = 8,
// "92 = 11 x 8 + 1 x 4".
func writeClassSummary(w io.Writer, n, unique, total int, sizes map[int]int) {
	sum := ""
	for _, size := range []int{8, 4, 2, 1} {
		if k := sizes[size]; k > 0 {
			if sum != "" {
				sum += " + "
			}
			sum += fmt.Sprintf("%s x %d", words.Thousands(uint64(k)), size)
		}
	}
	if unique == 0 {
		fmt.Fprintf(w, "no fundamental solution on %d x %d: the board has no solution.\n", n, n)
		return
	}
	fmt.Fprintf(w, "%s on %d x %d; their classes hold %s = %s solutions.\n", words.Plural(unique, "fundamental solution"), n, n, words.Thousands(uint64(total)), sum)
}
