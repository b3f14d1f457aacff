// Package construct writes down a solution of the n queens puzzle for any
// n >= 4 without searching: one pass over the rows, O(n) time, nothing
// tried and undone.
//
// # The idea
//
// Give the rows the numbers 1, 2, ..., n, even ones first:
//
//	2 4 6 8 ... then 1 3 5 7 ...
//
// and put the queen of row i in column list[i] - 1 (columns count from 0).
// Every number appears once, so no two queens share a column. Inside each
// half, moving k rows up moves 2k columns across, never k, so no two
// queens of one half share a diagonal. A queen of the even half and one
// of the odd half share a diagonal only when floor(n/2) leaves remainder 1
// on division by 3 (work out when the row gap equals the column gap),
// which happens exactly when n mod 6 is 2 or 3. Those two cases get small
// repairs at the ends of the lists:
//
//   - n mod 6 = 2: swap 1 and 3 in the odd half and move 5 to its end:
//     2 4 ... n, 3 1 7 9 ... n-1 5.
//   - n mod 6 = 3: move 2 to the end of the even half, and 1 and 3 to the
//     end of the odd half: 4 6 ... n-1 2, 5 7 ... n 1 3.
//
// For eight queens, n mod 6 = 2, the list is 2 4 6 8 3 1 7 5 and [Solve]
// returns the board 1 3 5 7 2 0 6 4.
//
// # Where it comes from
//
// Pauls proved in 1874 that every n >= 4 has a solution. Hoffman, Loessi
// and Moore gave explicit constructions in "Constructions for the solution
// of the m queens problem" (Mathematics Magazine 42, 1969), and
// Bernhardsson restated them as short formulas in "Explicit solutions to
// the n-queens problem for all n" (ACM SIGART Bulletin 2(2), 1991). The
// list form above, with its repairs for n mod 6 = 2 and 3, is the one the
// Wikipedia article on the eight queens puzzle gives. The tests check it
// against [board.Problem.Solves] for every n up to 3,000 and for one large
// n of each remainder mod 6.
//
// # Attempts and cost
//
// There are no attempts: each queen is written once, in its final place.
// [Solve] costs one allocation of n ints ([BytesPerQueen] bytes a queen)
// and one pass; ten million queens take a few tens of milliseconds.
// [Fill] writes into a board you allocated. Boards of 2 and 3 rows have no
// solution at all, and both return [ErrNoSolution]; [Exists] says which n
// have one.
//
// # Try it
//
//	queens one -n 8 -method construct -format board
//	queens one -n 10000000 -method construct -o huge.txt
//	queens verify huge.txt
//
// Every construction gives one fixed board per n. For a different board
// each time, use the min-conflicts search of package minconflicts with
// another seed.
package construct
