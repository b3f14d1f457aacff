package searchcmd

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/verify"
	"github.com/queensbook/queens/puzzle/words"
)

// VerifyCommand returns 'queens verify': check a board in tuple form, read from a file, in linear time.
func VerifyCommand() *cli.Command {
	return &cli.Command{
		Name:    "verify",
		Summary: "check a board in tuple form, read from a file, in linear time",
		Args:    "FILE",
		MinArgs: 1,
		MaxArgs: 1,
		About: `
verify checks one board in tuple form, as every command writes it: the columns
of rows 0, 1, 2, ... counted from 0, with "-" for a row without a queen, and
separated by spaces or line breaks. It reads '-' as stdin. -n N checks the
N x N board, whose N rows the tuple must give. Otherwise the tuple gives the
rows; -cols gives the columns, and without it the board is the narrowest that
holds the tuple: n x n for n queens in columns 0 to n-1, a wide board for a
larger column number (a solution there solves every wider board too), and for
a tall board, one with empty rows, a column a queen; a note on stderr names
that board when it is not square. It prints "valid: n = N" for a square board
and "valid: Q queens on R x C, no two attacking" for another, or names the
first queen attacked by an earlier one, the first empty row of a board short
of queens, or a tuple short of the rows of -n, and exits with status 1.
-format json writes {"valid": ..., "rows", "cols", "cols_given", "queens"},
and for a board that is not a solution the "error", with the "attack" pair
or the "off_board" square where there is one.
`,
		Examples: []cli.Example{
			{Command: "queens one -n 1000000 -o boards && queens verify boards/one-1000000.txt", What: "a million queens, written and checked"},
			{Command: "echo 0 4 7 5 2 6 1 3 | queens verify -n 8 -", What: "the first 8 x 8 solution, from stdin"},
			{Command: "queens solve -rows 5 -cols 8 -format tuple -first | queens verify -cols 8 -", What: "a solution of the 5 x 8 board"},
		},
		Define: func(fs *cli.FlagSet) cli.RunFunc {
			format := fs.FormatFlag("text", "json")
			side := cli.Numbers(fs, "n", "0", fmt.Sprintf("%s one `side` from 1 to %s, whose rows the tuple must give (instead of -cols; default: the narrowest board that holds the tuple)", cli.SharedUsage["n"], words.Thousands(verify.MaxN)),
				func(s string) (int, error) {
					n, err := cli.Whole("n", s, verify.MaxN)
					return int(n), err
				})
			cols := fs.Int("cols", 0, cli.SharedUsage["cols"]+", the rows being the tuple's: check that every queen stands in one of them (default: the narrowest board that holds the tuple)")
			quiet := fs.QuietFlag()
			fs.Check(func() error {
				switch {
				case fs.IsSet("n") && fs.IsSet("cols"):
					return cli.Usagef("-n checks the n x n board and -cols the tuple's rows by that many columns: give one of them")
				case fs.IsSet("n") && *side < 1:
					return cli.Usagef("-n %d has no squares; n must be at least 1", *side)
				}
				return nil
			})
			return func(ctx context.Context, env cli.Env, args []string) error {
				if fs.IsSet("cols") && (*cols < 1 || *cols > verify.MaxN) {
					return cli.Usagef("-cols %d: a board has 1 to %d columns", *cols, verify.MaxN)
				}
				return verifyFile(ctx, env, args[0], verifyOptions{*side, *cols, *format, *quiet})
			}
		},
	}
}

// verified is what verify found, as -format json writes it.
type verified struct {
	Valid bool `json:"valid"`
	Rows  int  `json:"rows"`
	Cols  int  `json:"cols"`
	// ColsGiven is false when Cols is the narrowest board that holds
	// the tuple, not -cols.
	ColsGiven bool `json:"cols_given"`
	Queens    int  `json:"queens"`
	// Error says why the board is not a solution; Attack names the two
	// queens that attack each other, OffBoard the queen off the board.
	Error    string   `json:"error,omitempty"`
	Attack   []string `json:"attack,omitempty"`
	OffBoard string   `json:"off_board,omitempty"`
}

// verifyOptions are the flags of verify: the side of the square board,
// or its columns, 0 for the narrowest that holds the tuple, the format of
// the verdict, and -quiet.
type verifyOptions struct {
	side, cols int
	format     string
	quiet      bool
}

// rowsError says that a tuple does not give the rows of the n x n board
// that -n asks for: a board cut short, or one with rows past the last.
type rowsError struct {
	rows, n int
}

