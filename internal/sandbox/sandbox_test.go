package sandbox

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// hostile builds testdata/hostile for wasip1 once for all the tests.
var hostile = sync.OnceValues(func() ([]byte, error) {
	out := filepath.Join(os.TempDir(), "queens-sandbox-hostile.wasm")
	cmd := exec.Command("go", "build", "-o", out, "./testdata/hostile")
	cmd.Env = append(os.Environ(), "GOOS=wasip1", "GOARCH=wasm", "CGO_ENABLED=0")
	if msg, err := cmd.CombinedOutput(); err != nil {
		return nil, errors.New(string(msg))
	}
	defer os.Remove(out)
	return os.ReadFile(out)
})

// attack runs the hostile program with args in a sandbox that mounts a
// scratch folder at /work and, read-only, a source folder at /src, and
// returns its exit status, what it wrote, and Run's error.
func attack(t *testing.T, limits Limits, args ...string) (status int, stdout string, err error) {
	t.Helper()
	wasm, buildErr := hostile()
	if buildErr != nil {
		t.Fatalf("building the hostile program: %v", buildErr)
	}
	var out bytes.Buffer
	status, err = Run(t.Context(), Program{
		Wasm:   wasm,
		Args:   append([]string{"hostile"}, args...),
		Env:    []string{"QUEENS_SANDBOX_TEST=yes"},
		Mounts: []Mount{{Dir: t.TempDir(), Guest: "/work", Writable: true}, {Dir: source(t), Guest: "/src"}},
		Stdout: &out,
		Stderr: &out,
		Limits: limits,
	})
	return status, out.String(), err
}

// source makes a folder standing in for the book's source tree, with
// one file.
func source(t *testing.T) string {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "input.txt"), []byte("the source"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// plantHome makes a folder standing in for the user's home, with a file
// in it, outside every folder the sandbox mounts.
func plantHome(t *testing.T) string {
	home := t.TempDir()
	if err := os.WriteFile(filepath.Join(home, "thesis.txt"), []byte("years of work"), 0o644); err != nil {
		t.Fatal(err)
	}
	return home
}

// checkHome fails the test when the planted home lost its file or
// gained one.
func checkHome(t *testing.T, home string) {
	t.Helper()
	entries, err := os.ReadDir(home)
	if err != nil || len(entries) != 1 || entries[0].Name() != "thesis.txt" {
		t.Errorf("the planted home changed: %v %v", entries, err)
	}
}

func TestAProgramRunsWithItsFolders(t *testing.T) {
	status, out, err := attack(t, Limits{}, "fine")
	if err != nil || status != 3 {
		t.Fatalf("status %d, error %v, output:\n%s", status, err, out)
	}
	for _, want := range []string{`read "the source" <nil>`, "write <nil>", "write src true", "env yes"} {
		if !strings.Contains(out, want) {
			t.Errorf("the output lacks %q:\n%s", want, out)
		}
	}
}

// TestNoProcess: a shell that would plant a file, a process started
// directly and 200 started in a loop all fail, and no process was left.
func TestNoProcess(t *testing.T) {
	planted := filepath.Join(t.TempDir(), "planted")
	before := children(t)
	_, out, err := attack(t, Limits{}, "processes", planted)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"sh: true", "start process: true", "started: 0"} {
		if !strings.Contains(out, want) {
			t.Errorf("the output lacks %q:\n%s", want, out)
		}
	}
	if _, err := os.Stat(planted); err == nil {
		t.Error("the shell ran: it planted its file")
	}
	if after := children(t); after > before {
		t.Errorf("this process has %d children after the run, %d before", after, before)
	}
}

// children counts the processes whose parent is this test.
func children(t *testing.T) int {
	t.Helper()
	stats, err := filepath.Glob("/proc/[0-9]*/stat")
	if err != nil {
		t.Fatal(err)
	}
	me := " " + strconv.Itoa(os.Getpid()) + " "
	n := 0
	for _, s := range stats {
		data, err := os.ReadFile(s)
		if err != nil {
			continue // gone meanwhile
		}
		// pid (comm) state ppid ...: the parent follows the state.
		if _, rest, ok := strings.Cut(string(data), ") "); ok && strings.HasPrefix(rest[1:], me) {
			n++
		}
	}
	return n
}

