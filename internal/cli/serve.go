package cli

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net"
	"net/http"
	"strconv"
	"syscall"
	"time"
)

// defaultAddr is where serve listens: this computer alone.
const defaultAddr = "127.0.0.1:8080"

func serveCommand() *command {
	return &command{
		name:    "serve",
		summary: "serve the web edition on this computer, for a browser",
		about: `
serve builds the same site as 'queens site' and serves it from memory on
` + defaultAddr + `, or the address -addr gives, until Ctrl-C. It prints the
address to open. Nothing is fetched from the network.
`,
		examples: []example{
			{"queens serve", "serve the book at http://" + defaultAddr + "/"},
			{"queens serve -addr 127.0.0.1:9000", "on another port"},
		},
		define: func(fs *flagSet) runFunc {
			addr := fs.String("addr", defaultAddr, "the `HOST:PORT` to listen on; 127.0.0.1 is this computer alone, port 0 any free port")
			return func(ctx context.Context, env Env, _ []string) error {
				return serve(ctx, env, *addr)
			}
		},
	}
}

// serve serves the web edition on addr until ctx is done.
func serve(ctx context.Context, env Env, addr string) error {
	ln, err := listen(addr)
	if err != nil {
		return err
	}
	defer ln.Close()
	s, err := buildSite()
	if err != nil {
		return err
	}
	server := &http.Server{
		Handler:           s.Handler(),
		ReadHeaderTimeout: 10 * time.Second,
		ErrorLog:          log.New(env.Stderr, "queens serve: ", 0),
	}
	served := make(chan error, 1)
	go func() { served <- server.Serve(ln) }()
	url, where := address(ln.Addr().(*net.TCPAddr))
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
		return nil, usagef("-addr %s: %s; write HOST:PORT, such as -addr %s", addr, addrErr.Err, defaultAddr)
	}
	if n, err := strconv.Atoi(port); err != nil || n < 0 || n > 65535 {
		return nil, usagef("-addr %s: the port must be a number from 0 to 65535, such as -addr %s", addr, defaultAddr)
	}
	ln, err := net.Listen("tcp", addr)
	switch {
	case errors.Is(err, syscall.EADDRINUSE):
		return nil, usagef("-addr %s is taken by another program; choose another port, such as -addr 127.0.0.1:0 for any free one", addr)
	case err != nil:
		var opErr *net.OpError
		if errors.As(err, &opErr) {
			err = opErr.Err
		}
		return nil, usagef("-addr %s: cannot listen there (%v); choose an address of this computer, such as -addr %s", addr, err, defaultAddr)
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
