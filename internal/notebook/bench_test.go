package notebook

import (
	"bufio"
	"encoding/json"
	"net/http"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// firstEvent posts body to path and returns how long the first event of
// kind took to arrive; the rest of the answer is read and dropped.
func firstEvent(b *testing.B, ts *testServer, path, body, kind string) time.Duration {
	req, err := http.NewRequest("POST", ts.url+path, strings.NewReader(body))
	if err != nil {
		b.Fatal(err)
	}
	req.Header.Set(TokenHeader, ts.Token())
	start := time.Now()
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		b.Fatal(err)
	}
	defer resp.Body.Close()
	var took time.Duration
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var ev Event
		if err := json.Unmarshal(sc.Bytes(), &ev); err != nil {
			b.Fatal(err)
		}
		if ev.Kind == kind && took == 0 {
			took = time.Since(start)
		}
	}
	if took == 0 {
		b.Fatalf("no %s event in the answer to %s", kind, path)
	}
	return took
}

// BenchmarkRunCellFirstLine times a cell's run from the request to its
// first line of output, with the real queens: the goal is 300 ms.
func BenchmarkRunCellFirstLine(b *testing.B) {
	queens := filepath.Join(b.TempDir(), "queens")
	if out, err := exec.Command("go", "build", "-o", queens, "../../cmd/queens").CombinedOutput(); err != nil {
		b.Fatalf("go build: %v\n%s", err, out)
	}
	ts := newTestServer(b, Config{})
	ts.cfg.Queens = queens
	var total time.Duration
	for b.Loop() {
		total += firstEvent(b, ts, "/api/run", `{"page":"p","command":"queens solve -n 6 -approach tuplestate"}`, "output")
	}
	b.ReportMetric(float64(total.Milliseconds())/float64(b.N), "ms/first-line")
}

// BenchmarkEditToExample times a run of an edit of tuplestate's
// Conflict, from the request to the Example's result, with the build
// cache filled by a run before: the goal is 5 s. Every run's edit is
// new (it forgets a diagonal, and adds nothing times the number of the run), so that
// the package is compiled and its test run every time; the build cache
// holds the rest.
func BenchmarkEditToExample(b *testing.B) {
	ts, root := codeServer(b, Config{RunTimeout: 2 * time.Minute})
	edit := func(i int) string {
		return conflictEdit(b, root, "dx == 0 || dx == nextY-y", "dx == 0 || x-nextX == nextY-y+0*"+strconv.Itoa(i), "ExampleConflict")
	}
	firstEvent(b, ts, "/api/code", edit(0), "example") // fills the build cache
	var total time.Duration
	i := 0
	for b.Loop() {
		i++
		total += firstEvent(b, ts, "/api/code", edit(i), "example")
	}
	b.ReportMetric(float64(total.Milliseconds())/float64(b.N), "ms/example")
}
