package stepper

import (
	"encoding/json"
	"strings"
	"time"

	"github.com/queensbook/queens/internal/catalog"
	"github.com/queensbook/queens/puzzle/board"
)

// Worker answers the messages of the page, one at a time, in the Web
// Worker that runs the stepper (cmd/stepper). A message is a JSON object
// with a "type":
//
//	{"type":"start","id":1,"settings":{"approach":"tuplestate","n":8,"fixed":"c4,f2"}}
//	{"type":"next","id":1,"k":500}
//	{"type":"check","id":2,"settings":{...}}
//	{"type":"reset"}
//	{"type":"open","id":3,"query":"approach=tuplestate&n=abc"}
//	{"type":"skip","id":1,"k":1234,"keep":2000}
//	{"type":"finish","id":4,"settings":{...}}
//	{"type":"estimate","id":5,"settings":{...}}
//
// check answers {"type":"checked", "id"}, or "refused" with the error,
// and changes nothing, so that the page can check the settings of two
// searches before it starts either; start stops the search under way and starts another, answered by
// {"type":"started", "id", "approach", "rows", "cols", "fixed", "attempt",
// "treeShape"}
// or, for settings it refuses, by {"type":"refused", "id", "error"} with
// the search before it stopped; next answers {"type":"batch", "id",
// "batch"} with the next k steps of search id (see [Batch]); reset stops
// the search and answers nothing; pace measures the pace of a search for
// a race by time (see pace.go). Replies carry the id of their search,
// so that the page can drop those of a search it has left.
//
// open reads the settings of the page's address (see [FromQuery]) and
// checks them, answering {"type":"opened", "id", "settings", "error"};
// skip passes over k-1 steps of search id and answers a batch with the
// k-th (see [Search.Skip]); finish runs a search to its end untraced
// (see [Finish]), answering {"type":"finished", "id", "outcome"}, and
// estimate forecasts one (see [Estimate]), answering {"type":"estimated",
// "id", "forecast"}; both answer "refused" for settings they refuse.
type Worker struct {
	search *Search
	id     int
}

// message is one message of the page.
type message struct {
	Type     string   `json:"type"`
	ID       int      `json:"id"`
	Settings Settings `json:"settings"`
	K        int      `json:"k"`
	Keep     int      `json:"keep"`
	Query    string   `json:"query"`
}

// started answers a start.
type started struct {
	Type     string `json:"type"`
	ID       int    `json:"id"`
	Approach string `json:"approach"`
	Rows     int    `json:"rows"`
	Cols     int    `json:"cols"`
	// Fixed are the squares of the fixed queens, numbered as a Step's.
	Fixed   []int  `json:"fixed"`
	Attempt string `json:"attempt"`
	// TreeShape says how the approach's tree differs from the
	// rank-by-rank one, when it does (see [TreeShapeOf]).
	TreeShape *TreeShape `json:"treeShape,omitempty"`
}

// refused answers a start or a next it cannot do, and a check.
type refused struct {
	Type  string `json:"type"`
	ID    int    `json:"id"`
	Error string `json:"error,omitempty"`
}

// batch answers a next.
type batch struct {
	Type  string `json:"type"`
	ID    int    `json:"id"`
	Batch Batch  `json:"batch"`
}

// opened answers an open. Squares are those of the fixed queens, as a
// Step numbers them, when they could be read, even when they attack each
// other: the queens of a board the reader sets by hand.
type opened struct {
	Type     string   `json:"type"`
	ID       int      `json:"id"`
	Settings Settings `json:"settings"`
	Squares  []int    `json:"squares"`
	Error    string   `json:"error,omitempty"`
}

// answer answers a finish or an estimate with its value.
type answer struct {
	Type     string    `json:"type"`
	ID       int       `json:"id"`
	Outcome  *Outcome  `json:"outcome,omitempty"`
	Forecast *Forecast `json:"forecast,omitempty"`
}

// estimateBudget is about how long an estimate may take: a moment for
// the reader who asked to watch a search.
const estimateBudget = 400 * time.Millisecond

// Ready is the message the worker posts once it runs: the approaches it
// offers, the longest side it takes, and the approach `queens solve`
// runs when none is named, which answers "can this be completed?".
func Ready() []byte {
	return marshal(struct {
		Type       string     `json:"type"`
		Approaches []Approach `json:"approaches"`
		MaxSide    int        `json:"maxSide"`
		Default    string     `json:"default"`
	}{"ready", Approaches(), MaxSide, catalog.DefaultName})
}

