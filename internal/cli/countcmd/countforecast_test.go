package countcmd

import (
	"strings"
	"testing"

	"github.com/queensbook/queens/counting/bitcount"
	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/counting/halves"
)

// The forecast table has a row for each estimate, with the sides it rests
// on, and says which folds it leaves out and why.
func TestForecastTable(t *testing.T) {
	rows := []countRow{
		{Result: count.Result{N: 14, Method: bitcount.FoldAll, Attempts: 1e6, Seconds: 1, Subproblems: 1, Finished: 1}, Workers: 2},
		{Result: count.Result{N: 15, Method: bitcount.FoldAll, Attempts: 7e6, Seconds: 7, Subproblems: 1, Finished: 1}, Workers: 2},
		{Result: count.Result{N: 15, Method: halves.Method{}, Attempts: 1e6, Seconds: 1, Subproblems: 1, Finished: 1}, Workers: 2},
	}
	estimates := countEstimates(rows, 18)
	if len(estimates) != 3 || estimates[2].N != 18 {
		t.Fatalf("estimates %+v; want sides 16 to 18 of fold all", estimates)
	}
	var md strings.Builder
	if err := writeForecast(&md, estimates, untimedFolds(rows)); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(md.String(), "| 18 | all ") || !strings.Contains(md.String(), "n = 14 and 15") {
		t.Errorf("the forecast table lacks side 18 or its sides:\n%s", md.String())
	}
	if !strings.Contains(md.String(), "\nFold halves is left out: ") {
		t.Errorf("the forecast does not say it leaves fold halves out:\n%s", md.String())
	}
}
