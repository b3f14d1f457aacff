package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/testscript"
)

// The count on many machines: what the script count-machines.txtar
// needs beyond the other scripts, and the check that the README and
// queens count -h show the commands it runs.

// machinesEnvironment is what the script that counts on two machines
// needs: $QUEENS_SSH_LOGIN, the sshlogin of GNU parallel for the second
// machine, as .ci/run sets it, and $QUEENS_BIN, the queens that the
// scripts run, to copy where GNU parallel sends it from.
func machinesEnvironment(t *testing.T) []string {
	t.Helper()
	bin, err := exec.LookPath("queens") // where testscript.Main put it
	if err != nil {
		t.Fatal(err)
	}
	return []string{"QUEENS_SSH_LOGIN=" + os.Getenv("QUEENS_SSH_LOGIN"), "QUEENS_BIN=" + bin}
}

// cutSSH cuts the ssh session of the job that GNU parallel runs on
// another machine, as a network that fails or a machine that goes down
// does, once the job has got somewhere:
//
//	cutssh LOGIN GLOB
//
// asks the machine that the sshlogin LOGIN names, over ssh, until a file
// in its login folder matches GLOB, such as the checkpoint of a count
// saved there, and then kills (kill -9) the ssh that runs the job there:
// the one that this test started and that carries parallel's wrapper of
// the job, GNU_Parallel_worker. It fails when no file matches within
// readyWithin, or when there is no such ssh to kill, as when the job has
// already ended.
func cutSSH(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: cutssh LOGIN GLOB")
	}
	ssh := sshCommand(args[0])
	deadline := time.Now().Add(readyWithin)
	for exec.Command(ssh[0], append(ssh[1:], "ls -d -- "+args[1])...).Run() != nil {
		if time.Now().After(deadline) {
			ts.Fatalf("no file %s on %s within %v", args[1], args[0], readyWithin)
		}
		time.Sleep(50 * time.Millisecond) // ask again; nothing depends on how soon
	}
	jobs := descendants(os.Getpid(), func(cmdline string) bool {
		return strings.HasPrefix(cmdline, ssh[0]+" ") && strings.Contains(cmdline, "GNU_Parallel_worker")
	})
	if len(jobs) == 0 {
		ts.Fatalf("%s holds %s, but no ssh runs a job of GNU parallel there", args[0], args[1])
	}
	for _, pid := range jobs {
		ts.Check(syscall.Kill(pid, syscall.SIGKILL))
		ts.Logf("[cut the ssh session of a job on %s: kill -9 %d]", args[0], pid)
	}
}

// sshCommand is the command line that reaches the machine the
// sshlogin login names: login itself when it is a command, such as
// "ssh -F config user", and ssh user@host when it is only the machine.
func sshCommand(login string) []string {
	ssh := strings.Fields(login)
	if len(ssh) == 1 {
		ssh = []string{"ssh", ssh[0]}
	}
	return ssh
}

// clearSSH stops the queens that the machine the sshlogin LOGIN names
// still runs for its user, and removes from its login folder the files
// that match GLOB:
//
//	clearssh LOGIN GLOB
//
// A cut session leaves its job running there until it ends, and its
// files behind (GNU parallel's --cleanup never runs for it); a
// checkpoint left by an earlier run of the script would make the next
// one go on from it, or find its part finished.
func clearSSH(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: clearssh LOGIN GLOB")
	}
	ssh := sshCommand(args[0])
	if out, err := exec.Command(ssh[0], append(ssh[1:], "pkill -KILL -u \"$(id -u)\" -x queens; rm -f -- "+args[1])...).CombinedOutput(); err != nil {
		ts.Fatalf("clearing %s on %s: %v: %s", args[1], args[0], err, out)
	}
}

// descendants returns the running processes below process pid, its
// children and theirs, whose arguments, joined by spaces, keep accepts.
func descendants(pid int, keep func(cmdline string) bool) []int {
	parent := map[int]int{}
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		p, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", p))
		if i := bytes.LastIndexByte(stat, ')'); err == nil && i > 0 { // the state and the parent follow the name
			if fields := strings.Fields(string(stat[i+1:])); len(fields) > 1 {
				parent[p], _ = strconv.Atoi(fields[1])
			}
		}
	}
	var found []int
	for p := range parent {
		below := false
		for q := parent[p]; q > 1 && !below; q = parent[q] {
			below = q == pid
		}
		if !below || exited(p) {
			continue
		}
		if keep(commandLine(p)) {
			found = append(found, p)
		}
	}
	return found
}

// TestManyMachinesAsShown checks that the README's section on counting on
// many machines, and queens count -h, show the very commands that
// count-machines.txtar runs, with LOGIN for the other machine's
// sshlogin: all of the README's but the first, the build, since the
// script copies the queens it tests instead.
func TestManyMachinesAsShown(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, _ := strings.Cut(string(readme), "\n## Count on many machines\n")
	section, _, _ = strings.Cut(section, "\n## ")
	_, block, _ := strings.Cut(section, "```console\n")
	block, _, _ = strings.Cut(block, "```")
	shown := strings.Split(strings.TrimSpace(block), "\n")
	if build := "CGO_ENABLED=0 go build -o queens ./cmd/queens"; shown[0] != build || len(shown) < 2 {
		t.Fatalf("the README's section on many machines shows %q; want %q and then the commands of the test", shown, build)
	}
	script, err := os.ReadFile(filepath.Join("testdata", "script", "count-machines.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	run := map[string]bool{}
	for _, line := range strings.Split(string(script), "\n") {
		run[strings.TrimSuffix(line, " &")] = true // in the background or not
	}
	help, err := exec.Command("queens", "count", "-h").CombinedOutput()
	if err != nil {
		t.Fatalf("queens count -h: %v\n%s", err, help)
	}
	helpCommands := strings.ReplaceAll(string(help), " \\\n    ", " ") // a command's lines joined
	for _, command := range shown[1:] {
		if !run["exec "+strings.ReplaceAll(command, "LOGIN", "$QUEENS_SSH_LOGIN")] {
			t.Errorf("count-machines.txtar does not run the README's\n%s", command)
		}
		if !strings.Contains(helpCommands, "\n  "+command+"\n") {
			t.Errorf("queens count -h does not show the README's\n%s", command)
		}
	}
}
