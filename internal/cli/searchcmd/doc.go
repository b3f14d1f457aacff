// Package searchcmd holds the commands of the queens command that run the
// book's searches: queens alone (the comparison on 8 x 8 and a board),
// compare, solve, trace, plot, tree, one and verify.
package searchcmd
