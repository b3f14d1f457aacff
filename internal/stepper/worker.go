package stepper

import "encoding/json"

// Worker answers the messages of the page, one at a time, in the Web
// Worker that runs the stepper (cmd/stepper). A message is a JSON object
// with a "type":
//
//	{"type":"start","id":1,"settings":{"approach":"tuplestate","n":8,"fixed":"c4,f2"}}
//	{"type":"next","id":1,"k":500}
//	{"type":"check","id":2,"settings":{...}}
//	{"type":"reset"}
//
// check answers {"type":"checked", "id"}, or "refused" with the error,
// and changes nothing, so that the page can check the settings of two
// searches before it starts either; start stops the search under way and starts another, answered by
// {"type":"started", "id", "approach", "rows", "cols", "fixed", "attempt"}
// or, for settings it refuses, by {"type":"refused", "id", "error"} with
// the search before it stopped; next answers {"type":"batch", "id",
// "batch"} with the next k steps of search id (see [Batch]); reset stops
// the search and answers nothing; pace measures the pace of a search for
// a race by time (see pace.go). Replies carry the id of their search,
// so that the page can drop those of a search it has left.
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

// Ready is the message the worker posts once it runs: the approaches it
// offers and the longest side it takes.
func Ready() []byte {
	return marshal(struct {
		Type       string     `json:"type"`
		Approaches []Approach `json:"approaches"`
		MaxSide    int        `json:"maxSide"`
	}{"ready", Approaches(), MaxSide})
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
	w.stop()
	w.search, w.id = s, m.ID
	fixed := make([]int, 0, len(s.Problem.Fixed))
	for _, q := range s.Problem.Fixed {
		fixed = append(fixed, q.Row*s.Problem.Cols+q.Col)
	}
	return marshal(started{"started", m.ID, s.Approach.Name, s.Problem.Rows, s.Problem.Cols, fixed, s.Approach.Attempt})
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
