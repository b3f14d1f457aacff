package notebook

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/queensbook/queens/internal/browsertest"
)

// fakeQueensVar makes this test binary play the queens command of the
// server under test: it writes a mark into the folder the variable names,
// so that a test knows whether anything ran, and then does what its first
// argument says.
const fakeQueensVar = "NOTEBOOK_FAKE_QUEENS"

func TestMain(m *testing.M) {
	if dir := os.Getenv(fakeQueensVar); dir != "" {
		fakeQueens(dir, os.Args[1:])
		return
	}
	code := m.Run()
	browsertest.Close()
	os.Exit(code)
}

// fakeQueens marks that it ran, then: "print N" prints N lines, "loop"
// never ends, "spawn" starts a child that never ends and then waits for
// it, "hog" allocates until it is stopped, "exercise" takes two seconds
// as a check that builds and tests would, and anything else prints its
// arguments and whether its output is a terminal.
func fakeQueens(dir string, args []string) {
	os.WriteFile(filepath.Join(dir, "ran-"+strconv.Itoa(os.Getpid())), []byte(strings.Join(args, " ")), 0o644)
	verb := ""
	if len(args) > 0 {
		verb = args[0]
	}
	switch verb {
	case "print":
		n, _ := strconv.Atoi(args[1])
		for i := range n {
			fmt.Printf("line %d of output\n", i)
		}
	case "loop":
		fmt.Println("looping")
		for {
			time.Sleep(time.Second)
		}
	case "spawn":
		child, _ := os.StartProcess(os.Args[0], []string{os.Args[0], "loop"}, &os.ProcAttr{Env: os.Environ()})
		os.WriteFile(filepath.Join(dir, "child"), []byte(strconv.Itoa(child.Pid)), 0o644)
		fmt.Println("spawned")
		child.Wait()
	case "exercise":
		time.Sleep(2 * time.Second)
		fmt.Printf("queens %s\n", strings.Join(args, " "))
	case "hog":
		for {
			b := make([]byte, 16<<20)
			for i := range b {
				b[i] = 1
			}
			hogged = append(hogged, b)
		}
	default:
		fi, _ := os.Stdout.Stat()
		fmt.Printf("queens %s; terminal %v; timeless %s\n", strings.Join(args, " "), fi.Mode()&os.ModeCharDevice != 0, os.Getenv("QUEENS_TIMELESS"))
		if verb == "fail" {
			os.Exit(2)
		}
	}
}

// hogged holds what the fake queens's hog allocates, so that none of it
// can be collected.
var hogged [][]byte

// testServer is a notebook server over a site of one page, with this
// binary as its queens.
type testServer struct {
	*Server
	url   string
	marks string // the folder of the fake queens's marks
	log   bytes.Buffer
}

func newTestServer(t testing.TB, cfg Config) *testServer {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ts := &testServer{marks: t.TempDir()}
	t.Setenv(fakeQueensVar, ts.marks)
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cfg.Queens, cfg.Port, cfg.Token = exe, ln.Addr().(*net.TCPAddr).Port, "test-token-0123456789"
	if cfg.Check == nil {
		cfg.Check = func([]string) error { return nil }
	}
	cfg.Log = log.New(&ts.log, "", 0)
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	site := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "the book") })
	hs := &httptest.Server{Listener: ln, Config: &http.Server{Handler: s.Handler(site)}}
	hs.Start()
	t.Cleanup(func() {
		hs.Close()
		if err := s.Close(); err != nil {
			t.Error(err)
		}
		if _, err := os.Stat(s.temp); !os.IsNotExist(err) {
			t.Errorf("the server's folder of temporary files %s is left after Close (%v)", s.temp, err)
		}
	})
	ts.Server, ts.url = s, hs.URL
	return ts
}

// ran returns how many times the fake queens ran.
func (ts *testServer) ran(t *testing.T) int {
	entries, err := os.ReadDir(ts.marks)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), "ran-") {
			n++
		}
	}
	return n
}

// request is one request of a test: its method, path, body and headers.
type request struct {
	method, path, body string
	header             map[string]string
}

