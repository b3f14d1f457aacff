package verify

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/queensbook/queens/puzzle/board"
)

// Read reads one board in the tuple form that [board.Board.String]
// writes: the columns of rows 0, 1, 2, ..., counted from 0 and separated
// by any white space, line breaks included, and "-" for a row without a
// queen ([board.Empty]), as on a board with more rows than columns. It
// does not check the board; pass it to [Check] or [CheckOn].
//
// Read refuses a file of more than maxN columns as soon as it has read
// one too many, so memory stays within maxN queens however large the
// file. The errors name the word at fault, counted from 1.
func Read(r io.Reader, maxN int) (board.Board, error) {
	words := bufio.NewScanner(r)
	words.Split(bufio.ScanWords)
	var b board.Board
	for words.Scan() {
		if len(b) == maxN {
			return nil, fmt.Errorf("more than %d columns: that is past the largest board that fits in memory", maxN)
		}
		col, err := column(words.Text())
		if err != nil {
			return nil, fmt.Errorf("word %d, %q, is not a column number", len(b)+1, clip(words.Text()))
		}
		b = append(b, col)
	}
	if err := words.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, fmt.Errorf("word %d is too long to be a column number", len(b)+1)
		}
		return nil, err
	}
	if len(b) == 0 {
		return nil, errors.New("no columns: a tuple file lists one column number a row, such as 1 3 0 2")
	}
	return b, nil
}

// column reads one word of a tuple: a column number, or "-" for none.
func column(word string) (int, error) {
	if word == "-" {
		return board.Empty, nil
	}
	return strconv.Atoi(word)
}

// clip shortens a word for an error message.
func clip(word string) string {
	const most = 20
	if len(word) > most {
		return word[:most] + "..."
	}
	return word
}
