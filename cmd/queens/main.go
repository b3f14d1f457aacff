// Command queens runs the approaches of the queens book, compares them and
// builds the book. Run it without arguments for the main comparison, or
// with -h for the list of subcommands.
package main

import (
	"context"
	"os"
	"os/signal"

	"github.com/queensbook/queens/internal/cli"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	code := cli.Main(ctx, os.Args[1:], cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr})
	stop()
	os.Exit(code)
}
