package pgroup_test

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/queensbook/queens/internal/pgroup"
)

// Cancelling the context kills the command and what it started: here a
// shell that starts a sleep in the background, as go test starts a test
// binary, and says its process id.
func TestCancelKillsTheWholeGroup(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	cmd := pgroup.Command(ctx, "sh", "-c", "sleep 600 & echo $!; wait")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Skipf("no shell here: %v", err)
	}
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	child, err := strconv.Atoi(strings.TrimSpace(line))
	if err != nil {
		t.Fatal(err)
	}
	cancel()
	cmd.Wait()
	if !ended(t, child) {
		t.Errorf("the shell's child, process %d, runs on after the cancel", child)
	}
}

// ended reports whether process pid has ended, reaped or a zombie, waiting
// for that a while at most: a killed process ends when the system next
// schedules it.
func ended(t *testing.T, pid int) bool {
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
		if os.IsNotExist(err) {
			return true
		}
		if err != nil {
			t.Skipf("no process table to look at here: %v", err)
		}
		// The state follows the command's name, which is in brackets.
		if i := bytes.LastIndexByte(stat, ')'); i > 0 && len(stat) > i+2 && stat[i+2] == 'Z' {
			return true
		}
		time.Sleep(time.Millisecond) // poll again; the outcome does not depend on it
	}
	return false
}
