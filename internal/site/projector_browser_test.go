package site_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// looks is what the projector view changes on the page.
type looks struct {
	Pressed  string  `json:"pressed"`
	Board    float64 `json:"board"`    // the board's width, in px
	Code     float64 `json:"code"`     // the code's font size, in px
	Tree     bool    `json:"tree"`     // whether the tree panel shows
	Solution bool    `json:"solution"` // whether the list of solutions shows
	Search   string  `json:"search"`   // the address's query
}

func (s *stepperPage) looks() looks {
	s.t.Helper()
	raw := eval[json.RawMessage](s, `(() => {
		const p = document.getElementById("st-pane-0");
		const shown = (el) => el.getClientRects().length > 0;
		return {pressed: document.getElementById("st-projector").getAttribute("aria-pressed"),
			board: p.querySelector(".st-board").getBoundingClientRect().width,
			code: parseFloat(getComputedStyle(p.querySelector(".sc-view .chroma")).fontSize),
			tree: shown(p.querySelector(".sp-panel.tr")), solution: shown(p.querySelector(".st-list")),
			search: location.search};
	})()`)
	var l looks
	if err := json.Unmarshal(raw, &l); err != nil {
		s.t.Fatal(err)
	}
	return l
}

// The projector view, one toggle, shows the board and the code larger
// and the tree and the list of solutions not at all; the address keeps
// it as view=projector through the steps, a link opens the page in it,
// and the toggle turns it off again.
func TestStepperProjectorView(t *testing.T) {
	s := newStepperPage(t)
	s.open("approach=gridbacktrack&n=6")
	s.wait(`document.querySelector("#st-pane-0 .sc-view .chroma") !== null`, 10*time.Second, "the code to load")
	plain := s.looks()
	if plain.Pressed != "false" || !plain.Tree || !plain.Solution || strings.Contains(plain.Search, "view=") {
		t.Fatalf("the page opens as %+v; want the projector view off, the tree and the solutions shown", plain)
	}
	eval[bool](s, `(document.getElementById("st-projector").click(), true)`)
	for range 5 {
		eval[bool](s, `(document.getElementById("st-forward").click(), true)`)
	}
	s.wait(`document.getElementById("st-pane-0").dataset.step === "5"`, 10*time.Second, "five steps")
	big := s.looks()
	if big.Pressed != "true" || big.Board < 1.2*plain.Board || big.Code < 1.2*plain.Code || big.Tree || big.Solution {
		t.Errorf("the projector view shows %+v; want the board and the code a fifth larger at least than %+v, no tree and no solutions", big, plain)
	}
	if !strings.Contains(big.Search, "view=projector") || !strings.Contains(big.Search, "step=5") {
		t.Errorf("after five steps in the projector view the address is %s; want view=projector and step=5", big.Search)
	}
	s.open(strings.TrimPrefix(big.Search, "?"))
	s.wait(`document.querySelector("#st-pane-0 .sc-view .chroma") !== null`, 10*time.Second, "the code to load")
	if again := s.looks(); again.Pressed != "true" || again.Board != big.Board || again.Tree {
		t.Errorf("the link %s opens the page as %+v; want the projector view, as %+v", big.Search, again, big)
	}
	eval[bool](s, `(document.getElementById("st-projector").click(), true)`)
	if off := s.looks(); off.Pressed != "false" || off.Board != plain.Board || !off.Tree || strings.Contains(off.Search, "view=") {
		t.Errorf("the toggle turned off shows %+v; want the page as it opened, %+v", off, plain)
	}
	s.noErrors("the projector view")
}
