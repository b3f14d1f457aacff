//go:build !js && !wasip1

package check

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"time"

	"github.com/queensbook/queens/internal/diskcache"
	"github.com/queensbook/queens/internal/exercise"
	"github.com/queensbook/queens/internal/pgroup"
	"github.com/queensbook/queens/internal/sandbox"
)

// goCommand returns the go command that runs an exercise's tests, in a
// process group of its own, killed whole when ctx is done: the test
// binary it starts may be looping on a student's code.
func goCommand(ctx context.Context, goTool string, args ...string) *exec.Cmd {
	return pgroup.Command(ctx, goTool, args...)
}

// runTests runs the test binary of e, which Test built for wasip1, in the
// sandbox, and writes what it says to w as go test -json would (see
// [sandbox.RunTest]). The binary sees its package's folder, read-only, as
// its working folder, a scratch folder as its TMPDIR and the folder of
// the harness's reports; its time is opt.Timeout, or the sandbox's
// default. When the sandbox stopped it, runTests returns why, in words
// ("ran out of its 512 MB of memory").
//
// With opt.Reuse, a run that ended by itself is kept in the cache
// "results" (see internal/diskcache) under a key of the binary, the
// files of its folder and its time, as go test keeps a package's result:
// the same binary with the same files says the same again.
func runTests(ctx context.Context, goTool, root, work string, e exercise.Exercise, opt Options, w io.Writer) (stopped string, err error) {
	wasm, err := os.ReadFile(binary(work, e))
	if err != nil {
		return "", err
	}
	dir := exercise.Local(root, e.Dir())
	report := filepath.Join(reports(work, e), e.Slug+".json")
	var cache results
	var key string
	if opt.Reuse {
		cache, key = resultsOf(wasm, dir, opt.Timeout)
	}
	if files, ok := cache.get(key); ok {
		if data, ok := files[reportFile]; ok {
			if err := os.WriteFile(report, data, 0o644); err != nil {
				return "", err
			}
		}
		_, err := w.Write(files[eventsFile])
		return "", err
	}
	var events bytes.Buffer
	stopped, err = sandbox.RunTest(ctx, goTool, sandbox.Test{
		Wasm:    wasm,
		Package: e.Dir(),
		Dir:     dir,
		Env:     []string{exercise.ReportsEnv + "=/reports"},
		Mounts:  []sandbox.Mount{{Dir: reports(work, e), Guest: "/reports", Writable: true}},
		Limits:  sandbox.Limits{Time: opt.Timeout},
	}, io.MultiWriter(w, &events))
	if err == nil && stopped == "" && ctx.Err() == nil {
		files := map[string][]byte{eventsFile: events.Bytes()}
		if data, err := os.ReadFile(report); err == nil {
			files[reportFile] = data
		}
		cache.put(key, files)
	}
	return stopped, err
}

// The files of a run kept in the cache: what the binary said, and the
// harness's report when it wrote one.
const (
	eventsFile = "events.json"
	reportFile = "report.json"
)

// results is the cache of the runs of exercises' tests; nil when the
// caches are off or cannot be opened, and then it keeps nothing.
type results struct{ cache *diskcache.Cache }

// keptResults is how many runs the cache keeps: some kilobytes each, and
// enough for the fourteen exercises of a class of a hundred.
const keptResults = 1500

// resultsOf returns the cache of runs and the key of a run of the test
// binary wasm in the folder dir with the time bound timeout; a folder
// that cannot be read gives a key that matches nothing.
func resultsOf(wasm []byte, dir string, timeout time.Duration) (results, string) {
	cache, err := diskcache.Open("results", keptResults)
	if err != nil {
		return results{}, ""
	}
	binary := sha256.Sum256(wasm)
	key, err := diskcache.Key([]string{"exercise tests 1", hex.EncodeToString(binary[:]), timeout.String()}, dir)
	if err != nil {
		return results{}, ""
	}
	return results{cache}, key
}

// get returns the files of the run key, if the cache holds it.
func (r results) get(key string) (map[string][]byte, bool) {
	if r.cache == nil {
		return nil, false
	}
	files, ok := r.cache.Get(key)
	return files, ok && files[eventsFile] != nil
}

// put keeps the files of the run key; a cache that cannot keep them
// only makes the next run slower.
func (r results) put(key string, files map[string][]byte) {
	if r.cache != nil {
		r.cache.Put(key, files)
	}
}
