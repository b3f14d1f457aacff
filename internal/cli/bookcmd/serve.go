package bookcmd

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/notebook"
)

// defaultAddr is where serve listens: this computer alone.
const defaultAddr = "127.0.0.1:8080"

// ServeCommand returns 'queens serve': serve the web edition on this computer, for a browser.
func ServeCommand(queens *cli.Table) *cli.Command {
	return &cli.Command{
		Name:    "serve",
		Summary: "serve the web edition on this computer, for a browser",
		About: `
serve builds the same site as 'queens site' and serves it from memory on
` + defaultAddr + `, or the address -addr gives, until Ctrl-C. It prints the
address to open, with a token in it. Nothing is fetched from the network.

The pages are a notebook: a reader can edit and run every cell, change a
function of the book and run its Examples, tests and cells, and check an
exercise. That runs code on this computer, so only a page that carries the
token may run it, and every run has a time limit (-run-timeout), a cap on its
output and memory, and is killed whole when it ends. Edited code needs the go
command and the source tree, as 'go run ./cmd/queens serve' in a clone has.
On an -addr that other computers reach, cells run only with -token.
`,
		Examples: []cli.Example{
			{Command: "queens serve", What: "serve the book at http://" + defaultAddr + "/"},
			{Command: "queens serve -addr 127.0.0.1:9000", What: "on another port"},
		},
		Define: func(fs *cli.FlagSet) cli.RunFunc {
			var o serveOptions
			fs.StringVar(&o.addr, "addr", defaultAddr, "the `HOST:PORT` to listen on; 127.0.0.1 is this computer alone, port 0 any free port")
			fs.StringVar(&o.token, "token", "", "the `SECRET` a page must carry to run cells, instead of a random one; needed to run them on an -addr other computers reach")
			fs.DurationVar(&o.timeout, "run-timeout", notebook.DefaultRunTimeout, "stop a run of a cell after this `duration`")
			fs.Check(func() error {
				if o.timeout <= 0 {
					return cli.Usagef("-run-timeout %v: give a positive time, such as 30s", o.timeout)
				}
				if o.token != "" && len(o.token) < 16 {
					return cli.Usagef("-token: give a secret of 16 characters or more, hard to guess")
				}
				return nil
			})
			return func(ctx context.Context, env cli.Env, _ []string) error {
				return serve(ctx, queens, env, o)
			}
		},
	}
}

// serveOptions are the flags of serve.
type serveOptions struct {
	addr, token string
	timeout     time.Duration
}

// serve serves the web edition, and runs its cells, on addr until ctx is
// done.
func serve(ctx context.Context, queens *cli.Table, env cli.Env, o serveOptions) error {
	ln, err := listen(o.addr)
	if err != nil {
		return err
	}
	defer ln.Close()
	s, err := buildSite(ctx, env.Stderr, "queens serve", false)
	if err != nil {
		return err
	}
	errorLog := log.New(env.Stderr, "queens serve: ", 0)
	tcp := ln.Addr().(*net.TCPAddr)
	handler := s.Handler()
	url, where := address(tcp)
	if tcp.IP.IsLoopback() || o.token != "" {
		nb, err := newNotebook(tcp.Port, o, queens, errorLog)
		if err != nil {
			return err
		}
		defer nb.Close()
		handler = nb.Handler(handler)
		url += "?token=" + nb.Token()
	} else {
		fmt.Fprintf(env.Stderr, "queens serve: cells do not run: %s is reachable from other computers; give -token SECRET to run them\n", o.addr)
	}
	server := &http.Server{
		Handler:           handler,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       requestTimeout,
		IdleTimeout:       requestTimeout,
		ErrorLog:          errorLog,
	}
	served := make(chan error, 1)
	go func() { served <- server.Serve(ln) }()
	if _, err := fmt.Fprintf(env.Stdout, "serving the queens book at %s%s (Ctrl-C to stop)\n", url, where); err != nil {
		server.Close()
		return err
	}
	select {
	case err := <-served:
		return err
	case <-ctx.Done():
	}
	// Let the requests under way finish, for a moment.
	stop, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	if err := server.Shutdown(stop); err != nil {
		server.Close()
	}
	return ctx.Err()
}

// listen listens on addr, HOST:PORT with a numeric port. A malformed
// address, or one that is taken or not this computer's, is a usage error.
func listen(addr string) (net.Listener, error) {
	_, port, err := net.SplitHostPort(addr)
	var addrErr *net.AddrError
	if errors.As(err, &addrErr) {
		return nil, cli.Usagef("-addr %s: %s; write HOST:PORT, such as -addr %s", addr, addrErr.Err, defaultAddr)
	}
	if n, err := strconv.Atoi(port); err != nil || n < 0 || n > 65535 {
		return nil, cli.Usagef("-addr %s: the port must be a number from 0 to 65535, such as -addr %s", addr, defaultAddr)
	}
	ln, err := net.Listen("tcp", addr)
	switch {
	case errors.Is(err, syscall.EADDRINUSE):
		return nil, cli.Usagef("-addr %s is taken by another program; choose another port, such as -addr 127.0.0.1:0 for any free one", addr)
	case err != nil:
		var opErr *net.OpError
		if errors.As(err, &opErr) {
			err = opErr.Err
		}
		return nil, cli.Usagef("-addr %s: cannot listen there (%v); choose an address of this computer, such as -addr %s", addr, err, defaultAddr)
	}
	return ln, nil
}

// address returns the URL to open for a listener's address, and for one
// that listens on every interface, a note that says so.
func address(a *net.TCPAddr) (url, where string) {
	host := a.IP.String()
	if a.IP.IsUnspecified() {
		host, where = "localhost", ", on every network interface"
	}
	return "http://" + net.JoinHostPort(host, strconv.Itoa(a.Port)) + "/", where
}

// requestTimeout is how long serve waits for a request to come whole,
// body and all, and for the next request on a connection kept alive: a
// client that sends slowly, or keeps a connection it does not use, holds
// it no longer. A run's answer streams for as long as the run lasts.
const requestTimeout = 20 * time.Second

// newNotebook returns the server that runs the cells of the pages: with
// this very queens for the cells, and the go command and the source tree,
// where there are, for edited code.
func newNotebook(port int, o serveOptions, queensTable *cli.Table, errorLog *log.Logger) (*notebook.Server, error) {
	queens, err := thisQueens()
	if err != nil {
		return nil, err
	}
	cfg := notebook.Config{Queens: queens, Token: o.token, Port: port, Check: queensTable.Check, Paths: queensTable.Paths, RunTimeout: o.timeout, Log: errorLog}
	if root, holds, err := cli.TreeRoot(cli.ChapterList); err == nil && holds {
		cfg.Root = root
	}
	cfg.GoTool, _ = exec.LookPath("go")
	return notebook.New(cfg)
}

// thisQueens returns the path of the queens command that runs this one,
// to run the cells with: the name it was run by, found on PATH when it
// names no folder, as a shell found it.
func thisQueens() (string, error) {
	name := os.Args[0]
	if !strings.ContainsRune(name, filepath.Separator) {
		found, err := exec.LookPath(name)
		if err != nil {
			return os.Executable()
		}
		name = found
	}
	return filepath.Abs(name)
}
