package count

import (
	"errors"
	"fmt"
	"math/bits"
	"strconv"
	"strings"
)

// Shard names one of several disjoint parts of a count: Part of Of,
// counted from 1. Task j of the plan (counted from 0) belongs to part
// j mod Of + 1, so every part gets a fair mix of large and small tasks.
// The zero Shard means the whole count, the same as 1/1.
type Shard struct {
	Part, Of int
}

// normal returns s with the zero Shard written as 1/1.
func (s Shard) normal() Shard {
	if s == (Shard{}) {
		return Shard{1, 1}
	}
	return s
}

// String writes the shard as "part/of", such as "2/4".
func (s Shard) String() string {
	s = s.normal()
	return fmt.Sprintf("%d/%d", s.Part, s.Of)
}

// validate checks that s is the zero Shard or one of its parts.
func (s Shard) validate() error {
	if s == (Shard{}) {
		return nil
	}
	return s.exists()
}

// exists checks that the part is one of the parts.
func (s Shard) exists() error {
	if s.Of < 1 || s.Part < 1 || s.Part > s.Of {
		return fmt.Errorf("shard %d/%d does not exist: write part/parts with 1 <= part <= parts, such as 2/4", s.Part, s.Of)
	}
	return nil
}

// size returns how many of a plan's tasks the shard holds.
func (s Shard) size(tasks int) int {
	s = s.normal()
	return (tasks - s.Part + s.Of) / s.Of
}

// planTask returns the plan's number of the shard's task i, and shardTask
// the shard's number of the plan's task j, one of the shard's: a
// checkpoint numbers the tasks of its shard.
func (s Shard) planTask(i int) int {
	s = s.normal()
	return i*s.Of + s.Part - 1
}

func (s Shard) shardTask(j int) int {
	return j / s.normal().Of
}

// ParseShard reads a shard written as "part/of", such as "2/4".
func ParseShard(text string) (Shard, error) {
	partText, ofText, ok := strings.Cut(strings.TrimSpace(text), "/")
	part, err1 := strconv.Atoi(partText)
	of, err2 := strconv.Atoi(ofText)
	if !ok || err1 != nil || err2 != nil {
		return Shard{}, fmt.Errorf("shard %q: write part/parts, such as 2/4", text)
	}
	s := Shard{part, of}
	if err := s.exists(); err != nil {
		return Shard{}, err
	}
	return s, nil
}

// Merge adds the results of the shards of one count into the result of
// the whole. It refuses results of different counts or plans, a part given
// twice, a missing part and a partial one, so a merged count is either
// complete or an error. The whole of a [Burnside] count gets its
// fundamental count here, and the attempts it takes.
func Merge(results ...Result) (Result, error) {
	if len(results) == 0 {
		return Result{}, errors.New("merge: no results given")
	}
	first := results[0]
	seen := make(map[int]bool)
	sum := Result{N: first.N, Fixed: first.Fixed, Method: first.Method, Shard: Shard{1, 1}, Plan: first.Plan}
	for _, r := range results {
		if err := sameCount(first, r); err != nil {
			return Result{}, err
		}
		shard := r.Shard.normal()
		if seen[shard.Part] {
			return Result{}, fmt.Errorf("merge: part %v is given twice", shard)
		}
		seen[shard.Part] = true
		if r.Partial() {
			return Result{}, fmt.Errorf("merge: part %v was interrupted after %d of its %d subproblems", shard, r.Finished, r.Subproblems)
		}
		var carry uint64
		sum.Solutions, carry = addCounting(sum.Solutions, r.Solutions, carry)
		sum.Unique, carry = addCounting(sum.Unique, r.Unique, carry)
		sum.Attempts, carry = addCounting(sum.Attempts, r.Attempts, carry)
		if carry != 0 {
			return Result{}, fmt.Errorf("merge: the parts' counts add up past 2^64, more than any board of at most n = %d has; a part is not a count of this board", MaxN)
		}
		sum.Subproblems += r.Subproblems
		sum.Finished += r.Finished
		sum.Seconds += r.Seconds
	}
	for part := 1; part <= first.Shard.normal().Of; part++ {
		if !seen[part] {
			return Result{}, fmt.Errorf("merge: part %v is missing", Shard{part, first.Shard.normal().Of})
		}
	}
	if first.Shard.normal().Of > 1 {
		// The parts of a Burnside count hold no fundamental count,
		// the whole does; a count of one part is whole already.
		if _, err := sum.burnside(); err != nil {
			return Result{}, fmt.Errorf("merge: %v", err)
		}
	}
	return sum, nil
}

// addCounting returns a + b, and carry set when an earlier sum or this
// one went past 2^64.
func addCounting(a, b, carry uint64) (uint64, uint64) {
	sum, c := bits.Add64(a, b, 0)
	return sum, carry | c
}

// sameCount checks that two shard results split the same count the same
// way.
func sameCount(a, b Result) error {
	switch {
	case a.Plan != b.Plan:
		return fmt.Errorf("merge: results of different counts: %q and %q", a.Plan, b.Plan)
	case a.Shard.normal().Of != b.Shard.normal().Of:
		return fmt.Errorf("merge: shards %v and %v split the count in different numbers of parts", a.Shard, b.Shard)
	}
	return nil
}
