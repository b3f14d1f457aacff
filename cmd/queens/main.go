// Command queens runs the approaches of the queens book, compares them and
// builds the book. Run it without arguments for the main comparison, or
// with -h for the list of subcommands.
//
// With QUEENS_TIMELESS=1 in its environment it prints what the book's
// cells print: the same output with the measured times left out. The web
// edition's notebook runs its cells so, to show how they differ from the
// book's.
package main

import (
	"context"
	"os"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/queenscmd"
)

func main() {
	ctx, stop := cli.NotifyStop(context.Background())
	env := cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Timeless: os.Getenv(cli.TimelessVar) == "1"}
	code := queenscmd.Main(ctx, os.Args[1:], env)
	stop()
	os.Exit(code)
}
