package dancinglinks

import (
	"strconv"
	"strings"

	"github.com/queensbook/queens/puzzle/board"
)

// ItemKind says which line of the board an item stands for.
type ItemKind int

// The four kinds of line a queen stands on.
const (
	// Rank is a row of the board.
	Rank ItemKind = iota
	// File is a column of the board.
	File
	// Rising is a diagonal that climbs to the right, as a1-h8 does.
	Rising
	// Falling is a diagonal that climbs to the left, as h1-a8 does.
	Falling
)

// An Item is one column of the exact-cover matrix: one line of the board
// that a queen may stand on.
type Item struct {
	Kind ItemKind
	// Bottom is the lowest square of the line: a rank's file a, a file's
	// rank 1, and a diagonal's square on rank 1 or on the edge file it
	// starts from.
	Bottom board.Square
}

// String names the item in chess terms: "R3" for rank 3, "Fc" for file
// c, and a diagonal by its lowest square, "/a3" rising from a3 and
// "\h3" falling from h3.
func (it Item) String() string {
	switch it.Kind {
	case Rank:
		return "R" + strconv.Itoa(it.Bottom.Row+1)
	case File:
		return "F" + strings.TrimSuffix(it.Bottom.String(), "1") // file c's bottom is c1
	case Rising:
		return "/" + it.Bottom.String()
	default:
		return `\` + it.Bottom.String()
	}
}

// An Option is one row of the matrix: a queen on Square, which covers
// the items listed.
type Option struct {
	Square board.Square
	// Items are the option's items by their place in [Model.Items]: its
	// rank, its file, its rising and its falling diagonal.
	Items []int
}

// Model is the n queens problem, or its rows x cols form, as an exact
// cover problem. Every rank and every file of a square board must hold
// exactly one queen: they are the primary items. A diagonal may hold one
// queen or none: the diagonals are secondary items. On a rectangle, with
// min(rows, cols) queens, the lines of the shorter side are primary and
// those of the longer side, which outnumber the queens, secondary. Each
// square is an option, the queen that stands there.
type Model struct {
	// Items holds the primary items first, in the order the search
	// prefers them (see [Strategy]), then the secondary items.
	Items []Item
	// Primary is how many of Items are primary.
	Primary int
	// Options holds one option a square, rank by rank from rank 1, and
	// file by file along a rank.
	Options []Option
}

// NewModel returns the exact-cover model of p, with its primary items in
// the order s lists them.
func NewModel(p board.Problem, s Strategy) Model {
	m := Model{Items: primaryItems(p, s)}
	m.Primary = len(m.Items)
	m.Items = append(m.Items, secondaryItems(p)...)
	index := make(map[Item]int, len(m.Items))
	for i, it := range m.Items {
		index[it] = i
	}
	for row := range p.Rows {
		for col := range p.Cols {
			q := board.Square{Row: row, Col: col}
			m.Options = append(m.Options, Option{Square: q, Items: []int{
				index[Item{Rank, board.Square{Row: row}}],
				index[Item{File, board.Square{Col: col}}],
				index[Item{Rising, risingBottom(q)}],
				index[Item{Falling, fallingBottom(q, p.Cols)}],
			}})
		}
	}
	return m
}

// primaryItems returns the primary items of p in the order s lists
// them: the lines of its shorter side, ranks or files, and both on a
// square board.
func primaryItems(p board.Problem, s Strategy) []Item {
	order := naturalOrder
	if s.MiddleOut {
		order = middleOut
	}
	var ranks, files []Item
	if p.Rows <= p.Cols {
		for _, row := range order(p.Rows) {
			ranks = append(ranks, Item{Rank, board.Square{Row: row}})
		}
	}
	if p.Cols <= p.Rows {
		for _, col := range order(p.Cols) {
			files = append(files, Item{File, board.Square{Col: col}})
		}
	}
	if !s.MiddleOut || len(ranks) != len(files) {
		return append(ranks, files...)
	}
	both := make([]Item, 0, 2*len(ranks))
	for k := range ranks {
		both = append(both, ranks[k], files[k])
	}
	return both
}

// secondaryItems returns the secondary items of p: the lines of its
// longer side, if it has one, then the rising diagonals from the top of
// file a round to the end of rank 1, and the falling diagonals from the
// start of rank 1 round to the top of the last file.
func secondaryItems(p board.Problem) []Item {
	var items []Item
	if p.Rows > p.Cols {
		for row := range p.Rows {
			items = append(items, Item{Rank, board.Square{Row: row}})
		}
	}
	if p.Cols > p.Rows {
		for col := range p.Cols {
			items = append(items, Item{File, board.Square{Col: col}})
		}
	}
	for row := p.Rows - 1; row > 0; row-- {
		items = append(items, Item{Rising, board.Square{Row: row}})
	}
	for col := range p.Cols {
		items = append(items, Item{Rising, board.Square{Col: col}})
	}
	for col := range p.Cols {
		items = append(items, Item{Falling, board.Square{Col: col}})
	}
	for row := 1; row < p.Rows; row++ {
		items = append(items, Item{Falling, board.Square{Row: row, Col: p.Cols - 1}})
	}
	return items
}

// risingBottom returns the lowest square of the rising diagonal through
// q: step down and to the left until rank 1 or file a.
func risingBottom(q board.Square) board.Square {
	down := min(q.Row, q.Col)
	return board.Square{Row: q.Row - down, Col: q.Col - down}
}

// fallingBottom returns the lowest square of the falling diagonal
// through q on a board cols wide: step down and to the right until rank
// 1 or the last file.
func fallingBottom(q board.Square, cols int) board.Square {
	down := min(q.Row, cols-1-q.Col)
	return board.Square{Row: q.Row - down, Col: q.Col + down}
}

// naturalOrder returns 0, 1, ..., k-1.
func naturalOrder(k int) []int {
	order := make([]int, k)
	for i := range order {
		order[i] = i
	}
	return order
}

// middleOut returns 0 to k-1 from the middle outward, the lower middle
// first: 3 4 2 5 1 6 0 7 for k = 8, 2 3 1 4 0 for k = 5.
func middleOut(k int) []int {
	order := make([]int, 0, k)
	for mid, step := (k-1)/2, 0; len(order) < k; step++ {
		// step 0, 1, 2, 3, ... visits mid, mid+1, mid-1, mid+2, ...
		if step%2 == 0 {
			order = append(order, mid-step/2)
		} else {
			order = append(order, mid+(step+1)/2)
		}
	}
	return order
}
