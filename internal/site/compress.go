package site

import (
	"bytes"
	"net/http"
	"path"
	"strconv"
	"strings"

	"github.com/klauspost/compress/gzip"
)

// precompressed is the suffix of a file's gzipped copy, which the site
// writes beside each large file for a server to send as it is (queens
// serve does; so can nginx's gzip_static and Caddy's precompressed).
// There is no brotli copy: no Go module for brotli is among the
// module's requirements.
const precompressed = ".gz"

// largeFile is the size from which a file gets its gzipped copy.
const largeFile = 32 << 10

// compressible are the kinds of files that gzip makes smaller; a PNG is
// compressed already.
// A Go archive (.a) is export data and object code, which gzip makes
// a quarter of its size.
var compressible = map[string]bool{".html": true, ".css": true, ".js": true, ".svg": true, ".json": true, ".wasm": true, ".md": true, ".txt": true, ".a": true}

// Precompress adds a gzipped copy, NAME.gz, beside each large file of
// the site that gzip makes smaller and that has none yet (the edits come
// with theirs, made once a process), the same bytes from every build.
func (s *Site) Precompress() {
	for name, data := range s.files {
		if _, done := s.files[name+precompressed]; done {
			continue
		}
		if copy, ok := compressedCopy(name, data, gzipLevel); ok {
			s.files[name+precompressed] = copy
		}
	}
}

// compressedCopy returns the copy of the file name holds gzipped at
// level, and whether it has one: whether it is large, and of a kind gzip
// makes smaller.
func compressedCopy(name string, data []byte, level int) ([]byte, bool) {
	if len(data) < largeFile || !compressible[path.Ext(name)] {
		return nil, false
	}
	return gzipBytes(data, level), true
}

// gzipLevel is how hard gzip works: level 7 comes within 2% of its best
// (cells.wasm: 7.30 MB against 7.18) in a sixth of the time (0.3 s
// against 2 s here), which every queens site and serve would wait for.
// The edits, compressed once a process, are worth its best, gzipBest:
// it brings an edit's download within 25 MB.
const (
	gzipLevel = 7
	gzipBest  = gzip.BestCompression
)

// gzipBytes returns data gzipped at level, with no name and no time in
// its header.
func gzipBytes(data []byte, level int) []byte {
	var b bytes.Buffer
	z, _ := gzip.NewWriterLevel(&b, level) // the levels are valid
	z.Write(data)
	z.Close()
	return b.Bytes()
}

// acceptsGzip reports whether a request accepts a gzipped answer: its
// Accept-Encoding names gzip, or *, with a weight that is not zero.
func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		coding, params, _ := strings.Cut(part, ";")
		coding = strings.TrimSpace(coding)
		if coding != "gzip" && coding != "*" {
			continue
		}
		q, ok := strings.CutPrefix(strings.TrimSpace(params), "q=")
		if weight, err := strconv.ParseFloat(q, 64); !ok || err != nil || weight > 0 {
			return true
		}
	}
	return false
}
