package main

import (
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/testscript"
)

// TestMain lets the scripts run this very binary as the command queens.
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){"queens": main})
}

// TestScripts runs the scripts in testdata/script against the real binary:
// exit statuses, what reaches stderr, and Ctrl-C.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:           "testdata/script",
		UpdateScripts: os.Getenv("UPDATE_SCRIPTS") != "",
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"sleep": sleep,
		},
	})
}

// sleep pauses a script for the given milliseconds, to let a command in
// the background get going before it is interrupted.
func sleep(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: sleep MILLISECONDS")
	}
	ms, err := strconv.Atoi(args[0])
	ts.Check(err)
	time.Sleep(time.Duration(ms) * time.Millisecond)
}