// do sends r with the token, unless r's headers say otherwise, and
// returns the response's status and body.
func (ts *testServer) do(t *testing.T, r request) (int, string) {
	t.Helper()
	req, err := http.NewRequest(r.method, ts.url+r.path, strings.NewReader(r.body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set(TokenHeader, ts.Token())
	for k, v := range r.header {
		if k == "Host" {
			req.Host = v
			continue
		}
		req.Header.Set(k, v)
	}
	if v, ok := r.header[TokenHeader]; ok && v == "" {
		req.Header.Del(TokenHeader)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(body)
}

// events runs a POST and returns the events of its answer.
func (ts *testServer) events(t *testing.T, path, body string) []Event {
	t.Helper()
	status, text := ts.do(t, request{method: "POST", path: path, body: body})
	if status != http.StatusOK {
		t.Fatalf("POST %s: %d %s", path, status, text)
	}
	var evs []Event
	sc := bufio.NewScanner(strings.NewReader(text))
	for sc.Scan() {
		var ev Event
		if err := json.Unmarshal(sc.Bytes(), &ev); err != nil {
			t.Fatalf("not an event: %q", sc.Text())
		}
		evs = append(evs, ev)
	}
	return evs
}

// TestRefusals sends the requests a page of another site, a rebinding
// attack or a careless script would send: each is refused with its
// status and logged, and nothing runs. A good request last shows that
// the fake queens does run when it may.
func TestRefusals(t *testing.T) {
	ts := newTestServer(t, Config{})
	run := `{"page":"p","command":"queens solve -n 6"}`
	cases := []struct {
		name   string
		req    request
		status int
	}{
		{"no token", request{"POST", "/api/run", run, map[string]string{TokenHeader: ""}}, http.StatusForbidden},
		{"a wrong token", request{"POST", "/api/run", run, map[string]string{TokenHeader: "guess"}}, http.StatusForbidden},
		{"a host of someone else's", request{"POST", "/api/run", run, map[string]string{"Host": "evil.example:" + strconv.Itoa(ts.cfg.Port)}}, http.StatusForbidden},
		{"a page of the book through a rebound name", request{"GET", "/", "", map[string]string{"Host": "evil.example:" + strconv.Itoa(ts.cfg.Port)}}, http.StatusForbidden},
		{"another port", request{"POST", "/api/run", run, map[string]string{"Host": "127.0.0.1:1"}}, http.StatusForbidden},
		{"another origin", request{"POST", "/api/run", run, map[string]string{"Origin": "http://evil.example"}}, http.StatusForbidden},
		{"a GET of a run", request{"GET", "/api/run", "", nil}, http.StatusMethodNotAllowed},
		{"a command other than queens", request{"POST", "/api/run", `{"page":"p","command":"rm -rf /"}`, nil}, http.StatusBadRequest},
		{"a shell's semicolon", request{"POST", "/api/run", `{"page":"p","command":"queens solve; rm -rf /"}`, nil}, http.StatusBadRequest},
		{"a shell's substitution", request{"POST", "/api/run", `{"page":"p","command":"queens solve -n $(id)"}`, nil}, http.StatusBadRequest},
		{"a pipe", request{"POST", "/api/run", `{"page":"p","command":"queens solve | sh"}`, nil}, http.StatusBadRequest},
		{"a command that writes the book", request{"POST", "/api/run", `{"page":"p","command":"queens book -w"}`, nil}, http.StatusBadRequest},
		{"a body of 10 MB", request{"POST", "/api/run", `{"page":"p","command":"queens ` + strings.Repeat("x", 10<<20) + `"}`, nil}, http.StatusRequestEntityTooLarge},
		{"a body that is not JSON", request{"POST", "/api/run", `queens solve`, nil}, http.StatusBadRequest},
		{"a run without its page", request{"POST", "/api/run", `{"command":"queens solve"}`, nil}, http.StatusBadRequest},
		{"an unknown endpoint", request{"POST", "/api/shell", run, nil}, http.StatusNotFound},
	}
	for _, c := range cases {
		ts.log.Reset()
		status, body := ts.do(t, c.req)
		if status != c.status {
			t.Errorf("%s: status %d (%q), want %d", c.name, status, body, c.status)
		}
		if lines := strings.Count(ts.log.String(), "\n"); c.status != http.StatusNotFound && c.status != http.StatusMethodNotAllowed && lines != 1 {
			t.Errorf("%s: logged %q, want one line", c.name, ts.log.String())
		}
	}
	if n := ts.ran(t); n != 0 {
		t.Fatalf("queens ran %d times for refused requests", n)
	}
	if status, body := ts.do(t, request{"POST", "/api/run", run, nil}); status != http.StatusOK || ts.ran(t) != 1 {
		t.Fatalf("a good request: %d %q, and queens ran %d times; want 200 and once", status, body, ts.ran(t))
	}
}

// TestCheckRefuses shows that a command line the command's own parser
// refuses is answered with its message, and not run.
func TestCheckRefuses(t *testing.T) {
	ts := newTestServer(t, Config{Check: func(args []string) error {
		return fmt.Errorf("queens %s: flag provided but not defined: -bogus", args[0])
	}})
	status, body := ts.do(t, request{"POST", "/api/run", `{"page":"p","command":"queens solve -bogus"}`, nil})
	if status != http.StatusBadRequest || body != "queens solve: flag provided but not defined: -bogus\n" || ts.ran(t) != 0 {
		t.Fatalf("got %d %q, ran %d times", status, body, ts.ran(t))
	}
}

// TestCellsStayInTheirFolder refuses a cell that names a file outside
// its run's folder, which Paths finds, and runs one inside it.
func TestCellsStayInTheirFolder(t *testing.T) {
	ts := newTestServer(t, Config{Paths: func(args []string) []string { return args[len(args)-1:] }})
	for _, outside := range []string{"/etc/passwd", "../../elsewhere", "out/../../up"} {
		status, body := ts.do(t, request{"POST", "/api/run", `{"page":"p","command":"queens verify ` + outside + `"}`, nil})
		if status != http.StatusBadRequest || !strings.Contains(body, outside+" is outside it") {
			t.Errorf("%s: got %d %q; want it refused", outside, status, body)
		}
	}
	if ts.ran(t) != 0 {
		t.Fatalf("a cell ran %d times", ts.ran(t))
	}
	if evs := ts.events(t, "/api/run", `{"page":"p","command":"queens verify out/board.txt"}`); find(evs, "exit") == nil {
		t.Errorf("a file inside the run's folder: events %v; want the cell run", kinds(evs))
	}
}

// TestRunStreams runs a cell and reads its output, on a terminal,
// timeless as the book's cells are, and its exit.
func TestRunStreams(t *testing.T) {
	ts := newTestServer(t, Config{})
	evs := ts.events(t, "/api/run", `{"page":"p","command":"queens fail -n 6"}`)
	var out string
	var exit *Event
	for i, ev := range evs {
		switch ev.Kind {
		case "output":
			out += ev.Text
		case "exit":
			exit = &evs[i]
		}
	}
	if want := "queens fail -n 6; terminal true; timeless 1\r\n"; out != want {
		t.Errorf("output %q, want %q", out, want)
	}
	if exit == nil || *exit.Status != 2 || evs[len(evs)-1].Kind != "done" || *evs[len(evs)-1].Passed {
		t.Errorf("events %+v: want an exit of status 2, then done, not passed", evs)
	}
}

// TestRunLimits runs cells that print too much, run too long, start a
// child that runs forever or hold too much memory: each is stopped with
// a note, and no process of theirs is left.
func TestRunLimits(t *testing.T) {
	memory := uint64(256 << 20)
	if raceEnabled {
		memory = 1 << 62 // no cap: the race detector's shadow memory needs more
	}
	ts := newTestServer(t, Config{RunTimeout: time.Second, OutputCap: 10_000, MemoryCap: memory})
	cases := []struct {
		command, note string
	}{
		{"queens print 100000", "the output passed 10,000 bytes"},
		{"queens loop", "stopped after 1s, the time limit"},
		{"queens spawn", "stopped after 1s, the time limit"},
	}
	for _, c := range cases {
		evs := ts.events(t, "/api/run", `{"page":"p","command":"`+c.command+`"}`)
		if !hasNote(evs, c.note) {
			t.Errorf("%s: events %v, want a note %q", c.command, kinds(evs), c.note)
		}
	}
	if !raceEnabled {
		// A server of its own, whose time limit a slow machine does not
		// reach before the cap on memory.
		hog := newTestServer(t, Config{RunTimeout: time.Minute, MemoryCap: memory})
		evs := hog.events(t, "/api/run", `{"page":"p","command":"queens hog"}`)
		if exit := find(evs, "exit"); exit == nil || *exit.Status == 0 {
			t.Errorf("hog: events %v, want an exit that failed", kinds(evs))
		}
	}
	pid, err := os.ReadFile(filepath.Join(ts.marks, "child"))
	if err != nil {
		t.Fatal(err)
	}
	if alive(t, string(pid)) {
		t.Errorf("the child of the spawning cell, process %s, outlived its run", pid)
	}
	for _, e := range mustReadDir(t, ts.marks) {
		if p, ok := strings.CutPrefix(e.Name(), "ran-"); ok && alive(t, p) {
			t.Errorf("process %s of a cell outlived its run", p)
		}
	}
}

// TestOneRunAPage shows that a page runs one cell at a time.
func TestOneRunAPage(t *testing.T) {
	ts := newTestServer(t, Config{RunTimeout: 5 * time.Second})
	first := make(chan []Event)
	go func() { first <- ts.events(t, "/api/run", `{"page":"p","command":"queens loop"}`) }()
	waitUntil(t, func() bool { return ts.ran(t) == 1 })
	status, body := ts.do(t, request{"POST", "/api/run", `{"page":"p","command":"queens solve"}`, nil})
	if status != http.StatusConflict {
		t.Errorf("a second run of a busy page: %d %q, want 409", status, body)
	}
	ts.Close() // ends the first run, and every other
	if evs := <-first; find(evs, "exit") != nil {
		t.Errorf("the run the server's Close stopped ended by itself: %v", kinds(evs))
	}
}

func hasNote(evs []Event, text string) bool {
	for _, ev := range evs {
		if ev.Kind == "note" && strings.Contains(ev.Text, text) {
			return true
		}
	}
	return false
}

func find(evs []Event, kind string) *Event {
	for i := range evs {
		if evs[i].Kind == kind {
			return &evs[i]
		}
	}
	return nil
}

func kinds(evs []Event) []string {
	var ks []string
	for _, ev := range evs {
		ks = append(ks, ev.Kind+" "+ev.Text)
	}
	return ks
}

func mustReadDir(t *testing.T, dir string) []os.DirEntry {
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	return entries
}

// alive reports whether the process pid is still running, and not a
// zombie waiting for its parent to read its status.
func alive(t *testing.T, pid string) bool {
	stat, err := os.ReadFile("/proc/" + strings.TrimSpace(pid) + "/stat")
	if err != nil {
		return false
	}
	// The state follows the command's name in parentheses: "123 (name) S ...".
	fields := strings.Fields(string(stat[bytes.LastIndexByte(stat, ')')+1:]))
	return len(fields) > 0 && fields[0] != "Z"
}

// TestTurns shows that a run waits its turn, told so, when the server
// runs all it may.
func TestTurns(t *testing.T) {
	ts := newTestServer(t, Config{MaxRuns: 1, RunTimeout: 3 * time.Second})
	first := make(chan []Event)
	go func() { first <- ts.events(t, "/api/run", `{"page":"one","command":"queens loop"}`) }()
	waitUntil(t, func() bool { return ts.ran(t) == 1 })
	evs := ts.events(t, "/api/run", `{"page":"two","command":"queens fail"}`)
	if !hasNote(evs, "waiting for a turn: 1 runs are under way") || find(evs, "exit") == nil {
		t.Errorf("the second page's run: %v; want a note that it waits, then its run", kinds(evs))
	}
	<-first
}

// TestStopKillsTheRun shows that a run whose page goes away, as Stop
// does, is killed whole.
func TestStopKillsTheRun(t *testing.T) {
	ts := newTestServer(t, Config{})
	ctx, stop := context.WithCancel(context.Background())
	req, err := http.NewRequestWithContext(ctx, "POST", ts.url+"/api/run", strings.NewReader(`{"page":"p","command":"queens spawn"}`))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set(TokenHeader, ts.Token())
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	// Read until the cell says it has started its child, then stop.
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() && !strings.Contains(sc.Text(), "spawned") {
	}
	stop()
	resp.Body.Close()
	pid, err := os.ReadFile(filepath.Join(ts.marks, "child"))
	if err != nil {
		t.Fatal(err)
	}
	// The server kills the group as soon as it hears the page has gone,
	// which takes it a moment.
	waitUntil(t, func() bool {
		for _, e := range mustReadDir(t, ts.marks) {
			if p, ok := strings.CutPrefix(e.Name(), "ran-"); ok && alive(t, p) {
				return false
			}
		}
		return !alive(t, string(pid))
	})
}

// TestReadOnlyWithoutTheTree shows what a server outside the source tree
// offers: cells run, and edited code is refused with the reason.
func TestReadOnlyWithoutTheTree(t *testing.T) {
	ts := newTestServer(t, Config{})
	status, body := ts.do(t, request{"GET", "/api/notebook", "", nil})
	if status != http.StatusOK || !strings.Contains(body, `"edit":false`) || !strings.Contains(body, "outside one") {
		t.Errorf("status: %d %s; want cells that run and no edits, with why", status, body)
	}
	status, body = ts.do(t, request{"POST", "/api/code", `{"page":"p","package":"approaches/octal","edits":[]}`, nil})
	if status != http.StatusConflict || !strings.Contains(body, "source tree") {
		t.Errorf("a code run: %d %q; want 409 and the reason", status, body)
	}
}

// waitUntil waits, a few seconds at most, until cond holds: for a
// condition that another process makes true.
func waitUntil(t *testing.T, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal("the condition never held")
		}
		time.Sleep(10 * time.Millisecond)
	}
}
