package catalog_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/queensbook/queens/internal/catalog"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/searchspace"
)

// The brute-force searches test every candidate of their space, no more
// and no fewer: Example_ideas takes their attempts from the size of the
// space, on boards too large to run.
func TestBruteForceTestsItsWholeSpace(t *testing.T) {
	for _, tc := range []struct {
		approach string
		space    func(n int) *big.Int
		largest  int
	}{
		{"combinations", searchspace.Arrangements, 6},
		{"octal", searchspace.Boards, 7},
		{"permfilter", searchspace.Permutations, 8},
	} {
		a, err := catalog.Registry.Lookup(tc.approach)
		if err != nil {
			t.Fatal(err)
		}
		for n := 1; n <= tc.largest; n++ {
			res, err := harness.Run(context.Background(), a, board.SquareProblem(n), harness.Options{})
			if err != nil {
				t.Fatalf("%s, n = %d: %v", tc.approach, n, err)
			}
			if want := tc.space(n); new(big.Int).SetUint64(res.Attempts).Cmp(want) != 0 {
				t.Errorf("%s, n = %d: %d attempts, want the whole space, %v", tc.approach, n, res.Attempts, want)
			}
		}
	}
}

// Every method is found by its name, and a name not in the list is
// refused with the names that are.
func TestMethodsLookUpByName(t *testing.T) {
	for _, m := range catalog.Methods {
		if got, err := catalog.Methods.Lookup(m.Name()); err != nil || got != m {
			t.Errorf("Lookup(%q) = %v, %v", m.Name(), got, err)
		}
	}
	_, err := catalog.Methods.Lookup("half")
	if want := `unknown fold "half": choose halves, constellations, all, mirror or none`; err == nil || err.Error() != want {
		t.Errorf("Lookup(\"half\"): err = %v, want %q", err, want)
	}
}
