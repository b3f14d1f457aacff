//go:build !unix

package countcmd

// lockCheckpoint locks nothing where the system has no locks of files,
// as in WebAssembly, whose sandbox holds files of its own: no other count
// sees them.
func lockCheckpoint(string) (release func(), err error) {
	return func() {}, nil
}
