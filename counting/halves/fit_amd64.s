//go:build amd64 && !purego

#include "textflag.h"

// The fits of four, five and six chunks (fit4, fit5 and fit6 in
// chunks.go), eight west boards at a time in the 512-bit registers of
// AVX-512: the boards' chunk c, shifted down by c*k and masked to k bits,
// indexes a gather of eight words of the block's chunk c, and the
// gathered words are ANDed, their bits counted (VPOPCNTQ) and shifted by
// the boards' weights.
//
// Registers: AX the block and R8 to R12 its chunks 1 to 5, SI the west
// boards, DX how many are left, K2 the lanes of the last few, X4 to X8 the
// shifts of chunks 1 to 5, Z31 the mask of k bits in every lane, Z30 the
// running sums, Z0 the eight boards, Z1 an index, Z2 the fit, Z3 a
// gathered word.

// SETUP reads the arguments and fills the registers that stay.
#define SETUP \
	MOVQ b+0(FP), AX \
	MOVQ k+8(FP), CX \
	MOVQ west_base+16(FP), SI \
	MOVQ west_len+24(FP), DX \
	MOVQ $1, BX \
	SHLQ CX, BX \
	DECQ BX \
	VPBROADCASTQ BX, Z31 \
	MOVQ $8, BX \
	SHLQ CX, BX \
	LEAQ (AX)(BX*1), R8 \
	LEAQ (R8)(BX*1), R9 \
	LEAQ (R9)(BX*1), R10 \
	LEAQ (R10)(BX*1), R11 \
	LEAQ (R11)(BX*1), R12 \
	MOVQ CX, BX \
	VMOVQ BX, X4 \
	ADDQ CX, BX \
	VMOVQ BX, X5 \
	ADDQ CX, BX \
	VMOVQ BX, X6 \
	ADDQ CX, BX \
	VMOVQ BX, X7 \
	ADDQ CX, BX \
	VMOVQ BX, X8 \
	VPXORQ Z30, Z30, Z30

// FIRST puts in Z2 the words of chunk 0 that the boards pick.
#define FIRST \
	VPANDQ Z31, Z0, Z1 \
	KXNORB K1, K1, K1 \
	VPXORQ Z2, Z2, Z2 \
	VPGATHERQQ (AX)(Z1*8), K1, Z2

// AND(shift, chunk) ANDs into Z2 the words of the chunk whose first word
// is at the register chunk and whose diagonals the shift brings down.
#define AND(shift, chunk) \
	VPSRLQ shift, Z0, Z1 \
	VPANDQ Z31, Z1, Z1 \
	KXNORB K1, K1, K1 \
	VPXORQ Z3, Z3, Z3 \
	VPGATHERQQ (chunk)(Z1*8), K1, Z3 \
	VPANDQ Z3, Z2, Z2

// WEIGH adds to Z30 the counts in Z2, each lane shifted by its board's
// weight (bits 56 and up of Z0).
#define WEIGH \
	VPSRLQ $56, Z0, Z1 \
	VPSLLVQ Z1, Z2, Z2 \
	VPADDQ Z2, Z30, Z30

// TAIL sets in K2 a lane for each of the last DX boards, fewer than
// eight.
#define TAIL \
	MOVQ $1, BX \
	MOVQ DX, CX \
	SHLQ CX, BX \
	DECQ BX \
	KMOVB BX, K2

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

// FITS(body, loop, test, done) runs body over the west boards eight at a
// time, then over the last few under the mask K2, whose lanes a zeroing
// popcount leaves out, and returns the sum.
#define FITS(body, loop, test, done) \
	JMP test \
loop: \
	VMOVDQU64 (SI), Z0 \
	body \
	VPOPCNTQ Z2, Z2 \
	WEIGH \
	ADDQ $64, SI \
	SUBQ $8, DX \
