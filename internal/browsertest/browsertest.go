// Package browsertest is what the browser tests of the web edition share:
// one headless Chromium a test binary, a tab of it for each test, and what
// a tab's console says. In CI (the environment variable CI is set, as
// .ci/run sets it) a missing Chromium fails a test; elsewhere the test
// skips and says how to install it.
//
// A test binary that opens tabs calls [Close] when its tests are done,
// from its TestMain:
//
//	func TestMain(m *testing.M) {
//		code := m.Run()
//		browsertest.Close()
//		os.Exit(code)
//	}
package browsertest

import (
	"context"
	"fmt"
	"io/fs"
	"mime"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// Chromium returns the path of Chromium, or "" when there is none.
func Chromium() string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// Need skips the test outside CI when there is no Chromium; in CI it
// fails.
func Need(t testing.TB) {
	t.Helper()
	if Chromium() != "" {
		return
	}
	if os.Getenv("CI") != "" {
		t.Fatal("CI must run the browser tests, and there is no Chromium: .ci/run installs the Debian package chromium")
	}
	t.Skip("no Chromium to drive: install it (Debian: apt-get install -y chromium) to run the browser tests")
}

// The one Chromium of the test binary, started when a test first opens a
// tab.
var (
	browser = sync.OnceValues(start)
	stopMu  sync.Mutex
	stop    func()
)

// start starts headless Chromium and returns the context of its first
// tab, which keeps it open until Close.
func start() (context.Context, error) {
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(Chromium()), chromedp.NoSandbox, chromedp.Headless)
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(alloc)
	stopMu.Lock()
	stop = func() { cancel(); cancelAlloc() }
	stopMu.Unlock()
	if err := chromedp.Do(ctx); err != nil {
		return nil, fmt.Errorf("starting Chromium (%s): %v", Chromium(), err)
	}
	return ctx, nil
}

// Close stops the Chromium the tests shared, if one was started.
func Close() {
	stopMu.Lock()
	defer stopMu.Unlock()
	if stop != nil {
		stop()
		stop = nil
	}
}

// OpenTab opens a tab of the shared Chromium, closed when the test ends,
// and listens to its console for errors, warnings and uncaught
// exceptions.
func OpenTab(t testing.TB) (context.Context, *Console) {
	t.Helper()
	Need(t)
	b, err := browser()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := chromedp.NewContext(b)
	t.Cleanup(cancel)
	messages := &Console{}
	stream := chromedp.Console(ctx)
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("opening a tab: %v", err)
	}
	go func() {
		for m, err := range stream {
			if err != nil {
				return
			}
			switch m.Type {
			case chromedp.ConsoleError, chromedp.ConsoleWarning, chromedp.ConsoleException:
				messages.add(fmt.Sprintf("console %s: %s (%s:%d)", m.Type, m.Text, m.URL, m.Line+1))
			}
		}
	}()
	return ctx, messages
}

// Console collects what a tab writes to its console.
type Console struct {
	mu   sync.Mutex
	errs []string
}

func (c *Console) add(s string) {
	c.mu.Lock()
	c.errs = append(c.errs, s)
	c.mu.Unlock()
}

// Take returns the messages so far and forgets them.
func (c *Console) Take() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	errs := c.errs
	c.errs = nil
	return errs
}

// ColorScheme makes the tab's pages see the system's "light" or "dark"
// setting, as the CSS media feature prefers-color-scheme.
func ColorScheme(theme string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: theme}},
		})
		return err
	})
}

// Offline cuts the tab, and its service worker, off the network.
func Offline() chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		if _, err := cdp.Call(ctx, t, network.Enable, network.EnableParams{}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, t, offlineByRule, offlineRule{
			Offline:                     true,
			EmulateOfflineServiceWorker: true,
			MatchedNetworkConditions:    []*network.Conditions{{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}},
		})
		return err
	})
}

// offlineByRule is Network.emulateNetworkConditionsByRule with the
// parameters of offlineRule.
var offlineByRule = cdp.Command[offlineRule, network.EmulateNetworkConditionsByRuleResult]{Method: network.CommandEmulateNetworkConditionsByRule}

// offlineRule holds the parameters of Network.emulateNetworkConditionsByRule
// as two versions of the protocol read them: Chromium 148 (Debian 12's in
// December 2026) wants offline beside the rules, and refuses the call
// without it, while later versions read it in each rule. Each ignores the
// field it does not know.
type offlineRule struct {
	Offline                     bool                  `json:"offline"`
	EmulateOfflineServiceWorker bool                  `json:"emulateOfflineServiceWorker"`
	MatchedNetworkConditions    []*network.Conditions `json:"matchedNetworkConditions"`
}

// Serve serves the folder dir over HTTP, as any static web server would,
// with the files of replace (by their paths in the site, such as
// /cells.json) in the place of dir's, and returns the server, closed when
// the test ends, and a function that lists the requests it could not
// answer.
func Serve(t testing.TB, dir string, replace map[string][]byte) (*httptest.Server, func() []string) {
	var mu sync.Mutex
	var refused []string
	files := http.FileServerFS(os.DirFS(dir))
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if data, ok := replace[r.URL.Path]; ok {
			w.Header().Set("Content-Type", mime.TypeByExtension(path.Ext(r.URL.Path)))
			w.Write(data)
			return
		}
		name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		if strings.HasSuffix(r.URL.Path, "/") {
			name = path.Join(name, "index.html")
		}
		if _, err := fs.Stat(os.DirFS(dir), name); err != nil && name != "favicon.ico" {
			mu.Lock()
			refused = append(refused, r.URL.Path)
			mu.Unlock()
		}
		files.ServeHTTP(w, r)
	}))
	t.Cleanup(server.Close)
	return server, func() []string {
		mu.Lock()
		defer mu.Unlock()
		return slices.Clone(refused)
	}
}

// StepTo steps the stepper's pane on view, a click a frame, until it
// shows step n (the steps come from the worker in batches, and the first
// may still be on its way), and returns what its line of the moment
// says. It fails the test after a while.
func StepTo(t testing.TB, ctx context.Context, n int) string {
	t.Helper()
	reached := fmt.Sprintf(`(() => {
		const pane = document.querySelector(".st-pane:not([hidden])");
		if (!pane || !pane.querySelector(".st-step")) return false;
		const step = Number(pane.querySelector(".st-step").textContent);
		if (step < %d) document.getElementById("st-forward").click();
		return step === %[1]d;
	})()`, n)
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](reached, chromedp.WithPollingTimeout(30*time.Second))); err != nil {
		t.Fatalf("stepping to step %d: %v", n, err)
	}
	now, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector(".st-pane:not([hidden]) .st-now").textContent`))
	if err != nil {
		t.Fatal(err)
	}
	return now
}
