package treeprofile

import (
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
)

// An Estimate is Knuth's estimate of the search tree of one board from
// random probes: the mean of what each probe says, and its spread.
type Estimate struct {
	// N is the side of the board and Probes the number of probes.
	N, Probes int
	// Nodes is the mean of the probes' estimates of the number of nodes,
	// and Spread the standard error of that mean: the standard deviation
	// of the probes' estimates over the square root of their number.
	Nodes, Spread float64
	// Levels is the mean estimate of the nodes at each depth, 0 to N.
	Levels []float64
}

// EstimateTree estimates the number of nodes of the row-by-row search
// tree of the n x n board by D. E. Knuth's method of random probes
// ("Estimating the efficiency of backtrack programs", Mathematics of
// Computation, 1975). A probe walks from the root to a leaf, taking in
// each row one of the free squares at random; if it meets d1 free squares
// in the first row, d2 in the second and so on, it stands for 1 + d1 +
// d1 d2 + ... nodes, which is the tree's number of nodes on average over
// all the paths it could have taken. The mean of many probes estimates
// the tree without walking it; seed makes the probes repeatable.
func EstimateTree(n, probes int, seed uint64) (Estimate, error) {
	if n < 1 || n > 64 {
		return Estimate{}, fmt.Errorf("the estimate takes boards of 1 to 64 squares a side, not %d", n)
	}
	if probes < 2 {
		return Estimate{}, fmt.Errorf("an estimate needs two probes or more for its spread, not %d", probes)
	}
	rng := rand.New(rand.NewPCG(seed, uint64(n)))
	full := uint64(math.MaxUint64) >> (64 - n)
	e := Estimate{N: n, Probes: probes, Levels: make([]float64, n+1)}
	var sum, squares float64
	for range probes {
		nodes := probe(rng, full, e.Levels)
		sum += nodes
		squares += nodes * nodes
	}
	p := float64(probes)
	e.Nodes = sum / p
	variance := (squares - sum*sum/p) / (p - 1)
	e.Spread = math.Sqrt(max(variance, 0) / p)
	for d := range e.Levels {
		e.Levels[d] /= p
	}
	return e, nil
}

// probe walks one random path from the root and returns the nodes it
// stands for, adding what it stands for at each depth to levels.
func probe(rng *rand.Rand, full uint64, levels []float64) float64 {
	var cols, left, right uint64
	weight, nodes := 1.0, 1.0
	levels[0]++
	for depth := 1; depth < len(levels); depth++ {
		free := full &^ (cols | left | right)
		d := bits.OnesCount64(free)
		if d == 0 {
			break // a dead end: no square of this row is free
		}
		weight *= float64(d)
		nodes += weight
		levels[depth] += weight
		bit := nthBit(free, rng.IntN(d))
		cols, left, right = cols|bit, (left|bit)<<1, (right|bit)>>1
	}
	return nodes
}

// nthBit returns the k-th lowest set bit of x, k from 0.
func nthBit(x uint64, k int) uint64 {
	for range k {
		x &= x - 1
	}
	return x & -x
}