func (e *rowsError) Error() string {
	return fmt.Sprintf("the tuple gives %d rows, where the %d x %d board of -n has %d", e.rows, e.n, e.n, e.n)
}

// Unwrap returns verify.ErrNotSolution.
func (e *rowsError) Unwrap() error { return verify.ErrNotSolution }

// verifyFile reads and checks the board in the named file and writes the
// verdict. A file that cannot be read, or is not a tuple, is bad input
// (exit status 2); a board that is not a solution is an answer (exit
// status 1). Reading a large file shows a bar on a terminal, and Ctrl-C
// stops it, or the wait for a pipe or a FIFO, at once.
func verifyFile(ctx context.Context, env cli.Env, name string, o verifyOptions) error {
	cols, format := max(o.side, o.cols), o.format
	b, err := readTuple(ctx, env, name, o.quiet)
	if err != nil {
		return err
	}
	if name == "-" {
		name = "stdin"
	}
	v := verified{Rows: len(b), Cols: cols, ColsGiven: cols > 0, Queens: verify.Queens(b)}
	if !v.ColsGiven {
		v.Cols = max(verify.Columns(b), 1)
		if v.Cols != v.Rows && !o.quiet {
			side := max(v.Rows, v.Cols)
			fmt.Fprintf(env.Stderr, "queens verify: checked %d x %d, the narrowest board that holds the tuple; -n %d checks %d x %d\n", v.Rows, v.Cols, side, side, side)
		}
	}
	if o.side > 0 && len(b) != o.side {
		err = &rowsError{rows: len(b), n: o.side}
	} else {
		err = verify.CheckOn(b, v.Cols)
	}
	if err != nil && !errors.Is(err, verify.ErrNotSolution) {
		return cli.Usagef("%s: %v", name, err)
	}
	v.Valid = err == nil
	if format == "json" {
		describeFault(&v, err)
		if werr := json.NewEncoder(env.Stdout).Encode(v); werr != nil {
			return werr
		}
	} else if v.Valid {
		fmt.Fprintln(env.Stdout, v.sentence())
	}
	if err != nil {
		return fmt.Errorf("%s: not a solution: %w", name, err)
	}
	return nil
}

// describeFault fills in the fields that say what is wrong with a board
// that is not a solution.
func describeFault(v *verified, err error) {
	if err == nil {
		return
	}
	v.Error = err.Error()
	var attack *verify.AttackError
	var off *verify.OffBoardError
	switch {
	case errors.As(err, &attack):
		v.Attack = []string{attack.A.String(), attack.B.String()}
	case errors.As(err, &off):
		v.OffBoard = board.Square{Row: off.Row, Col: off.Col}.String()
	}
}

// sentence says what a valid board is a solution of.
func (v verified) sentence() string {
	if v.Rows == v.Cols {
		return fmt.Sprintf("valid: n = %d", v.Rows)
	}
	s := fmt.Sprintf("valid: %d queens on %d x %d", v.Queens, v.Rows, v.Cols)
	if !v.ColsGiven && v.Cols > v.Rows {
		s += " (or any wider board)"
	}
	return s + ", no two attacking"
}

// readTuple reads the board in tuple form from the named file, or stdin
// for "-", with a bar of the bytes read on a terminal, unless quiet. Its
// errors are usage errors, but for Ctrl-C, which says how much was read.
func readTuple(ctx context.Context, env cli.Env, name string, quiet bool) (board.Board, error) {
	in, size, closeIn, err := cli.OpenInput(ctx, env, name)
	if errors.Is(err, context.Canceled) {
		return nil, cli.Interrupted("while waiting for %s to open: nothing read", name)
	}
	if err != nil {
		return nil, cli.Usagef("%v", err)
	}
	defer closeIn()
	if name == "-" {
		name = "stdin"
	}
	counted := &cli.CountingReader{R: in}
	if bar := env.NewBar(quiet, "reading "+name+" (bytes)", float64(size), false); bar != nil {
		counted.Progress = func(read int64) { bar.Set(uint64(read)) }
		defer bar.Clear()
	}
	b, err := verify.Read(counted, verify.Limit(verify.BoardBytesPerQueen+verify.CheckBytesPerQueen, 0))
	switch {
	case errors.Is(err, context.Canceled):
		return nil, cli.Interrupted("after reading %s bytes of %s, before checking any", words.Thousands(uint64(counted.Bytes)), name)
	case err != nil:
		return nil, cli.Usagef("%s: %v", name, err)
	}
	return b, nil
}
