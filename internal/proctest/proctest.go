// Package proctest finds, for tests, the processes that a process
// started and that still run: a test that stops a student's run checks
// with it that nothing of the run is left. It looks only at the
// process's own descendants, so a second go test running beside it, with
// test binaries of the same names, cannot be taken for a leftover.
// It reads Linux's /proc.
package proctest

import (
	"bytes"
	"os"
	"strconv"
	"strings"
)

// A Process is one running process.
type Process struct {
	Pid int
	// Cmdline is its command line, the arguments joined by spaces.
	Cmdline string
}

// Descendants returns the processes that pid started, and those they
// started in turn, that are still running (a process that has ended and
// waits to be reaped is not). It returns nothing where /proc cannot be
// read.
func Descendants(pid int) []Process {
	return StartedSince(pid, nil)
}

// StartedSince returns the descendants of pid, as Descendants does, that
// were not among before, a list Descendants returned earlier, leaving out
// too what the processes of before have started since: what a test
// started after taking before, apart from a browser it keeps open.
func StartedSince(pid int, before []Process) []Process {
	known := map[int]bool{}
	for _, p := range before {
		known[p.Pid] = true
	}
	entries, _ := os.ReadDir("/proc")
	children := map[int][]int{}
	for _, e := range entries {
		child, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if parent, running := parentOf(child); running {
			children[parent] = append(children[parent], child)
		}
	}
	var found []Process
	for queue := children[pid]; len(queue) > 0; queue = queue[1:] {
		p := queue[0]
		if known[p] {
			continue
		}
		cmdline, _ := os.ReadFile("/proc/" + strconv.Itoa(p) + "/cmdline")
		found = append(found, Process{p, strings.TrimSpace(string(bytes.ReplaceAll(cmdline, []byte{0}, []byte{' '})))})
		queue = append(queue, children[p]...)
	}
	return found
}

// parentOf returns the parent of pid, read from /proc/pid/stat, and
// whether pid is running: not gone, and not a zombie waiting to be
// reaped.
func parentOf(pid int) (parent int, running bool) {
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, false
	}
	// The name, in parentheses, may hold spaces and parentheses itself:
	// the fields after it begin after its last closing parenthesis.
	fields := strings.Fields(string(stat[bytes.LastIndexByte(stat, ')')+1:]))
	if len(fields) < 2 {
		return 0, false
	}
	parent, err = strconv.Atoi(fields[1])
	return parent, err == nil && fields[0] != "Z"
}
