//go:build !amd64

package cpuid

// brand is "": only x86-64 processors are asked here.
func brand() string { return "" }
