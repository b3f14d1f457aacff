package check_test

import (
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/queensbook/queens/internal/exercise"
	"github.com/queensbook/queens/internal/exercise/check"
)

// attacks are what a hostile student might put in the init of a solution
// of the exercise conflict: the code runs before any test, with the
// reference's Attacker beside it so that the tests would pass. PLANTED,
// HOME, SOURCE and LISTENER are replaced by paths and an address of the
// test's own.
var attacks = []struct {
	name, code string
	// stopped is what the outcome must say stopped the tests, or ""
	// when the attack fails quietly and the tests pass.
	stopped string
	// timeout is the tests' time, when not a minute.
	timeout time.Duration
}{
	{"processes", `
	exec.Command("/bin/sh", "-c", "setsid sleep 302 & touch PLANTED").Run()
	for range 200 {
		exec.Command(os.Args[0]).Start()
	}`, "", 0},
	{"files", `
	os.WriteFile(filepath.Join("SOURCE", "approaches", "tuplestate", "evil.go"), []byte("package tuplestate"), 0o644)
	os.WriteFile("evil.txt", []byte("x"), 0o644)
	os.RemoveAll("HOME")
	os.RemoveAll("/")`, "", 0},
	{"network", `
	if c, err := net.Dial("tcp", "LISTENER"); err == nil {
		c.Close()
	}`, "", 0},
	{"memory", `
	var kept [][]byte
	for range 10 {
		b := make([]byte, 1<<30)
		for i := range b {
			b[i] = 1
		}
		kept = append(kept, b)
	}`, "the test binary ran out of its 512 MB of memory", 0},
	{"bigfile", `
	f, _ := os.Create(filepath.Join(os.TempDir(), "big"))
	chunk := make([]byte, 1<<20)
	for range 2048 {
		if _, err := f.Write(chunk); err != nil {
			panic(err)
		}
	}`, "the test binary wrote more than its 64 MB of files, and was stopped", 0},
	{"loop", `
	for {
	}`, "the test binary stopped after 3s", 3 * time.Second},
}

// TestHostileSolutions checks each attack through the runner as
// 'queens exercise check' runs it: the planted home and source tree are
// as they were, no process was started, the listener saw no connection,
// and each bound that stopped the tests is said in words.
func TestHostileSolutions(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the exercise once an attack")
	}
	root := root(t)
	conflict, _ := exercise.Lookup("conflict")
	reference, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(conflict.Reference())))
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			c.Close()
			t.Error("the listener accepted a connection from a student's code")
		}
	}()
	for _, a := range attacks {
		t.Run(a.name, func(t *testing.T) {
			t.Parallel()
			home, planted := t.TempDir(), filepath.Join(t.TempDir(), "planted")
			if err := os.WriteFile(filepath.Join(home, "thesis.txt"), []byte("years of work"), 0o644); err != nil {
				t.Fatal(err)
			}
			code := strings.NewReplacer("PLANTED", planted, "HOME", home, "SOURCE", root, "LISTENER", ln.Addr().String()).Replace(a.code)
			solution := strings.Replace(string(reference), "package conflict\n",
				"package conflict\n\nimport (\n\t\"net\"\n\t\"os\"\n\t\"os/exec\"\n\t\"path/filepath\"\n)\n\nvar _, _, _, _ = net.Dial, exec.Command, filepath.Join, os.Args\n\nfunc init() {"+code+"\n}\n", 1)
			file := filepath.Join(t.TempDir(), "conflict.go")
			if err := os.WriteFile(file, []byte(solution), 0o644); err != nil {
				t.Fatal(err)
			}
			outcomes, err := check.Test(t.Context(), root, check.Options{File: file, Timeout: a.timeout}, conflict)
			if err != nil {
				t.Fatal(err)
			}
			o := outcomes[0]
			switch {
			case len(o.Compile) > 0:
				t.Fatalf("the solution does not compile: %q", o.Compile)
			case o.Stopped != a.stopped:
				t.Errorf("the outcome says the tests stopped because %q, want %q (trouble %q)", o.Stopped, a.stopped, o.Trouble)
			case a.stopped == "" && !o.Passed():
				t.Errorf("the attack failed quietly, but the tests did not pass: %v %q", o.Failures, o.Trouble)
			}
			if entries, err := os.ReadDir(home); err != nil || len(entries) != 1 {
				t.Errorf("the planted home changed: %v %v", entries, err)
			}
			if _, err := os.Stat(planted); err == nil {
				t.Error("a shell ran the student's command")
			}
			if sleeping() {
				t.Error("the student's sleep 302 is running")
			}
			for _, evil := range []string{filepath.Join(root, "approaches", "tuplestate", "evil.go"), filepath.Join(root, filepath.FromSlash(conflict.Dir()), "evil.txt")} {
				if _, err := os.Stat(evil); err == nil {
					os.Remove(evil)
					t.Errorf("the student's code wrote %s", evil)
				}
			}
		})
	}
}

// sleeping reports whether a process of this machine runs "sleep 302",
// which the attack on processes tries to leave behind.
func sleeping() bool {
	cmdlines, _ := filepath.Glob("/proc/[0-9]*/cmdline")
	for _, c := range cmdlines {
		if data, err := os.ReadFile(c); err == nil && string(data) == "sleep\x00302\x00" {
			return true
		}
	}
	return false
}
