package cli

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync/atomic"
	"syscall"
	"time"

	"golang.org/x/term"
)

// Stopping on Ctrl-C, and on SIGTERM and SIGHUP alike. The signal
// cancels the context a command runs with; the searches watch it, and so
// must every loop that writes a result or reads an input, or a command
// goes on writing for seconds after Ctrl-C, or waits forever on a pipe or
// a FIFO that never brings anything. The pieces here make a writer and a
// reader stop with the context, give up a write that blocks for good,
// and let a command say what it had finished.

// NotifyStop returns a copy of parent that is cancelled when one of
// stopSignals arrives (SIGINT, SIGTERM, and SIGHUP where there is one), with the signal as its cause, which [Table.Main]
// turns into the exit status; stop stops listening for them.
func NotifyStop(parent context.Context) (ctx context.Context, stop func()) {
	ctx, cancel := context.WithCancelCause(parent)
	signals := make(chan os.Signal, 1)
	signal.Notify(signals, stopSignals...)
	go func() {
		select {
		case s := <-signals:
			cancel(&stopSignal{s.(syscall.Signal)})
		case <-ctx.Done():
		}
	}()
	return ctx, func() {
		signal.Stop(signals)
		cancel(nil)
	}
}

// stopSignal is the cause of a run stopped by a signal.
type stopSignal struct{ sig syscall.Signal }

// Error implements error.
func (s *stopSignal) Error() string { return s.sig.String() }

// Is makes a stop a cancellation, for errors.Is.
func (s *stopSignal) Is(target error) bool { return target == context.Canceled }

// interruptedStatus is the exit status of a run stopped on ctx: 128 and
// the number of the signal that stopped it, as a shell reports a process
// that a signal ended (130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP),
// and ExitInterrupted when no signal did.
func interruptedStatus(ctx context.Context) int {
	var stopped *stopSignal
	if errors.As(context.Cause(ctx), &stopped) {
		return 128 + int(stopped.sig)
	}
	return ExitInterrupted
}

// interruption is a run stopped by Ctrl-C that says what it had finished:
// Main prints "queens solve: interrupted after writing 3 of 92 solutions".
type interruption struct{ finished string }

// Error implements error.
func (e *interruption) Error() string { return "interrupted " + e.finished }

// Unwrap makes an interruption a cancellation, for errors.Is.
func (e *interruption) Unwrap() error { return context.Canceled }

// Interrupted returns the interruption of a run that had finished what
// format says, a phrase such as "after writing 3 of 92 solutions".
func Interrupted(format string, args ...any) error {
	return &interruption{fmt.Sprintf(format, args...)}
}

// stopChunk is the most a watched writer writes in one go, so that a long
// write to a slow terminal stops soon after Ctrl-C.
const stopChunk = 64 << 10

// watchedWriter writes to w until ctx is done, and then fails with ctx's
// error; see [watchWriter].
type watchedWriter struct {
	ctx context.Context
	w   io.Writer
}

// WatchWriter returns a writer that writes to w, in pieces of at most
// stopChunk bytes, and fails with ctx's error once ctx is done, so that
// a loop that writes a long result stops at its next write.
func WatchWriter(ctx context.Context, w io.Writer) io.Writer {
	return &watchedWriter{ctx, w}
}

// Write implements io.Writer.
func (c *watchedWriter) Write(p []byte) (int, error) {
	written := 0
	for len(p) > 0 {
		if err := c.ctx.Err(); err != nil {
			return written, err
		}
		n, err := c.w.Write(p[:min(len(p), stopChunk)])
		written += n
		if err != nil {
			return written, err
		}
		p = p[n:]
	}
	return written, nil
}

// WatchReader returns a reader of r that gives up when ctx is done: a
// Read waiting on r, on a pipe that brings nothing or a terminal where
// nobody types, returns ctx's error at once, and so does every Read after
// it. r is read in a goroutine of its own, which ends at r's end or
// error, or at the first Read after ctx is done: a read that blocks for
// good blocks only that goroutine, which the end of the process ends.
func WatchReader(ctx context.Context, r io.Reader) io.ReadCloser {
	pr, pw := io.Pipe()
	stop := context.AfterFunc(ctx, func() { pw.CloseWithError(ctx.Err()) })
	go func() {
		_, err := io.Copy(pw, r)
		stop()
		pw.CloseWithError(err) // nil: the reader sees io.EOF
	}()
	return pr
}