test: \
	CMPQ DX, $8 \
	JGE loop \
	TESTQ DX, DX \
	JZ done \
	TAIL \
	VMOVDQU64.Z (SI), K2, Z0 \
	body \
	VPOPCNTQ.Z Z2, K2, Z2 \
	WEIGH \
done: \
	SUM \
	MOVQ AX, ret+40(FP) \
	RET

#define BODY4 FIRST; AND(X4, R8); AND(X5, R9); AND(X6, R10)
#define BODY5 BODY4; AND(X7, R11)
#define BODY6 BODY5; AND(X8, R12)

// func gather4(b *[blockWords]uint64, k uint64, west []uint64) uint64
TEXT ·gather4(SB), NOSPLIT, $0-48
	SETUP
	FITS(BODY4, loop4, test4, done4)

// func gather5(b *[blockWords]uint64, k uint64, west []uint64) uint64
TEXT ·gather5(SB), NOSPLIT, $0-48
	SETUP
	FITS(BODY5, loop5, test5, done5)

// func gather6(b *[blockWords]uint64, k uint64, west []uint64) uint64
TEXT ·gather6(SB), NOSPLIT, $0-48
	SETUP
	FITS(BODY6, loop6, test6, done6)

// func pairNorthVector(out, north, joins []uint64, south, wall uint64) int
//
// pairNorth (half.go) eight north placements at a time: VPTESTNMQ marks
// those that share no diagonal with the wall, and VPCOMPRESSQ writes
// their half-boards, joins+south, one after the other; the last few are
// read under the mask K2. Registers: DI the out slice, SI the north
// placements, BX their joins, CX how many are left, R8 how many were
// written, K2 the lanes of the last few, Z30 the south placement in every
// lane, Z31 the wall.
TEXT ·pairNorthVector(SB), NOSPLIT, $0-96
	MOVQ out_base+0(FP), DI
	MOVQ north_base+24(FP), SI
	MOVQ north_len+32(FP), CX
	MOVQ joins_base+48(FP), BX
	MOVQ south+72(FP), AX
	VPBROADCASTQ AX, Z30
	MOVQ wall+80(FP), AX
	VPBROADCASTQ AX, Z31
	XORQ R8, R8
	JMP pairtest
pairloop:
	VMOVDQU64 (SI), Z0
	VPTESTNMQ Z31, Z0, K1
	VPADDQ (BX), Z30, Z1
	VPCOMPRESSQ Z1, K1, (DI)(R8*8)
	KMOVB K1, R9
	POPCNTL R9, R9
	ADDQ R9, R8
	ADDQ $64, SI
	ADDQ $64, BX
	SUBQ $8, CX
pairtest:
	CMPQ CX, $8
	JGE pairloop
	TESTQ CX, CX
	JZ pairdone
	MOVQ $1, R10
	SHLQ CX, R10
	DECQ R10
	KMOVB R10, K2
	VMOVDQU64.Z (SI), K2, Z0
	VPTESTNMQ Z31, Z0, K2, K1
	VMOVDQU64.Z (BX), K2, Z2
	VPADDQ Z2, Z30, Z1
	VPCOMPRESSQ Z1, K1, (DI)(R8*8)
	KMOVB K1, R9
	POPCNTL R9, R9
	ADDQ R9, R8
pairdone:
	VZEROUPPER
	MOVQ R8, ret+88(FP)
	RET

// func pextKeys(keys []uint16, boards []uint64, mask uint64)
TEXT ·pextKeys(SB), NOSPLIT, $0-56
	MOVQ keys_base+0(FP), DI
	MOVQ boards_base+24(FP), SI
	MOVQ boards_len+32(FP), CX
	MOVQ mask+48(FP), DX
	TESTQ CX, CX
	JZ pextdone
pextloop:
	MOVQ (SI), AX
	PEXTQ DX, AX, AX
	MOVW AX, (DI)
	ADDQ $8, SI
	ADDQ $2, DI
	DECQ CX
	JNZ pextloop
pextdone:
	RET
