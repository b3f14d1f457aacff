package cli

import (
	"errors"
	"io"
)

// SmallFile is the most that [ReadSmall] reads: a MiB, far more than any
// source file, table or record that a command reads whole holds.
const SmallFile = 1 << 20

// errLarge is the error of [ReadSmall] for more than SmallFile bytes.
var errLarge = errors.New("larger than 1 MiB, more than a file of its kind holds")

// ReadSmall reads all of r, a file that a command reads whole, and
// refuses one of more than SmallFile bytes, reading no more than one byte
// past them: a file of gigabytes, such as a sparse one that takes no room
// on the disk, is refused at once, where reading it took seconds and
// gigabytes of memory, deaf to Ctrl-C.
func ReadSmall(r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, SmallFile+1))
	if err == nil && len(data) > SmallFile {
		return nil, errLarge
	}
	return data, err
}
