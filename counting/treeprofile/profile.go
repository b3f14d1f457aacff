package treeprofile

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/queensbook/queens/puzzle/words"
)

// MaxN is the largest board [Count] takes: n = 15 counts in a few
// seconds, each step up costs six or seven times more, and at n = 16 the
// last level of the unpruned tree, 16^16 = 2^64 boards, no longer fits in
// a uint64.
const MaxN = 15

// Profile is the shape of the row-by-row search tree on an n x n board.
type Profile struct {
	// N is the board side.
	N int
	// Nodes[k] is how many ways there are to put k queens in the first k
	// rows, one a row, with no two attacking: the nodes the pruned search
	// reaches at depth k. Nodes[0] is 1, the empty board, and Nodes[N] is
	// the number of solutions.
	Nodes []uint64
}

// Count walks the pruned search tree of the n x n board and counts its
// nodes at each depth. It returns an error for n < 1 or n > [MaxN].
func Count(n int) (Profile, error) {
	return CountContext(context.Background(), n, nil)
}

// CountContext is [Count] for a walk that may take seconds: it stops
// soon after ctx is cancelled, returning ctx's error, and when progress
// is not nil it calls it every [checkEvery] nodes with the nodes counted
// so far, from the walk's own goroutine. A walk stopped early returns no
// profile.
func CountContext(ctx context.Context, n int, progress func(nodes uint64)) (Profile, error) {
	if n < 1 || n > MaxN {
		return Profile{}, fmt.Errorf("n = %d: the tree profile takes boards from 1 to %d", n, MaxN)
	}
	c := counter{full: 1<<n - 1, nodes: make([]uint64, n+1), ctx: ctx, progress: progress, countdown: checkEvery}
	if !c.grow(0, 0, 0, 0) {
		return Profile{}, ctx.Err()
	}
	return Profile{N: n, Nodes: c.nodes}, nil
}

// checkEvery is how many nodes the walk counts between two looks at its
// context: a millisecond or so of walking, so that a cancelled walk stops
// at once, yet rare enough that the looks cost nothing measurable.
const checkEvery = 1 << 16

// counter holds the walk's state. A queen's column and both of its
// diagonals are bits of three masks; moving one row down, the diagonals
// shift one column left and right, so the free squares of a row are the
// bits none of the masks holds.
type counter struct {
	full  uint64 // one bit for each column
	nodes []uint64
	// countdown counts the nodes left until the next look at ctx.
	countdown int
	ctx       context.Context
	progress  func(nodes uint64)
	// seen is the nodes counted up to the last look.
	seen uint64
}

// grow counts the node of the partial board given by the masks and the
// nodes that grow from it. It returns false when the walk was cancelled.
func (c *counter) grow(depth int, cols, left, right uint64) bool {
	c.nodes[depth]++
	if c.countdown--; c.countdown == 0 && !c.look() {
		return false
	}
	for free := c.full &^ (cols | left | right); free != 0; free &= free - 1 {
		bit := free & -free // the lowest free column
		if !c.grow(depth+1, cols|bit, (left|bit)<<1, (right|bit)>>1) {
			return false
		}
	}
	return true
}

// look reports the progress and whether the walk may go on.
func (c *counter) look() bool {
	c.countdown = checkEvery
	c.seen += checkEvery
	if c.progress != nil {
		c.progress(c.seen)
	}
	return c.ctx.Err() == nil
}

// Solutions returns the nodes at the last depth: the complete boards.
func (p Profile) Solutions() uint64 {
	return p.Nodes[p.N]
}

// Total returns every node of the tree, the empty board included.
func (p Profile) Total() uint64 {
	var sum uint64
	for _, nodes := range p.Nodes {
		sum += nodes
	}
	return sum
}

// Tested returns the squares the search tests for a queen: every node
// above the last depth tries each of the n columns of its next row. It is
// the attempts of a row-by-row search that counts one attempt a square.
func (p Profile) Tested() uint64 {
	return uint64(p.N) * (p.Total() - p.Solutions())
}

// Level compares one depth of three trees over the same n x n board, each
// placing one queen a row: the pruned search, a search that only keeps the
// columns apart (the permutations), and one that prunes nothing (the octal
// counter's boards).
type Level struct {
	// Depth is the number of queens placed, in the first Depth rows.
	Depth int `json:"depth"`
	// Nodes is how many placements have no two queens attacking.
	Nodes uint64 `json:"nodes"`
	// Columns is how many have no two queens in a column: n!/(n-Depth)!.
	Columns uint64 `json:"columns_apart"`
	// All is how many there are with no pruning at all: n^Depth.
	All uint64 `json:"not_pruned"`
}

// Levels returns the depths 0 to N with all three counts.
func (p Profile) Levels() []Level {
	levels := make([]Level, p.N+1)
	columns, all := uint64(1), uint64(1)
	for k, nodes := range p.Nodes {
		levels[k] = Level{Depth: k, Nodes: nodes, Columns: columns, All: all}
		columns *= uint64(p.N - k)
		all *= uint64(p.N)
	}
	return levels
}

// header names the table's columns.
var header = []string{"queens placed", "no attack", "columns apart", "not pruned"}

// rows returns the table's cells: one row a depth and a row of totals.
func (p Profile) rows() [][]string {
	var rows [][]string
	var total Level
	for _, l := range p.Levels() {
		rows = append(rows, []string{strconv.Itoa(l.Depth), words.Thousands(l.Nodes), words.Thousands(l.Columns), words.Thousands(l.All)})
		total.Nodes += l.Nodes
		total.Columns += l.Columns
		total.All += l.All
	}
	return append(rows, []string{"total", words.Thousands(total.Nodes), words.Thousands(total.Columns), words.Thousands(total.All)})
}

// WriteText prints the levels as a plain table with the numbers aligned
// on the right, for a terminal or an example.
func (p Profile) WriteText(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 0, ' ', tabwriter.AlignRight)
	for _, row := range append([][]string{header}, p.rows()...) {
		// Every cell ends in a tab, so that the last column is aligned
		// too, and every cell but the first starts with the two spaces
		// that part the columns; the first line then starts flush left.
		fmt.Fprintln(tw, strings.Join(row, "\t  ")+"\t")
	}
	return tw.Flush()
}

// WriteMarkdown prints the levels as a Markdown pipe table.
func (p Profile) WriteMarkdown(w io.Writer) error {
	fmt.Fprintf(w, "| %s |\n", strings.Join(header, " | "))
	fmt.Fprintln(w, "|--:|--:|--:|--:|")
	for _, row := range p.rows() {
		if _, err := fmt.Fprintf(w, "| %s |\n", strings.Join(row, " | ")); err != nil {
			return err
		}
	}
	return nil
}
