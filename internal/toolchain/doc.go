// Package toolchain makes what the web edition needs to test a reader's
// edit of one package in the page, with no go command and no server: the
// Go compiler and linker built for js/wasm, with the book's writetestmain
// ([BuildTools]), and a bundle of the archives the package's test binary
// links against, the sources it recompiles and the plan of the steps that
// build it ([MakeBundle]).
// Everything comes from the one Go release of the go command on the PATH:
// its GOROOT builds the tools and the archives, the bundle and the tools
// record its version, and [Tools.Check] refuses a bundle of another.
//
// # What an edit recompiles
//
// An archive's export data carries a fingerprint of the package, and
// every importer records the fingerprint of each package it was compiled
// against; the linker refuses a mismatch. So an edit of package p
// recompiles p and every package of p's test binary that imports p,
// directly or not, and nothing else:
//
//   - p itself, with its _test.go files of package p (the go command
//     compiles them into one archive for the test), or p alone when all
//     its tests are external, as octal's are;
//   - any package of the test binary that imports p, which the go command
//     also recompiles for the test ("q [p.test]" in go list -test); there
//     are none for the book's approaches and exercises;
//   - p's external test package p_test, if it has one;
//   - the generated main, _testmain.go, which imports p and p_test
//     (writetestmain writes it from the test files as edited, with
//     [github.com/queensbook/queens/internal/toolchain/testmain], so that
//     a Test or Example the reader adds is run).
//
// Every other package of the test binary, from runtime and testing to
// the book's puzzle/ packages, is compiled once, when the bundle is made,
// and sits in the bundle as an archive.
//
// # The bundle
//
// A bundle is a folder, and every path in it is relative to the folder,
// which is the working directory of every step:
//
//	manifest.json   the [Manifest]: the release, the package, the units to compile, the link
//	importcfg       packagefile lines: each import path of the test binary to its archive
//	pkg/NAME-HASH.a the archive of each package that is not recompiled, named
//	                by the last element of its import path and a hash of its content
//	DIR/FILE.go     the sources of the units, at their paths in the module, so
//	                that a compile error names the file as the repository does
//	out/            where the steps write the units' archives and the test binary
//
// The manifest's Steps, each a tool and its arguments, turn the sources
// into a test binary; the page runs them with testmain.wasm, compile.wasm
// and link.wasm on a file system in memory. A [Session] runs them under
// node with the real file system, as the page's worker would (steps.js,
// which keeps each tool's compiled module for the next build), to prove
// them and time them outside a browser.
//
// # In the page
//
// The programs run under Go's own lib/wasm/wasm_exec.js, which reaches
// the file system through globalThis.fs and the working directory through
// globalThis.process, as node's are. Under node, the steps call open,
// close, fstat, stat, lstat, read, write and unlink, and nothing else, and
// the syscall package reads fs.constants (O_WRONLY, O_RDWR, O_CREAT,
// O_TRUNC, O_APPEND, O_EXCL, O_DIRECTORY) when a program starts; so a file
// system in memory needs those calls and constants, with process.cwd and
// process.chdir. The test binary's Examples write their output to a file
// in TMPDIR, so the programs' environment names a folder it can create
// files in. A timer a program set may still be pending when it exits:
// clear go._scheduledTimeouts after each run, or it resumes an instance
// that has exited (steps.js does).
package toolchain
