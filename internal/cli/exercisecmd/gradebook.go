package exercisecmd

import (
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/exercise"
)

// newFile refuses, before a report that may take minutes, a file to
// write that cannot be: one where something other than a file stands (a
// folder, a device, a pipe), or in a folder that takes no new file. An
// empty name asks for no file.
func newFile(flag, name string) error {
	if name == "" {
		return nil
	}
	if info, err := os.Stat(name); err == nil && !info.Mode().IsRegular() {
		return cli.Usagef("%s %s is not a file to write over; name a new file or a file", flag, name)
	}
	if err := cli.CanWriteIn(filepath.Dir(name)); err != nil {
		return cli.Usagef("%s %s: cannot write there: %v; choose another place", flag, name, err)
	}
	return nil
}

// points returns what an exercise is worth: its minutes, the time a
// student who has read its chapter takes, so that the open exercise
// counts six times the shortest.
func points(e exercise.Exercise) int { return e.Minutes }

// earned returns the points of one exercise's record: its whole worth
// for one that passes, a share as large as the share of its tests that
// pass for one that fails, and none for one that does not compile or
// was not started, submitted or fetched. A share is rounded to a tenth.
func earned(r outcomeRecord, worth int) float64 {
	switch {
	case r.Result == resultPasses:
		return float64(worth)
	case r.Result == resultFails && r.Tests > 0:
		return math.Round(10*float64(worth)*float64(r.Tests-r.Failed)/float64(r.Tests)) / 10
	}
	return 0
}

// writeGradebook writes the records of a report as a gradebook: CSV, a
// row a student in the order of the report, a column an exercise with
// its worth in its heading ("decode (25)"), and the total; a
// spreadsheet opens it and an LMS's gradebook import reads it.
func writeGradebook(w io.Writer, records []outcomeRecord) error {
	out := csv.NewWriter(w)
	header := []string{"student"}
	total := 0
	for _, e := range exercise.All {
		header = append(header, fmt.Sprintf("%s (%d)", e.Slug, points(e)))
		total += points(e)
	}
	out.Write(append(header, fmt.Sprintf("total (%d)", total)))
	var students []string
	for _, r := range records {
		if !slices.Contains(students, r.Checkout) {
			students = append(students, r.Checkout)
		}
	}
	for _, s := range students {
		row, sum := []string{s}, 0.0
		for _, e := range exercise.All {
			i := slices.IndexFunc(records, func(r outcomeRecord) bool { return r.Checkout == s && r.Exercise == e.Slug })
			p := 0.0
			if i >= 0 {
				p = earned(records[i], points(e))
			}
			row, sum = append(row, strconv.FormatFloat(p, 'f', -1, 64)), sum+p
		}
		out.Write(append(row, strconv.FormatFloat(math.Round(10*sum)/10, 'f', -1, 64)))
	}
	out.Flush()
	return out.Error()
}
