package notebook

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"log"
	"net/http"
	"os"
	"sync"
	"time"
)

// Defaults of a [Config] left zero.
const (
	DefaultRunTimeout   = 60 * time.Second
	DefaultBuildTimeout = 5 * time.Minute
	DefaultOutputCap    = 1 << 20   // bytes of output a run may print
	DefaultMemoryCap    = 2 << 30   // bytes of data a cell's process may hold
	DefaultMaxRuns      = 2         // runs at once, in all
	MaxRequest          = 1 << 20   // bytes of a request's body
	buildMemoryCap      = 6 << 30   // bytes of data the go command and its children may hold
	maxEditText         = 256 << 10 // bytes of one edited declaration
)

// Config says what a [Server] may run and how.
type Config struct {
	// Root is the folder of the module's source tree, which edited code
	// is built in; empty when serve runs without one, and then only the
	// unedited cells run.
	Root string
	// GoTool is the go command, which builds edited code; empty when
	// there is none.
	GoTool string
	// Queens is the queens executable that runs the unedited cells.
	Queens string
	// Token is the secret every /api/ request must carry. New makes one
	// when it is empty.
	Token string
	// Port is the port the server listens on, which every request's Host
	// must name.
	Port int
	// Check parses a queens command line as the command itself would,
	// without running it, and returns its usage error.
	Check func(args []string) error
	// Paths returns the files and folders a queens command line names,
	// which a cell may read and write only inside its run's folder; nil
	// names none.
	Paths func(args []string) []string
	// RunTimeout, OutputCap, MemoryCap and MaxRuns bound the runs; zero
	// takes the Default.
	RunTimeout time.Duration
	OutputCap  int
	MemoryCap  uint64
	MaxRuns    int
	// BuildTimeout bounds a build of edited code apart from its run, so
	// that a slow build (a cold cache, a busy machine) leaves the run
	// its whole time; zero takes the Default.
	BuildTimeout time.Duration
	// Log receives one line for every request refused; nil logs nothing.
	Log *log.Logger
}

// A Server runs the cells of the pages it serves. Make one with [New],
// serve [Server.Handler], and [Server.Close] it when done.
type Server struct {
	cfg Config
	// temp is the one folder of temporary files, removed by Close.
	temp string
	// slots holds a token for every run under way, MaxRuns at most.
	slots chan struct{}
	// ctx ends every run when the server closes.
	ctx    context.Context
	cancel context.CancelFunc
	runs   sync.WaitGroup

	mu    sync.Mutex
	pages map[string]bool // the pages with a run under way
}

// New returns a server for cfg, with its folder of temporary files made.
func New(cfg Config) (*Server, error) {
	if cfg.Queens == "" || cfg.Check == nil {
		return nil, errors.New("notebook: a Config needs the queens executable and its Check")
	}
	if cfg.Token == "" {
		cfg.Token = NewToken()
	}
	if cfg.RunTimeout <= 0 {
		cfg.RunTimeout = DefaultRunTimeout
	}
	if cfg.BuildTimeout <= 0 {
		cfg.BuildTimeout = DefaultBuildTimeout
	}
	if cfg.OutputCap <= 0 {
		cfg.OutputCap = DefaultOutputCap
	}
	if cfg.MemoryCap == 0 {
		cfg.MemoryCap = DefaultMemoryCap
	}
	if cfg.MaxRuns <= 0 {
		cfg.MaxRuns = DefaultMaxRuns
	}
	temp, err := os.MkdirTemp("", "queens-notebook-")
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	return &Server{cfg: cfg, temp: temp, slots: make(chan struct{}, cfg.MaxRuns), ctx: ctx, cancel: cancel,
		pages: map[string]bool{}}, nil
}

// NewToken returns a new random token: 128 bits, in hexadecimal.
func NewToken() string {
	b := make([]byte, 16)
	rand.Read(b) // never fails on the platforms Go supports
	return hex.EncodeToString(b)
}

// Token returns the token the server's requests must carry.
func (s *Server) Token() string { return s.cfg.Token }

// CanEdit reports whether edited code can run: it needs the go command
// and the source tree. When it cannot, the reason says what is missing.
func (s *Server) CanEdit() (ok bool, reason string) {
	switch {
	case s.cfg.Root == "":
		return false, "edited code is built in the module's source tree, and serve runs outside one"
	case s.cfg.GoTool == "":
		return false, "edited code is built by the go command, which is not on PATH"
	}
	return true, ""
}

// Close stops every run, waits for their processes to be gone and
// removes the temporary files.
func (s *Server) Close() error {
	s.cancel()
	s.runs.Wait()
	return os.RemoveAll(s.temp)
}

// Handler returns the handler of the whole site: the API under /api/,
// guarded, and site for everything else, behind the Host check.
func (s *Server) Handler(site http.Handler) http.Handler {
	api := http.NewServeMux()
	api.HandleFunc("GET /api/notebook", s.status)
	api.HandleFunc("POST /api/run", s.run)
	api.HandleFunc("POST /api/code", s.code)
	api.HandleFunc("POST /api/exercise", s.exercise)
	api.HandleFunc("GET /api/exercise/{name}", s.exerciseFile)
	api.HandleFunc("POST /api/stepper", s.stepper)
	api.HandleFunc("GET /api/stepper/{file}", s.stepperFile)
	api.HandleFunc("POST /api/patch", s.patch)
	return s.guard(site, api)
}
