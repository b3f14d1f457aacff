package site

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
)

// get asks the handler for path with the Accept-Encoding header given.
func get(t *testing.T, h http.Handler, method, path, encoding string) *http.Response {
	t.Helper()
	r := httptest.NewRequest(method, path, nil)
	if encoding != "" {
		r.Header.Set("Accept-Encoding", encoding)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w.Result()
}

func TestHandlerServesEveryFile(t *testing.T) {
	s := bookSite(t).site
	h := s.Handler()
	types := map[string]string{
		"/":                  "text/html; charset=utf-8",
		"/octal.html":        "text/html; charset=utf-8",
		"/exercises/":        "text/html; charset=utf-8",
		"/style.css":         "text/css; charset=utf-8",
		"/script.js":         "text/javascript; charset=utf-8",
		"/favicon.svg":       "image/svg+xml",
		"/measured/tree.svg": "image/svg+xml",
	}
	for path, want := range types {
		resp := get(t, h, "GET", path, "")
		if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != want {
			t.Errorf("GET %s: %s, %s; want 200, %s", path, resp.Status, resp.Header.Get("Content-Type"), want)
		}
	}
	for _, name := range s.Paths() {
		want, _ := s.File(name)
		resp := get(t, h, "GET", "/"+name, "")
		got, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != http.StatusOK || !bytes.Equal(got, want) {
			t.Errorf("GET /%s: %s, %d bytes; want the site's %d", name, resp.Status, len(got), len(want))
		}
	}
}

// A client that accepts gzip gets text gzipped, and one that does not,
// or refuses it with q=0, gets it plain.
func TestHandlerGzips(t *testing.T) {
	s := bookSite(t).site
	h := s.Handler()
	want, _ := s.File("octal.html")
	for encoding, gzipped := range map[string]bool{"gzip, deflate, br": true, "br;q=1.0, gzip;q=0.5": true, "*": true, "": false, "gzip;q=0": false, "identity": false} {
		resp := get(t, h, "GET", "/octal.html", encoding)
		body := resp.Body
		if got := resp.Header.Get("Content-Encoding") == "gzip"; got != gzipped {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q", encoding, resp.Header.Get("Content-Encoding"))
			continue
		}
		if gzipped {
			z, err := gzip.NewReader(resp.Body)
			if err != nil {
				t.Fatal(err)
			}
			body = z
		}
		got, _ := io.ReadAll(body)
		if !bytes.Equal(got, want) || resp.Header.Get("Vary") != "Accept-Encoding" {
			t.Errorf("Accept-Encoding %q: %d bytes, Vary %q; want the page's %d", encoding, len(got), resp.Header.Get("Vary"), len(want))
		}
	}
}

func TestHandlerRefuses(t *testing.T) {
	h := bookSite(t).site.Handler()
	for _, tt := range []struct {
		method, path string
		status       int
	}{
		{"GET", "/nowhere.html", http.StatusNotFound},
		{"GET", "/src/", http.StatusNotFound},
		{"POST", "/octal.html", http.StatusMethodNotAllowed},
		{"HEAD", "/octal.html", http.StatusOK},
		{"GET", "/exercises", http.StatusMovedPermanently},
	} {
		if resp := get(t, h, tt.method, tt.path, ""); resp.StatusCode != tt.status {
			t.Errorf("%s %s: %s, want %d", tt.method, tt.path, resp.Status, tt.status)
		}
	}
}

// A client that has the page already gets 304 Not Modified, whether it
// took it gzipped or not.
func TestHandlerETag(t *testing.T) {
	h := bookSite(t).site.Handler()
	for _, encoding := range []string{"", "gzip"} {
		first := get(t, h, "GET", "/style.css", encoding)
		r := httptest.NewRequest("GET", "/style.css", nil)
		r.Header.Set("Accept-Encoding", encoding)
		r.Header.Set("If-None-Match", first.Header.Get("ETag"))
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if first.Header.Get("ETag") == "" || w.Code != http.StatusNotModified {
			t.Errorf("Accept-Encoding %q: ETag %q, then %d; want 304", encoding, first.Header.Get("ETag"), w.Code)
		}
	}
}
