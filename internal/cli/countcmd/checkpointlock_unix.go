//go:build unix

package countcmd

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"golang.org/x/sys/unix"

	"github.com/queensbook/queens/internal/cli"
)

// lockCheckpoint takes the lock of the checkpoint file name, so that two
// counts never run on one checkpoint: a lock (flock) on the file
// lockPath names, which holds the process id of the count that took it.
// The system lets go of the lock when that process ends, however it ends,
// so a lock file that a killed count left locks nothing. It returns the
// function that removes the lock file and lets go, and refuses, naming
// the process, a checkpoint that another count holds.
func lockCheckpoint(name string) (release func(), err error) {
	path := lockPath(name)
	for {
		file, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
		if err != nil {
			return nil, fmt.Errorf("-checkpoint %s: %w", name, err)
		}
		err = unix.Flock(int(file.Fd()), unix.LOCK_EX|unix.LOCK_NB)
		if errors.Is(err, unix.EWOULDBLOCK) {
			holder, _ := io.ReadAll(io.LimitReader(file, 20))
			file.Close()
			return nil, inUse(name, strings.TrimSpace(string(holder)))
		}
		if err == nil && !removedSince(file, path) {
			return holdLock(file, path)
		}
		file.Close()
		if err != nil {
			return nil, fmt.Errorf("-checkpoint %s: locking %s: %w", name, path, err)
		}
		// The lock was taken on the file that its last holder removed
		// as it let go: it locks nothing, so lock the file there now.
	}
}

// lockPath names the lock file of the checkpoint file name: ".NAME.lock"
// beside it.
func lockPath(name string) string {
	return filepath.Join(filepath.Dir(name), "."+filepath.Base(name)+".lock")
}

// removedSince reports whether the file at path is no longer file.
func removedSince(file *os.File, path string) bool {
	held, err1 := file.Stat()
	now, err2 := os.Stat(path)
	return err1 != nil || err2 != nil || !os.SameFile(held, now)
}

// holdLock writes this process's id in the locked file at path, and
// returns the function that removes the file and lets go of the lock: in
// that order, so that no count locks the file once it is removed.
func holdLock(file *os.File, path string) (release func(), err error) {
	release = func() {
		os.Remove(path)
		file.Close()
	}
	err = file.Truncate(0) // the id of a count that was killed may be there
	if err == nil {
		_, err = file.WriteString(strconv.Itoa(os.Getpid()) + "\n")
	}
	if err != nil {
		release()
		return nil, fmt.Errorf("writing %s: %w", path, err)
	}
	return release, nil
}

// inUse is the refusal of a checkpoint that the process holder holds,
// or an unknown one when holder is not a process id: it may not have
// written it yet.
func inUse(name, holder string) error {
	if _, err := strconv.Atoi(holder); err != nil {
		return cli.Usagef("-checkpoint %s is in use by another count; let it finish, or stop it, and run this again", name)
	}
	return cli.Usagef("-checkpoint %s is in use by another count, process %s; let it finish, or stop it (kill -INT %s), and run this again", name, holder, holder)
}
