// Package inpage tests, in Chromium, what a reader of the static web
// edition does with nothing installed: run a chapter's cells, compiled
// to WebAssembly, and edit a block of the book's code, press Run, and
// see the Go compiler, built for WebAssembly, compile the edit in the
// page, and the chapter's Examples and the package's tests run against
// it. The site is served by a plain file server, with no API. The tests
// and benchmarks live apart from internal/site's so that go test runs
// them beside those, one package a core.
package inpage
