package sandbox

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// mostCopied is the most a read-only folder may hold for a run: the
// package folders the sandbox mounts hold some kilobytes.
const mostCopied = 64 << 20

// readOnlyCopies returns ms with each read-only folder replaced by a copy
// of its regular files, made under dir. The host follows a link, and a
// link in a folder a student handed in may point anywhere the user can
// read (~/.ssh/id_ed25519); a copy leaves every link out, so that the
// program sees only what the folder itself holds. The folders are read
// through an [os.Root], which refuses a path that leaves them even when a
// file is swapped for a link meanwhile.
func readOnlyCopies(ms []Mount, dir string) ([]Mount, error) {
	out := make([]Mount, len(ms))
	for i, m := range ms {
		out[i] = m
		if m.Writable {
			continue
		}
		out[i].Dir = filepath.Join(dir, fmt.Sprintf("mount-%d", i))
		if err := copyRegular(m.Dir, out[i].Dir); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// copyRegular copies the folders and regular files of the folder from
// into the new folder to, and nothing else, up to mostCopied bytes.
func copyRegular(from, to string) error {
	root, err := os.OpenRoot(from)
	if err != nil {
		return err
	}
	defer root.Close()
	var copied int64
	return fs.WalkDir(root.FS(), ".", func(name string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir():
			return os.Mkdir(filepath.Join(to, filepath.FromSlash(name)), 0o755)
		case !d.Type().IsRegular():
			return nil // a link, a device or a pipe
		}
		src, err := root.Open(name)
		if err != nil {
			return err
		}
		defer src.Close()
		dst, err := os.OpenFile(filepath.Join(to, filepath.FromSlash(name)), os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err != nil {
			return err
		}
		n, err := io.Copy(dst, io.LimitReader(src, mostCopied-copied+1))
		copied += n
		if closeErr := dst.Close(); err == nil {
			err = closeErr
		}
		if err == nil && copied > mostCopied {
			err = fmt.Errorf("%s holds more than %s, too much to give a program in the sandbox", from, bytesText(mostCopied))
		}
		return err
	})
}
