package site

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http/httptest"
	"testing"
)

// A large file gets a gzipped copy beside it, which the handler sends as
// it is to a client that accepts gzip, and the file itself to one that
// does not; a small file and a PNG get none.
func TestPrecompressedCopies(t *testing.T) {
	big := bytes.Repeat([]byte("queens "), largeFile)
	s := &Site{files: map[string][]byte{"cells.wasm": big, "small.js": []byte("let x;"), "photo.png": big}}
	s.Precompress()
	if len(s.files) != 4 || s.files["cells.wasm.gz"] == nil {
		t.Fatalf("after Precompress the site holds %v; want cells.wasm.gz beside the three", s.Paths())
	}
	if again := gzipBytes(big, gzipLevel); !bytes.Equal(again, s.files["cells.wasm.gz"]) {
		t.Error("two gzips of the same file differ")
	}
	h := s.Handler()
	for _, accept := range []string{"gzip", "br, gzip;q=0.5", "*", "", "identity", "gzip;q=0"} {
		req := httptest.NewRequest("GET", "/cells.wasm", nil)
		if accept != "" {
			req.Header.Set("Accept-Encoding", accept)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		body := rec.Body.Bytes()
		wantGzip := accept == "gzip" || accept == "br, gzip;q=0.5" || accept == "*"
		if enc := rec.Header().Get("Content-Encoding"); (enc == "gzip") != wantGzip || rec.Header().Get("Content-Type") != "application/wasm" {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, Content-Type %q", accept, enc, rec.Header().Get("Content-Type"))
			continue
		}
		if wantGzip {
			if !bytes.Equal(body, s.files["cells.wasm.gz"]) {
				t.Errorf("Accept-Encoding %q: the body is not the gzipped copy", accept)
			}
			z, err := gzip.NewReader(bytes.NewReader(body))
			if err == nil {
				body, err = io.ReadAll(z)
			}
			if err != nil {
				t.Errorf("Accept-Encoding %q: %v", accept, err)
			}
		}
		if !bytes.Equal(body, big) {
			t.Errorf("Accept-Encoding %q: the file comes out as %d other bytes", accept, len(body))
		}
	}
}
