package forecast

import (
	"cmp"
	"slices"

	"github.com/queensbook/queens/counting/count"
)

// A Count is a count of package count that was made, with the number of
// workers that made it: the counts of one method on one number of
// workers are a series, which [Counts] carries on.
type Count struct {
	count.Result
	Workers int
}

// A CountEstimate is a count that nobody made, carried on from the two
// largest sides counted by the same method on the same number of workers.
type CountEstimate struct {
	Method  count.Method
	Workers int
	// Estimate is the forecast: N, Attempts, Seconds, and in From the
	// two sides it rests on.
	Estimate
}

// Counts carries every series of made on to each side after its largest,
// up to side last: the attempts grow as [Grow] has them, and each costs
// what one cost on the largest side counted. It leaves out the counts
// with fixed queens, the partial ones, those without attempts or time,
// and those of a method whose attempts do not say how long it takes
// (see [count.About]); a series counted on fewer than two sides has no
// estimate. The estimates come series by series, in the order of their
// first counts, and side by side.
func Counts(made []Count, last int) []CountEstimate {
	type series struct {
		method  string
		workers int
	}
	bySeries := map[series][]Count{}
	var order []series
	for _, c := range made {
		if c.Fixed != "" || c.Partial() || c.Attempts == 0 || c.Seconds <= 0 || !c.Method.About().Timed {
			continue
		}
		s := series{c.Method.Name(), c.Workers}
		if _, seen := bySeries[s]; !seen {
			order = append(order, s)
		}
		bySeries[s] = append(bySeries[s], c)
	}
	var out []CountEstimate
	for _, s := range order {
		counts := bySeries[s]
		slices.SortFunc(counts, func(a, b Count) int { return cmp.Compare(a.N, b.N) })
		if len(counts) < 2 {
			continue
		}
		a, b := counts[len(counts)-2], counts[len(counts)-1]
		perAttempt := b.Seconds / float64(b.Attempts)
		for n := b.N + 1; n <= last; n++ {
			attempts := Grow(a.N, float64(a.Attempts), b.N, float64(b.Attempts), n)
			e := Estimate{N: n, Attempts: attempts, Seconds: attempts * perAttempt, From: []int{a.N, b.N}}
			out = append(out, CountEstimate{Method: b.Method, Workers: s.workers, Estimate: e})
		}
	}
	return out
}
