package cli

// commands lists the subcommands in the order 'queens -h' shows them.
var commands = []command{
	{"compare", "run approaches side by side and print a table", runCompare},
	{"solve", "list the solutions one approach finds, with its attempts", runSolve},
	{"trace", "show a search step by step: place, conflict, backtrack, solution", runTrace},
	{"plot", "draw attempts and time against n as SVG charts", runPlot},
	{"tree", "count the row-by-row search tree's nodes at each depth", runTree},
	{"count", "count the solutions fast, on every core or in shards", runCount},
	{"one", "find one solution of a board of any size, ten million queens included", runOne},
	{"verify", "check a board in tuple form, read from a file, in linear time", runVerify},
	{"read", "list the chapters, or show one with its cells run live", runRead},
	{"book", "build book.md from the chapters, or check that it is fresh", runBook},
	{"exercise", "list the classroom exercises, check a student's code, reset a stub", runExercise},
}
