//go:build js && wasm

// Command stepper is the web stepper's search, compiled to WebAssembly
// and run in the page's Web Worker (worker.js, which the site build
// writes beside it). It runs the approaches of the catalog through
// internal/stepper, so that the page shows the harness's own steps and
// counts. The worker hands each message of the page to the function
// stepperMessage, as a JSON string; the answers go back with postMessage,
// as JSON strings too, one message at a time, in order.
package main

import (
	"syscall/js"

	"github.com/queensbook/queens/internal/stepper"
)

func main() {
	messages := make(chan string, 64)
	// A callback must not block: the message waits in the channel, and
	// the loop below answers it.
	js.Global().Set("stepperMessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		messages <- args[0].String()
		return nil
	}))
	post := js.Global().Get("postMessage")
	post.Invoke(string(stepper.Ready()))
	var w stepper.Worker
	for m := range messages {
		if reply := w.Handle([]byte(m)); reply != nil {
			post.Invoke(string(reply))
		}
	}
}
