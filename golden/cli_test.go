package golden

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/queensbook/queens/cmd/queens/cli"
)

// TestCLI records what the queens command prints for a few typical calls,
// with times left out: the help, solves in each format, and errors.
func TestCLI(t *testing.T) {
	cases := []struct {
		name string
		args string
		exit int
	}{
		{"help", "-h", 0},
		{"solve_help", "solve -h", 0},
		{"solve_board", "solve -n 6 -approach tuplestate", 0},
		{"solve_tuple", "solve -n 8 -approach permfilter -format tuple", 0},
		{"solve_plain_first", "solve -n 8 -approach octal -first -format plain", 0},
		{"solve_json_fixed", "solve -n 8 -approach permfilter -fixed 00400200 -json", 0},
		{"solve_as_written", "solve -n 6 -approach gridbacktrack -as-written", 0},
		{"solve_no_completion", "solve -n 4 -fixed a1", 0},
		{"solve_unique", "solve -unique -format tuple", 0},
		{"solve_unique_json", "solve -unique -n 6 -json", 0},
		{"compare_small", "compare -n 4-5 -markdown", 0},
		{"error_unique", "solve -unique -fixed a1", 2},
		{"error_n", "solve -n 0", 2},
		{"error_fixed", "solve -fixed c4,e6", 2},
		{"error_approach", "solve -approach magic", 2},
		{"error_too_big", "solve -n 12 -approach octal", 2},
		{"error_flag", "compare -x", 2},
		{"error_command", "frobnicate", 2},
	}
	g := newGoldie(t)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			env := cli.Env{Stdin: strings.NewReader(""), Stdout: &stdout, Stderr: &stderr, Timeless: true}
			code := cli.Main(context.Background(), strings.Fields(c.args), env)
			if code != c.exit {
				t.Errorf("queens %s: exit status %d, want %d; stderr: %s", c.args, code, c.exit, stderr.String())
			}
			if c.exit == 2 && strings.Count(stderr.String(), "\n") != 1 {
				t.Errorf("queens %s: the error should be one line, got %q", c.args, stderr.String())
			}
			out := fmt.Sprintf("$ queens %s\n%s", c.args, stdout.String())
			if stderr.Len() > 0 {
				out += "--- stderr\n" + stderr.String()
			}
			out += fmt.Sprintf("--- exit status %d\n", code)
			g.Assert(t, "cli_"+c.name, []byte(out))
		})
	}
}
