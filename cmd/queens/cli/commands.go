package cli

// commands lists the subcommands in the order 'queens -h' shows them.
var commands = []command{
	{"compare", "run approaches side by side and print a table", runCompare},
	{"solve", "list the solutions one approach finds, with its attempts", runSolve},
	{"count", "count the solutions fast, on every core or in shards", runCount},
}
