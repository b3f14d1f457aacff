//go:build amd64 && !purego

#include "textflag.h"

// The fits of chunks of seven (fit5x7 and fit6x7 in sieve.go), eight west
// boards at a time in the 512-bit registers of AVX-512: the boards' chunk
// c, shifted down by 7c and masked to seven bits, index a gather of
// eight words of the block's chunk c, and the gathered words are ANDed,
// their bits counted (VPOPCNTQ) and shifted by the boards' weights.
//
// Registers: AX the block, SI the west boards, CX how many are left (a
// multiple of eight), Z31 the mask 127 in every lane, Z30 the running
// sums, Z0 the eight boards, Z1 the index, Z2 the fit, Z3 a gathered word.

// GATHER c puts in Z3 the words of chunk c that the boards' chunk c
// picks.
#define GATHER(c) \
	VPSRLQ $(7*c), Z0, Z1 \
	VPANDQ Z31, Z1, Z1 \
	KXNORB K1, K1, K1 \
	VPXORQ Z3, Z3, Z3 \
	VPGATHERQQ (c*1024)(AX)(Z1*8), K1, Z3

// COUNT adds to Z30 the bits of Z2, each lane shifted by its board's
// weight (bits 56 and up of Z0).
#define COUNT \
	VPOPCNTQ Z2, Z2 \
	VPSRLQ $56, Z0, Z1 \
	VPSLLVQ Z1, Z2, Z2 \
	VPADDQ Z2, Z30, Z30

// SUM leaves in AX the sum of the lanes of Z30.
#define SUM \
	VEXTRACTI64X4 $1, Z30, Y1 \
	VPADDQ Y1, Y30, Y1 \
	VEXTRACTI128 $1, Y1, X2 \
	VPADDQ X2, X1, X1 \
	VPSHUFD $0x4e, X1, X2 \
	VPADDQ X2, X1, X1 \
	VMOVQ X1, AX \
	VZEROUPPER

// func fit5x7x8(b *[5 << 7]uint64, west []uint64) uint64
TEXT ·fit5x7x8(SB), NOSPLIT, $0-40
	MOVQ b+0(FP), AX
	MOVQ west_base+8(FP), SI
	MOVQ west_len+16(FP), CX
	MOVQ $127, DX
	VPBROADCASTQ DX, Z31
	VPXORQ Z30, Z30, Z30
	TESTQ CX, CX
	JZ done5
loop5:
	VMOVDQU64 (SI), Z0
	GATHER(0)
	VMOVDQA64 Z3, Z2
	GATHER(1)
	VPANDQ Z3, Z2, Z2
	GATHER(2)
	VPANDQ Z3, Z2, Z2
	GATHER(3)
	VPANDQ Z3, Z2, Z2
	GATHER(4)
	VPANDQ Z3, Z2, Z2
	COUNT
	ADDQ $64, SI
	SUBQ $8, CX
	JNZ loop5
done5:
	SUM
	MOVQ AX, ret+32(FP)
	RET

// func fit6x7x8(b *[6 << 7]uint64, west []uint64) uint64
TEXT ·fit6x7x8(SB), NOSPLIT, $0-40
	MOVQ b+0(FP), AX
	MOVQ west_base+8(FP), SI
	MOVQ west_len+16(FP), CX
	MOVQ $127, DX
	VPBROADCASTQ DX, Z31
	VPXORQ Z30, Z30, Z30
	TESTQ CX, CX
	JZ done6
loop6:
	VMOVDQU64 (SI), Z0
	GATHER(0)
	VMOVDQA64 Z3, Z2
	GATHER(1)
	VPANDQ Z3, Z2, Z2
	GATHER(2)
	VPANDQ Z3, Z2, Z2
	GATHER(3)
	VPANDQ Z3, Z2, Z2
	GATHER(4)
	VPANDQ Z3, Z2, Z2
	GATHER(5)
	VPANDQ Z3, Z2, Z2
	COUNT
	ADDQ $64, SI
	SUBQ $8, CX
	JNZ loop6
done6:
	SUM
	MOVQ AX, ret+32(FP)
	RET

// func cpuid(leaf, sub uint32) (a, b, c, d uint32)
TEXT ·cpuid(SB), NOSPLIT, $0-24
	MOVL leaf+0(FP), AX
	MOVL sub+4(FP), CX
	CPUID
	MOVL AX, a+8(FP)
	MOVL BX, b+12(FP)
	MOVL CX, c+16(FP)
	MOVL DX, d+20(FP)
	RET

// func xgetbv() (lo uint32)
TEXT ·xgetbv(SB), NOSPLIT, $0-4
	MOVL $0, CX
	XGETBV
	MOVL AX, lo+0(FP)
	RET
