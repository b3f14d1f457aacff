//go:build amd64 && !purego

package halves

// avx512 is whether the processor and the system run the AVX-512
// instructions of fit_amd64.s: the foundation, the DQ mask instructions
// and the vector popcount (VPOPCNTDQ), with the system saving the
// vector and mask registers (XCR0 bits 1, 2 and 5 to 7).
//
// The package reads CPUID itself, as golang.org/x/sys/cpu does, since
// the approaches use the standard library only.
var avx512 = func() bool {
	_, _, c1, _ := cpuid(1, 0)
	const osxsave = 1 << 27
	if c1&osxsave == 0 || xgetbv()&0xe6 != 0xe6 {
		return false
	}
	max, _, _, _ := cpuid(0, 0)
	if max < 7 {
		return false
	}
	_, b7, c7, _ := cpuid(7, 0)
	const f, dq, vpopcntdq = 1 << 16, 1 << 17, 1 << 14
	return b7&(f|dq) == f|dq && c7&vpopcntdq != 0
}()

// fit5x7Vector counts as fit5x7 does the first boards of west, a multiple
// of eight, with AVX-512 when the processor has it, and returns how many
// it counted (none without it) and their count.
func fit5x7Vector(b *[5 << 7]uint64, west []uint64) (done int, total uint64) {
	if !avx512 || len(west) < 8 {
		return 0, 0
	}
	done = len(west) &^ 7
	return done, fit5x7x8(b, west[:done])
}

// fit6x7Vector is fit5x7Vector for fit6x7.
func fit6x7Vector(b *[6 << 7]uint64, west []uint64) (done int, total uint64) {
	if !avx512 || len(west) < 8 {
		return 0, 0
	}
	done = len(west) &^ 7
	return done, fit6x7x8(b, west[:done])
}

// fit5x7x8 is fit5x7 for a multiple of eight west boards, in AVX-512.
//
//go:noescape
func fit5x7x8(b *[5 << 7]uint64, west []uint64) uint64

// fit6x7x8 is fit6x7 for a multiple of eight west boards, in AVX-512.
//
//go:noescape
func fit6x7x8(b *[6 << 7]uint64, west []uint64) uint64

// cpuid returns what the CPUID instruction says of leaf and subleaf sub.
func cpuid(leaf, sub uint32) (a, b, c, d uint32)

// xgetbv returns the low half of XCR0, the register states the system
// saves.
func xgetbv() (lo uint32)
