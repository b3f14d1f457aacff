package bookcmd

import (
	"io/fs"
	"os"

	queensbook "github.com/queensbook/queens"
	"github.com/queensbook/queens/internal/cli"
)

// bookFiles returns the files the chapters are read from: the source tree
// on disk when the working directory is inside one, so that an author sees
// an edit at once, and otherwise the copy built into the binary, so that an
// installed queens reads its book anywhere.
func bookFiles() (fs.FS, error) {
	root, holds, err := cli.TreeRoot(cli.ChapterList)
	if err != nil {
		return nil, err
	}
	if !holds {
		return queensbook.Source(), nil
	}
	return os.DirFS(root), nil
}
