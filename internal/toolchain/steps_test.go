package toolchain

import (
	"slices"
	"strings"
	"testing"
)

// TestDiagnostics reads the places out of a compiler's messages, and
// leaves the lines that name none.
func TestDiagnostics(t *testing.T) {
	out := []byte(`approaches/tuplestate/tuplestate.go:35:9: cannot use 1 (untyped int constant) as bool value in return statement
approaches/tuplestate/trace.go:12: undefined: x
./a b/c.go:3:1: syntax error: unexpected }
	approaches/tuplestate/tuplestate.go:1:1: an indented line is the message's own
too many errors
`)
	want := []Diagnostic{
		{"approaches/tuplestate/tuplestate.go", 35, 9, "cannot use 1 (untyped int constant) as bool value in return statement"},
		{"approaches/tuplestate/trace.go", 12, 0, "undefined: x"},
		{"./a b/c.go", 3, 1, "syntax error: unexpected }"},
	}
	if got := Diagnostics(out); !slices.Equal(got, want) {
		t.Errorf("Diagnostics:\n got %+v\nwant %+v", got, want)
	}
}

// TestPlan holds the steps to the go command's compile and link of a
// test: the test main written, each unit compiled, then the test main,
// against the one importcfg, then the test main's archive linked as a
// test binary.
func TestPlan(t *testing.T) {
	m := &Manifest{
		GoVersion: "go1.26.8", Lang: "go1.26", ImportCfg: "importcfg",
		Units: []Unit{
			{ImportPath: "m/p", Files: []string{"p/p.go", "p/p_test.go"}, Archive: "out/m_p.a"},
			{ImportPath: "m/p_test", Files: []string{"p/x_test.go"}, Archive: "out/m_p_test.a"},
		},
		TestMain: "out/_testmain.go", MainArchive: "out/_testmain.a", Binary: "out/p.test",
	}
	var got []string
	for _, s := range m.plan() {
		got = append(got, s.Name+": "+s.Tool+" "+strings.Join(s.Args, " "))
	}
	flags := "-lang=go1.26 -complete -dwarf=false -goversion go1.26.8 -c=1 -nolocalimports -importcfg importcfg -pack"
	want := []string{
		"testmain: testmain manifest.json",
		"m/p: compile -o out/m_p.a -p m/p " + flags + " p/p.go p/p_test.go",
		"m/p_test: compile -o out/m_p_test.a -p m/p_test " + flags + " p/x_test.go",
		"_testmain.go: compile -o out/_testmain.a -p main " + flags + " out/_testmain.go",
		"link: link -o out/p.test -importcfg importcfg -buildmode=exe -X testing.testBinary=1 out/_testmain.a",
	}
	if !slices.Equal(got, want) {
		t.Errorf("the steps:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestLang turns a go.mod's go version into the compiler's -lang.
func TestLang(t *testing.T) {
	for v, want := range map[string]string{"1.26.0": "go1.26", "1.26": "go1.26", "1.21rc1": "go1.21", "1": "go1"} {
		if got := lang(v); got != want {
			t.Errorf("lang(%q) = %q, want %q", v, got, want)
		}
	}
}
