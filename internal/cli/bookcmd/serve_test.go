package bookcmd

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"net/http"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/queensbook/queens/internal/cli"
)

// servedURL matches the line serve prints.
var servedURL = regexp.MustCompile(`^serving the queens book at (http://127\.0\.0\.1:\d+/)\?token=[0-9a-f]{32} \(Ctrl-C to stop\)\n$`)

// TestServeServesTheSite starts queens serve on a free port, fetches
// every file that queens site writes, and checks that the bytes are the
// same; then Ctrl-C stops it, as it stops every command.
func TestServeServesTheSite(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "web")
	written := writtenSite(t, dir)
	delete(written, siteManifest) // it belongs to the folder, not to the site

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
