package bookcmd

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
)

// page shows text on the terminal out through a pager, so that a long
// chapter reads a screen at a time: the command $PAGER names, or else
// less, keeping colours (-R), cutting long lines for scrolling sideways
// instead of wrapping them (-S) and quitting at once when the text fits
// on one screen (-F). Like git, it sets LESS=FRS when LESS is unset, for a
// $PAGER that is less. It reports false when there is no pager to start,
// or $PAGER is cat, so that the caller prints the text itself.
func page(out *os.File, text string) (paged bool, err error) {
	command := []string{"less", "-R", "-S", "-F"}
	if words := strings.Fields(os.Getenv("PAGER")); len(words) > 0 {
		command = words
	}
	if command[0] == "cat" {
		return false, nil
	}
	pager := exec.Command(command[0], command[1:]...)
	pager.Stdin = strings.NewReader(text)
	pager.Stdout, pager.Stderr = out, os.Stderr
	if os.Getenv("LESS") == "" {
		pager.Env = append(os.Environ(), "LESS=FRS")
	}
	if err := pager.Start(); err != nil {
		return false, nil
	}
	if err := pager.Wait(); err != nil {
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			return true, fmt.Errorf("the pager %s failed (%v); set PAGER to one that works, or PAGER=cat for none", command[0], exit)
		}
		return true, err
	}
	return true, nil
}
