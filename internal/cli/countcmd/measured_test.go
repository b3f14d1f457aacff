package countcmd

import (
	"context"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/internal/catalog"
	"github.com/queensbook/queens/internal/cli/measured"
	"github.com/queensbook/queens/puzzle/board"
)

// The counts and attempts of the book's table of counts,
// chapters/measured/count.md, are what the code counts today: a change
// that changes the attempts of a method leaves the table stale until
// make tables measures it again. The times change from run to run, the
// counts never do. Every method's rows are counted up to 13 x 13, and
// the quick ones', halves and constellations, on every side.
func TestMeasuredCountsAreTheCodes(t *testing.T) {
	table, err := measured.ReadMeasuredTable(filepath.Join("..", "..", "..", "chapters", "measured", "count.md"))
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, row := range table.Rows {
		method, err := catalog.Methods.Lookup(row["fold"])
		if err != nil || row["workers"] != "1" {
			continue // a rival's row, or the same count on more workers
		}
		n, err := strconv.Atoi(row["n"])
		if err != nil {
			t.Fatalf("row %v: %v", row, err)
		}
		if n > 13 && method.Name() != "halves" && method.Name() != "constellations" {
			continue
		}
		res, err := count.Count(context.Background(), method, board.SquareProblem(n), count.Options{Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		solutions, attempts := strings.ReplaceAll(row["solutions"], ",", ""), strings.ReplaceAll(row["attempts"], ",", "")
		if solutions != strconv.FormatUint(res.Solutions, 10) || attempts != strconv.FormatUint(res.Attempts, 10) {
			t.Errorf("count.md: n = %d, fold %s: %s solutions, %s attempts; the code counts %d, %d (make tables measures them again)",
				n, row["fold"], row["solutions"], row["attempts"], res.Solutions, res.Attempts)
		}
		checked++
	}
	if checked < 20 {
		t.Errorf("count.md: only %d rows checked", checked)
	}
}
