package book

import (
	"strings"
	"testing"
)

func TestStepperDirective(t *testing.T) {
	at := position{"chapters/x.md", 3}
	d, ok, err := parseDirective("<!-- stepper approach=tuplestate n=8 fixed=c4,f2 -->", at)
	if !ok || err != nil {
		t.Fatalf("ok %v, err %v", ok, err)
	}
	if want := (stepperPreset{"approach=tuplestate&n=8&fixed=c4,f2", "tuplestate on 8 x 8 with c4,f2 fixed"}); d.stepper != want {
		t.Errorf("preset %+v, want %+v", d.stepper, want)
	}
	page := &webPage{Page: &Page{File: at.file}}
	web := (&renderer{web: &webSite{layout: moduleLayout{}, byFile: map[string]*webPage{at.file: page}}}).expandStepper(d)
	if !strings.Contains(web, "(stepper?approach=tuplestate&n=8&fixed=c4,f2)") {
		t.Errorf("the web edition's link: %s", web)
	}
	book := (&renderer{inBook: true}).expandStepper(d)
	if book != "[Watch tuplestate on 8 x 8 with c4,f2 fixed in the stepper](http://127.0.0.1:8080/stepper.html?approach=tuplestate&n=8&fixed=c4,f2).\n" {
		t.Errorf("book.md's sentence: %s", book)
	}
	for _, text := range []string{web, book} {
		if !strings.HasSuffix(text, ".\n") || strings.Count(text, "\n") != 1 {
			t.Errorf("the expansion %q should be one line ending with its newline, a paragraph of its own", text)
		}
	}
	for line, want := range map[string]string{
		"<!-- stepper approach=magic n=4 -->":                  `unknown approach "magic"`,
		"<!-- stepper approach=tuplestate -->":                 "needs a board",
		"<!-- stepper approach=tuplestate n=four -->":          "not a whole number",
		"<!-- stepper approach=tuplestate n=8 fixed=c4,c5 -->": "attack each other",
		"<!-- stepper approach=octal n=10 -->":                 "past n = 9",
		"<!-- stepper approach=octal n=4 race=magic -->":       `race: unknown approach "magic"`,
		"<!-- stepper approach=octal n=4 colour=red -->":       "KEY=VALUE",
	} {
		if _, _, err := parseDirective(line, at); err == nil || !strings.Contains(err.Error(), want) || !strings.HasPrefix(err.Error(), "chapters/x.md:3: ") {
			t.Errorf("%s: %v; want an error at chapters/x.md:3 with %q", line, err, want)
		}
	}
}

// A cell links the stepper when it solves or traces with an approach on
// a board that the stepper takes, flags written either way, or compares
// two approaches on one such board, which is a race, or counts the
// solutions or the tree of one such board and nothing else.
func TestCellPreset(t *testing.T) {
	for command, want := range map[string]string{
		"trace -n 4 -approach octal -compact -steps 10":                                "approach=octal&n=4",
		"solve -n 8 -first -approach octal":                                            "approach=octal&n=8",
		"solve -rows 8 -cols 5 -fixed 00070 -approach tuplestate -first -format tuple": "approach=tuplestate&rows=8&cols=5&fixed=00070",
		"solve -n=6 --approach=bitboard -fixed b4":                                     "approach=bitboard&n=6&fixed=b4",
		"solve -fixed c4,e6":                                                           "", // no approach named
		"solve -approach octal":                                                        "", // no board named
		"solve -n 10 -approach octal":                                                  "", // past the approach's largest n
		"solve -n 13 -approach bitboard":                                               "", // past the stepper's largest board
		"solve -n 8 -approach tuplestate -fixed c4,c5":                                 "", // fixed queens that attack each other
		"solve -n 8 -approach tuplestate -unique":                                      "", // another search
		"compare -n 8 -approach octal":                                                 "",
		"compare -n 8 -approach tuplestate,bitboard":                                   "approach=tuplestate&n=8&race=bitboard",
		"compare -n 4-8 -approach octal,permfilter":                                    "", // many boards
		"compare -n 8 -approach permfilter,gridbacktrack,tuplestate":                   "", // three approaches
		"compare -n 10 -approach octal,combinations":                                   "", // past the approaches' largest n
		"tree -n 8":                       "approach=tuplestate&n=8",
		"count -n 6 -fixed a1":            "approach=bitboard&n=6&fixed=a1",
		"count -n 12 -fixed c6,d2":        "approach=bitboard&n=12&fixed=c6,d2",
		"count -n 8 -approach tuplestate": "", // count takes no approach
		"count -n 10 -fold none,mirror":   "", // the counter's folds
		"count -n 10 -shard 2/3 -json":    "", // a part of a count
		"count -n 4-8":                    "", // many boards
		"count -n 13":                     "", // past the stepper's largest board
		"tree -n 10 -o /tmp/charts":       "", // charts written
		"read 13":                         "",
	} {
		p, ok := cellPreset(strings.Fields(command))
		if ok != (want != "") || p.query != want {
			t.Errorf("queens %s: preset %q, %v; want %q", command, p.query, ok, want)
		}
	}
}
