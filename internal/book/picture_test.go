package book

import (
	"maps"
	"os"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

// TestPictures checks that the pictures a book embeds are drawn once each,
// by their path from the module root, and that Expand links a chapter to
// its picture by a path relative to the chapter.
func TestPictures(t *testing.T) {
	b, err := Load(os.DirFS("testdata/book"))
	if err != nil {
		t.Fatal(err)
	}
	draws := 0
	b.Draw = func(name string) ([]byte, string, error) {
		draws++
		return draw(name)
	}
	pictures, err := b.Pictures()
	if err != nil {
		t.Fatal(err)
	}
	if len(pictures) != 1 || pictures["chapters/pictures/corner.svg"] == nil {
		t.Errorf("Pictures = %v, want chapters/pictures/corner.svg only", slices.Collect(maps.Keys(pictures)))
	}
	c, _ := b.Lookup("two")
	var f fake
	got, err := b.Expand(c, f.run)
	if err != nil {
		t.Fatal(err)
	}
	if want := "![a queen on a1 \\[the corner\\]](pictures/corner.svg)\n"; !strings.Contains(string(got), want) {
		t.Errorf("the expanded chapter lacks %q:\n%s", want, got)
	}
	if draws != 1 {
		t.Errorf("the picture was drawn %d times, want once", draws)
	}
}

// TestCheckPictures checks that every kind of stale picture is reported:
// missing, changed, and committed but embedded by no chapter.
func TestCheckPictures(t *testing.T) {
	fresh := map[string][]byte{
		"chapters/pictures/a.svg": []byte("<svg>a</svg>"),
		"chapters/pictures/b.svg": []byte("<svg>b</svg>"),
		"chapters/pictures/c.svg": []byte("<svg>c</svg>"),
	}
	committed := fstest.MapFS{
		"chapters/pictures/a.svg":   {Data: []byte("<svg>a</svg>")},
		"chapters/pictures/b.svg":   {Data: []byte("<svg>old b</svg>")},
		"chapters/pictures/old.svg": {Data: []byte("<svg>old</svg>")},
		"chapters/pictures/notes":   {Data: []byte("not a picture")},
	}
	err := CheckPictures(committed, fresh)
	want := "chapters/pictures/b.svg differs from a fresh drawing\n" +
		"chapters/pictures/c.svg is missing\n" +
		"chapters/pictures/old.svg is embedded by no chapter"
	if err == nil || err.Error() != want {
		t.Errorf("CheckPictures = %v\nwant:\n%s", err, want)
	}
	for name, f := range fresh {
		committed[name] = &fstest.MapFile{Data: f}
	}
	delete(committed, "chapters/pictures/old.svg")
	if err := CheckPictures(committed, fresh); err != nil {
		t.Errorf("CheckPictures of fresh pictures = %v, want nil", err)
	}
	if err := CheckPictures(fstest.MapFS{}, map[string][]byte{}); err != nil {
		t.Errorf("CheckPictures of a book without pictures = %v, want nil", err)
	}
}
