package queens_test

import (
	"bytes"
	"context"
	"os"
	"testing"

	"github.com/queensbook/queens"
	"github.com/queensbook/queens/internal/book"
	"github.com/queensbook/queens/internal/picture"
)

// TestSourceReadsEveryChapter checks that the embedded copy holds all that
// reading needs: every chapter expands from it exactly as it does from the
// source tree, its cells answered from the committed book.md and answers.
func TestSourceReadsEveryChapter(t *testing.T) {
	run, err := book.ReplayCommitted(os.DirFS("."))
	if err != nil {
		t.Fatal(err)
	}
	embedded, err := book.Load(queens.Source())
	if err != nil {
		t.Fatalf("loading the embedded chapters: %v", err)
	}
	onDisk, err := book.Load(os.DirFS("."))
	if err != nil {
		t.Fatal(err)
	}
	draw := func(name string) ([]byte, string, error) { return picture.Draw(context.Background(), name) }
	embedded.Draw, onDisk.Draw = draw, draw
	if len(embedded.Chapters) != len(onDisk.Chapters) {
		t.Fatalf("the embedded copy has %d chapters, the source tree %d", len(embedded.Chapters), len(onDisk.Chapters))
	}
	for i, c := range embedded.Chapters {
		got, err := embedded.Expand(c, run)
		if err != nil {
			t.Errorf("chapter %s from the embedded copy: %v", c.Slug, err)
			continue
		}
		want, err := onDisk.Expand(onDisk.Chapters[i], run)
		if err != nil {
			t.Errorf("chapter %s from the source tree: %v", c.Slug, err)
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("chapter %s reads differently from the embedded copy", c.Slug)
		}
	}
}
