package searchcmd

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"time"

	"github.com/queensbook/queens/approaches/construct"
	"github.com/queensbook/queens/approaches/minconflicts"
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/verify"
	"github.com/queensbook/queens/puzzle/words"
)

// oneMethods are the values -approach takes, with the memory each needs per
// queen.
var oneMethods = map[string]int64{
	"minconflicts": minconflicts.BytesPerQueen,
	"construct":    construct.BytesPerQueen,
}

// Drawing limits: a drawing has n² squares. Up to drawnByDefault it is the
// default output; past maxDrawn it is refused even when asked for.
const (
	drawnByDefault = 64
	maxDrawn       = 1000
)

// oneFlags are the flags of one.
type oneFlags struct {
	n           int
	method      string
	seed        uint64
	format, out string
	verify      bool
	quiet       bool
}

// oneRun is one solved board and what it cost.
type oneRun struct {
	board board.Board
	// mc holds the counts of a min-conflicts run, nil for construct.
	mc   *minconflicts.Result
	time time.Duration
}

// OneCommand returns 'queens one': one solution of a board of any size, ten million queens too.
func OneCommand() *cli.Command {
	return &cli.Command{
		Name:    "one",
		Summary: "one solution of a board of any size, ten million queens too",
		About: `
one finds a single solution of a board of any size: minconflicts repairs a
nearly right board by local search, construct writes one down by formula.
Boards up to 64 are drawn, larger ones written as a tuple; -format chess draws
up to 1000, and -format summary says what the run did without the board.
n = 2 and 3 have no solution, which one says.
`,
		Examples: []cli.Example{
			{Command: "queens one -n 1000000 -verify -format summary", What: "a million queens, repaired and checked"},
			{Command: "queens one -n 10000000 -approach construct -o boards", What: "ten million queens by formula, written to boards/one-10000000.txt"},
		},
		Define: func(fs *cli.FlagSet) cli.RunFunc {
			f := &oneFlags{}
			// The limit here is the one of any budget: one's boards go as
			// far as the memory budget allows, which check says before
			// allocating anything.
			size := fs.SizeFlag(8, fmt.Sprintf("as large as fits in a memory budget of %d GiB", verify.DefaultBudget>>30), verify.MaxN,
				fmt.Sprintf("the largest side whose lines an int32 numbers, whatever the memory; at %d GiB, fewer fit", verify.DefaultBudget>>30))
			method := fs.ApproachFlag("minconflicts", []string{"minconflicts", "construct"}, "local search", "formula")
			fs.Uint64Var(&f.seed, "seed", 1, "`seed` of minconflicts' random choices, 0 or any larger whole number; the same seed gives the same board")
			format := fs.FormatFlag("auto", "tuple", "chess", "json", "summary")
			fs.StringVar(&f.out, "o", "", cli.SharedUsage["o"]+"; the board goes to DIR/one-N.txt (or .json)")
			fs.BoolVar(&f.verify, "verify", false, "check the board in O(n) before writing it, and say so")
			quiet := fs.QuietFlag()
			return func(ctx context.Context, env cli.Env, _ []string) error {
				n := *size
				f.n, f.method, f.format, f.quiet = n, *method, *format, *quiet
				if err := f.check(env); err != nil {
					return err
				}
				run, err := f.solve(ctx, env)
				if errors.Is(err, construct.ErrNoSolution) {
					// An answer, not a failure: there is nothing to write.
					_, err := fmt.Fprintf(env.Stdout, "no solution: %d queens cannot be placed on %d x %d; n = 2 and 3 are the only such boards\n", n, n, n)
					return err
				}
				if err != nil {
					return err
				}
				return f.write(ctx, env, run)
			}
		},
	}
}

// check refuses bad flags, and boards too large for memory before
// anything is allocated. It picks the format when none is given.
func (f *oneFlags) check(env cli.Env) error {
	perQueen, ok := oneMethods[f.method]
	if !ok {
		return cli.Usagef("-approach %q: one takes minconflicts or construct", f.method)
	}
	if f.format == "summary" && f.out != "" {
		return cli.Usagef("-format summary writes no board, and -o a board to a file; give one of them")
	}
	if f.format == "chess" && f.n > maxDrawn {
		return cli.Usagef("-format chess: a drawing of n = %d would have %s squares; draw up to n = %d, or use -format tuple", f.n, words.Thousands(uint64(f.n)*uint64(f.n)), maxDrawn)
	}
	if f.out != "" {
		if err := cli.WritableDir(f.out); err != nil {
			return err
		}
	}
	if f.verify {
		perQueen += verify.CheckBytesPerQueen
	}
	if err := verify.Reserve(f.n, perQueen, 0); err != nil {
		return cli.Usagef("%v", err)
	}
	if f.format == "auto" {
		f.format = f.defaultFormat(env)
	}
	return nil
}

