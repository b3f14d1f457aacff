package catalog

import (
	"github.com/queensbook/queens/approaches/bitboard"
	"github.com/queensbook/queens/approaches/combinations"
	"github.com/queensbook/queens/approaches/dancinglinks"
	"github.com/queensbook/queens/approaches/gridbacktrack"
	"github.com/queensbook/queens/approaches/gridwritten"
	"github.com/queensbook/queens/approaches/octal"
	"github.com/queensbook/queens/approaches/permfilter"
	"github.com/queensbook/queens/approaches/tuplestate"
	"github.com/queensbook/queens/puzzle/harness"
)

// Registry holds the approaches, the source texts' first, in the order of
// the book's chapters. The grid search of the grid-backtracking post
// comes twice: as its prose describes it (gridbacktrack) and as its code
// runs it (gridwritten).
var Registry = harness.NewRegistry(
	octal.Approach,
	combinations.Approach,
	permfilter.Approach,
	gridbacktrack.Approach,
	gridwritten.Approach,
	tuplestate.Approach,
	bitboard.Approach,
	dancinglinks.Approach,
)

// DefaultName names the approach 'queens solve' runs when none is given:
// the fastest one.
const DefaultName = "bitboard"
