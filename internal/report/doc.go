// Package report prints what the harness measured: the comparison tables
// of the book and of the queens command, as text for a terminal, as
// Markdown, as CSV and as JSON.
//
// A [Table] holds one [Row] an approach and board: a [harness.Result], or
// the reason the approach did not run, with a [forecast.Estimate] of what
// the run would take when it was only too slow. The harness runs and
// counts; this package decides how that looks. It is the book's
// presentation, on the machinery's side of the module, so that the
// puzzle's code in approaches/ needs no table library, and a choice of
// presentation never reaches the types that hold the measurements.
//
// # Times or no times
//
// Counts are the same on every run; times are not. The book and the
// golden files must not change from one build to the next, so they are
// written without times, and a terminal gets them. That is a choice made
// when a table is written, not a property of the table: every writer
// takes [Options], and Options{Times: true} shows the times of the runs
// and of the forecasts, while the zero Options leaves them out ("-").
//
// # Forms
//
// [Table.WriteText] fits 80 columns: it leaves out the time to the first
// solution and moves long reasons into numbered notes under the table.
// [Table.WriteMarkdown] holds every column, its notes in a list.
// [Table.WriteCSV] and [Table.WriteJSON] are for programs: plain numbers,
// times in seconds, one [Record] a row.
//
// Other tables of the book, such as the counts of the queens command,
// look the same by going through a [Grid]: a header, rows of cells and an
// [Align] for each column. The table library behind it is this package's
// own business and appears in none of its signatures.
//
// The figures in the cells are written by package words, as they are
// everywhere else in the book. The book's chapter chapters/comparison.md
// shows the tables, every approach side by side.
package report
