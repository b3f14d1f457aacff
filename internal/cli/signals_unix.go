//go:build unix

package cli

import (
	"os"
	"syscall"
)

// stopSignals are the signals that stop a run cleanly: Ctrl-C, kill's
// default and a terminal that hangs up.
var stopSignals = []os.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP}
