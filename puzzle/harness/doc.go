// Package harness runs every approach of the queens book the same way and
// measures it the same way: the solutions, the attempts to the first and
// in all, and the times.
//
// An [Approach] is a named solve function plus the words that explain it:
// where it comes from and what one attempt means for it. The solve
// function has the shape of [SolveFunc]: it takes a [board.Problem] and a
// [Counter] and returns an iterator of solutions, so that breaking out of
// the loop gives "first solution only". [Run] drives one approach on one
// problem and returns a [Result]:
//
//	res, err := harness.Run(ctx, octal.Approach, board.SquareProblem(8), harness.Options{})
//	fmt.Println(res.Solutions, res.AttemptsToFirst, res.Attempts) // 92 1299852 16777216
//
// Run reads the counter at the first solution and at the end, so an
// approach only has to count, in the unit its own idea suggests; the counts
// are exact and the same on every run, however many goroutines the
// approach uses. Run checks every board the approach yields, keeps fixed
// queens for an approach that cannot ([Approach.KeepsFixed]) by filtering
// its complete solutions, and stops on the context's cancellation, which
// the search sees through [Counter.Stopped]. [Options] ask for the first
// solution only, every board kept, or progress reports.
//
// # Shapes and limits
//
// A board may be a rectangle of rows x cols squares with min(rows, cols)
// queens. [Approach.Shape] says which boards an approach takes; for one
// that only takes wide boards, Run solves a tall board reflected in its
// main diagonal and reflects every solution back. [Approach.MaxN] is the
// largest square an approach finishes in reasonable time, and Run refuses
// a board that needs more work than that square with an
// [*UnsupportedError] instead of hanging; [Approach.Limit] is a board its
// data cannot hold at all ([CannotRun] rather than [TooSlow]). A
// [Registry] holds the approaches and names those that take a board.
//
// # Traces
//
// [Trace] runs an approach as Run does and hands its search on step by
// step: a queen placed, a square found attacked, a candidate accepted or
// rejected ([Tested], [TestedSquares]), a queen lifted, a solution. An
// approach that can do this says so in [Approach.Traces], asks
// [Counter.Tracing] before it builds a [Step], and reports each attempt
// right after counting it; Trace checks that the attempt steps and the
// count agree one for one.
//
// [Result.NsPerAttempt] charges every core that an [Approach.Parallel]
// run kept busy, so that it compares like with like. The harness prints
// nothing: the command's tables present its results.
//
// The book's chapter chapters/problem.md introduces the harness, and
// chapters/completion.md how it keeps fixed queens.
package harness
