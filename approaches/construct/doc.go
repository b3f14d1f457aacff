// Package construct writes down a solution of the n queens puzzle for any
// n >= 4 without searching: one pass over the rows, O(n) time, nothing
// tried and nothing undone.
//
// Number the rows 1 to n, list the even numbers first and then the odd
// ones, 2 4 6 ... 1 3 5 ..., and put the queen of each row in the column
// its number gives, less one; the boards with n mod 6 = 2 or 3 get small
// repairs at the ends of the two lists. [Solve] returns that board, and
// [Fill] writes it into a board the caller allocated:
//
//	b, err := construct.Solve(8) // 1 3 5 7 2 0 6 4
//
// There are no attempts: each queen is written once, in its final place.
// [Solve] allocates n ints, [BytesPerQueen] bytes a queen, and refuses a
// board past the memory budget of package verify before allocating it.
// Boards of 2 and 3 rows have no solution, and both functions return
// [ErrNoSolution]; [Exists] says which n have one.
//
// The construction is Hoffman, Loessi and Moore's (Mathematics Magazine
// 42, 1969), in the list form of the Wikipedia article on the eight queens
// puzzle; Pauls proved in 1874 that every n >= 4 has a solution. The
// book's chapter chapters/huge.md derives when the two halves clash,
// shows boards of each remainder mod 6 and runs ten million queens.
package construct
