//go:build amd64 && !purego

#include "textflag.h"

// The fit of fitFew (chunks.go) in AVX-512, one function for each
// number of chunks, 1 to 9, each with its chunks written out: for each
// west board, the entry of each chunk, its k bits of the board shifted
// down, is up to eight words, one load under the mask K1 of the lanes
// looked at ANDed into Z1; VPOPCNTQ counts the fits of the lanes, and they
// are shifted by the board's weight (bits 56 and up) and added to the
// running sums in Z0.
//
// Registers: DI the block, CX k, SI the west boards, R8 how many are
// left, AX a board, BX the board times the bytes of an entry (R13, 8 a
// lane) and then shifted down past the chunks read, so that its bits
// under R10, the mask of k bits times R13, are the next entry's offset
// in bytes; R9 that offset, R11 the first entry of the chunk being
// read, R12 the bytes of a chunk.

// SETUP reads the arguments and fills the registers that stay.
#define SETUP \
	MOVQ b+0(FP), DI \
	MOVQ mask+24(FP), AX \
	KMOVB AX, K1 \
	MOVQ lanes+16(FP), R13 \
	SHLQ $3, R13 \
	MOVQ k+8(FP), CX \
	MOVQ west_base+32(FP), SI \
	MOVQ west_len+40(FP), R8 \
	MOVQ R13, R12 \
	SHLQ CX, R12 \
	MOVQ R12, R10 \
	SUBQ R13, R10 \
	VPXORQ Z0, Z0, Z0

// FIRST loads the entry of a board's chunk 0.
#define FIRST \
	MOVQ (SI), AX \
	MOVQ AX, BX \
	IMULQ R13, BX \
	MOVQ BX, R9 \
	ANDQ R10, R9 \
	VMOVDQU64.Z (DI)(R9*1), K1, Z1 \
	MOVQ DI, R11

// NEXT ANDs in the entry of the board's next chunk.
#define NEXT \
	SHRQ CX, BX \
	ADDQ R12, R11 \
	MOVQ BX, R9 \
	ANDQ R10, R9 \
	VPANDQ.Z (R11)(R9*1), Z1, K1, Z1

// FITS(chunks, loop, done) runs FIRST and the other chunks over every
// west board and returns the sum.
#define FITS(chunks, loop, done) \
	TESTQ R8, R8 \
	JZ done \
loop: \
	FIRST \
	chunks \
	VPOPCNTQ Z1, Z1 \
	SHRQ $56, AX \
	VMOVQ AX, X2 \
	VPSLLQ X2, Z1, Z1 \
	VPADDQ Z1, Z0, Z0 \
	ADDQ $8, SI \
	DECQ R8 \
	JNZ loop \
done: \
	VEXTRACTI64X4 $1, Z0, Y1 \
	VPADDQ Y1, Y0, Y0 \
	VEXTRACTI128 $1, Y0, X1 \
	VPADDQ X1, X0, X0 \
	VPSHUFD $0x4e, X0, X1 \
	VPADDQ X1, X0, X0 \
	VMOVQ X0, AX \
	VZEROUPPER \
	MOVQ AX, ret+56(FP) \
	RET

#define NEXT2 NEXT; NEXT
#define NEXT4 NEXT2; NEXT2

// func fit1(b *block, k, lanes, mask uint64, west []uint64) uint64
TEXT ·fit1(SB), NOSPLIT, $0-64
	SETUP
	FITS(;, loop1, done1)

// func fit2(b *block, k, lanes, mask uint64, west []uint64) uint64
TEXT ·fit2(SB), NOSPLIT, $0-64
	SETUP
	FITS(NEXT, loop2, done2)

// func fit3(b *block, k, lanes, mask uint64, west []uint64) uint64
TEXT ·fit3(SB), NOSPLIT, $0-64
	SETUP
	FITS(NEXT2, loop3, done3)

// func fit4(b *block, k, lanes, mask uint64, west []uint64) uint64
TEXT ·fit4(SB), NOSPLIT, $0-64
	SETUP
	FITS(NEXT2; NEXT, loop4, done4)

// func fit5(b *block, k, lanes, mask uint64, west []uint64) uint64
TEXT ·fit5(SB), NOSPLIT, $0-64
	SETUP
	FITS(NEXT4, loop5, done5)

// func fit6(b *block, k, lanes, mask uint64, west []uint64) uint64
TEXT ·fit6(SB), NOSPLIT, $0-64
	SETUP
	FITS(NEXT4; NEXT, loop6, done6)

// func fit7(b *block, k, lanes, mask uint64, west []uint64) uint64
TEXT ·fit7(SB), NOSPLIT, $0-64
	SETUP
	FITS(NEXT4; NEXT2, loop7, done7)

// func fit8(b *block, k, lanes, mask uint64, west []uint64) uint64
TEXT ·fit8(SB), NOSPLIT, $0-64
	SETUP
	FITS(NEXT4; NEXT2; NEXT, loop8, done8)

// func fit9(b *block, k, lanes, mask uint64, west []uint64) uint64
TEXT ·fit9(SB), NOSPLIT, $0-64
	SETUP
	FITS(NEXT4; NEXT4, loop9, done9)

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