// Handle answers one message of the page, or returns nil when it needs
// no answer.
func (w *Worker) Handle(raw []byte) []byte {
	var m message
	if err := json.Unmarshal(raw, &m); err != nil {
		return marshal(refused{"refused", 0, "the stepper cannot read the page's message: " + err.Error()})
	}
	switch m.Type {
	case "start":
		return w.start(m)
	case "check":
		if _, _, err := m.Settings.Check(); err != nil {
			return marshal(refused{"refused", m.ID, err.Error()})
		}
		return marshal(refused{Type: "checked", ID: m.ID})
	case "next":
		if w.search == nil || m.ID != w.id {
			return marshal(refused{"refused", m.ID, "no such search under way; start one"})
		}
		return marshal(batch{"batch", m.ID, w.search.Next(m.K)})
	case "reset":
		w.stop()
		return nil
	case "pace":
		return w.pace(m)
	case "open":
		return marshal(open(m))
	case "skip":
		if w.search == nil || m.ID != w.id {
			return marshal(refused{"refused", m.ID, "no such search under way; start one"})
		}
		return marshal(batch{"batch", m.ID, w.search.Skip(m.K, m.Keep)})
	case "finish":
		o, err := Finish(m.Settings)
		if err != nil {
			return marshal(refused{"refused", m.ID, err.Error()})
		}
		return marshal(answer{Type: "finished", ID: m.ID, Outcome: &o})
	case "estimate":
		f, err := Estimate(m.Settings, estimateBudget)
		if err != nil {
			return marshal(refused{"refused", m.ID, err.Error()})
		}
		return marshal(answer{Type: "estimated", ID: m.ID, Forecast: &f})
	}
	return marshal(refused{"refused", m.ID, "the stepper knows no message " + m.Type})
}

// start starts the search m asks for, in place of the one under way,
// unless it refuses the settings: then the search under way goes on.
func (w *Worker) start(m message) []byte {
	s, err := Start(m.Settings)
	if err != nil {
		return marshal(refused{"refused", m.ID, err.Error()})
	}
	shape, err := TreeShapeOf(s.Approach, s.Problem)
	if err != nil {
		s.Stop()
		return marshal(refused{"refused", m.ID, err.Error()})
	}
	w.stop()
	w.search, w.id = s, m.ID
	return marshal(started{"started", m.ID, s.Approach.Name, s.Problem.Rows, s.Problem.Cols, squares(s.Problem), s.Approach.Attempt, shape})
}

// open answers an open: the settings in the page's address, checked.
func open(m message) opened {
	o := opened{Type: "opened", ID: m.ID, Squares: []int{}}
	var err error
	if o.Settings, err = FromQuery(m.Query); err == nil {
		var p board.Problem
		_, p, err = o.Settings.Check()
		o.Squares = squares(p)
		if err != nil && p.Rows > 0 && len(p.Fixed) == 0 {
			o.Squares = byHand(o.Settings.Fixed, p)
		}
	}
	if err != nil {
		o.Error = err.Error()
	}
	return o
}

// byHand reads the fixed queens of spec on the board of p one queen at
// a time, so that queens that attack each other are read too, as on a
// board the reader sets by hand; it returns none when one of them cannot
// be read.
func byHand(spec string, p board.Problem) []int {
	var one []string // specs of one queen each
	switch {
	case strings.Contains(spec, ","):
		one = strings.Split(spec, ",")
	case strings.Trim(spec, "0123456789") == "":
		for i, r := range spec {
			if r != '0' {
				one = append(one, strings.Repeat("0", i)+string(r)+strings.Repeat("0", len(spec)-i-1))
			}
		}
	default:
		one = []string{spec}
	}
	sq := []int{}
	for _, q := range one {
		fixed, err := board.ParseFixed(q, p.Rows, p.Cols)
		if err != nil {
			return []int{}
		}
		sq = append(sq, squares(board.Problem{Rows: p.Rows, Cols: p.Cols, Fixed: fixed})...)
	}
	return sq
}

// squares numbers the fixed queens of p as a Step numbers squares.
func squares(p board.Problem) []int {
	sq := make([]int, 0, len(p.Fixed))
	for _, q := range p.Fixed {
		sq = append(sq, q.Row*p.Cols+q.Col)
	}
	return sq
}

// stop stops the search under way, if there is one.
func (w *Worker) stop() {
	if w.search != nil {
		w.search.Stop()
		w.search = nil
	}
}

// marshal encodes a reply, which always encodes.
func marshal(v any) []byte {
	data, _ := json.Marshal(v)
	return data
}