// TestNoFileOutsideItsFolders: writes outside the scratch folder, into
// the read-only source, over a planted home, and a RemoveAll of the
// home and of the root change nothing outside the scratch folder.
func TestNoFileOutsideItsFolders(t *testing.T) {
	home := plantHome(t)
	_, out, err := attack(t, Limits{}, "files", home)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"absolute: true", "climb: true", "remove root: true", "passwd: true"} {
		if !strings.Contains(out, want) {
			t.Errorf("the output lacks %q:\n%s", want, out)
		}
	}
	checkHome(t, home)
	if _, err := os.Stat(filepath.Join(filepath.Dir(home), "evil.txt")); err == nil {
		t.Error("a file was written beside the home")
	}
}

// TestNoFileThroughALink: the read-only folder holds a link to a file
// of the planted home and one to the home itself, as a student's
// repository may; neither reaches the program, and the folder's own file
// still does.
func TestNoFileThroughALink(t *testing.T) {
	home := plantHome(t)
	src := source(t)
	for link, target := range map[string]string{"leak": filepath.Join(home, "thesis.txt"), "up": home} {
		if err := os.Symlink(target, filepath.Join(src, link)); err != nil {
			t.Fatal(err)
		}
	}
	wasm, buildErr := hostile()
	if buildErr != nil {
		t.Fatalf("building the hostile program: %v", buildErr)
	}
	var out bytes.Buffer
	_, err := Run(t.Context(), Program{
		Wasm:   wasm,
		Args:   []string{"hostile", "links"},
		Mounts: []Mount{{Dir: src, Guest: "/src"}},
		Stdout: &out,
		Stderr: &out,
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"leak: true \"\"", "linked folder: true 0"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the output lacks %q:\n%s", want, &out)
		}
	}
	checkHome(t, home)
}

// TestNoNetwork: a dial of a listener on this machine fails, and the
// listener sees no connection.
func TestNoNetwork(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	accepted := make(chan bool, 1)
	go func() {
		conn, err := ln.Accept()
		if err == nil {
			conn.Close()
		}
		accepted <- err == nil
	}()
	_, out, err := attack(t, Limits{}, "network", ln.Addr().String())
	if err != nil || !strings.Contains(out, "dial: true") {
		t.Errorf("error %v, output %q; want the dial to fail", err, out)
	}
	ln.Close()
	if <-accepted {
		t.Error("the listener accepted a connection from the sandbox")
	}
}

// TestBounds: each bound stops a program that passes it, and says so in
// a reader's words.
func TestBounds(t *testing.T) {
	for _, c := range []struct {
		attack string
		limits Limits
		bound  string
		says   string
	}{
		{"memory", Limits{Memory: 256 << 20}, "memory", "ran out of its 256 MB of memory"},
		{"bigfile", Limits{Files: 8 << 20}, "files", "wrote more than its 8 MB of files, and was stopped"},
		{"loop", Limits{Time: 2 * time.Second}, "time", "stopped after 2s"},
		{"flood", Limits{Output: 64 << 10}, "output", "wrote more than its 64 KB of output, and was stopped"},
	} {
		t.Run(c.attack, func(t *testing.T) {
			start := time.Now()
			_, out, err := attack(t, c.limits, c.attack)
			var stop *Stop
			if !errors.As(err, &stop) || stop.Bound != c.bound || stop.Says != c.says {
				t.Fatalf("error %v; want the %s bound: %q\noutput (%d bytes): %.300s", err, c.bound, c.says, len(out), out)
			}
			if c.attack == "flood" && len(out) > int(c.limits.Output) {
				t.Errorf("%d bytes of output passed a cap of %d", len(out), c.limits.Output)
			}
			if took := time.Since(start); took > time.Minute {
				t.Errorf("the run took %v to stop", took)
			}
		})
	}
}

