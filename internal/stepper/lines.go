package stepper

import (
	"path"
	"reflect"
	"runtime"
	"strconv"
	"strings"

	"github.com/queensbook/queens/puzzle/harness"
)

// The page lights the line of the approach's code that reported each
// step. The harness knows nothing of lines: the stepper reads them off
// the call stack while the step is reported, the way a debugger would.
// Between the consumer of the trace and the approach sit a few frames
// of the harness (the tracer, Counter.Step, Counter.LiftFrom, the
// adapters of shape.go); the first frame below them that belongs to the
// approach's own package is the line that reported the step, and the
// next frame of that package in another function is the line of the
// search that called it. Both are kept as "file.go:line", the file's
// base name, which is the same with and without -trimpath and in
// WebAssembly.

// stackDepth is how many frames find looks at. The approach's
// frames come within the first dozen, under the consumer and the
// harness; a step found deeper than that has no line, rather than a
// search through the whole stack of a deep recursion.
const stackDepth = 10

// nearFrames is how many frames find looks at first: the consumer,
// the tracer, Counter.Step and the approach's two, give or take the one
// of LiftFrom or of an adapter of shape.go.
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

// find returns the line of the approach that reported the step being
// reported now, and the line of the approach that called the function
// holding it; "" for what it does not find. Taking the stack costs a
// step more than anything else the stepper does, by the frame, so find
// takes the few frames where the two lines nearly always are, and the
// rest only when they are not there.
func (f *lineFinder) find() (line, caller string) {
	n := runtime.Callers(2, f.pcs[:nearFrames])
	if line, caller = f.scan(f.pcs[:n]); caller == "" && n == nearFrames {
		line, caller = f.scan(f.pcs[:runtime.Callers(2, f.pcs[:])])
	}
	return line, caller
}

// scan finds the two lines in the program counters of a stack.
func (f *lineFinder) scan(pcs []uintptr) (line, caller string) {
	var function string
	for _, pc := range pcs {
		for _, fr := range f.framesAt(pc) {
			switch {
			case fr.at == "":
			case line == "":
				line, function = fr.at, fr.function
			case fr.function != function && fr.at != line:
				return line, fr.at
			}
		}
	}
	return line, ""
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
