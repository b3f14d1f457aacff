// Package golden holds the book's cross-approach golden tests: every
// approach lists the same 92 boards for n = 8, agrees with the published
// counts for smaller boards, and makes the attempts recorded in
// testdata/attempts.golden. The files in testdata/ change only on purpose,
// with 'make golden', and are read before they are committed.
package golden
