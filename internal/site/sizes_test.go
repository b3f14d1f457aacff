package site

import "testing"

func TestSVGSize(t *testing.T) {
	for svg, want := range map[string][2]int{
		`<svg xmlns="http://www.w3.org/2000/svg" width="386.4" height="469.2" viewBox="0 0 386.4 469.2">`:                 {386, 469},
		"<?xml version=\"1.0\"?>\n<!-- a chart -->\n<svg width=\"396pt\" height=\"488.79pt\" viewBox=\"0 0 396 488.79\">": {528, 652},
		`<svg width="12px" height="7px"></svg>`: {12, 7},
	} {
		w, h, ok := svgSize([]byte(svg))
		if !ok || w != want[0] || h != want[1] {
			t.Errorf("svgSize(%q) = %d, %d, %t; want %d, %d", svg, w, h, ok, want[0], want[1])
		}
	}
	for _, svg := range []string{
		`<svg viewBox="0 0 10 10">`,
		`<svg width="100%" height="50%">`,
		`<svg width="10em" height="4">`,
		`<svg width="-3" height="4">`,
		`<svg width="NaN" height="4">`,
		`<html width="10" height="4">`,
		`not xml at all`,
		``,
	} {
		if w, h, ok := svgSize([]byte(svg)); ok {
			t.Errorf("svgSize(%q) = %d, %d, true; want no size", svg, w, h)
		}
	}
}
