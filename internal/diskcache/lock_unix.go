//go:build unix

package diskcache

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"time"

	"golang.org/x/sys/unix"
)

// Lock waits until no other process holds the lock of the entry key, and
// takes it: so that of two processes that need one entry, the second
// waits for the first to make it, and finds it. The lock goes with the
// process that holds it, however it ends. It returns the function that
// lets go, or ctx's error when ctx ends first.
func (c *Cache) Lock(ctx context.Context, key string) (unlock func(), err error) {
	f, err := os.OpenFile(filepath.Join(c.dir, key+".lock"), os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	for {
		err := unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB)
		if err == nil {
			return func() { f.Close() }, nil
		}
		if !errors.Is(err, unix.EWOULDBLOCK) {
			f.Close()
			return nil, err
		}
		select {
		case <-ctx.Done():
			f.Close()
			return nil, ctx.Err()
		case <-time.After(50 * time.Millisecond): // look again; nothing depends on how soon
		}
	}
}
