//go:build !amd64 || purego

package halves

// vectorFits is false: without AVX-512 (see fit_amd64.go) the fit in Go
// counts every block.
const vectorFits = false

// fitVector is never called where vectorFits is false.
func fitVector(*block, shape, int, uint8, []uint64) uint64 {
	panic("halves: no vector fits in this build")
}

// pairUp is pairNorth where there is no AVX-512.
func pairUp(out, north, joins []uint64, south, wall uint64) int {
	return pairNorth(out, north, joins, south, wall)
}

// fastPext is false: the keys are made in Go.
const fastPext = false

// pextKeys is never called where fastPext is false.
func pextKeys([]uint16, []uint64, uint64) {
	panic("halves: no PEXT in this build")
}
