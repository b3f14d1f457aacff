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

// vectorFits is whether the processor runs the vector fit.
var vectorFits = avx512

// fitVector counts as fitChunks does, in AVX-512: each entry of a
// west board's chunks is one 512-bit load and AND under the mask of the
// lanes it looks at, and one VPOPCNTQ counts the fits of all of them.
func fitVector(b *block, s shape, lanes int, mask uint8, west []uint64) uint64 {
	k, l, m := uint64(s.bits), uint64(lanes), uint64(mask)
	switch s.chunks {
	case 1:
		return fit1(b, k, l, m, west)
	case 2:
		return fit2(b, k, l, m, west)
	case 3:
		return fit3(b, k, l, m, west)
	case 4:
		return fit4(b, k, l, m, west)
	case 5:
		return fit5(b, k, l, m, west)
	case 6:
		return fit6(b, k, l, m, west)
	case 7:
		return fit7(b, k, l, m, west)
	case 8:
		return fit8(b, k, l, m, west)
	case 9:
		return fit9(b, k, l, m, west)
	}
	panic("halves: no vector fit for this shape of block")
}

// fit1 returns, in AVX-512, how many pairs of a board of block b, cut
// into one chunk of k diagonals, and a board of west share no diagonal,
// each counted as the west board weighs, in the lanes of mask of the
// block's lanes (1, 2, 4 or 8). fit2 to fit9 do the same for two to nine
// chunks.
//
//go:noescape
func fit1(b *block, k, lanes, mask uint64, west []uint64) uint64

// fit2 is fit1 for two chunks.
//
//go:noescape
func fit2(b *block, k, lanes, mask uint64, west []uint64) uint64

// fit3 is fit1 for three chunks.
//
//go:noescape
func fit3(b *block, k, lanes, mask uint64, west []uint64) uint64

// fit4 is fit1 for four chunks.
//
//go:noescape
func fit4(b *block, k, lanes, mask uint64, west []uint64) uint64

// fit5 is fit1 for five chunks.
//
//go:noescape
func fit5(b *block, k, lanes, mask uint64, west []uint64) uint64

// fit6 is fit1 for six chunks.
//
//go:noescape
func fit6(b *block, k, lanes, mask uint64, west []uint64) uint64

// fit7 is fit1 for seven chunks.
//
//go:noescape
func fit7(b *block, k, lanes, mask uint64, west []uint64) uint64

// fit8 is fit1 for eight chunks.
//
//go:noescape
func fit8(b *block, k, lanes, mask uint64, west []uint64) uint64

// fit9 is fit1 for nine chunks.
//
//go:noescape
func fit9(b *block, k, lanes, mask uint64, west []uint64) uint64

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
