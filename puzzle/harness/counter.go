package harness

import (
	"context"
	"sync/atomic"
)

// Counter counts attempts. The goroutine that drives a search adds to it;
// the harness reads it at every solution and, for progress reports, from
// another goroutine while the search runs, so it is atomic.
//
// A hot loop may count in a local variable and Add the total in batches, as
// long as the counter is exact whenever the search yields a solution and
// when it ends. Between batches it can ask [Counter.Stopped] whether the
// user has given up.
type Counter struct {
	n atomic.Uint64
	// ctx is the run's: the search is to stop once it is done. The zero
	// Counter's is nil, a run that nobody stops.
	ctx context.Context
	// steps, when not nil, receives the search's steps: see [Trace]. The
	// adapters of shape.go put their own mapping in front of it while
	// the search they adapt runs (see [Counter.relaySteps]).
	steps func(Step)
}

// Inc counts one attempt.
func (c *Counter) Inc() { c.n.Add(1) }

// Add counts k attempts at once.
func (c *Counter) Add(k uint64) { c.n.Add(k) }

// Count returns the attempts counted so far.
func (c *Counter) Count() uint64 { return c.n.Load() }

// Stopped reports whether the run was cancelled, for example by Ctrl-C,
// or a trace has had enough: whether the run's context is done. A long
// search without solutions to yield should check it now and then and
// return early when it is true. It costs an atomic load.
func (c *Counter) Stopped() bool { return c.ctx != nil && c.ctx.Err() != nil }
