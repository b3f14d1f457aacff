package cli

import (
	"bufio"
	"context"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/creack/pty"
)

// waitTable holds one command, wait, that runs until it is interrupted or
// for the time its -for flag gives, and has -quiet as the commands with
// long runs have.
var waitTable = &Table{Commands: []*Command{{
	Name:    "wait",
	Summary: "wait until interrupted, or for a while",
	Define: func(fs *FlagSet) RunFunc {
		fs.QuietFlag()
		wait := fs.Duration("for", time.Hour, "how long to wait")
		return func(ctx context.Context, _ Env, _ []string) error {
			select {
			case <-ctx.Done():
				return ctx.Err()
			case <-time.After(*wait):
				return nil
			}
		}
	},
}}}

// runningNote is the note of noteRunning for queens wait.
var runningNote = regexp.MustCompile(`^queens wait: still running \(process (\d+)\); Ctrl-C or kill -INT (\d+) stops it\n$`)

// TestLongRunNotesThatItRuns runs a long command with stderr on a pipe,
// which is not a terminal: the run notes that it is running, naming this
// process, and Ctrl-C after the note stops it with one line more.
func TestLongRunNotesThatItRuns(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	ctx, interrupt := context.WithCancel(context.Background())
	defer interrupt()
	status := make(chan int)
	go func() {
		defer w.Close()
		status <- waitTable.Main(ctx, []string{"wait"}, Env{Stdout: io.Discard, Stderr: w, noteAfter: time.Nanosecond})
	}()
	stderr := bufio.NewReader(r)
	note, err := stderr.ReadString('\n')
	if err != nil {
		t.Fatalf("no note on stderr: %v", err)
	}
	interrupt()
	if got := <-status; got != ExitInterrupted {
		t.Errorf("exit status %d after Ctrl-C, want %d", got, ExitInterrupted)
	}
	m := runningNote.FindStringSubmatch(note)
	if m == nil || m[1] != m[2] || m[1] != strconv.Itoa(os.Getpid()) {
		t.Errorf("the note is %q; want it to match %s with this process, %d", note, runningNote, os.Getpid())
	}
	if rest, _ := io.ReadAll(stderr); string(rest) != "queens wait: interrupted\n" {
		t.Errorf("after the note stderr holds %q; want the one line that says the run was interrupted", rest)
	}
}

// TestQuietRunNotesNothing checks that -quiet leaves the note out, on a
// stderr that would get it, for a run far longer than the wait before it.
func TestQuietRunNotesNothing(t *testing.T) {
	stderr, err := os.Create(filepath.Join(t.TempDir(), "stderr"))
	if err != nil {
		t.Fatal(err)
	}
	defer stderr.Close()
	env := Env{Stdout: io.Discard, Stderr: stderr, noteAfter: time.Nanosecond}
	if status := waitTable.Main(context.Background(), []string{"wait", "-for", "50ms", "-quiet"}, env); status != ExitOK {
		t.Fatalf("exit status %d", status)
	}
	if written, err := os.ReadFile(stderr.Name()); err != nil || len(written) > 0 {
		t.Errorf("stderr holds %q (%v); want nothing with -quiet", written, err)
	}
}

// TestClearedSpinnerStaysCleared draws a spinner, a bar of no total such
// as the line a count shows while it makes its plan, on a terminal, waits
// until the terminal has shown it turn, clears it, and checks that
// nothing more is drawn: a spinner turns on a goroutine of its own, which
// must stop with it.
func TestClearedSpinnerStaysCleared(t *testing.T) {
	terminal, tty, err := pty.Open()
	if err != nil {
		t.Fatal(err)
	}
	defer terminal.Close()
	defer tty.Close()
	shown := make(chan string, 100)
	go func() {
		defer close(shown)
		buf := make([]byte, 4096)
		for {
			n, err := terminal.Read(buf)
			if err != nil {
				return
			}
			shown <- string(buf[:n])
		}
	}()
	// await reads what the terminal shows until it has shown want count
	// times more.
	await := func(want string, count int) {
		t.Helper()
		for seen := ""; strings.Count(seen, want) < count; {
			more, ok := <-shown
			if !ok {
				t.Fatalf("the terminal closed after %q; want %q %d times", seen, want, count)
			}
			seen += more
		}
	}
	const text = "n=22 halves: making the plan"
	note := Env{Stderr: tty}.NewNote(false, text)
	if note == nil {
		t.Fatal("no note on a terminal")
	}
	await(text, 3) // drawn, and turned twice
	note.Clear()
	await("\x1b[2K", 1) // the line erased
	// The spinner turns every 100 ms: a spinner left turning would be
	// drawn again within a few of them.
	select {
	case more := <-shown:
		t.Errorf("after the clear the terminal shows %q; want nothing more", more)
	case <-time.After(500 * time.Millisecond):
	}
}
