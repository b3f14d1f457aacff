//go:build !unix

package cli

import (
	"os"
	"syscall"
)

// stopSignals are the signals that stop a run cleanly where there is no
// SIGHUP, as in WebAssembly: Ctrl-C and kill's default.
var stopSignals = []os.Signal{syscall.SIGINT, syscall.SIGTERM}
