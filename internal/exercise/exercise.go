package exercise

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
)

// Exercise describes one exercise: its folder, what it teaches and how
// the harness measures the student's code once the tests pass.
type Exercise struct {
	// Slug names the exercise's folder, its Go package and the file the
	// student edits, SLUG.go.
	Slug string
	// Title says in a few words what the student writes.
	Title string
	// Approach names the registered approach the exercise rebuilds; the
	// check shows the student's attempts beside it. It is empty for an
	// exercise that rebuilds none: a measured one, such as the open
	// exercise, is then compared with every approach.
	Approach string
	// Chapter is the slug of the chapter to read first.
	Chapter string
	// Minutes is about how long a student who has read the chapter takes.
	Minutes int
	// Sizes are the board sides the student's approach runs on through the
	// harness once the tests pass. An exercise that asks for no search,
	// such as a formula or an estimate, has none: its tests are the whole
	// check, and there are no attempts to count.
	Sizes []int
}

// Measured reports whether the harness runs the student's code once the
// tests pass, and counts its attempts.
func (e Exercise) Measured() bool { return len(e.Sizes) > 0 }

// All lists the exercises in the order to give them: the book's order of
// chapters, and the open exercise last.
var All = []Exercise{
	{Slug: "decode", Title: "Read a number as a board, with fixed queens", Approach: "octal", Chapter: "octal", Minutes: 25, Sizes: sides(4, 8)},
	{Slug: "choose", Title: "Choose k of m things, as an iterator", Approach: "combinations", Chapter: "combinations", Minutes: 40, Sizes: sides(4, 6)},
	{Slug: "diagonals", Title: "Name the queens whose diagonals clash", Approach: "permfilter", Chapter: "permfilter", Minutes: 20, Sizes: sides(4, 8)},
	{Slug: "permutations", Title: "Permutations, as an iterator", Approach: "permfilter", Chapter: "permfilter", Minutes: 40, Sizes: sides(4, 8)},
	{Slug: "forward", Title: "Try only the squares after the last queen", Approach: "gridbacktrack", Chapter: "gridbacktrack", Minutes: 20, Sizes: sides(4, 8)},
	{Slug: "conflict", Title: "Name the lowest attacker", Approach: "tuplestate", Chapter: "tuplestate", Minutes: 15, Sizes: sides(4, 8)},
	{Slug: "masks", Title: "The attacked squares of a row, as a bit mask", Approach: "bitboard", Chapter: "bitboard", Minutes: 25, Sizes: sides(4, 8)},
	{Slug: "symmetry", Title: "Fold a solution into its class", Chapter: "bitboard", Minutes: 30},
	{Slug: "cover", Title: "Cover an item, then uncover it", Approach: "dancinglinks", Chapter: "dancinglinks", Minutes: 30, Sizes: sides(4, 8)},
	{Slug: "halves", Title: "Join two half-boards into solutions", Chapter: "counting", Minutes: 40, Sizes: sides(4, 8)},
	{Slug: "completion", Title: "Complete the queens placed in advance", Approach: "tuplestate", Chapter: "completion", Minutes: 25, Sizes: sides(4, 8)},
	{Slug: "construct", Title: "The column of any row of a huge board", Chapter: "huge", Minutes: 30},
	{Slug: "estimate", Title: "Estimate the search tree by random probes", Chapter: "growth", Minutes: 30},
	{Slug: "yours", Title: "Your own approach: beat the attempt counts", Chapter: "comparison", Minutes: 90, Sizes: sides(4, 8)},
}

// sides returns the board sides from lo to hi.
func sides(lo, hi int) []int {
	var ns []int
	for n := lo; n <= hi; n++ {
		ns = append(ns, n)
	}
	return ns
}

// Lookup finds an exercise by its slug.
func Lookup(slug string) (Exercise, bool) {
	for _, e := range All {
		if e.Slug == slug {
			return e, true
		}
	}
	return Exercise{}, false
}

// Dir is the exercise's folder. It and the other paths of an exercise's
// files are slash-separated and relative to the module root.
func (e Exercise) Dir() string { return path.Join("chapters", "exercises", e.Slug) }

// File is the file the student edits. It is not stored in the module:
// [Reset] writes it from the stub.
func (e Exercise) File() string { return path.Join(e.Dir(), e.Slug+".go") }

// Stub is the one stored copy of the file the student starts from.
func (e Exercise) Stub() string { return path.Join(e.Dir(), ".meta", "stub.go") }

// Reference is the reference solution. Like the stub it lives in .meta,
// a folder the go tool does not build.
func (e Exercise) Reference() string { return path.Join(e.Dir(), ".meta", "reference.go") }

// Instructions is the exercise's README, the student's instructions.
func (e Exercise) Instructions() string { return path.Join(e.Dir(), "README.md") }

// HintFile holds the exercise's graded hints, which [ReadHints] reads.
func (e Exercise) HintFile() string { return path.Join(e.Dir(), ".meta", "hints.md") }

// Local turns a path from the module root into one on this system.
func Local(root, slashed string) string {
	return filepath.Join(root, filepath.FromSlash(slashed))
}

// Start writes the student's file from the stub unless it exists, and
// reports whether it wrote it.
func Start(root string, e Exercise) (bool, error) {
	_, err := os.Stat(Local(root, e.File()))
	if !errors.Is(err, fs.ErrNotExist) {
		return false, err
	}
	_, err = Reset(root, e)
	return err == nil, err
}

// Reset writes the student's file from the stub. When the file held
// something else, that is kept in a copy next to it, whose path Reset
// returns, so that a reset by mistake loses nothing.
func Reset(root string, e Exercise) (backup string, err error) {
	stub, err := os.ReadFile(Local(root, e.Stub()))
	if err != nil {
		return "", fmt.Errorf("exercise %s has no stub: %w", e.Slug, err)
	}
	file := Local(root, e.File())
	old, err := os.ReadFile(file)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return "", err
	case !bytes.Equal(old, stub):
		backup = e.File() + ".bak"
		if err := os.WriteFile(Local(root, backup), old, 0o644); err != nil {
			return "", err
		}
	}
	return backup, os.WriteFile(file, stub, 0o644)
}

// Started reports whether a student has begun e in the tree at root: the
// student's file exists and holds something other than the stub. A
// handout writes every student's file from the stub, so there an
// untouched exercise is one whose file still is the stub.
func Started(root string, e Exercise) (bool, error) {
	file, err := os.ReadFile(Local(root, e.File()))
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	stub, err := os.ReadFile(Local(root, e.Stub()))
	if err != nil {
		return false, fmt.Errorf("exercise %s has no stub: %w", e.Slug, err)
	}
	return !bytes.Equal(file, stub), nil
}
