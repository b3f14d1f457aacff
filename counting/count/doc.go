// Package count counts the solutions of the n queens problem on every
// core, in shards and with checkpoints, by any method of counting: it is
// the runner, and the methods, such as the searches of package bitcount,
// are values that it runs and never names.
//
//	res, err := count.Count(ctx, bitcount.FoldAll, board.SquareProblem(16), count.Options{})
//
// counts the 14,772,512 solutions of 16 x 16 with one worker a core.
// [Options] choose the workers, a [Shard] of the work, a progress report
// and a [Checkpoint]; the [Result] holds the sums, the attempts as the
// method counts them, and the name of the plan that cut the work.
//
// # Methods and plans
//
// A [Method] cuts a count into the tasks of a [Plan]: subproblems that
// can be counted in any order, anywhere, and that add up to the whole.
// Count hands the tasks out through a [Worker] to a pool of goroutines,
// each running the plan's Count, and adds each finished task's [Tally] on
// its own goroutine, so that the sums, the attempts included, are the
// same for any number of workers. A new method is a package with a type
// that has the four methods of Method, a plan with the three of Plan,
// and a line in the list of package catalog; the example of a method
// below is one, small and complete.
//
// A method counts the fundamental solutions task by task, in
// [Tally.Unique], or, as a [Burnside] method, from the whole total: the
// join of halves finds no solution it could compare with its images, so
// Count, once every task is in, and Merge, once every shard is, ask it for
// the fundamental count that Burnside's lemma makes of the total.
//
// # Stopping and going on
//
// Cancelling the context stops every search within about a millisecond:
// a plan's searches look at the context every [TellEvery] attempts, as
// they tell the worker of them for the progress reports. An interrupted
// Count returns the context's error and the exact sums of the tasks it
// finished. A Checkpoint keeps those tasks, one line each: Count saves it
// now and then through [Options.Save], and a count given it back, read
// with [ReadCheckpoint], goes on from the tasks it holds and ends with the
// numbers of a count that never stopped.
//
// # Many machines
//
// The plan depends only on the problem and the method. Shard p/m takes
// every m-th task, from the p-th, so m shards cover the plan; [Merge] adds
// their results and refuses a part given twice, missing or of another
// plan. A [Record] is the JSON a result travels as between machines;
// [ReadShard] reads it back. Records, checkpoints and plan names call a
// method its fold, the word they have used since the first methods, which
// folded the board's symmetry, so that the files written then still read
// and merge.
//
// The book's chapter "Counting on every core" (chapters/counting.md)
// tells how the counters came to be, and measures them.
package count
