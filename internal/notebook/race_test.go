//go:build race

package notebook

// raceEnabled is set when the tests run under the race detector, whose
// shadow memory no cap on a process's data leaves room for.
const raceEnabled = true
