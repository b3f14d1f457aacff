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
// harness; a step found deeper than that has no line, rather than a
// search through the whole stack of a deep recursion.
const stackDepth = 10

// nearFrames is how many frames find looks at first: the consumer,
// the tracer, Counter.Step, the hook's and the search's, give or take
// the one of LiftFrom or of an adapter of shape.go.
const nearFrames = 7

// lineFinder finds the lines of one approach's package on the stack.
type lineFinder struct {
	// pkg is the import path of the approach's package.
	pkg string
	pcs [stackDepth]uintptr
	// frames caches what each program counter of the stack stands for:
	// reading a frame's function and line costs far more than taking the
	// stack, and a search goes through the same few places over and over.
	frames map[uintptr][]frame
}

// frame is one frame of the stack: one call, of a function that may have
// been inlined into the one the program counter is in.
type frame struct {
	// function is the function's full name, and at its line as
	// "file.go:12"; at is "" for a function of another package.
	function, at string
}

// newLineFinder returns the finder of a's lines.
func newLineFinder(a harness.Approach) *lineFinder {
	return &lineFinder{pkg: Package(a), frames: map[uintptr][]frame{}}
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
	line, hook, found := f.scan(f.pcs[:n])
	if !found && n == nearFrames {
		line, hook, _ = f.scan(f.pcs[:runtime.Callers(2, f.pcs[:])])
	}
	return line, hook
}

// scan finds the two lines in the program counters of a stack, and
// says whether it found a frame of the search outside trace.go; when it
// did not, the line is the innermost frame of the package.
func (f *lineFinder) scan(pcs []uintptr) (line, hook string, found bool) {
	innermost := ""
	for _, pc := range pcs {
		for _, fr := range f.framesAt(pc) {
			if fr.at == "" {
				continue
			}
			if innermost == "" {
				innermost = fr.at
			}
			if !strings.HasPrefix(fr.at, hookFile+":") {
				if fr.at != innermost {
					hook = innermost
				}
				return fr.at, hook, true
			}
		}
	}
	return innermost, "", false
}

// framesAt returns the frames of the program counter pc, innermost first.
func (f *lineFinder) framesAt(pc uintptr) []frame {
	if frames, ok := f.frames[pc]; ok {
		return frames
	}
	var frames []frame
	all := runtime.CallersFrames([]uintptr{pc})
	for more := true; more; {
		var fr runtime.Frame
		fr, more = all.Next()
		at := ""
		if packageOf(fr.Function) == f.pkg {
			at = path.Base(fr.File) + ":" + strconv.Itoa(fr.Line)
		}
		frames = append(frames, frame{fr.Function, at})
	}
	f.frames[pc] = frames
	return frames
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
