package searchcmd

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/puzzle/board"
)

// TestFormatsSameWayUp prints one board with no symmetry in every format
// solve has and reads the board back from each: the tuple, the drawings
// (whose last rank line is rank 1, row 0) and JSON must all be the same
// board, so that no format shows it upside down or mirrored.
func TestFormatsSameWayUp(t *testing.T) {
	args := []string{"solve", "-n", "8", "-first", "-approach", "tuplestate", "-format"}
	status, out, stderr := queens(append(args, "tuple")...)
	if status != cli.ExitOK {
		t.Fatalf("solve -format tuple: status %d, %s", status, stderr)
	}
	want := parseTupleLine(t, out)
	if board.ClassSize(want) != 8 {
		t.Fatalf("%v has a symmetry; the test needs a board that has none", want)
	}
	for _, format := range []string{"plain", "chess", "json"} {
		status, out, stderr := queens(append(args, format)...)
		if status != cli.ExitOK {
			t.Fatalf("solve -format %s: status %d, %s", format, status, stderr)
		}
		var got board.Board
		switch format {
		case "json":
			var v struct{ Boards [][]int }
			if err := json.Unmarshal([]byte(out), &v); err != nil || len(v.Boards) != 1 {
				t.Fatalf("solve -format json: %v, %d boards", err, len(v.Boards))
			}
			got = v.Boards[0]
		default:
			got = readDrawing(out, format == "chess")
		}
		if !slices.Equal(got, want) {
			t.Errorf("solve -format %s shows %v, and the tuple is %v:\n%s", format, got, want, out)
		}
	}
}

// parseTupleLine reads the first line of out as a tuple.
func parseTupleLine(t *testing.T, out string) board.Board {
	t.Helper()
	line, _, _ := strings.Cut(out, "\n")
	var b board.Board
	for _, f := range strings.Fields(line) {
		col, err := strconv.Atoi(f)
		if err != nil {
			t.Fatalf("%q is not a tuple: %v", line, err)
		}
		b = append(b, col)
	}
	return b
}

// readDrawing reads a drawn board: the lines of squares, highest rank
// first, each with one queen (q or Q). The chess form starts every such
// line with its rank number, which must match its place; when one does
// not, readDrawing returns nil.
func readDrawing(out string, ranked bool) board.Board {
	var lines [][]string
	var ranks []int
	for line := range strings.Lines(out) {
		fields := strings.Fields(line)
		if len(fields) == 0 || strings.Contains(line, ":") || !slices.ContainsFunc(fields, isQueen) {
			continue
		}
		if ranked {
			rank, err := strconv.Atoi(fields[0])
			if err != nil {
				return nil
			}
			ranks, fields = append(ranks, rank), fields[1:]
		}
		lines = append(lines, fields)
	}
	b := make(board.Board, len(lines))
	for i, fields := range lines {
		row := len(lines) - 1 - i // the last line drawn is rank 1
		if ranked && ranks[i] != row+1 {
			return nil
		}
		b[row] = slices.IndexFunc(fields, isQueen)
	}
	return b
}

// isQueen reports whether a square of a drawing holds a queen.
func isQueen(square string) bool { return square == "q" || square == "Q" }
