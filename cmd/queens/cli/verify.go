package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/queensbook/queens/approaches/verify"
)

func verifyCommand() *command {
	return &command{
		name:    "verify",
		summary: "check a board in tuple form, read from a file, in linear time",
		args:    "FILE",
		minArgs: 1,
		maxArgs: 1,
		about: "verify checks one board in tuple form: the columns of rows 0, 1, 2, ... counted\n" +
			"from 0 and separated by spaces or line breaks, as 'queens one -format tuple'\n" +
			"writes them. It reads '-' as stdin. It prints \"valid: n = N\", or names the\n" +
			"first queen attacked by an earlier one and exits with status 1.",
		examples: []example{
			{"queens one -n 1000000 -o boards && queens verify boards/one-1000000.txt", "a million queens, written and checked"},
			{"echo 0 4 7 5 2 6 1 3 | queens verify -", "the first 8 x 8 solution, from stdin"},
		},
		define: func(fs *flagSet) runFunc {
			format := fs.formatFlag("text", "json")
			return func(_ context.Context, env Env, args []string) error {
				n, err := verifyFile(env, args[0])
				if err != nil {
					return err
				}
				if *format == "json" {
					_, err = fmt.Fprintf(env.Stdout, "{\"valid\":true,\"n\":%d}\n", n)
					return err
				}
				_, err = fmt.Fprintf(env.Stdout, "valid: n = %d\n", n)
				return err
			}
		},
	}
}

// verifyFile reads and checks the board in the named file. A file that
// cannot be read, or is not a tuple, is bad input (exit status 2); a board
// that is not a solution is an answer (exit status 1).
func verifyFile(env Env, name string) (int, error) {
	in, closeIn, err := open(env, name)
	if err != nil {
		return 0, usagef("%v", err)
	}
	defer closeIn()
	if name == "-" {
		name = "stdin"
	}
	b, err := verify.Read(in, verify.Limit(verify.BoardBytesPerQueen+verify.CheckBytesPerQueen, 0))
	if err != nil {
		return 0, usagef("%s: %v", name, err)
	}
	err = verify.Check(b)
	switch {
	case errors.Is(err, verify.ErrNotSolution):
		return 0, fmt.Errorf("%s: not a solution: %w", name, err)
	case err != nil:
		return 0, usagef("%s: %v", name, err)
	}
	return len(b), nil
}

// open opens the named file, or stdin for "-".
func open(env Env, name string) (io.Reader, func(), error) {
	if name == "-" {
		return env.Stdin, func() {}, nil
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, nil, err
	}
	return f, func() { f.Close() }, nil
}
