package searchcmd

import (
	"encoding/json"
	"testing"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/verify"
)

// The JSON of one is written by hand, column by column: it must parse,
// and its tuple must be the solution the summary describes.
func TestOneJSON(t *testing.T) {
	for _, args := range [][]string{
		{"-n", "1", "-format", "json"},
		{"-n", "12", "-approach", "construct", "-format", "json"},
		{"-n", "20000", "-seed", "5", "-format", "json", "-verify"},
	} {
		status, stdout, stderr := queens(append([]string{"one"}, args...)...)
		if status != cli.ExitOK {
			t.Fatalf("one %v: status %d, stderr %q", args, status, stderr)
		}
		var rec struct {
			oneRecord
			Tuple board.Board `json:"tuple"`
		}
		if err := json.Unmarshal([]byte(stdout), &rec); err != nil {
			t.Fatalf("one %v wrote JSON that does not parse: %v", args, err)
		}
		if err := verify.Check(rec.Tuple); err != nil || len(rec.Tuple) != rec.N {
			t.Errorf("one %v: the tuple of %d columns for n = %d is not a solution: %v", args, len(rec.Tuple), rec.N, err)
		}
		if rec.Seconds != nil {
			t.Errorf("one %v: a timeless run reports %v seconds", args, *rec.Seconds)
		}
	}
}
