// Package bookcmd holds the commands of the book itself: read, book,
// site and serve. The book's cells run other commands of queens, so the
// commands that run them are handed the command's table.
package bookcmd
