package cli

import (
	"context"
	"fmt"
	"io"
	"os"
)

// Stopping on Ctrl-C. The signal cancels the context a command runs with;
// the searches watch it, and so must every loop that writes a result or
// reads an input, or a command goes on writing for seconds after Ctrl-C,
// or waits forever on a pipe or a FIFO that never brings anything. The
// pieces here make a writer and a reader stop with the context, and let
// a command say what it had finished.

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
