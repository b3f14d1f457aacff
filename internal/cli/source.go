package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// ChapterList is the file that marks a folder as the book's source tree.
const ChapterList = "chapters/ORDER"

// SourceTree returns the root of the queens source tree that holds the
// working directory, for a command that works on the files there. needs
// is a slash-separated path that the tree must hold; why says what needs
// the tree, for the one-line error when there is none.
func SourceTree(why, needs string) (string, error) {
	root, holds, err := TreeRoot(needs)
	switch {
	case err != nil:
		return "", err
	case root == "":
		return "", noSourceTree(why, "no go.mod here")
	case !holds:
		return "", noSourceTree(why, fmt.Sprintf("the module at %s has no %s", root, needs))
	}
	return root, nil
}

// noSourceTree is the usage error of a command run outside the source tree.
func noSourceTree(why, found string) error {
	return Usagef("%s, so it needs the queens source tree (%s); run it inside a clone of the module", why, found)
}

// TreeRoot returns the folder of the nearest go.mod at or above the working
// directory, "" when there is none, and whether that folder holds the file
// needs.
func TreeRoot(needs string) (root string, holds bool, err error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", false, err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		} else if !errors.Is(err, fs.ErrNotExist) {
			return "", false, err
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", false, nil
		}
		dir = parent
	}
	_, err = os.Stat(filepath.Join(dir, filepath.FromSlash(needs)))
	if errors.Is(err, fs.ErrNotExist) {
		return dir, false, nil
	}
	return dir, err == nil, err
}
