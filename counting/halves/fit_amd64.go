//go:build amd64 && !purego

package halves

import "github.com/queensbook/queens/counting/cpuid"

// avx512 is whether the processor and the system run the AVX-512
// instructions of fit_amd64.s: the foundation, the DQ mask instructions
// and the vector popcount (VPOPCNTDQ), with the system saving the
// vector and mask registers (XCR0 bits 1, 2 and 5 to 7).
//
// Package cpuid asks the processor, as golang.org/x/sys/cpu would: the
// approaches use the standard library and the module's own packages only.
var avx512 = func() bool {
	_, _, c1, _ := cpuid.CPUID(1, 0)
	const osxsave = 1 << 27
	if c1&osxsave == 0 || cpuid.XGETBV()&0xe6 != 0xe6 {
		return false
	}
	max, _, _, _ := cpuid.CPUID(0, 0)
	if max < 7 {
		return false
	}
	_, b7, c7, _ := cpuid.CPUID(7, 0)
	const f, dq, vpopcntdq = 1 << 16, 1 << 17, 1 << 14
	return b7&(f|dq) == f|dq && c7&vpopcntdq != 0
}()

// fastPext is whether the processor has BMI2's PEXT, and runs it in a
// cycle or so: AMD's before Zen 3 (family 0x19) take hundreds.
var fastPext = func() bool {
	max, b0, c0, d0 := cpuid.CPUID(0, 0)
	if max < 7 {
		return false
	}
	const bmi2 = 1 << 8
	if _, b7, _, _ := cpuid.CPUID(7, 0); b7&bmi2 == 0 {
		return false
	}
	amd := b0 == 0x68747541 && d0 == 0x69746e65 && c0 == 0x444d4163 // "AuthenticAMD"
	a1, _, _, _ := cpuid.CPUID(1, 0)
	family := a1 >> 8 & 0xf
	if family == 0xf {
		family += a1 >> 20 & 0xff
	}
	return !amd || family >= 0x19
}()

// pextKeys writes to keys the key of each board, its bits of mask
// gathered down (PEXT).
//
//go:noescape
func pextKeys(keys []uint16, boards []uint64, mask uint64)

// vectorFits is whether the processor runs the vector fits.
var vectorFits = avx512

// fitVector counts as fitChunks does with the vector fits of four to six
// chunks, eight west boards at a time, the last few under a mask.
func fitVector(b *[blockWords]uint64, s shape, west []uint64) uint64 {
	k := uint64(s.bits)
	switch s.chunks {
	case 4:
		return gather4(b, k, west)
	case 5:
		return gather5(b, k, west)
	case 6:
		return gather6(b, k, west)
	}
	panic("halves: no vector fit for this shape of block")
}

// gather4 returns, in AVX-512, how many pairs of a board of
// block b, cut into four chunks of k diagonals, and a board of west share
// no diagonal, each counted as the west board weighs. gather5 and
// gather6 do the same for five and six chunks.
//
//go:noescape
func gather4(b *[blockWords]uint64, k uint64, west []uint64) uint64

// gather5 is gather4 for five chunks.
//
//go:noescape
func gather5(b *[blockWords]uint64, k uint64, west []uint64) uint64

// gather6 is gather4 for six chunks.
//
//go:noescape
func gather6(b *[blockWords]uint64, k uint64, west []uint64) uint64

// pairUp writes to out the half-boards that the north placements make
// with a south one, as pairNorth does, eight at a time in AVX-512 when
// the processor has it and there are enough of them to be worth a call.
func pairUp(out, north, joins []uint64, south, wall uint64) int {
	if avx512 && len(north) >= 16 {
		return pairNorthVector(out, north, joins, south, wall)
	}
	return pairNorth(out, north, joins, south, wall)
}

// pairNorthVector is pairNorth in AVX-512.
//
//go:noescape
func pairNorthVector(out, north, joins []uint64, south, wall uint64) int
