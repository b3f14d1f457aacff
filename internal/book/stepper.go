package book

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/queensbook/queens/internal/stepper"
)

// stepperKeys are the settings a stepper directive may give, in the
// order the page's address lists them.
var stepperKeys = []string{"approach", "n", "rows", "cols", "fixed", "race", "speed", "autoplay"}

// stepperPreset is what a <!-- stepper KEY=VALUE ... --> directive asks
// the stepper page to open: a search, checked as the page checks it.
type stepperPreset struct {
	// query is the page's address after the ?, such as
	// approach=tuplestate&n=4.
	query string
	// what names the search, such as "tuplestate on 4 x 4".
	what string
}

// parseStepper reads the settings of a stepper directive, such as
// approach=tuplestate n=8 fixed=c4,f2, and checks them as the stepper
// does: an approach it does not know, a board it does not take or fixed
// queens that attack each other are errors of the book.
func (d *directive) parseStepper(rest string) error {
	values := map[string]string{}
	for _, field := range strings.Fields(rest) {
		key, value, ok := strings.Cut(field, "=")
		if !ok || value == "" || !slices.Contains(stepperKeys, key) {
			return fmt.Errorf("want <!-- stepper KEY=VALUE ... --> with the keys %s, such as <!-- stepper approach=tuplestate n=4 -->", strings.Join(stepperKeys, ", "))
		}
		values[key] = value
	}
	var err error
	d.stepper, err = presetOf(values)
	return err
}

// presetOf checks the settings values, by their stepperKeys, as the
// stepper does, and returns the preset that opens them.
func presetOf(values map[string]string) (stepperPreset, error) {
	s := stepper.Settings{Approach: values["approach"], Fixed: values["fixed"]}
	for key, to := range map[string]*int{"n": &s.N, "rows": &s.Rows, "cols": &s.Cols} {
		if v, ok := values[key]; ok {
			n, err := strconv.Atoi(v)
			if err != nil {
				return stepperPreset{}, fmt.Errorf("%s=%s: not a whole number", key, v)
			}
			*to = n
		}
	}
	if s.N == 0 && s.Rows == 0 && s.Cols == 0 {
		return stepperPreset{}, fmt.Errorf("the stepper needs a board: give n, or rows and cols")
	}
	a, p, err := s.Check()
	if err != nil {
		return stepperPreset{}, err
	}
	what := a.Name + " on " + p.String()
	if race, ok := values["race"]; ok {
		s.Approach = race
		if _, _, err := s.Check(); err != nil {
			return stepperPreset{}, fmt.Errorf("race: %w", err)
		}
		what += " in a race with " + race
	}
	q := make([]string, 0, len(values))
	for _, key := range stepperKeys {
		if v, ok := values[key]; ok {
			// A comma needs no escaping in a query, and c4,f2 reads better.
			q = append(q, key+"="+strings.ReplaceAll(url.QueryEscape(v), "%2C", ","))
		}
	}
	return stepperPreset{strings.Join(q, "&"), what}, nil
}

// cellPreset returns the preset that opens the search of a cell, given
// the words after "queens": a solve or a trace that names an approach
// and a board that the stepper takes, with the cell's fixed queens, or a
// comparison of two approaches on one such board, as a race; each is
// checked as a stepper directive is, and ok is false for any other cell.
// A tree or a count of one such board, with nothing but its fixed queens
// beside, opens a search whose end shows the same numbers: tree the
// rank-by-rank tree that tuplestate grows, count a search that counts
// the solutions, bitboard's, the plain search the counter starts from.
func cellPreset(args []string) (p stepperPreset, ok bool) {
	if len(args) == 0 {
		return p, false
	}
	values := map[string]string{}
	switch args[0] {
	case "solve", "trace", "compare":
	case "tree":
		values["approach"] = "tuplestate"
	case "count":
		values["approach"] = "bitboard"
	default:
		return p, false
	}
	whole := values["approach"] != ""
	for i := 1; i < len(args); i++ {
		name, value, hasValue := strings.Cut(strings.TrimLeft(args[i], "-"), "=")
		switch {
		case !strings.HasPrefix(args[i], "-"):
			continue
		case name == "unique" || name == "interactive":
			return p, false // another search than the stepper's
		case whole && name != "n" && name != "fixed":
			return p, false // another count than the plain search's
		case !slices.Contains([]string{"approach", "n", "rows", "cols", "fixed"}, name):
			continue
		case !hasValue && i+1 < len(args):
			i++
			value = args[i]
		}
		values[name] = value
	}
	if args[0] == "compare" {
		// A comparison of two approaches on one board is a race.
		first, second, two := strings.Cut(values["approach"], ",")
		if !two || strings.Contains(second, ",") || strings.Contains(values["n"], "-") {
			return p, false
		}
		values["approach"], values["race"] = first, second
	}
	p, err := presetOf(values)
	return p, err == nil
}

// servedStepper is the stepper's address while 'queens serve' runs, as
// the first chapter gives it to its readers.
const servedStepper = "http://127.0.0.1:8080/stepper.html"

// expandStepper writes a stepper directive: in the web edition a link to
// the stepper page with the preset, as the Layout writes it; in book.md,
// which is read where no stepper runs (on GitHub, say), a link to the
// address queens serve serves it at.
func (r *renderer) expandStepper(d *directive) string {
	p := d.stepper
	if r.web != nil {
		return fmt.Sprintf("**Watch it step by step:** [%s in the stepper](%s).\n", p.what, r.web.layout.Stepper(r.web.byFile[d.at.file].Page, p.query))
	}
	// The first chapter says what the stepper is and that its links work
	// while queens serve runs; here it is a link.
	return fmt.Sprintf("[Watch %s in the stepper](%s?%s).\n", p.what, servedStepper, p.query)
}

// cellInfo returns the info string of a cell's console block: in the web
// edition, for a cell whose search the stepper runs (see cellPreset),
// with the word stepper=URL, the stepper opening that search, as the
// Layout writes it (see [Web]).
func (r *renderer) cellInfo(d *directive) string {
	if r.web == nil || d.wantFail {
		return "console"
	}
	p, ok := cellPreset(d.args)
	if !ok {
		return "console"
	}
	return "console stepper=" + r.web.layout.Stepper(r.web.byFile[d.at.file].Page, p.query)
}
