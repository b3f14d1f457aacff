// Command cells is the queens command as the web edition runs the book's
// cells in the reader's browser: compiled to WebAssembly (GOOS=js
// GOARCH=wasm) by queens site, and run in a Web Worker of the page with
// Go's own wasm_exec.js, so that a static site runs every cell with
// nothing installed. Its table holds the commands that can run in a
// browser, the very ones of cmd/queens; a command that cannot (it starts
// the go command, serves, writes the site or draws charts with the
// plotting library left out to keep the download small) is refused with
// one line that says so and where it runs.
//
// The page hands it a cell's command line whole, in QUEENS_CELL, to be
// split as queens serve splits it (internal/cellline); without it the
// arguments are the command line's, as for cmd/queens. With
// QUEENS_TIMELESS=1 it prints what the book's cells print.
//
// Check on an exercise's page builds and runs the exercise's tests in the
// browser, then hands this command the run, in the folder that
// QUEENS_EXERCISE_RUN names, and the line exercise check SLUG: the
// feedback is queens exercise check's own, word for word.
package main

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/queensbook/queens/internal/cellline"
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/exercisecmd"
)

// CellVar is the variable that holds a cell's whole command line.
const CellVar = "QUEENS_CELL"

func main() {
	// Stderr goes as a plain writer, not a file, as the book builder's
	// cells have it: a file that is no terminal would get queens's note
	// for a log's reader ("still running (process 1); kill -INT 1 stops
	// it"), and the page's status line says a run is going on, and its
	// Stop ends it.
	stderr := struct{ io.Writer }{os.Stderr}
	env := cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: stderr, Timeless: os.Getenv(cli.TimelessVar) == "1"}
	os.Exit(run(context.Background(), os.Args[1:], env))
}

// run runs the cell's command, or args when the environment holds none,
// and returns its exit status.
func run(ctx context.Context, args []string, env cli.Env) int {
	if line, ok := os.LookupEnv(CellVar); ok {
		var err error
		if args, err = cellline.Args(line); err != nil {
			return refuse(env.Stderr, "queens", err.Error())
		}
	}
	name := cellline.Name(args)
	if _, ok := os.LookupEnv(exercisecmd.RunEnv); ok && name == "exercise check" {
		return pageCheck.Main(ctx, args, env)
	}
	if why, ok := elsewhere[name]; ok {
		return refuse(env.Stderr, "queens "+name, "runs where Go is installed, not in this browser: "+why+"; run it in a terminal, or in the notebook of queens serve")
	}
	return table.Main(ctx, args, env)
}

// refuse prints the one line of a command that cannot run, and returns
// the exit status of bad input.
func refuse(stderr io.Writer, prefix, why string) int {
	fmt.Fprintf(stderr, "%s: %s\n", prefix, why)
	return cli.ExitUsage
}
