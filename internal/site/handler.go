package site

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"fmt"
	"net/http"
	"path"
	"strconv"
	"strings"
	"time"
)

// contentTypes are the types of the site's files, by extension: the
// site is served the same whatever the system's MIME table says.
var contentTypes = map[string]string{
	".html": "text/html; charset=utf-8",
	".css":  "text/css; charset=utf-8",
	".js":   "text/javascript; charset=utf-8",
	".svg":  "image/svg+xml",
	".png":  "image/png",
	".md":   "text/markdown; charset=utf-8",
	".txt":  "text/plain; charset=utf-8",
	".wasm": "application/wasm",
}

// served is one file as the handler sends it.
type served struct {
	data, gzipped []byte // gzipped is nil when it is not worth sending so
	contentType   string
	etag          string // without quotes, and without the -gz of the gzipped bytes
}

// Handler serves the site from memory: a path ending in / is its
// index.html (and a folder's path without the / is redirected to it),
// each file has its content type and an ETag, and a text file goes
// gzipped to a client that accepts it.
func (s *Site) Handler() http.Handler {
	files := map[string]*served{}
	for name, data := range s.files {
		f := &served{data: data, contentType: contentTypes[path.Ext(name)]}
		if f.contentType == "" {
			f.contentType = "application/octet-stream"
		}
		sum := sha256.Sum256(data)
		f.etag = fmt.Sprintf("%x", sum[:8])
		if compressible(f.contentType) {
			f.gzipped = compress(data)
		}
		files[name] = f
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "the queens book is read-only", http.StatusMethodNotAllowed)
			return
		}
		name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		if strings.HasSuffix(r.URL.Path, "/") {
			name = path.Join(name, "index.html")
		}
		f, ok := files[name]
		if _, isFolder := files[path.Join(name, "index.html")]; !ok && isFolder {
			// A folder's pages link their neighbours relative to it.
			http.Redirect(w, r, "/"+name+"/", http.StatusMovedPermanently)
			return
		}
		if !ok {
			http.Error(w, "404: the queens book has no page "+r.URL.Path, http.StatusNotFound)
			return
		}
		h := w.Header()
		h.Set("Content-Type", f.contentType)
		data, etag := f.data, f.etag
		if f.gzipped != nil {
			h.Set("Vary", "Accept-Encoding")
			if acceptsGzip(r.Header.Get("Accept-Encoding")) {
				h.Set("Content-Encoding", "gzip")
				data, etag = f.gzipped, etag+"-gz"
			}
		}
		h.Set("ETag", `"`+etag+`"`)
		http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(data))
	})
}

// compressible reports whether files of a content type are text, or
// WebAssembly, which gzip shrinks to a fourth.
func compressible(contentType string) bool {
	return strings.HasPrefix(contentType, "text/") || contentType == "image/svg+xml" || contentType == "application/wasm"
}

// compress gzips data.
func compress(data []byte) []byte {
	var out bytes.Buffer
	z, _ := gzip.NewWriterLevel(&out, gzip.BestCompression) // the level is valid
	z.Write(data)                                           // a bytes.Buffer takes every write
	z.Close()
	return out.Bytes()
}

// acceptsGzip reports whether an Accept-Encoding header takes gzip: it
// names gzip (or *) without q=0.
func acceptsGzip(header string) bool {
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if coding != "gzip" && coding != "*" {
			continue
		}
		q := 1.0
		if v, ok := strings.CutPrefix(strings.TrimSpace(params), "q="); ok {
			q, _ = strconv.ParseFloat(v, 64)
		}
		return q > 0
	}
	return false
}
