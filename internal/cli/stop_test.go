package cli

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
)

// A watched writer writes everything while its context lives, and nothing
// once it is done.
func TestWatchWriterStopsWithTheContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var out bytes.Buffer
	w := WatchWriter(ctx, &out)
	long := strings.Repeat("q", 3*stopChunk+1)
	if n, err := io.WriteString(w, long); n != len(long) || err != nil || out.String() != long {
		t.Fatalf("wrote %d of %d bytes, err %v; want all of them", n, len(long), err)
	}
	cancel()
	if n, err := io.WriteString(w, "more"); n != 0 || !errors.Is(err, context.Canceled) {
		t.Errorf("after cancel wrote %d bytes, err %v; want none and context.Canceled", n, err)
	}
}

// A read that waits on a pipe where nothing comes gives up when the
// context is done; what came before is read whole.
func TestWatchReaderGivesUpAWaitingRead(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	ctx, cancel := context.WithCancel(context.Background())
	in := WatchReader(ctx, r)
	defer in.Close()
	w.WriteString("0 4 7")
	buf := make([]byte, 5)
	if _, err := io.ReadFull(in, buf); err != nil || string(buf) != "0 4 7" {
		t.Fatalf("read %q, %v; want what was written", buf, err)
	}
	cancel() // the next read would wait for good
	if n, err := in.Read(buf); n != 0 || !errors.Is(err, context.Canceled) {
		t.Errorf("read %d bytes, err %v, after cancel; want none and context.Canceled", n, err)
	}
}

// A watched reader reads a file to its end, as the file itself does.
func TestWatchReaderReadsToTheEnd(t *testing.T) {
	in := WatchReader(context.Background(), strings.NewReader("5 2 4 1 3 0"))
	defer in.Close()
	got, err := io.ReadAll(in)
	if err != nil || string(got) != "5 2 4 1 3 0" {
		t.Errorf("read %q, %v; want the whole text", got, err)
	}
}

// Opening a FIFO waits for a writer, and gives up when the context is
// done.
func TestOpenFileGivesUpWaitingForAFIFO(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no FIFO here: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if f, err := OpenFile(ctx, fifo); !errors.Is(err, context.Canceled) {
		f.Close()
		t.Fatalf("openFile of a FIFO without a writer returned %v; want context.Canceled", err)
	}
	// Release the open that waits on, as a writer would.
	if w, err := os.OpenFile(fifo, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
		w.Close()
	}
}

// The temporaries of a process that is gone are removed, those of one that
// runs stay, and so does every other file.
func TestRemoveLeftTemps(t *testing.T) {
	dir := t.TempDir()
	files := []string{
		".one-8.txt.999999999-12345", // no process has a number this large
		".one-8.txt.1-12345",         // process 1 always runs
		".one-8.txt.12345",           // not named after a process
		".one-80.txt.999999999-12345",
		"one-8.txt",
	}
	for _, f := range files {
		if err := os.WriteFile(filepath.Join(dir, f), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := removeLeftTemps(dir, "one-8.txt"); err != nil {
		t.Fatal(err)
	}
	var left []string
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		left = append(left, e.Name())
	}
	if want := files[1:]; !slices.Equal(left, slices.Sorted(slices.Values(want))) {
		t.Errorf("left %q; want %q", left, want)
	}
}
