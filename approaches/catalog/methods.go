package catalog

import (
	"github.com/queensbook/queens/approaches/bitcount"
	"github.com/queensbook/queens/approaches/constellation"
	"github.com/queensbook/queens/approaches/count"
	"github.com/queensbook/queens/approaches/halves"
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
