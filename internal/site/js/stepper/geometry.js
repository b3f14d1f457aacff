// Squares and queens on a board of rows x cols: square sq is on rank
// floor(sq / cols) + 1 and file "a" + sq % cols, so square 0 is a1.

const FILES = "abcdefghijklmnopqrstuvwxyz";

/**
 * fileName names column c as a file: a, b, c, ...
 * @param {number} c
 * @returns {string}
 */
export const fileName = (c) => FILES[c];

/**
 * squareName names square sq of a board of cols columns, as "c4".
 * @param {number} sq
 * @param {number} cols
 * @returns {string}
 */
export const squareName = (sq, cols) => FILES[sq % cols] + (Math.floor(sq / cols) + 1);

/**
 * fixedSpec writes squares as fixed queens are written: "c4,f2", in the
 * order of the squares.
 * @param {Iterable<number>} squares
 * @param {number} cols
 * @returns {string}
 */
export const fixedSpec = (squares, cols) => [...squares].sort((a, b) => a - b).map((q) => squareName(q, cols)).join(",");

/**
 * tuple writes a board as the book does: the column of the queen in each
 * row, rank 1 first, "-" for a row without one.
 * @param {number[]} queens
 * @param {number} rows
 * @param {number} cols
 * @returns {string}
 */
export const tuple = (queens, rows, cols) => {
  const t = new Array(rows).fill("-");
  for (const q of queens) t[Math.floor(q / cols)] = q % cols;
  return t.join(" ");
};

/**
 * attack reports whether queens on squares a and b attack each other.
 * @param {number} a
 * @param {number} b
 * @param {number} cols
 * @returns {boolean}
 */
export const attack = (a, b, cols) => {
  const ra = Math.floor(a / cols), ca = a % cols;
  const rb = Math.floor(b / cols), cb = b % cols;
  return ra === rb || ca === cb || Math.abs(ra - rb) === Math.abs(ca - cb);
};

/**
 * markAttacks marks in mark, a flag a square, the squares the queen on q
 * attacks.
 * @param {number} q
 * @param {number} rows
 * @param {number} cols
 * @param {boolean[]} mark
 */
export const markAttacks = (q, rows, cols, mark) => {
  const r0 = Math.floor(q / cols), c0 = q % cols;
  for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]]) {
    for (let r = r0 + dr, c = c0 + dc; r >= 0 && r < rows && c >= 0 && c < cols; r += dr, c += dc) {
      mark[r * cols + c] = true;
    }
  }
};
