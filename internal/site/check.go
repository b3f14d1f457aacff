package site

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"net/url"
	"path"
	"strings"

	"golang.org/x/net/html"
)

// document is what the link check reads of one HTML file.
type document struct {
	ids   map[string]bool
	links []reference
}

// reference is a URL in an attribute of an element.
type reference struct {
	tag, attr, url string
}

// loads reports whether the browser fetches what the reference names to
// show the page (an image, a script, a stylesheet), rather than when a
// reader follows it.
func (r reference) loads() bool { return r.attr == "src" || r.tag == "link" }

// readDocument reads the ids and the URLs of an HTML file. An id given
// twice is an error.
func readDocument(data []byte) (*document, error) {
	d := &document{ids: map[string]bool{}}
	var errs []error
	z := html.NewTokenizer(bytes.NewReader(data))
	for {
		switch z.Next() {
		case html.ErrorToken:
			if err := z.Err(); err != io.EOF {
				errs = append(errs, err)
			}
			return d, errors.Join(errs...)
		case html.StartTagToken, html.SelfClosingTagToken:
			t := z.Token()
			for _, a := range t.Attr {
				switch a.Key {
				case "id":
					if d.ids[a.Val] {
						errs = append(errs, fmt.Errorf("two elements have the id %q", a.Val))
					}
					d.ids[a.Val] = true
				case "href", "src":
					d.links = append(d.links, reference{t.Data, a.Key, a.Val})
				}
			}
		}
	}
}

// checkLinks checks every page of the site: every relative link leads to
// a file of the site and, with a #fragment, to an id of that page; and
// nothing that a page loads comes from another site.
func (s *Site) checkLinks() error {
	docs := map[string]*document{}
	var errs []error
	for name, data := range s.files {
		if path.Ext(name) != ".html" {
			continue
		}
		d, err := readDocument(data)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", name, err))
		}
		docs[name] = d
	}
	for _, name := range s.Paths() {
		d, ok := docs[name]
		for i := 0; ok && i < len(d.links); i++ {
			if err := s.checkLink(docs, name, d.links[i]); err != nil {
				errs = append(errs, fmt.Errorf("%s: <%s %s=%q>: %w", name, d.links[i].tag, d.links[i].attr, d.links[i].url, err))
			}
		}
	}
	return errors.Join(errs...)
}

// checkLink checks one URL of the page at path from.
func (s *Site) checkLink(docs map[string]*document, from string, r reference) error {
	u, err := url.Parse(r.url)
	switch {
	case err != nil:
		return err
	case u.Scheme == "data":
		return nil
	case u.Scheme != "" || u.Host != "" || strings.HasPrefix(u.Path, "/"):
		if r.loads() {
			return errors.New("the page would fetch it from the network; the site must hold all it shows")
		}
		return nil
	}
	to := from
	if u.Path != "" {
		to = path.Join(path.Dir(from), u.Path)
		if strings.HasSuffix(u.Path, "/") {
			to += "/index.html"
		}
	}
	if _, ok := s.files[to]; !ok {
		return fmt.Errorf("the site has no file %s", to)
	}
	if u.Fragment != "" && (docs[to] == nil || !docs[to].ids[u.Fragment]) {
		return fmt.Errorf("%s has no element with the id %q", to, u.Fragment)
	}
	return nil
}
