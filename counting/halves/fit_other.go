//go:build !amd64 || purego

package halves

// fit5x7Vector counts no boards where there is no AVX-512 (see
// fit_amd64.go): fit5x7 counts them all.
func fit5x7Vector(*[5 << 7]uint64, []uint64) (done int, total uint64) { return 0, 0 }

// fit6x7Vector is fit5x7Vector for fit6x7.
func fit6x7Vector(*[6 << 7]uint64, []uint64) (done int, total uint64) { return 0, 0 }
