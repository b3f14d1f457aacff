package site

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"time"

	"github.com/queensbook/queens/internal/exercise"
)

// The files of the cells that run in the reader's browser: queens
// compiled to WebAssembly (cmd/cells), the Web Worker that runs it with
// Go's wasm_exec.js, and the manifest the page reads first, on the
// first Run, to say what it fetches and how large; and the service
// worker that answers from the copies the page keeps, offline.
const (
	cellsWasm     = "cells.wasm"
	cellsWorker   = "cells-worker.js"
	cellsManifest = "cells.json"
	serviceWorker = "sw.js"
)

// cellTimeLimit is how long a cell may run in the browser: twice what
// queens serve gives a cell natively, since WebAssembly runs slower.
const cellTimeLimit = 2 * time.Minute

// CompileCells compiles the queens that runs the book's cells in the
// page, cmd/cells of the module in moduleDir, as [CompileWasm] compiles
// a main.
func CompileCells(ctx context.Context, moduleDir string) *Wasm {
	return CompileWasm(ctx, moduleDir, "cells")
}

// cellsInfo is cells.json, what the page knows of the cells' queens
// before it fetches it.
type cellsInfo struct {
	// Missing says why the site has no cells.wasm; the rest is empty.
	Missing string `json:"missing,omitempty"`
	// Wasm is the file's path, Bytes its size and Gzipped its size as
	// the site's cells.wasm.gz holds it, which a server that sends it
	// sends.
	Wasm    string `json:"wasm,omitempty"`
	Bytes   int    `json:"bytes,omitempty"`
	Gzipped int    `json:"gzipped,omitempty"`
	// Hash names this build of cells.wasm, for the page's cache: a new
	// site's cells replace an old one's.
	Hash string `json:"hash,omitempty"`
	// TimeLimit is how long a cell may run, in seconds, before the page
	// ends its worker and says so.
	TimeLimit int `json:"timeLimit,omitempty"`
	// Files are the files of the source tree that a cell reads, by their
	// paths from the module root (the exercises' stubs and hints, and
	// go.mod, which marks the root): the worker puts them in the file
	// system it gives the cell.
	Files map[string]string `json:"files,omitempty"`
}

// AddCells adds the cells' queens c to the site, with the files of the
// source tree in src that its cells read, and cells.json, which says
// what the page fetches to run a cell, or, when c is missing, why it
// cannot.
func (s *Site) AddCells(c *Wasm, src fs.FS) error {
	worker, err := assets.ReadFile("assets/" + cellsWorker)
	if err != nil {
		return err
	}
	if s.files[serviceWorker], err = assets.ReadFile("assets/" + serviceWorker); err != nil {
		return err
	}
	info := cellsInfo{Missing: c.Missing}
	if c.Missing == "" {
		sum := sha256.Sum256(c.Wasm)
		info.Wasm, info.Bytes, info.Gzipped, info.Hash = cellsWasm, len(c.Wasm), len(gzipBytes(c.Wasm, gzipLevel)), fmt.Sprintf("%x", sum[:8])
		info.TimeLimit = int(cellTimeLimit / time.Second)
		if info.Files, err = CellFiles(src); err != nil {
			return err
		}
		s.files[cellsWasm], s.files[wasmExec] = c.Wasm, c.Exec
	}
	manifest, err := json.MarshalIndent(info, "", "  ")
	s.files[cellsManifest], s.files[cellsWorker] = append(manifest, '\n'), worker
	return err
}

// CellFiles returns the files of src, a module's source tree, that a
// cell of the book reads, by their slash-separated paths: go.mod's module
// and go lines, which mark the module's root, and each exercise's stub
// and hints, which exercise hint reads. The page's worker gives them to
// the cell in a file system of its own.
func CellFiles(src fs.FS) (map[string]string, error) {
	goMod, err := fs.ReadFile(src, "go.mod")
	if err != nil {
		return nil, err
	}
	files := map[string]string{"go.mod": string(moduleAndGoLines(goMod))}
	var errs []error
	for _, e := range exercise.All {
		for _, name := range []string{e.Stub(), e.HintFile()} {
			data, err := fs.ReadFile(src, name)
			files[name] = string(data)
			errs = append(errs, err)
		}
	}
	return files, errors.Join(errs...)
}
