package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"

	"github.com/queensbook/queens/internal/plot"
	"github.com/queensbook/queens/internal/report"
	"golang.org/x/term"
)

// ResultWriter is stdout as a command sees it: it keeps the first write
// error, so that Main can report a result that was not written even when
// the command ignored the error, and it writes nothing more after one.
// A long result is written through watchWriter too, which stops it on
// Ctrl-C; what a command says after Ctrl-C, what it had finished, is
// written here.
type ResultWriter struct {
	w   io.Writer
	Err error
}

// Write implements io.Writer.
func (r *ResultWriter) Write(p []byte) (int, error) {
	if r.Err != nil {
		return 0, r.Err
	}
	n, err := r.w.Write(p)
	if err != nil {
		r.Err = err
	}
	return n, err
}

// writeError is a result that could not be written.
type writeError struct{ err error }

// Error implements error.
func (e *writeError) Error() string {
	return fmt.Sprintf("writing the results: %v; is the disk full, or the pipe closed?", e.err)
}

// Unwrap returns the error underneath, for errors.Is and errors.As.
func (e *writeError) Unwrap() error { return e.err }

// Terminal returns the file behind w when it is a terminal, where
// progress bars, colours and a pager are welcome.
func Terminal(w io.Writer) (*os.File, bool) {
	f, ok := fileOf(w)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return nil, false
	}
	return f, true
}

// fileOf returns the file that w writes to, itself or under the writers
// that Main wraps stdout and stderr in, when it is one.
func fileOf(w io.Writer) (*os.File, bool) {
	if r, ok := w.(*ResultWriter); ok {
		w = r.w
	}
	if u, ok := w.(*unblockingWriter); ok {
		return u.f, true
	}
	f, ok := w.(*os.File)
	return f, ok
}

// IsTerminal reports whether w is a terminal.
func IsTerminal(w io.Writer) bool {
	_, ok := Terminal(w)
	return ok
}

// WritableDir checks, before a run that may take minutes, that dir can be
// created and written to: the dir itself or, when it is missing, its
// nearest existing parent must be a folder that takes a new file. It
// creates nothing that it does not remove; its error is a one-line usage
// error.
func WritableDir(dir string) error {
	if err := CanWriteIn(dir); err != nil {
		return Usagef("-o %s: cannot write there: %v; choose another folder", dir, err)
	}
	return nil
}

// CanWriteIn checks that a file can be made in dir, or in the folder
// above it that exists, when dir does not yet.
func CanWriteIn(dir string) error {
	existing := filepath.Clean(dir)
	info, err := os.Stat(existing)
	// Walk up past what is missing, and past a file that stands where a
	// folder should (ENOTDIR), to say which file is in the way.
	for (errors.Is(err, os.ErrNotExist) || errors.Is(err, syscall.ENOTDIR)) && filepath.Dir(existing) != existing {
		existing = filepath.Dir(existing)
		info, err = os.Stat(existing)
	}
	if err == nil && !info.IsDir() {
		err = fmt.Errorf("%s is not a folder", existing)
	}
	if err == nil {
		var probe *os.File
		if probe, err = os.CreateTemp(existing, ".queens-probe-*"); err == nil {
			probe.Close()
			err = os.Remove(probe.Name())
		}
	}
	var pathErr *os.PathError
	if errors.As(err, &pathErr) {
		err = pathErr.Err
	}
	return err
}

// WriteFile writes the file called name in dir, creating dir if missing,
// through write. The bytes go to a temporary file in dir that is renamed
// to name only once all of them are written, so that a failure never
// leaves half a file behind.
func WriteFile(dir, name string, write func(io.Writer) error) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp, err := WriteTemp(dir, name, write)
	if err == nil {
		err = os.Rename(tmp, filepath.Join(dir, name))
	}
	if err != nil {
		os.Remove(tmp)
		return fmt.Errorf("writing %s: %w", filepath.Join(dir, name), err)
	}
	return nil
}

// WriteDurably writes the file at path as writeFile does, and so that it
// survives a crash or a power cut: the bytes reach the disk before the
// temporary file takes the name, and the new name reaches it before
// writeDurably returns. After a crash the file is the old one or the new
// one, never a mixture.
func WriteDurably(path string, write func(io.Writer) error) error {
	dir := filepath.Dir(path)
	err := WriteFile(dir, filepath.Base(path), func(w io.Writer) error {
		if err := write(w); err != nil {
			return err
		}
		return w.(*os.File).Sync() // writeTemp hands write the file itself
	})
	if err != nil {
		return err
	}
	return syncDir(dir)
}

// syncDir makes the names in a folder, such as a file just renamed, reach
// the disk.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	return err
}

// WriteTemp writes a new temporary file in dir, named after name and
// readable by all, through write, and returns its path. A failed write
// leaves no file. Before it begins it removes the temporaries that
// earlier writers left in dir when they were killed (see removeLeftTemps).
func WriteTemp(dir, name string, write func(io.Writer) error) (string, error) {
	if err := removeLeftTemps(dir); err != nil {
		return "", fmt.Errorf("clearing a write cut short: %w", err)
	}
	tmp, err := os.CreateTemp(dir, fmt.Sprintf(".%s.%d-*", name, os.Getpid()))
	if err != nil {
		return "", err
	}
	err = write(tmp)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp.Name(), 0o644)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return "", err
	}
	return tmp.Name(), nil
}

// removeLeftTemps removes the temporary files in dir that WriteTemp made
// in a process that is gone, whatever file they were for: one killed in
// the middle of a write (kill -9, a power cut) leaves its file behind,
// and any later write to the folder clears it. Such a file is named
// ".NAME.PID-DIGITS", after the process that wrote it; the files of a
// process still running, which may be writing them now, stay.
func removeLeftTemps(dir string) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		pid, ok := tempWriter(e.Name())
		if !ok || !e.Type().IsRegular() || processRuns(pid) {
			continue
		}
		if err := os.Remove(filepath.Join(dir, e.Name())); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	return nil
}

// tempWriter returns the process id in file, a temporary file as
// WriteTemp names them, ".NAME.PID-DIGITS", and false for any other file.
func tempWriter(file string) (int, bool) {
	dot := strings.LastIndexByte(file, '.')
	pid, random, dash := strings.Cut(file[dot+1:], "-")
	if dot < 2 || file[0] != '.' || !dash || !allDigits(pid) || !allDigits(random) {
		return 0, false
	}
	n, err := strconv.Atoi(pid)
	return n, err == nil
}

// allDigits reports whether s is one or more decimal digits.
func allDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// processRuns reports whether the process pid exists, as far as this
// process can tell: one it may not signal exists too.
func processRuns(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}

// SaveSVG writes chart to dir/file, creating dir if it is missing.
func SaveSVG(chart plot.Chart, dir, file string) error {
	return WriteFile(dir, file, chart.WriteSVG)
}

// ReportOptions says how the command's tables are written: with times,
// unless env asks for text that stays the same from run to run.
func ReportOptions(env Env) report.Options {
	return report.Options{Times: !env.Timeless}
}
