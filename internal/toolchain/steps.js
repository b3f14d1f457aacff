// Runs js/wasm programs one after another in one node process, the way the
// page's worker runs the compiler and the linker: each program's module is
// compiled once and instantiated anew for each of its runs, on node's real
// file system. Usage:
//
//	node --stack-size=8192 steps.js GOROOT
//
// Each line of stdin is a job, {"steps": [{"name", "wasm", "dir", "args"},
// ...]}: each step runs wasm with args in the folder dir, and the steps
// stop at the first that exits with a status other than 0. For each job,
// a line of stdout is a JSON array with, for each step that ran, its
// name, status, milliseconds (ms, and load of them to compile the
// program's module on its first run) and what it wrote to stdout and
// stderr (output, in base64).
"use strict";

const realFS = require("fs");
const [goroot] = process.argv.slice(2);

globalThis.require = require;
globalThis.path = require("path");
globalThis.TextEncoder = require("util").TextEncoder;
globalThis.TextDecoder = require("util").TextDecoder;
globalThis.performance ??= require("performance");
globalThis.crypto ??= require("crypto");

// Output of the step that runs: what it writes to stdout and stderr goes
// here instead of to the terminal. Every other call goes to node's fs.
let output = [];
const capture = (fd) => fd === 1 || fd === 2;
globalThis.fs = Object.assign({}, realFS, {
	writeSync(fd, buf, ...rest) {
		if (capture(fd)) {
			output.push(Buffer.from(buf));
			return buf.length;
		}
		return realFS.writeSync(fd, buf, ...rest);
	},
	write(fd, buf, offset, length, position, callback) {
		if (capture(fd)) {
			output.push(Buffer.from(buf.subarray(offset, offset + length)));
			callback(null, length);
			return;
		}
		realFS.write(fd, buf, offset, length, position, callback);
	},
});

require(path.join(goroot, "lib", "wasm", "wasm_exec.js"));

const modules = new Map();

// run runs one step and returns its status; it adds to result.load the
// milliseconds spent compiling the program's module, if this is its first
// run.
async function run(step, result) {
	let mod = modules.get(step.wasm);
	if (!mod) {
		const start = performance.now();
		mod = await WebAssembly.compile(realFS.readFileSync(step.wasm));
		modules.set(step.wasm, mod);
		result.load = performance.now() - start;
	}
	const go = new Go();
	go.argv = [path.basename(step.wasm), ...step.args];
	go.env = Object.assign({ TMPDIR: require("os").tmpdir() }, process.env);
	let status = -1;
	go.exit = (code) => { status = code; };
	process.chdir(step.dir);
	const inst = await WebAssembly.instantiate(mod, go.importObject);
	await go.run(inst);
	// A timer the program had set may still be pending; it would resume
	// an instance that has exited.
	for (const id of go._scheduledTimeouts.values()) {
		clearTimeout(id);
	}
	return status;
}

// Each line of stdin is a job; each job's results are a line of stdout.
(async () => {
	const lines = require("readline").createInterface({ input: process.stdin, crlfDelay: Infinity });
	for await (const line of lines) {
		const job = JSON.parse(line);
		const results = [];
		for (const step of job.steps) {
			output = [];
			const result = { name: step.name, status: -1, load: 0 };
			const start = performance.now();
			try {
				result.status = await run(step, result);
			} catch (err) {
				output.push(Buffer.from(String(err) + "\n"));
			}
			result.ms = performance.now() - start;
			result.output = Buffer.concat(output).toString("base64");
			results.push(result);
			if (result.status !== 0) {
				break;
			}
		}
		realFS.writeSync(1, JSON.stringify(results) + "\n");
	}
	process.exit(0);
})();
