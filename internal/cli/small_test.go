package cli_test

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/clitest"
)

// ReadSmall reads a file of SmallFile bytes whole, and refuses a larger
// one, a sparse file of 64 MiB, after reading one byte past SmallFile.
func TestReadSmall(t *testing.T) {
	full := bytes.Repeat([]byte("q"), cli.SmallFile)
	if data, err := cli.ReadSmall(bytes.NewReader(full)); err != nil || !bytes.Equal(data, full) {
		t.Errorf("a file of SmallFile bytes: %d bytes read, %v", len(data), err)
	}
	file, err := os.Open(clitest.SparseFile(t, "sparse.txt", "text"))
	clitest.Must(t, err)
	defer file.Close()
	data, err := cli.ReadSmall(file)
	if err == nil || !strings.Contains(err.Error(), "larger than 1 MiB") || data != nil {
		t.Errorf("a file of 64 MiB: %d bytes, %v; want an error that says it is larger than 1 MiB", len(data), err)
	}
	if at, _ := file.Seek(0, 1); at != cli.SmallFile+1 {
		t.Errorf("read %d bytes of a file of 64 MiB; want SmallFile and one", at)
	}
}