// defaultFormat draws a board up to drawnByDefault on stdout; a larger
// board, or any board written to a file, gets the tuple form that queens
// verify reads.
func (f *oneFlags) defaultFormat(env cli.Env) string {
	switch {
	case f.out != "":
		return "tuple"
	case f.n > drawnByDefault:
		if !f.quiet {
			fmt.Fprintf(env.Stderr, "queens one: boards past n = %d are not drawn; writing the tuple form (-format chess draws up to n = %d)\n", drawnByDefault, maxDrawn)
		}
		return "tuple"
	}
	return "chess"
}

// solve runs the chosen method, with a bar on a terminal for the start
// of min-conflicts, most of its work on a huge board. No solution (n = 2,
// 3) comes back as construct.ErrNoSolution.
func (f *oneFlags) solve(ctx context.Context, env cli.Env) (oneRun, error) {
	start := time.Now()
	var run oneRun
	var err error
	if f.method == "construct" {
		run.board, err = constructBoard(ctx, f.n)
	} else {
		update, clear := env.Progress(f.quiet, "minconflicts: queens placed", float64(f.n))
		opt := minconflicts.Options{Seed: f.seed}
		if update != nil {
			opt.Progress = func(placed int) { update(uint64(placed)) }
		}
		var res minconflicts.Result
		res, err = minconflicts.Solve(ctx, f.n, opt)
		clear()
		run.board, run.mc = res.Board, &res
	}
	run.time = time.Since(start)
	var tooLarge *verify.TooLargeError
	if errors.As(err, &tooLarge) {
		return run, cli.Usagef("%v", err)
	}
	return run, err
}

