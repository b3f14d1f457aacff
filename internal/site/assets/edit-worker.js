// The queens book's Web Worker that builds and tests an edit in the browser, bundled by internal/site/js/build.mjs (make js) from the modules in internal/site/js/edit and cells, where they are read with their comments. Do not edit: edit the modules and build again.
(() => {
  // cells/memfs.js
  var O = { O_WRONLY: 1, O_RDWR: 2, O_CREAT: 64, O_EXCL: 128, O_TRUNC: 512, O_APPEND: 1024, O_DIRECTORY: 65536 };
  var S_IFDIR = 16384;
  var S_IFREG = 32768;
  var failure = (code) => Object.assign(new Error(code), { code });
  var parent = (path) => path.slice(0, path.lastIndexOf("/")) || "/";
  var File = class {
    /** @param {Uint8Array} data */
    constructor(data) {
      this.buf = data;
      this.size = data.length;
    }
    /** bytes returns the file's content, without a copy. */
    bytes() {
      return this.buf.subarray(0, this.size);
    }
    /** writeAt writes bytes at offset at, growing the file as needed. */
    writeAt(bytes, at) {
      const end = at + bytes.length;
      if (end > this.buf.length) {
        const grown = new Uint8Array(Math.max(end, 2 * this.buf.length, 4096));
        grown.set(this.bytes());
        this.buf = grown;
      }
      this.buf.set(bytes, at);
      this.size = Math.max(this.size, end);
    }
  };
  var clean = (path) => {
    const parts = [];
    for (const part of path.split("/")) {
      if (part === "..") parts.pop();
      else if (part && part !== ".") parts.push(part);
    }
    return "/" + parts.join("/");
  };
  var memoryFS = (files, out, cwd = () => "/") => {
    const abs = (path) => clean(path.startsWith("/") ? path : cwd() + "/" + path);
    const nodes = /* @__PURE__ */ new Map([["/", null]]);
    const addFolders = (path) => {
      for (let p = parent(path); !nodes.has(p); p = parent(p)) nodes.set(p, null);
    };
    for (const [path, data] of Object.entries(files)) {
      nodes.set(path, data === null ? null : new File(data));
      addFolders(path);
    }
    const open = /* @__PURE__ */ new Map();
    let nextFD = 10;
    let input = { bytes: new Uint8Array(0), at: 0 };
    const stat = (path) => {
      if (!nodes.has(path)) throw failure("ENOENT");
      const file = nodes.get(path);
      const dir = file === null;
      return {
        dev: 1,
        ino: 0,
        mode: dir ? S_IFDIR | 493 : S_IFREG | 420,
        nlink: 1,
        uid: 0,
        gid: 0,
        rdev: 0,
        size: dir ? 0 : file.size,
        blksize: 4096,
        blocks: 0,
        atimeMs: 0,
        mtimeMs: 0,
        ctimeMs: 0,
        isDirectory: () => dir
      };
    };
    const call = (callback, f) => {
      let result;
      try {
        result = f();
      } catch (err) {
        callback(err.code ? err : failure("EIO"));
        return;
      }
      callback(null, result);
    };
    const write = (fd, bytes) => {
      if (fd === 1 || fd === 2) {
        out(fd, bytes.slice());
        return bytes.length;
      }
      const f = open.get(fd);
      if (!f) throw failure("EBADF");
      nodes.get(f.path).writeAt(bytes, f.at);
      f.at += bytes.length;
      return bytes.length;
    };
    return {
      constants: O,
      contents(path) {
        const file = nodes.get(abs(path));
        if (!file) throw failure("ENOENT");
        return file.bytes();
      },
      put(path, bytes) {
        path = abs(path);
        nodes.set(path, new File(bytes));
        addFolders(path);
      },
      stdin(bytes) {
        input = { bytes, at: 0 };
      },
      writeSync: write,
      write: (fd, buf, offset, length, position, callback) => call(callback, () => {
        if (position !== null && open.has(fd)) open.get(fd).at = position;
        return write(fd, buf.subarray(offset, offset + length));
      }),
      read: (fd, buf, offset, length, position, callback) => call(callback, () => {
        if (fd === 0) {
          const part2 = input.bytes.subarray(input.at, input.at + length);
          buf.set(part2, offset);
          input.at += part2.length;
          return part2.length;
        }
        const f = open.get(fd);
        if (!f) throw failure("EBADF");
        const file = nodes.get(f.path);
        if (file === null) throw failure("EISDIR");
        const at = position === null ? f.at : position;
        const part = file.bytes().subarray(at, at + length);
        buf.set(part, offset);
        if (position === null) f.at += part.length;
        return part.length;
      }),
      open: (path, flags, mode, callback) => call(callback, () => {
        path = abs(path);
        if (!nodes.has(path)) {
          if (!(flags & O.O_CREAT)) throw failure("ENOENT");
          if (nodes.get(parent(path)) !== null) throw failure("ENOENT");
          nodes.set(path, new File(new Uint8Array(0)));
        } else if (flags & O.O_CREAT && flags & O.O_EXCL) {
          throw failure("EEXIST");
        } else if (flags & O.O_TRUNC && nodes.get(path) !== null) {
          nodes.set(path, new File(new Uint8Array(0)));
        }
        const fd = nextFD++;
        open.set(fd, { path, at: flags & O.O_APPEND ? nodes.get(path).size : 0 });
        return fd;
      }),
      close: (fd, callback) => call(callback, () => void open.delete(fd)),
      fsync: (fd, callback) => callback(null),
      fstat: (fd, callback) => call(callback, () => {
        if (fd <= 2) return { ...stat("/"), mode: 8592, isDirectory: () => false };
        if (!open.has(fd)) throw failure("EBADF");
        return stat(open.get(fd).path);
      }),
      stat: (path, callback) => call(callback, () => stat(abs(path))),
      lstat: (path, callback) => call(callback, () => stat(abs(path))),
      readdir: (path, callback) => call(callback, () => {
        path = abs(path);
        if (nodes.get(path) !== null) throw failure(nodes.has(path) ? "ENOTDIR" : "ENOENT");
        const prefix = path === "/" ? "/" : path + "/";
        return [...nodes.keys()].filter((p) => p !== "/" && parent(p) === path).map((p) => p.slice(prefix.length));
      }),
      mkdir: (path, perm, callback) => call(callback, () => {
        path = abs(path);
        if (nodes.has(path)) throw failure("EEXIST");
        if (nodes.get(parent(path)) !== null) throw failure("ENOENT");
        nodes.set(path, null);
      }),
      unlink: (path, callback) => call(callback, () => {
        path = abs(path);
        if (!nodes.has(path)) throw failure("ENOENT");
        if (nodes.get(path) === null) throw failure("EISDIR");
        nodes.delete(path);
      }),
      rmdir: (path, callback) => call(callback, () => {
        path = abs(path);
        if (nodes.get(path) !== null) throw failure(nodes.has(path) ? "ENOTDIR" : "ENOENT");
        if ([...nodes.keys()].some((p) => p !== "/" && parent(p) === path)) throw failure("ENOTEMPTY");
        nodes.delete(path);
      }),
      rename: (from, to, callback) => call(callback, () => {
        [from, to] = [abs(from), abs(to)];
        if (!nodes.has(from)) throw failure("ENOENT");
        if (nodes.get(from) === null) throw failure("EXDEV");
        nodes.set(to, nodes.get(from));
        nodes.delete(from);
      }),
      chmod: (path, mode, callback) => call(callback, () => void stat(abs(path))),
      fchmod: (fd, mode, callback) => callback(null),
      chown: (path, uid, gid, callback) => callback(null),
      fchown: (fd, uid, gid, callback) => callback(null),
      lchown: (path, uid, gid, callback) => callback(null),
      utimes: (path, atime, mtime, callback) => callback(null),
      ftruncate: (fd, length, callback) => callback(failure("ENOSYS")),
      truncate: (path, length, callback) => callback(failure("ENOSYS")),
      link: (path, link, callback) => callback(failure("ENOSYS")),
      symlink: (path, link, callback) => callback(failure("ENOSYS")),
      readlink: (path, callback) => callback(failure("EINVAL"))
    };
  };
  var memoryProcess = (cwd) => ({
    getuid: () => -1,
    getgid: () => -1,
    geteuid: () => -1,
    getegid: () => -1,
    getgroups: () => [],
    pid: 1,
    ppid: 0,
    umask: () => 18,
    cwd: () => cwd,
    chdir: (dir) => cwd = dir
  });

  // edit/exports.js
  var MAGIC = "!<arch>\n";
  var HEADER = 60;
  var MARK = "\n$$B\n";
  var latin1 = new TextDecoder("latin1");
  var member = (a, name) => {
    if (latin1.decode(a.subarray(0, MAGIC.length)) !== MAGIC) return null;
    for (let at = MAGIC.length; at + HEADER <= a.length; ) {
      const header = latin1.decode(a.subarray(at, at + HEADER));
      const size = parseInt(header.slice(48, 58), 10);
      if (!(size >= 0)) return null;
      const body = a.subarray(at + HEADER, at + HEADER + size);
      if (header.slice(0, 16).trim() === name) return body;
      at += HEADER + size + size % 2;
    }
    return null;
  };
  var exportData = (a) => {
    const def = member(a, "__.PKGDEF");
    if (!def) return null;
    const at = latin1.decode(def.subarray(0, Math.min(def.length, 4096))).indexOf(MARK);
    return at < 0 ? null : def.subarray(at + MARK.length);
  };
  var sameExports = (a, b) => {
    const x = exportData(a);
    const y = exportData(b);
    if (!x || !y || x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
    return true;
  };

  // edit/worker.js
  var output = [];
  var streamed = null;
  var concat = (parts) => {
    const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
      all.set(p, at);
      at += p.length;
    }
    return all;
  };
  var compiled = /* @__PURE__ */ new Map();
  var program = async (modules, name) => {
    if (modules[name]) return modules[name];
    if (!compiled.has(name)) compiled.set(name, await WebAssembly.compile(globalThis.fs.contents(name)));
    return compiled.get(name);
  };
  var run = async (module, args, dir, env) => {
    globalThis.process.chdir(dir);
    const go = new globalThis.Go();
    go.argv = args;
    go.env = env;
    let status = 0;
    go.exit = (code) => status = code;
    const instance = await WebAssembly.instantiate(module, go.importObject);
    await go.run(instance);
    for (const id of go._scheduledTimeouts.values()) clearTimeout(id);
    go._scheduledTimeouts.clear();
    return status;
  };
  var kept = (keep) => {
    const fs = globalThis.fs;
    if (!keep || !keep.imports.every((i) => sameExports(fs.contents(i.archive), fs.contents(i.shipped)))) return false;
    fs.put(keep.archive, fs.contents(keep.shipped));
    return true;
  };
  var runStep = async (modules, step, index) => {
    output = [];
    const decoder = new TextDecoder();
    streamed = step.stream ? (bytes2) => self.postMessage({ kind: "output", index, text: decoder.decode(bytes2, { stream: true }) }) : null;
    globalThis.fs.stdin(step.stdin ? globalThis.fs.contents(step.stdin) : new Uint8Array(0));
    const module = await program(modules, step.program);
    const status = await run(module, [step.program.split("/").pop(), ...step.args], step.dir, step.env || {});
    const bytes = concat(output);
    if (step.stdout) globalThis.fs.put(step.stdout, bytes);
    return { status, output: step.stdout ? "" : new TextDecoder().decode(bytes) };
  };
  self.onmessage = async (event) => {
    const { modules, files, folders, steps, collect } = event.data;
    const held = { ...files };
    for (const name of folders) held[name] = null;
    globalThis.process = memoryProcess("/");
    globalThis.fs = memoryFS(
      held,
      (fd, bytes) => {
        output.push(bytes);
        if (streamed) streamed(bytes);
      },
      () => globalThis.process.cwd()
    );
    try {
      for (const [index, step] of steps.entries()) {
        if (kept(step.keep)) {
          self.postMessage({ kind: "kept", index });
          continue;
        }
        self.postMessage({ kind: "step", index });
        const start = performance.now();
        const { status, output: output2 } = await runStep(modules, step, index);
        if (status !== 0 && !step.mayFail) {
          self.postMessage({ kind: "failed", index, status, output: output2 });
          return;
        }
        self.postMessage({ kind: "stepped", index, status, output: output2, ms: performance.now() - start });
      }
      self.postMessage({ kind: "done", files: Object.fromEntries(collect.map((name) => [name, globalThis.fs.contents(name)])) });
    } catch (err) {
      self.postMessage({ kind: "broken", message: String(err && err.message ? err.message : err) });
    }
  };
})();
