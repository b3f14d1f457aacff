package diskcache

import (
	"context"
	"maps"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestPutGet writes entries and reads them back whole, and keeps only
// the newest: the one read last counts as new.
func TestPutGet(t *testing.T) {
	t.Setenv("QUEENS_CACHE", t.TempDir())
	c, err := Open("things", 2)
	if err != nil {
		t.Fatal(err)
	}
	one := map[string][]byte{"a.txt": []byte("a"), "deep/b.bin": {0, 1, 2}}
	for i, key := range []string{"k1", "k2"} {
		if err := c.Put(key, one); err != nil {
			t.Fatal(err)
		}
		// Entries a second apart, as the file system's clock tells.
		old := time.Now().Add(time.Duration(i-10) * time.Second)
		os.Chtimes(filepath.Join(c.dir, key), old, old)
	}
	if got, ok := c.Get("k1"); !ok || !maps.EqualFunc(got, one, func(a, b []byte) bool { return string(a) == string(b) }) {
		t.Fatalf("k1 reads %q, %v; want %q", got, ok, one)
	}
	if err := c.Put("k3", map[string][]byte{"c": []byte("c")}); err != nil {
		t.Fatal(err)
	}
	for key, want := range map[string]bool{"k1": true, "k2": false, "k3": true} {
		if _, ok := c.Get(key); ok != want {
			t.Errorf("after a third entry, %s is there: %v; want %v", key, ok, want)
		}
	}
	if _, ok := c.Get("nothing"); ok {
		t.Error("an entry never put is there")
	}
	if err := c.Put("k4", map[string][]byte{"../out": nil}); err == nil {
		t.Error("an entry with a file outside it was put")
	}
}

// TestOff turns the caches off.
func TestOff(t *testing.T) {
	t.Setenv("QUEENS_CACHE", "off")
	if _, err := Open("things", 1); err != ErrOff {
		t.Fatalf("Open with QUEENS_CACHE=off: %v; want ErrOff", err)
	}
}

// TestKey changes with a part, a file's content or a file's name, and
// not with a file in a folder it skips.
func TestKey(t *testing.T) {
	root := t.TempDir()
	write := func(name, text string) {
		path := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	key := func(parts ...string) string {
		k, err := Key(parts, root, "node_modules")
		if err != nil {
			t.Fatal(err)
		}
		return k
	}
	write("a.go", "package a")
	first := key("go1.26")
	seen := map[string]string{first: "the first"}
	for _, c := range []struct {
		what   string
		change func() string
	}{ // in this order: each changes the tree the one before left
		{"another part", func() string { return key("go1.27") }},
		{"a file's content", func() string { write("a.go", "package b"); return key("go1.26") }},
		{"a new file", func() string { write("sub/c.go", ""); return key("go1.26") }},
		{"a file's new name", func() string {
			os.Rename(filepath.Join(root, "sub/c.go"), filepath.Join(root, "sub/d.go"))
			return key("go1.26")
		}},
		{"the parts' boundary", func() string { return key("go1", ".26") }},
	} {
		what, k := c.what, c.change()
		if before, ok := seen[k]; ok {
			t.Errorf("%s keeps the key of %s", what, before)
		}
		seen[k] = what
	}
	before := key("go1.26")
	write("node_modules/x.js", "x")
	if key("go1.26") != before {
		t.Error("a file in a skipped folder changes the key")
	}
}

// TestLock makes a second taker of one lock wait until the first lets
// go, or until its context ends.
func TestLock(t *testing.T) {
	t.Setenv("QUEENS_CACHE", t.TempDir())
	c, err := Open("things", 1)
	if err != nil {
		t.Fatal(err)
	}
	unlock, err := c.Lock(context.Background(), "k")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	if _, err := c.Lock(ctx, "k"); err != context.DeadlineExceeded {
		t.Fatalf("a second lock while the first is held: %v; want it to wait until its context ends", err)
	}
	unlock()
	again, err := c.Lock(context.Background(), "k")
	if err != nil {
		t.Fatalf("the lock once let go: %v", err)
	}
	again()
}
