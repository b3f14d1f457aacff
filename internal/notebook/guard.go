package notebook

import (
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strconv"
	"strings"
)

// TokenHeader is the header that carries the token of every /api/
// request. A header, unlike a cookie, is never sent by a page of another
// site, and asking for it makes a browser check with the server first.
const TokenHeader = "X-Queens-Token"

// guard checks every request before site or api sees it: the Host for
// all of them, and for the API the Origin and the token.
func (s *Server) guard(site, api http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !s.ownHost(r.Host) {
			s.refuse(w, r, http.StatusForbidden, "the Host %q is not this server's: open it by its IP address or as localhost", r.Host)
			return
		}
		if !strings.HasPrefix(r.URL.Path, "/api/") {
			site.ServeHTTP(w, r)
			return
		}
		if origin := r.Header.Get("Origin"); origin != "" && origin != "http://"+r.Host {
			s.refuse(w, r, http.StatusForbidden, "a page of %s may not run code here", origin)
			return
		}
		token := r.Header.Get(TokenHeader)
		if token == "" {
			s.refuse(w, r, http.StatusForbidden, "no token: open the address queens serve printed, with its ?token=")
			return
		}
		if subtle.ConstantTimeCompare([]byte(token), []byte(s.cfg.Token)) != 1 {
			s.refuse(w, r, http.StatusForbidden, "wrong token: open the address this queens serve printed, with its ?token=")
			return
		}
		api.ServeHTTP(w, r)
	})
}

// ownHost reports whether a request's Host names this server: an IP
// address or localhost, at the port it listens on. A name that a DNS
// server of someone else's could point here is refused, which defeats
// DNS rebinding.
func (s *Server) ownHost(hostPort string) bool {
	host, port, err := net.SplitHostPort(hostPort)
	if err != nil || port != strconv.Itoa(s.cfg.Port) {
		return false
	}
	return host == "localhost" || net.ParseIP(host) != nil
}

// refuse answers a request with status and a one-line reason, and logs it.
func (s *Server) refuse(w http.ResponseWriter, r *http.Request, status int, format string, args ...any) {
	why := fmt.Sprintf(format, args...)
	if s.cfg.Log != nil {
		s.cfg.Log.Printf("refused %s %s from %s: %s", r.Method, r.URL.Path, r.RemoteAddr, why)
	}
	http.Error(w, why, status)
}

// decode reads the JSON body of a request into v, at most MaxRequest
// bytes of it, and answers the request itself when it cannot: 413 for a
// body too large, 400 for one that is not the JSON expected.
func (s *Server) decode(w http.ResponseWriter, r *http.Request, v any) bool {
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, MaxRequest))
	dec.DisallowUnknownFields()
	err := dec.Decode(v)
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		s.refuse(w, r, http.StatusRequestEntityTooLarge, "a request holds at most %d bytes", MaxRequest)
		return false
	case err != nil:
		s.refuse(w, r, http.StatusBadRequest, "not the JSON this endpoint takes: %v", err)
		return false
	}
	return true
}
