package cpuid

import "strings"

// CPUID returns what the CPUID instruction says of leaf and subleaf sub.
func CPUID(leaf, sub uint32) (a, b, c, d uint32)

// XGETBV returns the low half of XCR0, the register states the system
// saves.
func XGETBV() (lo uint32)

// brand returns the processor's brand string, leaves 0x80000002 to
// 0x80000004 of CPUID, up to its first NUL and without the spaces around
// it; "" where CPUID has no such leaves.
func brand() string {
	if top, _, _, _ := CPUID(0x80000000, 0); top < 0x80000004 {
		return ""
	}
	var name []byte
	for leaf := uint32(0x80000002); leaf <= 0x80000004; leaf++ {
		a, b, c, d := CPUID(leaf, 0)
		for _, word := range []uint32{a, b, c, d} {
			name = append(name, byte(word), byte(word>>8), byte(word>>16), byte(word>>24))
		}
	}
	text, _, _ := strings.Cut(string(name), "\x00")
	return strings.TrimSpace(text)
}
