package sandbox

import (
	"bytes"
	"io"
	"io/fs"
	"sync"

	experimentalsys "github.com/tetratelabs/wazero/experimental/sys"
)

// capped counts the bytes a program writes to stdout and stderr together
// and, past most, writes no more and stops the program.
type capped struct {
	mu      sync.Mutex
	written int64
	most    int64
	stop    func()
}

// to returns a writer to w (nil for none) that counts against c.
func (c *capped) to(w io.Writer) io.Writer {
	if w == nil {
		w = io.Discard
	}
	return cappedWriter{c, w}
}

// passed reports whether the program wrote more than c allows.
func (c *capped) passed() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.written > c.most
}

// cappedWriter is one stream counted by a capped.
type cappedWriter struct {
	c *capped
	w io.Writer
}

// Write implements io.Writer: it writes what fits under the cap and
// stops the program when p passes it, telling the program nothing went
// wrong, so that it does not fill stderr with the failure.
func (cw cappedWriter) Write(p []byte) (int, error) {
	c := cw.c
	c.mu.Lock()
	room := c.most - c.written
	c.written += int64(len(p))
	c.mu.Unlock()
	if room < int64(len(p)) {
		if room > 0 {
			cw.w.Write(p[:room])
		}
		c.stop()
		return len(p), nil
	}
	return cw.w.Write(p)
}

// oomWatch reads stderr as it is written for the Go runtime's word that
// memory ran out: the sandbox's bound on memory is where the runtime's
// growth of the memory fails. It keeps the end of what it saw, so that
// the words are found across two writes.
type oomWatch struct {
	mu   sync.Mutex
	last []byte
	seen bool
}

// oomWords are what the Go runtime prints when memory runs out.
var oomWords = []byte("out of memory")

// Write implements io.Writer.
func (o *oomWatch) Write(p []byte) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if !o.seen {
		o.last = append(o.last, p...)
		o.seen = bytes.Contains(o.last, oomWords)
		if keep := len(oomWords) - 1; len(o.last) > keep {
			o.last = append(o.last[:0], o.last[len(o.last)-keep:]...)
		}
	}
	return len(p), nil
}

// outOfMemory reports whether the runtime said that memory ran out.
func (o *oomWatch) outOfMemory() bool {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.seen
}

// quota counts the bytes a program writes into its writable folders.
type quota struct {
	mu      sync.Mutex
	written int64
	most    int64
	over    bool
}

// take counts n bytes about to be written; it returns false, and writes
// nothing, when they would pass the quota.
func (q *quota) take(n int) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.written+int64(n) > q.most {
		q.over = true
		return false
	}
	q.written += int64(n)
	return true
}

// passed reports whether the program tried to write past the quota.
func (q *quota) passed() bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.over
}

// quotaFS is a writable folder whose files' writes count against a quota.
type quotaFS struct {
	experimentalsys.FS
	quota *quota
}

// OpenFile implements experimentalsys.FS.
func (q quotaFS) OpenFile(path string, flag experimentalsys.Oflag, perm fs.FileMode) (experimentalsys.File, experimentalsys.Errno) {
	f, errno := q.FS.OpenFile(path, flag, perm)
	if errno != 0 {
		return nil, errno
	}
	return quotaFile{File: f, quota: q.quota}, 0
}

// quotaFile is a file of a quotaFS.
type quotaFile struct {
	experimentalsys.File
	quota *quota
}

// Write implements experimentalsys.File.
func (f quotaFile) Write(p []byte) (int, experimentalsys.Errno) {
	if !f.quota.take(len(p)) {
		return 0, experimentalsys.EIO
	}
	return f.File.Write(p)
}

// Pwrite implements experimentalsys.File.
func (f quotaFile) Pwrite(p []byte, off int64) (int, experimentalsys.Errno) {
	if !f.quota.take(len(p)) {
		return 0, experimentalsys.EIO
	}
	return f.File.Pwrite(p, off)
}

// Truncate implements experimentalsys.File: growing a file by truncation
// counts as writing its new bytes.
func (f quotaFile) Truncate(size int64) experimentalsys.Errno {
	st, errno := f.File.Stat()
	if errno != 0 {
		return errno
	}
	if grow := size - st.Size; grow > 0 && !f.quota.take(int(min(grow, 1<<40))) {
		return experimentalsys.EIO
	}
	return f.File.Truncate(size)
}
