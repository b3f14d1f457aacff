package gotest

import (
	"slices"
	"strings"
	"testing"
)

// run is what go test -json prints for a package whose Example fails, a
// test that passes with a subtest that fails, and another package whose
// build fails.
const run = `{"Action":"start","Package":"m/a"}
{"Action":"run","Package":"m/a","Test":"TestB"}
{"Action":"run","Package":"m/a","Test":"TestB/sub"}
{"Action":"output","Package":"m/a","Test":"TestB/sub","Output":"    b_test.go:9: wrong\n"}
{"Action":"fail","Package":"m/a","Test":"TestB/sub"}
{"Action":"fail","Package":"m/a","Test":"TestB"}
{"Action":"run","Package":"m/a","Test":"ExampleA"}
{"Action":"output","Package":"m/a","Test":"ExampleA","Output":"--- FAIL: ExampleA (0.00s)\n"}
{"Action":"output","Package":"m/a","Test":"ExampleA","Output":"got:\n"}
{"Action":"output","Package":"m/a","Test":"ExampleA","Output":"one\n"}
{"Action":"output","Package":"m/a","Test":"ExampleA","Output":"two\n"}
{"Action":"output","Package":"m/a","Test":"ExampleA","Output":"want:\n"}
{"Action":"output","Package":"m/a","Test":"ExampleA","Output":"one\n"}
{"Action":"fail","Package":"m/a","Test":"ExampleA"}
{"Action":"output","Package":"m/a","Output":"FAIL\n"}
{"Action":"fail","Package":"m/a"}
go: a line of the go command's own
{"ImportPath":"m/b","Action":"build-output","Output":"# m/b\n"}
{"ImportPath":"m/b","Action":"build-output","Output":"b/b.go:3:9: undefined: x\n"}
{"ImportPath":"m/b","Action":"build-output","Output":"b/b.go:4: syntax error\n"}
{"ImportPath":"m/b","Action":"build-fail"}
{"Action":"fail","Package":"m/b","FailedBuild":"m/b"}
`

func TestRead(t *testing.T) {
	var raw strings.Builder
	log := Read(strings.NewReader(run), &raw)
	a := log.Packages["m/a"]
	if a == nil || a.Passed || !slices.Equal(a.Started, []string{"TestB", "TestB/sub", "ExampleA"}) {
		t.Fatalf("package m/a: %+v", a)
	}
	var failed []string
	for _, f := range a.Failed() {
		failed = append(failed, f.Name)
	}
	if !slices.Equal(failed, []string{"TestB", "TestB/sub", "ExampleA"}) || a.Tests["TestB/sub"].Top() || !a.Tests["TestB"].Top() {
		t.Errorf("failed %v; want every test, TestB/sub a subtest", failed)
	}
	got, want, ok := GotWant(a.Tests["ExampleA"].Output)
	if !ok || got != "one\ntwo" || want != "one" {
		t.Errorf("ExampleA: got %q, want %q (%v)", got, want, ok)
	}
	if b := log.Packages["m/b"]; b == nil || b.FailedBuild != "m/b" {
		t.Errorf("package m/b: %+v, want its failed build", b)
	}
	msgs := Messages(log.Builds["m/b"])
	wantMsgs := []Message{{"b/b.go", 3, 9, "undefined: x"}, {"b/b.go", 4, 0, "syntax error"}}
	if !slices.Equal(msgs, wantMsgs) {
		t.Errorf("messages %+v, want %+v", msgs, wantMsgs)
	}
	if !strings.Contains(raw.String(), "got:\none\ntwo\nwant:\none\n") {
		t.Errorf("the raw output %q lacks the Example's", raw.String())
	}
}

func TestGotWantWithoutThem(t *testing.T) {
	if _, _, ok := GotWant([]string{"panic: boom", "goroutine 1 [running]:"}); ok {
		t.Error("a panic's output has no got and want")
	}
}
