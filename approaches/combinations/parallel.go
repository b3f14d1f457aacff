package combinations

import (
	"iter"
	"sync"
)

// inOrder applies f to every item of items using the given number of
// worker goroutines, and yields the results in the order of the items.
// At most a few results per worker wait at once, so memory stays flat
// however many items there are. When the consumer stops early, each worker
// finishes the one item it holds, and all have exited when inOrder
// returns.
func inOrder[T, R any](items iter.Seq[T], workers int, f func(T) R) iter.Seq[R] {
	type job struct {
		item T
		out  chan R
	}
	workers = max(workers, 1)
	return func(yield func(R) bool) {
		jobs := make(chan job)
		// pending holds each job's result channel in item order; its
		// capacity bounds the results waiting for the consumer.
		pending := make(chan chan R, 4*workers)
		done := make(chan struct{})
		var wg sync.WaitGroup
		defer wg.Wait()
		defer close(done)

		wg.Go(func() {
			defer close(pending)
			defer close(jobs)
			for item := range items {
				out := make(chan R, 1)
				select {
				case pending <- out:
				case <-done:
					return
				}
				select {
				case jobs <- job{item, out}:
				case <-done:
					return
				}
			}
		})
		for range workers {
			wg.Go(func() {
				for j := range jobs {
					j.out <- f(j.item)
				}
			})
		}
		for out := range pending {
			if !yield(<-out) {
				return
			}
		}
	}
}
