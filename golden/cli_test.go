package golden

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/queenscmd"
	"github.com/sebdah/goldie/v2"
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
		{"solve_gridwritten", "solve -n 6 -approach gridwritten", 0},
		{"solve_no_completion", "solve -n 4 -fixed a1", 0},
		{"solve_unique", "solve -unique -format tuple", 0},
		{"solve_unique_json", "solve -unique -n 6 -json", 0},
		{"compare_small", "compare -n 4-5 -format markdown", 0},
		{"compare_repeat", "compare -n 5 -approach tuplestate,bitboard -repeat 3", 0},
		{"error_repeat", "compare -repeat 0", 2},
		{"trace_four", "trace -n 4 -approach gridbacktrack -steps 12", 0},
		{"trace_tuplestate", "trace -n 4 -approach tuplestate -compact", 0},
		{"trace_permfilter", "trace -n 4 -approach permfilter -compact", 0},
		{"trace_dancinglinks", "trace -n 5 -approach dancinglinks -fixed c3 -compact", 0},
		{"trace_octal", "trace -n 4 -approach octal -steps 12", 0},
		{"trace_octal_json", "trace -n 4 -approach octal -json -steps 4", 0},
		{"trace_combinations", "trace -rows 2 -cols 4 -approach combinations -compact", 0},
		{"trace_combinations_json", "trace -n 4 -approach combinations -json -steps 12", 0},
		{"trace_combinations_summary", "trace -rows 3 -cols 5 -fixed b2 -approach combinations -summary", 0},
		{"count_range", "count -n 4-8 -unique", 0},
		{"error_count_shard_range", "count -n 4-8 -shard 1/2", 2},
		{"error_unique", "solve -unique -fixed a1", 2},
		{"error_n", "solve -n 0", 2},
		{"error_fixed", "solve -fixed c4,e6", 2},
		{"error_approach", "solve -approach magic", 2},
		{"error_too_big", "solve -n 12 -approach octal", 2},
		{"solve_rectangle_fixed", "solve -rows 8 -cols 5 -fixed 00070 -approach tuplestate -format tuple", 0},
		{"error_fixed_rectangle", "solve -rows 5 -cols 8 -fixed 00600000", 2},
		{"error_fixed_long", "solve -n 6 -fixed 0040020", 2},
		{"error_flag", "compare -x", 2},
		{"error_command", "frobnicate", 2},
	}
	g := newGoldie(t)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertCLI(t, g, "cli_"+c.name, c.args, "", c.exit) })
	}
}

// TestCLIInteractive records 'queens solve -interactive' with its input
// piped in: the completions, or a usage error for a bad line.
func TestCLIInteractive(t *testing.T) {
	cases := []struct {
		name, args, stdin string
		exit              int
	}{
		{"seed", "solve -interactive", "00400200\n", 0},
		{"rectangle", "solve -interactive -rows 8 -cols 5 -approach octal -format tuple", "b3,e8\n", 0},
		{"bad_line", "solve -interactive -n 6", "0040020\n", 2},
	}
	g := newGoldie(t)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertCLI(t, g, "cli_interactive_"+c.name, c.args, c.stdin, c.exit) })
	}
}

// assertCLI runs 'queens args' with stdin, checks its exit status, and
// compares what it printed with the golden file name. A usage error must
// be one line.
func assertCLI(t *testing.T, g *goldie.Goldie, name, args, stdin string, exit int) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	env := cli.Env{Stdin: strings.NewReader(stdin), Stdout: &stdout, Stderr: &stderr, Timeless: true}
	code := queenscmd.Main(context.Background(), strings.Fields(args), env)
	if code != exit {
		t.Errorf("queens %s: exit status %d, want %d; stderr: %s", args, code, exit, stderr.String())
	}
	if exit == 2 && strings.Count(stderr.String(), "\n") != 1 {
		t.Errorf("queens %s: the error should be one line, got %q", args, stderr.String())
	}
	out := fmt.Sprintf("$ queens %s\n%s", args, stdout.String())
	if stdin != "" {
		out = fmt.Sprintf("$ printf %q | queens %s\n%s", stdin, args, stdout.String())
	}
	if stderr.Len() > 0 {
		out += "--- stderr\n" + stderr.String()
	}
	out += fmt.Sprintf("--- exit status %d\n", code)
	g.Assert(t, name, []byte(out))
}
