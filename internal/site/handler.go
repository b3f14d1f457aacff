package site

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"net/http"
	"path"
	"strings"
	"testing/fstest"
	"time"

	"github.com/klauspost/compress/gzhttp"
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
	".json": "application/json; charset=utf-8",
	".wasm": "application/wasm",
}

// contentType returns the type of the site's file name.
func contentType(name string) string {
	if t, ok := contentTypes[path.Ext(name)]; ok {
		return t
	}
	return "application/octet-stream"
}

// gzipped sends what a handler writes gzipped to a client that accepts
// gzip (by name or by *), when it is worth it, and says Vary:
// Accept-Encoding in every answer.
var gzipped = func() func(http.Handler) http.HandlerFunc {
	wrap, err := gzhttp.NewWrapper(gzhttp.EnableZstd(false), gzhttp.AcceptWildcards(true))
	if err != nil {
		panic(err) // the options are valid
	}
	return wrap
}()

// Handler serves the site from memory with the standard library's file
// server: a path ending in / is its index.html, a folder's path without
// the / is redirected to it, and a client that has a file already gets
// 304 Not Modified. Each file has its content type and an ETag; text
// goes gzipped to a client that accepts it. Only GET and HEAD are
// served, and a path the site lacks, a folder without an index.html
// among them, is 404. A file with a gzipped copy beside it (see
// [Site.Precompress]) goes as that copy to a client that accepts gzip.
func (s *Site) Handler() http.Handler {
	files := fstest.MapFS{} // the standard library's file system in memory
	etags := map[string]string{}
	for name, data := range s.files {
		files[name] = &fstest.MapFile{Data: data}
		sum := sha256.Sum256(data)
		// Weak: the gzipped bytes are the same file.
		etags[name] = fmt.Sprintf(`W/"%x"`, sum[:8])
	}
	server := http.FileServerFS(files)
	return gzipped(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "the queens book is read-only", http.StatusMethodNotAllowed)
			return
		}
		name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		if strings.HasSuffix(r.URL.Path, "/") {
			name = path.Join(name, "index.html")
		}
		_, isFile := s.files[name]
		_, isFolder := s.files[path.Join(name, "index.html")]
		switch {
		case isFile && acceptsGzip(r) && s.files[name+precompressed] != nil:
			sendPrecompressed(w, r, name, s.files[name+precompressed], etags[name])
			return
		case isFile:
			w.Header().Set("Content-Type", contentType(name))
			w.Header().Set("ETag", etags[name])
		case !isFolder: // the file server would list a folder's files
			http.Error(w, "404: the queens book has no page "+r.URL.Path, http.StatusNotFound)
			return
		}
		if folder, ok := strings.CutSuffix(r.URL.Path, "/index.html"); ok {
			// The file server redirects an index.html to its folder;
			// serve it at once, as every other file.
			r = r.Clone(r.Context())
			r.URL.Path = folder + "/"
		}
		server.ServeHTTP(w, r)
	}))
}

// sendPrecompressed answers a request for the file name with its gzipped
// copy gz, as it is.
func sendPrecompressed(w http.ResponseWriter, r *http.Request, name string, gz []byte, etag string) {
	h := w.Header()
	h.Set("Content-Type", contentType(name))
	h.Set("Content-Encoding", "gzip") // which the gzip handler leaves alone
	h.Set("ETag", etag)
	http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(gz))
}