// unblockAfter is how long a write to stdout or stderr may go on
// blocking once the run is stopped before it is given up: long enough
// for a terminal or a reader that keeps up to take the last lines, short
// enough to stop within a second.
const unblockAfter = 200 * time.Millisecond

// errGivenUp is the error of a write given up on a stopped run; it is a
// cancellation, so that the run is reported as interrupted, not as a
// result that could not be written.
var errGivenUp = fmt.Errorf("a write that no one read, given up when the run stopped: %w", context.Canceled)

// unblockingWriter writes to a file that may block for good, a pipe or a
// terminal that nobody reads, and gives up a write that still blocks
// unblockAfter after ctx is done, and every write after it. Each write
// is made by a goroutine of its own on a copy of the bytes, so that the
// caller can go on: one blocked for good blocks only its goroutine,
// which the end of the process ends. The writes of one writer must not
// overlap, as those of an io.Writer need not.
type unblockingWriter struct {
	ctx   context.Context
	f     *os.File
	stuck atomic.Bool
}

// unblockWrites returns w, or for a file that a write can block on for
// good, a pipe, a socket or a terminal, an [unblockingWriter] of it. A
// regular file or a device such as /dev/null takes its writes without
// waiting on anyone.
func unblockWrites(ctx context.Context, w io.Writer) io.Writer {
	f, ok := w.(*os.File)
	if !ok {
		return w
	}
	info, err := f.Stat()
	if err != nil || info.Mode()&(os.ModeNamedPipe|os.ModeSocket) == 0 && !term.IsTerminal(int(f.Fd())) {
		return w
	}
	return &unblockingWriter{ctx: ctx, f: f}
}

// written is the outcome of one write.
type written struct {
	n   int
	err error
}

// Write implements io.Writer.
func (u *unblockingWriter) Write(p []byte) (int, error) {
	if u.stuck.Load() {
		return 0, errGivenUp
	}
	done := make(chan written, 1)
	go func(b []byte) {
		n, err := u.f.Write(b)
		done <- written{n, err}
	}(bytes.Clone(p))
	select {
	case w := <-done:
		return w.n, w.err
	case <-u.ctx.Done():
	}
	timer := time.NewTimer(unblockAfter)
	defer timer.Stop()
	select {
	case w := <-done:
		return w.n, w.err
	case <-timer.C:
		u.stuck.Store(true)
		return 0, errGivenUp
	}
}

// CountingReader counts the bytes read through it, for a command that
// says how far it read, and tells progress of them when it is not nil.
type CountingReader struct {
	R        io.Reader
	Bytes    int64
	Progress func(read int64)
}

// Read implements io.Reader.
func (c *CountingReader) Read(p []byte) (int, error) {
	n, err := c.R.Read(p)
	c.Bytes += int64(n)
	if c.Progress != nil {
		c.Progress(c.Bytes)
	}
	return n, err
}

// OpenInput opens the file a command reads, or stdin for "-", so that
// Ctrl-C stops the waiting: the returned reader gives up when ctx is done
// (see watchReader), and so does the open (see openFile). size is the
// file's size, or -1 when it has none, as a pipe. close closes the reader
// and the file.
func OpenInput(ctx context.Context, env Env, name string) (in io.Reader, size int64, close func(), err error) {
	if name == "-" {
		r := WatchReader(ctx, env.Stdin)
		return r, -1, func() { r.Close() }, nil
	}
	f, err := OpenFile(ctx, name)
	if err != nil {
		return nil, 0, nil, err
	}
	size = -1
	if info, err := f.Stat(); err == nil && info.Mode().IsRegular() {
		size = info.Size()
	}
	r := WatchReader(ctx, f)
	return r, size, func() { r.Close(); f.Close() }, nil
}

// OpenFile opens the named file for reading, and gives up when ctx is
// done first: opening a FIFO waits until something opens its other end,
// which may never come.
func OpenFile(ctx context.Context, name string) (*os.File, error) {
	type opened struct {
		f   *os.File
		err error
	}
	done := make(chan opened, 1)
	go func() {
		f, err := os.Open(name)
		done <- opened{f, err}
	}()
	select {
	case o := <-done:
		return o.f, o.err
	case <-ctx.Done():
		// The open goes on until the FIFO has a writer; a file it opens
		// then is closed.
		go func() {
			if o := <-done; o.err == nil {
				o.f.Close()
			}
		}()
		return nil, ctx.Err()
	}
}
