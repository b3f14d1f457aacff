// Package picture draws the book's figures as SVG, from the same data the
// book's counts come from: a chapter embeds one with <!-- picture NAME -->,
// and the book builder writes it beside the chapters.
package picture

import (
	"context"
	"fmt"
	"slices"
)

// figure is one picture the book can embed.
type figure struct {
	name string
	// draw draws it, and stops with ctx's error once ctx is done, where
	// the drawing runs a search long enough to be worth stopping.
	draw func(ctx context.Context) (svg []byte, alt string, err error)
}

// figures are the pictures, by name.
var figures = []figure{
	{"completions-heat", drawHeat},
	{"constellations", drawConstellations},
	{"diagonals", drawDiagonals},
	{"exact-cover-4", drawExactCover},
	{"growth", drawGrowth},
	{"halves", drawHalves},
	{"masks", drawMasks},
	{"minconflicts-16", drawMinConflicts},
	{"no-completion", drawNoCompletion},
	{"sieve", drawSieve},
	{"square-numbers", drawSquareNumbers},
	{"symmetries", drawSymmetries},
	{"tree-4", drawTree},
}

// Names returns the names of every picture, sorted.
func Names() []string {
	var names []string
	for _, f := range figures {
		names = append(names, f.name)
	}
	slices.Sort(names)
	return names
}

// Draw draws the picture called name: its SVG, the same bytes every time,
// and a text alternative for readers who cannot see it. It stops, with
// ctx's error, soon after ctx is done, after Ctrl-C.
func Draw(ctx context.Context, name string) (svg []byte, alt string, err error) {
	for _, f := range figures {
		if f.name == name {
			return f.draw(ctx)
		}
	}
	return nil, "", fmt.Errorf("there is no picture %q", name)
}
