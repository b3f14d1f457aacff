package book

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"slices"
	"strings"
)

// Drawer draws the picture that a <!-- picture NAME --> directive names:
// its SVG, the same bytes every time, and a text alternative for readers
// who cannot see it.
type Drawer func(name string) (svg []byte, alt string, err error)

// PictureFolder is the folder, from the module root, that holds the
// pictures the chapters embed, one NAME.svg each. The files are committed
// so that book.md and a chapter shown on a code-hosting site show them.
const PictureFolder = "chapters/pictures"

// drawing is one picture, drawn once for the whole book.
type drawing struct {
	svg []byte
	alt string
	err error
}

// draw draws the picture called name with the book's Drawer, once.
func (b *Book) draw(name string) drawing {
	if d, ok := b.drawn[name]; ok {
		return d
	}
	var d drawing
	if b.Draw == nil {
		d.err = errors.New("the book has no drawer for pictures")
	} else {
		d.svg, d.alt, d.err = b.Draw(name)
	}
	if b.drawn == nil {
		b.drawn = map[string]drawing{}
	}
	b.drawn[name] = d
	return d
}

// picturePath is where the picture called name lives, from the module root.
func picturePath(name string) string { return PictureFolder + "/" + name + ".svg" }

// picture returns the image that a picture directive stands for: its text
// alternative and its file, by a path relative to the chapter, or to the
// module root in book.md, or as the Layout links it in the web edition.
func (r *renderer) picture(d *directive) (string, error) {
	drawn := r.book.draw(d.picture)
	if drawn.err != nil {
		return "", drawn.err
	}
	target := picturePath(d.picture)
	switch {
	case r.web != nil:
		target = r.web.picture(d.at.file, target, drawn.svg)
	case !r.inBook:
		target = strings.TrimPrefix(target, "chapters/")
	}
	return fmt.Sprintf("![%s](%s)\n", imageText(drawn.alt), target), nil
}

// imageText writes text as the description of a Markdown image: on one
// line, with the characters that would end it escaped.
var imageText = strings.NewReplacer(`\`, `\\`, `[`, `\[`, `]`, `\]`, "\n", " ").Replace

// Pictures draws every picture that the front matter and the chapters
// embed and returns them by their path from the module root,
// chapters/pictures/NAME.svg. A picture the Drawer does not know is an
// error at the directive that names it.
func (b *Book) Pictures() (map[string][]byte, error) {
	pictures := map[string][]byte{}
	var errs []error
	for _, c := range b.all() {
		for _, d := range c.directives(kindPicture) {
			drawn := b.draw(d.picture)
			if drawn.err != nil {
				errs = append(errs, fmt.Errorf("%v: <!-- %s -->: %w", d.at, d.text, drawn.err))
				continue
			}
			pictures[picturePath(d.picture)] = drawn.svg
		}
	}
	return pictures, errors.Join(errs...)
}

// CheckPictures compares the pictures committed in files, a module's
// source tree, with pictures freshly drawn (from [Book.Pictures]). It
// reports every picture that is missing or differs, and every SVG file in
// the pictures folder that no chapter embeds any longer.
func CheckPictures(files fs.FS, pictures map[string][]byte) error {
	var errs []error
	for _, name := range slices.Sorted(maps.Keys(pictures)) {
		committed, err := fs.ReadFile(files, name)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			errs = append(errs, fmt.Errorf("%s is missing", name))
		case err != nil:
			errs = append(errs, err)
		case !bytes.Equal(committed, pictures[name]):
			errs = append(errs, fmt.Errorf("%s differs from a fresh drawing", name))
		}
	}
	unused, err := UnusedPictures(files, pictures)
	for _, name := range unused {
		errs = append(errs, fmt.Errorf("%s is embedded by no chapter", name))
	}
	return errors.Join(append(errs, err)...)
}

// UnusedPictures lists the SVG files of the pictures folder in files that
// are not among pictures, by their path from the module root.
func UnusedPictures(files fs.FS, pictures map[string][]byte) ([]string, error) {
	entries, err := fs.ReadDir(files, PictureFolder)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	var unused []string
	for _, e := range entries {
		name := path.Join(PictureFolder, e.Name())
		if _, used := pictures[name]; strings.HasSuffix(name, ".svg") && !used {
			unused = append(unused, name)
		}
	}
	return unused, err
}
