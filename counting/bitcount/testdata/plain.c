/* plain.c: the yardstick of package bitcount's benchmarks. It counts the
   solutions of the n queens problem with the plain recursive bit-mask
   search on one core, folding only the mirror image of the first row:
   a first queen in the left half stands for its mirror image too.

   Usage: plain N   prints the number of solutions. */
#include <stdio.h>
#include <stdlib.h>

static unsigned all; /* the mask of the n columns */

/* complete counts the ways to fill the rows left, given the columns and
   the two diagonals that the queens below attack in the next row. */
static unsigned long long complete(unsigned cols, unsigned ld, unsigned rd)
{
	if (cols == all)
		return 1;
	unsigned long long total = 0;
	for (unsigned free = all & ~(cols | ld | rd); free; free &= free - 1) {
		unsigned bit = free & -free;
		total += complete(cols | bit, (ld | bit) << 1, (rd | bit) >> 1);
	}
	return total;
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: plain N\n");
		return 2;
	}
	int n = atoi(argv[1]);
	if (n < 1 || n > 31) {
		fprintf(stderr, "plain: n must be 1 to 31\n");
		return 2;
	}
	all = (1u << n) - 1;
	unsigned long long total = 0;
	for (int col = 0; col < (n + 1) / 2; col++) {
		unsigned bit = 1u << col;
		unsigned long long count = complete(bit, bit << 1, bit >> 1);
		/* The middle column of an odd board is its own mirror. */
		total += 2 * col + 1 == n ? count : 2 * count;
	}
	printf("%llu\n", total);
	return 0;
}
