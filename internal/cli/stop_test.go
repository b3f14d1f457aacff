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
	"time"
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

// The temporaries of a process that is gone are removed, whatever file
// they were for, those of one that runs stay, and so does every other
// file.
func TestRemoveLeftTemps(t *testing.T) {
	dir := t.TempDir()
	files := []string{
		".one-8.txt.999999999-12345",  // no process has a number this large
		".count.svg.999999999-6789",   // another file's, left all the same
		".one-8.txt.1-12345",          // process 1 always runs
		".one-8.txt.12345",            // not named after a process
		"..999999999-12345",           // no name before the process
		"one-8.txt.999999999-12345",   // not hidden, as no temporary is
		".one-8.txt.999999999-12345x", // not digits after the dash
		"one-8.txt",
	}
	for _, f := range files {
		if err := os.WriteFile(filepath.Join(dir, f), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := removeLeftTemps(dir); err != nil {
		t.Fatal(err)
	}
	var left []string
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		left = append(left, e.Name())
	}
	if want := files[2:]; !slices.Equal(left, slices.Sorted(slices.Values(want))) {
		t.Errorf("left %q; want %q", left, want)
	}
}

// hangBound is how long a test waits for what must happen at once before
// it says that it hangs: far past anything a busy machine takes.
const hangBound = 10 * time.Second

// pipeNobodyReads returns the write end of a pipe whose read end is held
// open and never read, filled until a write would block.
func pipeNobodyReads(t *testing.T) *os.File {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.Close(); w.Close() })
	w.SetWriteDeadline(time.Now().Add(100 * time.Millisecond)) // a pipe made by os.Pipe can time out
	for {
		if _, err := w.Write(make([]byte, 4096)); err != nil {
			break
		}
	}
	w.SetWriteDeadline(time.Time{})
	return w
}

// A write to a pipe that nobody reads, which blocks for good, is given up
// once the run is stopped, as an interruption, and every write after it
// fails at once.
func TestUnblockingWriterGivesUpABlockedWrite(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	w := unblockWrites(ctx, pipeNobodyReads(t))
	if _, ok := w.(*unblockingWriter); !ok {
		t.Fatalf("a pipe is written as %T; want an unblockingWriter", w)
	}
	done := make(chan error, 1)
	go func() {
		_, err := w.Write([]byte("0 4 7 5 2 6 1 3\n"))
		done <- err
	}()
	cancel()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("the blocked write returned %v; want a cancellation", err)
		}
	case <-time.After(hangBound):
		t.Fatalf("the blocked write still blocks %v after the run stopped", hangBound)
	}
	if _, err := w.Write([]byte("more")); !errors.Is(err, errGivenUp) {
		t.Errorf("a write after the given-up one returned %v; want errGivenUp", err)
	}
}

// A pipe that is read takes every byte through an unblockingWriter, even
// after the run is stopped: the last lines still reach a reader.
func TestUnblockingWriterWritesToAReader(t *testing.T) {
	r, pw, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	ctx, cancel := context.WithCancel(context.Background())
	w := unblockWrites(ctx, pw)
	read := make(chan string)
	go func() {
		all, _ := io.ReadAll(r)
		read <- string(all)
	}()
	buf := []byte("0 4 7 5 2 6 1 3\n")
	io.WriteString(w, "first\n")
	cancel()
	w.Write(buf)
	copy(buf, "overwritten, as a bufio.Writer reuses its buffer")
	pw.Close()
	if got, want := <-read, "first\n0 4 7 5 2 6 1 3\n"; got != want {
		t.Errorf("read %q; want %q", got, want)
	}
}

// A regular file is written as it is: nothing waits on a reader there.
func TestUnblockWritesLeavesAFile(t *testing.T) {
	f, err := os.Create(filepath.Join(t.TempDir(), "out"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if w := unblockWrites(context.Background(), f); w != io.Writer(f) {
		t.Errorf("a regular file is written as %T; want the file itself", w)
	}
}

// SIGINT, SIGTERM and SIGHUP each stop a run, with the exit status a
// shell gives a process that the signal ended.
func TestNotifyStopOnEachSignal(t *testing.T) {
	for sig, want := range map[syscall.Signal]int{syscall.SIGINT: 130, syscall.SIGTERM: 143, syscall.SIGHUP: 129} {
		ctx, stop := NotifyStop(context.Background())
		if err := syscall.Kill(os.Getpid(), sig); err != nil {
			t.Fatal(err)
		}
		select {
		case <-ctx.Done():
		case <-time.After(hangBound):
			t.Fatalf("%v did not stop the run within %v", sig, hangBound)
		}
		if got := interruptedStatus(ctx); got != want || !errors.Is(context.Cause(ctx), context.Canceled) {
			t.Errorf("%v: exit status %d, cause %v; want %d and a cancellation", sig, got, context.Cause(ctx), want)
		}
		stop()
	}
	ctx, stop := NotifyStop(context.Background())
	stop()
	if got := interruptedStatus(ctx); got != ExitInterrupted {
		t.Errorf("a run stopped by no signal: exit status %d; want %d", got, ExitInterrupted)
	}
}
