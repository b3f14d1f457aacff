package bookcmd

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/queensbook/queens/internal/cli"
)

// servedURL matches the line serve prints.
var servedURL = regexp.MustCompile(`^serving the queens book at (http://127\.0\.0\.1:\d+/)\?token=[0-9a-f]{32} \(Ctrl-C to stop\)\n$`)

// TestServeServesTheSite starts queens serve on a free port, fetches
// every file that queens site writes, and checks that the bytes are the
// same, but for the edits, which serve builds itself: its edit.json says
// so, and it has no compiler for the browser. Then Ctrl-C stops it, as
// it stops every command.
func TestServeServesTheSite(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "web")
	written := writtenSite(t, dir)
	delete(written, siteManifest) // it belongs to the folder, not to the site
	for name := range written {
		if strings.HasPrefix(name, "edit.json") || strings.HasPrefix(name, "edit/") {
			delete(written, name)
		}
	}

	ctx, interrupt := context.WithCancel(context.Background())
	defer interrupt()
	out, stdout := io.Pipe()
	var stderr bytes.Buffer
	done := make(chan int)
	go func() {
		done <- table.Main(ctx, []string{"serve", "-addr", "127.0.0.1:0"}, cli.Env{Stdin: strings.NewReader(""), Stdout: stdout, Stderr: &stderr})
		stdout.Close()
	}()
	line, err := bufio.NewReader(out).ReadString('\n')
	m := servedURL.FindStringSubmatch(line)
	if m == nil {
		interrupt()
		t.Fatalf("serve printed %q (%v), stderr %q", line, err, stderr.String())
	}
	// A request whose body never comes, and a connection kept alive and
	// idle, are closed once their time is up.
	host := strings.TrimSuffix(strings.TrimPrefix(m[1], "http://"), "/")
	var closing sync.WaitGroup
	for what, request := range map[string]string{
		"a body that never comes":       "POST /index.html HTTP/1.1\r\nHost: " + host + "\r\nContent-Length: 100\r\n\r\n{",
		"an idle connection kept alive": "GET / HTTP/1.1\r\nHost: " + host + "\r\n\r\n",
	} {
		closing.Go(func() { closedWithin(t, host, what, request, requestTimeout+10*time.Second) })
	}
	defer closing.Wait()
	client := &http.Client{Transport: &http.Transport{DisableCompression: true}}
	for name, want := range written {
		resp, err := client.Get(m[1] + name)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK || !bytes.Equal(got, want) {
			t.Errorf("GET %s: %s, %d bytes; queens site wrote %d", name, resp.Status, len(got), len(want))
		}
	}
	for name, want := range map[string]string{"edit.json": servedEdits, "edit/tools/compile.wasm": "404: the queens book has no page /edit/tools/compile.wasm"} {
		resp, err := client.Get(m[1] + name)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if !strings.Contains(string(got), want) {
			t.Errorf("GET %s: %s %q; want it to say %q", name, resp.Status, got, want)
		}
	}
	// The default client asks for gzip, and reads it.
	resp, err := http.Get(m[1])
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !resp.Uncompressed || !bytes.Equal(got, written["index.html"]) {
		t.Errorf("GET / with gzip: uncompressed %v, %d bytes; want index.html's %d", resp.Uncompressed, len(got), len(written["index.html"]))
	}

	interrupt()
	if status := <-done; status != cli.ExitInterrupted || stderr.String() != "queens serve: interrupted\n" {
		t.Errorf("serve after Ctrl-C: status %d, stderr %q; want %d and one line", status, stderr.String(), cli.ExitInterrupted)
	}
}

// closedWithin sends request on a connection of its own to the server at
// host and fails the test when the server has not closed the connection
// within limit.
func closedWithin(t *testing.T, host, what, request string, limit time.Duration) {
	conn, err := net.Dial("tcp", host)
	if err != nil {
		t.Error(err)
		return
	}
	defer conn.Close()
	if _, err := io.WriteString(conn, request); err != nil {
		t.Error(err)
		return
	}
	conn.SetReadDeadline(time.Now().Add(limit))
	if _, err := io.Copy(io.Discard, conn); err != nil {
		t.Errorf("%s: the server kept the connection open past %v: %v", what, limit, err)
	}
}
