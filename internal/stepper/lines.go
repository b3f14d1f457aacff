package stepper

import (
	"path"
	"reflect"
	"runtime"
	"strconv"
	"strings"

	"github.com/queensbook/queens/puzzle/harness"
)

// The page lights the line of the approach's search that took each
// step. The harness knows nothing of lines: the stepper reads them off
// the call stack while the step is reported, the way a debugger would.
// Between the consumer of the trace and the approach sit a few frames
// of the harness (the tracer, Counter.Step, Counter.LiftFrom, the
// adapters of shape.go). Below them, an approach that reports its steps
// through hooks of its own, kept in its file trace.go, has the hook's
// frame, and below that the search's: the first frame of the approach's
// package outside trace.go is the search's own line, the one the page
// lights, and the innermost frame of the package, when it is another,
// is the line of the hook that reported the step. Both are kept as
// "file.go:line", the file's base name, which is the same with and
// without -trimpath and in WebAssembly.

// hookFile is the file of an approach's package that holds the hooks
// through which its search reports its steps to a trace.
const hookFile = "trace.go"

// stackDepth is how many frames find looks at. The approach's
// frames come within the first dozen, under the consumer and the
// harness, except for a solution that a recursive generator passes up
// through every level's yield, one frame a level; a step found deeper
// than that has no line, rather than a search through the whole stack
// of a deep recursion.
const stackDepth = 48

// nearFrames is how many frames find looks at first: the consumer,
// the tracer, Counter.Step, the hook's and the search's, give or take
// the one of LiftFrom or of an adapter of shape.go.
const nearFrames = 7

// lineFinder finds the lines of one approach's package on the stack.
type lineFinder struct {
	// pkg is the import path of the approach's package.
	pkg string
	pcs [stackDepth]uintptr
	// lines caches the lines of the package that each program counter
	// of the stack stands for: reading a frame's function and line costs
	// far more than taking the stack, and a search goes through the same
	// few places over and over.
	lines map[uintptr][]string
	// stack is the package's lines of the stack being read, kept from
	// one step to the next so that reading it allocates nothing.
	stack []string
}

// newLineFinder returns the finder of a's lines.
func newLineFinder(a harness.Approach) *lineFinder {
	return &lineFinder{pkg: Package(a), lines: map[uintptr][]string{}}
}

// find returns the line of the approach's search that took the step
// being reported now, and the line of the hook in trace.go that reported
// it, or "" when the search reported it itself or the line is not found.
// A search whose every frame is in trace.go, such as a wrapper that
// reports the last lifts once the search has ended, is its own line.
// Taking the stack costs a step more than anything else the stepper
// does, by the frame, so find takes the few frames where the lines
// nearly always are, and the rest only when the search's is not there.
func (f *lineFinder) find() (line, hook string) {
	n := runtime.Callers(2, f.pcs[:nearFrames])
	line, hook, found := f.scan(f.pcs[:n], n == nearFrames)
	if !found && n == nearFrames {
		n = runtime.Callers(2, f.pcs[:])
		line, hook, _ = f.scan(f.pcs[:n], n == stackDepth)
	}
	return line, hook
}

// scan finds the two lines in the program counters of a stack, and
// says whether it found a frame of the search outside trace.go; when it
// did not, the line is the innermost frame of the package.
//
// A line that the next frame shows too is a recursive search passing on
// what a deeper level made, as a generator that ranges over itself
// passes a solution up through every level's yield: the search's line
// is past the run of such frames, where the deepest level made it. When
// pcs is cut off, its last frame of the package may begin such a run, so
// it is not taken: find looks further.
func (f *lineFinder) scan(pcs []uintptr, cut bool) (line, hook string, found bool) {
	lines := f.stack[:0]
	for _, pc := range pcs {
		lines = append(lines, f.linesAt(pc)...)
	}
	f.stack = lines
	innermost, passedOn := "", ""
	for i, at := range lines {
		if innermost == "" {
			innermost = at
		}
		if strings.HasPrefix(at, hookFile+":") || at == passedOn {
			continue
		}
		if i+1 == len(lines) && cut || i+1 < len(lines) && lines[i+1] == at {
			passedOn = at
			continue
		}
		if at != innermost {
			hook = innermost
		}
		return at, hook, true
	}
	return innermost, "", false
}

// linesAt returns the lines, as "file.go:12", of the frames of the
// program counter pc that are in the approach's package, innermost
// first: one call, and the calls inlined into it.
func (f *lineFinder) linesAt(pc uintptr) []string {
	if lines, ok := f.lines[pc]; ok {
		return lines
	}
	var lines []string
	all := runtime.CallersFrames([]uintptr{pc})
	for more := true; more; {
		var fr runtime.Frame
		fr, more = all.Next()
		if packageOf(fr.Function) == f.pkg {
			lines = append(lines, path.Base(fr.File)+":"+strconv.Itoa(fr.Line))
		}
	}
	f.lines[pc] = lines
	return lines
}

// Package returns the import path of the package that holds a's search,
// read off its Solve function.
func Package(a harness.Approach) string {
	return packageOf(runtime.FuncForPC(reflect.ValueOf(a.Solve).Pointer()).Name())
}

// packageOf returns the import path in the full name of a function, as
// the runtime writes it: "example.com/m/p.(*T).f.func1" is in
// "example.com/m/p".
func packageOf(function string) string {
	slash := strings.LastIndexByte(function, '/') + 1
	if dot := strings.IndexByte(function[slash:], '.'); dot >= 0 {
		return function[:slash+dot]
	}
	return function
}
