package measured

import (
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/plot"
	"github.com/queensbook/queens/puzzle/harness"
)

// DrawComparison writes the attempts and time charts of results into dir
// and returns the names of the files written.
func DrawComparison(results []harness.Result, dir, machine string) ([]string, error) {
	attempts, err := plot.Attempts(results)
	if err != nil {
		return nil, err
	}
	took, err := plot.Time(results, machine)
	if err != nil {
		return nil, err
	}
	charts := []struct {
		file  string
		chart plot.Chart
	}{{"attempts.svg", attempts}, {"time.svg", took}}
	var written []string
	for _, c := range charts {
		if err := cli.SaveSVG(c.chart, dir, c.file); err != nil {
			return written, err
		}
		written = append(written, c.file)
	}
	return written, nil
}
