package cli

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/queensbook/queens/puzzle/words"
)

// progressEvery is how often a bar is redrawn at most.
const progressEvery = 200 * time.Millisecond

// progressBar is a bar on stderr for a long run, with the counts written
// with their thousands grouped, as everywhere else in queens.
type progressBar struct {
	bar   *progressbar.ProgressBar
	label string
	// of is " of TOTAL", or empty when the total is not known.
	of   string
	last time.Time
	// width is the terminal's width in columns, and frame what the bar
	// draws beside the text: the percentage, the brackets, the time left,
	// as progressbar counts them when it sizes the bar.
	width, frame int
}

// minBarWidth is the fewest columns the bar itself keeps: a text that
// would leave it fewer gives way to a shorter one.
const minBarWidth = 10

// NewBar returns a bar on stderr, or nil when stderr is not a terminal or
// quiet is set. total <= 0 shows a spinner with a count instead of a bar;
// eta adds the time left, foretold from the pace so far, where the pace
// is steady enough to foretell anything.
func (env Env) NewBar(quiet bool, label string, total float64, eta bool) *progressBar {
	if quiet || !IsTerminal(env.Stderr) {
		return nil
	}
	max := int64(total)
	b := &progressBar{label: label, width: terminalWidth(env.Stderr), frame: 14}
	if eta {
		b.frame += len("10m10s:10m10s")
	}
	if total <= 0 {
		max = -1
	} else {
		b.of = " of " + words.Thousands(uint64(total))
	}
	b.bar = progressbar.NewOptions64(max,
		progressbar.OptionSetWriter(env.Stderr),
		progressbar.OptionSetDescription(label),
		progressbar.OptionSetPredictTime(eta),
		progressbar.OptionShowElapsedTimeOnFinish(),
		progressbar.OptionThrottle(progressEvery),
		progressbar.OptionClearOnFinish(),
		// Clear the line with an escape code: the bar only shows on a
		// terminal, and a line of spaces can miss part of a bar.
		progressbar.OptionUseANSICodes(true),
		// As wide as the terminal and no wider, whatever the text beside
		// it: a bar that wraps cannot be cleared.
		progressbar.OptionFullWidth(),
	)
	return b
}

// NewNote returns a line on stderr that shows text where a bar would
// show, until it is cleared: what a run is doing before it knows how much
// there is to do. It is a spinner, which turns and counts the seconds on
// its own, drawn at once. It is nil where newBar's bar would be.
func (env Env) NewNote(quiet bool, text string) *progressBar {
	b := env.NewBar(quiet, text, 0, false)
	if b != nil {
		b.bar.RenderBlank()
	}
	return b
}

// Set moves the bar to done, with a note after the count: "label: 20 of
// 22,898 subproblems, 501,278,445 queens placed". Of the notes, longest
// first, it shows the first that leaves the bar minBarWidth columns on
// the terminal, or none.
func (b *progressBar) Set(done uint64, notes ...string) {
	if now := time.Now(); now.Sub(b.last) >= progressEvery {
		b.last = now
		text := fmt.Sprintf("%s: %s%s", b.label, words.Thousands(done), b.of)
		for _, note := range notes {
			if b.fits(text + " " + note) {
				text += " " + note
				break
			}
		}
		b.bar.Describe(text)
	}
	b.bar.Set64(int64(done))
}

// fits reports whether text leaves the bar minBarWidth columns.
func (b *progressBar) fits(text string) bool {
	return utf8.RuneCountInString(text)+b.frame+minBarWidth <= b.width
}

// terminalWidth returns the width of the terminal w, or 80 when it cannot
// tell.
func terminalWidth(w io.Writer) int {
	if f, ok := Terminal(w); ok {
		if width, _, err := term.GetSize(int(f.Fd())); err == nil && width > 0 {
			return width
		}
	}
	return 80
}

// Clear takes the bar off the screen for good: it finishes the bar,
// which OptionClearOnFinish erases. A spinner, a bar of no total, turns
// on a goroutine of its own until it is finished: one that was only
// cleared would be drawn again over what follows.
func (b *progressBar) Clear() {
	if b != nil {
		b.bar.Finish()
	}
}

// Progress returns a function that shows attempts counted so far on a bar
// on stderr, and a function that clears the bar; see newBar.
func (env Env) Progress(quiet bool, label string, total float64) (update func(uint64), clear func()) {
	b := env.NewBar(quiet, label, total, true)
	if b == nil {
		return nil, func() {}
	}
	return func(done uint64) { b.Set(done) }, b.Clear
}

// runningNoteAfter is how long a run goes on before it says so, where no
// progress bar can: a second, so that a quick run stays silent.
const runningNoteAfter = time.Second

// noteRunning arranges for one line on stderr, after the command's
// prefix, once its run has gone on for env.noteAfter (runningNoteAfter by
// default):
//
//	queens count: still running (process 4242); Ctrl-C or kill -INT 4242 stops it
//
// The note is for a person reading a log, and a test waits for it before
// it interrupts the run. It goes only to a stderr that is a file but not
// a terminal: a terminal has the progress bars instead, and a program that
// runs a command in-process, as the book's cells do, reads what it wrote
// once it is done. The returned function cancels the note or, when it is
// being written, waits for it: call it when the run ends, so that the
// note never follows what the command says last, such as "interrupted".
func (env Env) noteRunning(prefix string) (cancel func()) {
	if _, ok := fileOf(env.Stderr); !ok || IsTerminal(env.Stderr) {
		return func() {}
	}
	after := env.noteAfter
	if after == 0 {
		after = runningNoteAfter
	}
	var mu sync.Mutex
	done := false
	timer := time.AfterFunc(after, func() {
		mu.Lock()
		defer mu.Unlock()
		if !done {
			pid := os.Getpid()
			fmt.Fprintf(env.Stderr, "%s: still running (process %d); Ctrl-C or kill -INT %d stops it\n", prefix, pid, pid)
		}
	})
	return func() {
		timer.Stop()
		mu.Lock()
		done = true
		mu.Unlock()
	}
}
