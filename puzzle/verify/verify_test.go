package verify

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/queensbook/queens/puzzle/board"
)

func TestCheckNamesTheFirstAttack(t *testing.T) {
	cases := []struct {
		name string
		b    board.Board
		a, c board.Square // the attacking pair Check must name
	}{
		{"same file", board.Board{1, 3, 1, 2}, board.Square{Row: 0, Col: 1}, board.Square{Row: 2, Col: 1}},
		{"diagonal", board.Board{0, 1, 3, 2}, board.Square{Row: 0, Col: 0}, board.Square{Row: 1, Col: 1}},
		{"anti-diagonal", board.Board{1, 0, 3, 2}, board.Square{Row: 0, Col: 1}, board.Square{Row: 1, Col: 0}},
		// Row 3 is attacked by rows 0 (diagonal) and 1 (file): the earlier wins.
		{"earliest attacker", board.Board{0, 3, 1, 3, 2}, board.Square{Row: 0, Col: 0}, board.Square{Row: 3, Col: 3}},
	}
	for _, c := range cases {
		err := Check(c.b)
		var attack *AttackError
		if !errors.As(err, &attack) {
			t.Errorf("%s: Check(%v) = %v, want an AttackError", c.name, c.b, err)
			continue
		}
		if attack.A != c.a || attack.B != c.c {
			t.Errorf("%s: Check(%v) names %v and %v, want %v and %v", c.name, c.b, attack.A, attack.B, c.a, c.c)
		}
		if !errors.Is(err, ErrNotSolution) {
			t.Errorf("%s: %v does not wrap ErrNotSolution", c.name, err)
		}
	}
}

func TestCheckOffBoard(t *testing.T) {
	for _, b := range []board.Board{{1, 3, 0, 4}, {1, 3, -2, 2}} {
		err := Check(b)
		var off *OffBoardError
		if !errors.As(err, &off) || !errors.Is(err, ErrNotSolution) {
			t.Errorf("Check(%v) = %v, want an OffBoardError", b, err)
		}
	}
}

// TestCheckOn checks boards of other shapes: wide boards with a queen in
// every row, tall ones with empty rows, and boards short of queens.
func TestCheckOn(t *testing.T) {
	const e = board.Empty
	cases := []struct {
		b    board.Board
		cols int
		want error // nil, or an error of the type wanted
	}{
		{board.Board{0, 2, 4, 1, 7}, 8, nil},
		{board.Board{0, 2, 4, 1, 7}, 7, &OffBoardError{}},
		{board.Board{0, 2, 4, 1, 7}, 100, nil},
		{board.Board{0, 2, 4, 1, 3}, 5, nil},
		{board.Board{e, e, e, 0, 2, 4, 1, 3}, 5, nil},
		{board.Board{e, e, e, 0, 2, 4, 1, 3}, 6, &CountError{}},
		{board.Board{e, e, 0, 1, 3}, 4, &AttackError{}},
		{board.Board{1, 3, e, 2}, 4, &CountError{}},
		{board.Board{e, e}, 1, &CountError{}},
	}
	for _, c := range cases {
		err := CheckOn(c.b, c.cols)
		if c.want == nil && err != nil || c.want != nil && fmt.Sprintf("%T", err) != fmt.Sprintf("%T", c.want) {
			t.Errorf("CheckOn(%v, %d) = %v, want a %T", c.b, c.cols, err, c.want)
		}
		if solves := (board.Problem{Rows: len(c.b), Cols: c.cols}).Solves(c.b); solves != (err == nil) {
			t.Errorf("CheckOn(%v, %d) = %v, but Solves says %v", c.b, c.cols, err, solves)
		}
	}
}

func TestColumns(t *testing.T) {
	const e = board.Empty
	for _, c := range []struct {
		b    board.Board
		want int
	}{
		{board.Board{1, 3, 0, 2}, 4},
		{board.Board{0, 2, 4, 1, 7}, 8},
		{board.Board{e, e, e, 0, 2, 4, 1, 3}, 5},
		{board.Board{e, 6, e}, 7},
		{board.Board{0, 0, 0}, 3},
		{board.Board{e}, 0},
	} {
		if got := Columns(c.b); got != c.want {
			t.Errorf("Columns(%v) = %d, want %d", c.b, got, c.want)
		}
	}
}

// TestCheckOnMemory checks that the arrays follow the columns the tuple
// uses, not those the caller names: a vast board of five rows is checked,
// and a tuple naming a vast column is refused before anything is
// allocated.
func TestCheckOnMemory(t *testing.T) {
	if err := CheckOn(board.Board{0, 2, 4, 1, 7}, MaxN); err != nil {
		t.Errorf("5 queens on 5 x %d: %v", MaxN, err)
	}
	var tooLarge *TooLargeError
	if err := CheckOn(board.Board{0, 2, MaxN - 1}, MaxN); !errors.As(err, &tooLarge) {
		t.Errorf("a queen in column %d: %v, want a TooLargeError", MaxN-1, err)
	}
}

// TestCheckAgreesWithSolves compares Check with board.Problem.Solves on
// every board of one queen a row for n = 1..6, and on random permutations
// of larger boards.
func TestCheckAgreesWithSolves(t *testing.T) {
	for n := 1; n <= 6; n++ {
		b := make(board.Board, n)
		for {
			agree(t, b)
			if !next(b) {
				break
			}
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		n := 4 + rng.IntN(30)
		agree(t, board.Board(rng.Perm(n)))
	}
}

func agree(t *testing.T, b board.Board) {
	t.Helper()
	solves := board.SquareProblem(len(b)).Solves(b)
	if err := Check(b); (err == nil) != solves {
		t.Fatalf("Check(%v) = %v, but Solves says %v", b, err, solves)
	}
}

// next turns b into the following board in base len(b), as an odometer.
func next(b board.Board) bool {
	for row := len(b) - 1; row >= 0; row-- {
		if b[row]++; b[row] < len(b) {
			return true
		}
		b[row] = 0
	}
	return false
}

func TestReserve(t *testing.T) {
	if err := Reserve(1000, 8, 8000); err != nil {
		t.Errorf("1000 queens at 8 bytes fit in 8000 bytes, but Reserve says %v", err)
	}
	err := Reserve(1001, 8, 8000)
	var tooLarge *TooLargeError
	if !errors.As(err, &tooLarge) || tooLarge.Limit != 1000 {
		t.Fatalf("Reserve(1001, 8, 8000) = %v, want a TooLargeError with limit 1000", err)
	}
	if !strings.Contains(err.Error(), "n = 1000") {
		t.Errorf("the error %q does not name the largest board that fits", err)
	}
	if got, want := Limit(8, 0), int(DefaultBudget/8); got != want {
		t.Errorf("Limit(8, 0) = %d, want the default budget's %d", got, want)
	}
	if got := Limit(1, 1<<62); got != MaxN {
		t.Errorf("Limit with a vast budget = %d, want MaxN = %d", got, MaxN)
	}
}

func TestBytes(t *testing.T) {
	for in, want := range map[int64]string{4 << 30: "4 GiB", 1536 << 20: "1536 MiB", 3 << 10: "3 KiB", 1000: "1000 bytes"} {
		if got := bytes(in); got != want {
			t.Errorf("bytes(%d) = %q, want %q", in, got, want)
		}
	}
}
