package site

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// TestScriptModulesAreSmall holds the page's script to small modules, a
// job a file: no file of internal/site/js, the npm packages in its
// node_modules aside, is over 400 lines.
func TestScriptModulesAreSmall(t *testing.T) {
	const most = 400
	err := filepath.WalkDir("js", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == "node_modules" {
			return filepath.SkipDir
		}
		if ext := filepath.Ext(path); d.IsDir() || (ext != ".js" && ext != ".mjs") {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if n := bytes.Count(data, []byte("\n")); n > most {
			t.Errorf("%s has %d lines, over the %d of a module of the page's script: split it where its jobs part", path, n, most)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