// constructBoard returns construct's board of n queens, or ctx's error
// when ctx is done first: construct fills a hundred million rows in a
// second or two, and watches no context, so it fills them in a goroutine
// that is left to end on its own after Ctrl-C.
func constructBoard(ctx context.Context, n int) (board.Board, error) {
	type built struct {
		b   board.Board
		err error
	}
	done := make(chan built, 1)
	go func() {
		b, err := construct.Solve(n)
		done <- built{b, err}
	}()
	select {
	case r := <-done:
		return r.b, r.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// write puts the board where -o says, then the summary: on stdout beside
// a drawing or after writing a file, on stderr when stdout holds a tuple
// or JSON for a program to read. Ctrl-C stops the writing, and then the
// error says that the board was found but not written whole.
func (f *oneFlags) write(ctx context.Context, env cli.Env, run oneRun) error {
	if f.verify {
		if err := verify.Check(run.board); err != nil {
			return fmt.Errorf("%s returned a board that is not a solution: %w", f.method, err)
		}
	}
	summary := env.Stdout
	if f.out == "" && (f.format == "tuple" || f.format == "json") {
		// stdout holds the board for a program to read.
		summary = env.Stderr
		if f.quiet {
			summary = io.Discard
		}
	}
	if err := f.writeBoard(ctx, env, run); err != nil {
		if errors.Is(err, context.Canceled) {
			return cli.Interrupted("after placing %s queens, before %s was written whole", words.Thousands(uint64(f.n)), f.destination())
		}
		return err
	}
	f.summarize(summary, env, run)
	return nil
}

// writeBoard writes the board in the chosen format, to stdout or to a file
// in the folder -o names, until ctx is done; -format summary writes none.
func (f *oneFlags) writeBoard(ctx context.Context, env cli.Env, run oneRun) error {
	switch {
	case f.format == "summary":
		return nil
	case f.out == "":
		return f.encode(cli.WatchWriter(ctx, env.Stdout), env, run)
	}
	return cli.WriteFile(f.out, f.fileName(), func(w io.Writer) error { return f.encode(cli.WatchWriter(ctx, w), env, run) })
}

// destination names where the board goes: its file, or stdout.
func (f *oneFlags) destination() string {
	if f.out == "" {
		return "stdout"
	}
	return filepath.Join(f.out, f.fileName())
}

// fileName is the name of the file -o writes the board to.
func (f *oneFlags) fileName() string {
	ext := "txt"
	if f.format == "json" {
		ext = "json"
	}
	return fmt.Sprintf("one-%d.%s", f.n, ext)
}

// encode writes the board in the chosen format. The tuple and JSON forms
// are written column by column through a buffer, so that ten million
// queens need no second copy of the board as text in memory.
func (f *oneFlags) encode(w io.Writer, env cli.Env, run oneRun) error {
	bw := bufio.NewWriter(w)
	switch f.format {
	case "chess":
		fmt.Fprintf(bw, "%v\n%s", run.board, board.Chess(run.board, f.n))
	case "json":
		head, err := json.Marshal(f.record(env, run))
		if err != nil {
			return err
		}
		bw.Write(head[:len(head)-1]) // the record without its closing brace
		bw.WriteString(`,"tuple":[`)
		if err := writeColumns(bw, run.board, ','); err != nil {
			return err
		}
		bw.WriteString("]}\n")
	default:
		if err := writeColumns(bw, run.board, ' '); err != nil {
			return err
		}
		bw.WriteByte('\n')
	}
	return bw.Flush()
}

// writeColumns writes the columns of b separated by sep, and stops at the
// first error of w, which it returns: after Ctrl-C, or on a full disk.
func writeColumns(w *bufio.Writer, b board.Board, sep byte) error {
	var digits [20]byte
	for row, col := range b {
		if row > 0 {
			w.WriteByte(sep)
		}
		if _, err := w.Write(strconv.AppendInt(digits[:0], int64(col), 10)); err != nil {
			return err
		}
	}
	return nil
}

// oneRecord is the JSON form of a run, before its tuple. The counts of a
// min-conflicts run are there only for that method, the time only when
// times are wanted.
type oneRecord struct {
	N              int      `json:"n"`
	Approach       string   `json:"approach"`
	Seed           *uint64  `json:"seed,omitempty"`
	StartConflicts *int     `json:"start_conflicts,omitempty"`
	Steps          *int     `json:"steps,omitempty"`
	Tries          *int     `json:"tries,omitempty"`
	Verified       bool     `json:"verified"`
	Seconds        *float64 `json:"seconds,omitempty"`
}

func (f *oneFlags) record(env cli.Env, run oneRun) oneRecord {
	rec := oneRecord{N: f.n, Approach: f.method, Verified: f.verify}
	if run.mc != nil {
		rec.Seed = &f.seed
		rec.StartConflicts, rec.Steps, rec.Tries = &run.mc.StartConflicts, &run.mc.Steps, &run.mc.Tries
	}
	if !env.Timeless {
		s := run.time.Seconds()
		rec.Seconds = &s
	}
	return rec
}

// summarize tells what the run did and what it cost.
func (f *oneFlags) summarize(w io.Writer, env cli.Env, run oneRun) {
	n := words.Thousands(uint64(f.n))
	if run.mc == nil {
		fmt.Fprintf(w, "construct placed %s queens on %s x %s, each written once: no search.\n", n, n, n)
	} else {
		mc := run.mc
		fmt.Fprintf(w, "minconflicts solved %s x %s with seed %d: ", n, n, f.seed)
		if mc.Tries == 1 {
			fmt.Fprintf(w, "%s in conflict at the start, repaired in %s.\n", words.Plural(mc.StartConflicts, "queen"), words.Plural(mc.Steps, "step"))
		} else {
			fmt.Fprintf(w, "%s in %d tries; the last started with %s in conflict.\n", words.Plural(mc.Steps, "step"), mc.Tries, words.Plural(mc.StartConflicts, "queen"))
		}
	}
	if f.out != "" {
		fmt.Fprintf(w, "wrote the %s form to %s\n", f.format, filepath.Join(f.out, f.fileName()))
	}
	if f.verify {
		fmt.Fprintf(w, "valid: n = %d\n", f.n)
	}
	if !env.Timeless {
		fmt.Fprintf(w, "time: %s\n", words.Duration(run.time))
	}
}