// TestCancel: cancelling the run's context stops an endless program and
// returns the context's error, not a bound.
func TestCancel(t *testing.T) {
	wasm, err := hostile()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(t.Context(), 500*time.Millisecond)
	defer cancel()
	_, err = Run(ctx, Program{Wasm: wasm, Args: []string{"hostile", "loop"}})
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("error %v; want the context's deadline", err)
	}
}

// orphanEnv names the endless program's file for the test binary, run
// again by TestNoOrphan, to run in the sandbox and wait there to be
// killed.
const orphanEnv = "QUEENS_SANDBOX_TEST_ORPHAN"

// TestNoOrphan kills a process in the middle of a Run, as SIGKILL or a
// crash would, and checks that the sandbox's child ends with it rather
// than run the endless program for nobody.
func TestNoOrphan(t *testing.T) {
	if path := os.Getenv(orphanEnv); path != "" {
		wasm, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		Run(context.Background(), Program{Wasm: wasm, Args: []string{"hostile", "loop"}, Limits: Limits{Time: time.Hour}})
		return
	}
	// The program is built here, so that the only child of the process
	// killed is the sandbox's.
	wasm, err := hostile()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "hostile.wasm")
	if err := os.WriteFile(path, wasm, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestNoOrphan$")
	cmd.Env = append(os.Environ(), orphanEnv+"="+path)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Wait()
	var child int
	for deadline := time.Now().Add(time.Minute); child == 0; time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatal("the sandbox's child did not start within a minute")
		}
		child = childOf(t, cmd.Process.Pid)
	}
	cmd.Process.Kill()
	for deadline := time.Now().Add(5 * time.Second); alive(child); time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			syscall.Kill(child, syscall.SIGKILL)
			t.Fatalf("the sandbox's child %d runs on 5 s after the process that started it was killed", child)
		}
	}
}

// childOf returns a child of the process pid, or 0 when it has none.
func childOf(t *testing.T, pid int) int {
	stats, err := filepath.Glob("/proc/[0-9]*/stat")
	if err != nil {
		t.Fatal(err)
	}
	parent := " " + strconv.Itoa(pid) + " "
	for _, s := range stats {
		data, err := os.ReadFile(s)
		if err != nil {
			continue
		}
		if _, rest, ok := strings.Cut(string(data), ") "); ok && strings.HasPrefix(rest[1:], parent) {
			child, _ := strconv.Atoi(filepath.Base(filepath.Dir(s)))
			return child
		}
	}
	return 0
}

// alive reports whether the process pid runs, and is no zombie.
func alive(pid int) bool {
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	_, rest, _ := strings.Cut(string(data), ") ")
	return !strings.HasPrefix(rest, "Z")
}

// TestCompiledProgramsAreTrimmed: of twenty programs in the compilation
// cache, in the folders of two releases of wazero, the sixteen newest
// stay.
func TestCompiledProgramsAreTrimmed(t *testing.T) {
	dir := t.TempDir()
	start := time.Now().Add(-time.Hour)
	for i := range 20 {
		release := filepath.Join(dir, fmt.Sprintf("wazero-v1.%d-amd64-linux", i%2))
		path := filepath.Join(release, fmt.Sprintf("program-%02d", i))
		made := start.Add(time.Duration(i) * time.Minute)
		if err := errors.Join(os.MkdirAll(release, 0o755), os.WriteFile(path, nil, 0o644), os.Chtimes(path, made, made)); err != nil {
			t.Fatal(err)
		}
	}
	trimCompiled(dir)
	left, err := filepath.Glob(filepath.Join(dir, "*", "program-*"))
	if err != nil {
		t.Fatal(err)
	}
	slices.SortFunc(left, func(a, b string) int { return strings.Compare(filepath.Base(a), filepath.Base(b)) })
	if len(left) != keptPrograms || filepath.Base(left[0]) != "program-04" {
		t.Errorf("left %d programs, want %d from program-04: %q", len(left), keptPrograms, left)
	}
}
