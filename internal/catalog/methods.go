package catalog

import (
	"github.com/queensbook/queens/counting/bitcount"
	"github.com/queensbook/queens/counting/constellation"
	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/counting/halves"
)

// Methods holds the methods of counting that package count runs, the
// fastest first, as 'queens count -fold' names them. A record or a
// checkpoint names its method, and is read back with this list.
var Methods = count.Methods{
	halves.Method{},
	constellation.Method{},
	bitcount.FoldAll,
	bitcount.FoldMirror,
	bitcount.FoldNone,
}
