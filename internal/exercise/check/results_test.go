//go:build !js && !wasip1

package check

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestResultKeys: a run's key names its binary, its folder's files and
// its time bound, and not where the folder is, so that two students'
// checkouts of one program share a key and any change makes a new one.
func TestResultKeys(t *testing.T) {
	t.Setenv("QUEENS_CACHE", t.TempDir())
	folder := func(text string) string {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "a_test.go"), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return dir
	}
	key := func(wasm, dir string, timeout time.Duration) string {
		t.Helper()
		cache, key := resultsOf([]byte(wasm), dir, timeout)
		if cache.cache == nil || key == "" {
			t.Fatal("no cache of results")
		}
		return key
	}
	ada, bo := folder("package a"), folder("package a")
	base := key("binary", ada, time.Minute)
	if key("binary", bo, time.Minute) != base {
		t.Error("one program in two checkouts has two keys")
	}
	for what, other := range map[string]string{
		"another binary": key("binary 2", ada, time.Minute),
		"another file":   key("binary", folder("package a // changed"), time.Minute),
		"another time":   key("binary", ada, time.Second),
	} {
		if other == base {
			t.Errorf("%s has the same key", what)
		}
	}
	cache, _ := resultsOf(nil, ada, 0)
	cache.put(base, map[string][]byte{eventsFile: []byte("said")})
	if files, ok := cache.get(base); !ok || string(files[eventsFile]) != "said" {
		t.Errorf("the kept run reads back as %q, %v", files, ok)
	}
	if _, ok := cache.get(key("binary", bo, time.Second)); ok {
		t.Error("a run never kept is found")
	}
}
