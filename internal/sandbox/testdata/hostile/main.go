// Command hostile is what a hostile reader or student might write, built
// for wasip1 and run in the sandbox by its tests: each argument names
// one attack, and the program says on stdout what happened to it.
package main

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
)

func main() {
	switch os.Args[1] {
	case "fine":
		// Reads the read-only folder, writes the scratch one, and exits
		// with a status of its own.
		data, err := os.ReadFile("/src/input.txt")
		fmt.Printf("read %q %v\n", data, err)
		fmt.Println("write", os.WriteFile("/work/out.txt", []byte("written"), 0o644))
		fmt.Println("write src", os.WriteFile("/src/input.txt", []byte("changed"), 0o644) != nil)
		fmt.Println("env", os.Getenv("QUEENS_SANDBOX_TEST"))
		os.Exit(3)
	case "processes":
		// Starts a shell that would plant a file, a copy of itself, and a
		// fork loop.
		err := exec.Command("/bin/sh", "-c", "touch "+os.Args[2]).Run()
		fmt.Println("sh:", err != nil)
		_, err = os.StartProcess(os.Args[0], []string{os.Args[0], "loop"}, &os.ProcAttr{Sys: &syscall.SysProcAttr{}})
		fmt.Println("start process:", err != nil)
		started := 0
		for range 200 {
			if exec.Command(os.Args[0], "loop").Start() == nil {
				started++
			}
		}
		fmt.Println("started:", started)
	case "files":
		// Writes outside the scratch folder, into the planted source
		// tree and over the planted home, and removes what it can.
		home := os.Args[2]
		fmt.Println("absolute:", os.WriteFile(filepath.Join(home, "evil.txt"), []byte("x"), 0o644) != nil)
		fmt.Println("climb:", os.WriteFile("/work/../../../evil.txt", []byte("x"), 0o644) != nil)
		fmt.Println("remove home:", os.RemoveAll(home))
		fmt.Println("remove root:", os.RemoveAll("/") != nil)
		_, err := os.ReadFile("/etc/passwd")
		fmt.Println("passwd:", err != nil)
	case "links":
		// Reads through links that a handed-in folder holds: one to a
		// file outside it, one to the folder that holds it.
		data, err := os.ReadFile("/src/leak")
		fmt.Printf("leak: %v %q\n", err != nil, data)
		entries, err := os.ReadDir("/src/up")
		fmt.Printf("linked folder: %v %d\n", err != nil, len(entries))
	case "network":
		_, err := net.Dial("tcp", os.Args[2])
		fmt.Println("dial:", err != nil)
	case "memory":
		// Ten gigabytes, a gigabyte at a time, all kept.
		var kept [][]byte
		for range 10 {
			b := make([]byte, 1<<30)
			for i := range b {
				b[i] = 1
			}
			kept = append(kept, b)
		}
		fmt.Println("allocated", len(kept))
	case "bigfile":
		// Two gigabytes into the scratch folder.
		f, err := os.Create("/work/big")
		if err != nil {
			fmt.Println(err)
			return
		}
		chunk := make([]byte, 1<<20)
		for i := range 2048 {
			if _, err := f.Write(chunk); err != nil {
				fmt.Println("write failed after", i, "MB:", err)
				os.Exit(1)
			}
		}
		fmt.Println("wrote 2 GB")
	case "loop":
		for {
		}
	case "flood":
		line := make([]byte, 1000)
		for {
			os.Stdout.Write(line)
		}
	}
}
