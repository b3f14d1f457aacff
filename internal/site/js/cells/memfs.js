// An in-memory file system in the shape Go's js/wasm runtime calls for
// (syscall/fs_js.go calls globalThis.fs, as Node's fs module answers it):
// what a cell prints on file descriptors 1 and 2 goes to out, and the
// files it reads or writes live in a Map for the length of the run. Go's
// wasm_exec.js puts a stand-in there that can only print; a worker sets
// this one in its place before it starts the program.

// Flags of open, as Linux numbers them; Go reads them from constants.
const O = { O_WRONLY: 1, O_RDWR: 2, O_CREAT: 64, O_EXCL: 128, O_TRUNC: 512, O_APPEND: 1024, O_DIRECTORY: 65536 };

// The type bits of a stat's mode.
const S_IFDIR = 0o040000;
const S_IFREG = 0o100000;

// failure returns the error of a call that failed with code, such as
// ENOENT, as Go's runtime maps a Node error to an errno.
const failure = (code) => Object.assign(new Error(code), { code });

// parent returns the folder that holds path.
const parent = (path) => path.slice(0, path.lastIndexOf("/")) || "/";

// A File is a file's bytes, in a buffer that doubles as the file grows,
// so that a program that writes a large file a piece at a time (the
// linker writes its binary so) copies it a few times, not once a piece.
class File {
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
}

// clean returns path with its "." and ".." resolved, as an absolute path.
const clean = (path) => {
  const parts = [];
  for (const part of path.split("/")) {
    if (part === "..") parts.pop();
    else if (part && part !== ".") parts.push(part);
  }
  return "/" + parts.join("/");
};

/**
 * memoryFS returns a file system that holds files, by absolute path (a
 * folder of its own where the bytes are null), and the folders they are in, and hands what fds 1 and 2 get to out. A path
 * that is not absolute is taken from the folder cwd returns, as Node
 * takes it from the process's. Its contents(path) returns a file's
 * bytes, for the page to read what a program wrote, put(path, bytes)
 * writes one, and stdin(bytes) gives the next program what fd 0 reads
 * (nothing, until it is called).
 * @param {Object<string, Uint8Array | null>} files
 * @param {(fd: number, bytes: Uint8Array) => void} out
 * @param {() => string} [cwd]
 */
export const memoryFS = (files, out, cwd = () => "/") => {
  const abs = (path) => clean(path.startsWith("/") ? path : cwd() + "/" + path);
  const nodes = new Map([["/", null]]); // path -> File, or null for a folder
  const addFolders = (path) => {
    for (let p = parent(path); !nodes.has(p); p = parent(p)) nodes.set(p, null);
  };
  for (const [path, data] of Object.entries(files)) {
    nodes.set(path, data === null ? null : new File(data));
    addFolders(path);
  }
  const open = new Map(); // fd -> {path, at}
  let nextFD = 10;
  let input = { bytes: new Uint8Array(0), at: 0 }; // what fd 0 reads

  const stat = (path) => {
    if (!nodes.has(path)) throw failure("ENOENT");
    const file = nodes.get(path);
    const dir = file === null;
    return {
      dev: 1, ino: 0, mode: dir ? S_IFDIR | 0o755 : S_IFREG | 0o644, nlink: 1, uid: 0, gid: 0, rdev: 0,
      size: dir ? 0 : file.size, blksize: 4096, blocks: 0, atimeMs: 0, mtimeMs: 0, ctimeMs: 0,
      isDirectory: () => dir,
    };
  };
  // call answers a callback the way Node does: an error, or null and
  // what the call returns.
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
    write: (fd, buf, offset, length, position, callback) =>
      call(callback, () => {
        if (position !== null && open.has(fd)) open.get(fd).at = position;
        return write(fd, buf.subarray(offset, offset + length));
      }),
    read: (fd, buf, offset, length, position, callback) =>
      call(callback, () => {
        if (fd === 0) {
          const part = input.bytes.subarray(input.at, input.at + length);
          buf.set(part, offset);
          input.at += part.length;
          return part.length;
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
    open: (path, flags, mode, callback) =>
      call(callback, () => {
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
    fstat: (fd, callback) =>
      call(callback, () => {
        if (fd <= 2) return { ...stat("/"), mode: 0o020620, isDirectory: () => false }; // a character device
        if (!open.has(fd)) throw failure("EBADF");
        return stat(open.get(fd).path);
      }),
    stat: (path, callback) => call(callback, () => stat(abs(path))),
    lstat: (path, callback) => call(callback, () => stat(abs(path))),
    readdir: (path, callback) =>
      call(callback, () => {
        path = abs(path);
        if (nodes.get(path) !== null) throw failure(nodes.has(path) ? "ENOTDIR" : "ENOENT");
        const prefix = path === "/" ? "/" : path + "/";
        return [...nodes.keys()].filter((p) => p !== "/" && parent(p) === path).map((p) => p.slice(prefix.length));
      }),
    mkdir: (path, perm, callback) =>
      call(callback, () => {
        path = abs(path);
        if (nodes.has(path)) throw failure("EEXIST");
        if (nodes.get(parent(path)) !== null) throw failure("ENOENT");
        nodes.set(path, null);
      }),
    unlink: (path, callback) =>
      call(callback, () => {
        path = abs(path);
        if (!nodes.has(path)) throw failure("ENOENT");
        if (nodes.get(path) === null) throw failure("EISDIR");
        nodes.delete(path);
      }),
    rmdir: (path, callback) =>
      call(callback, () => {
        path = abs(path);
        if (nodes.get(path) !== null) throw failure(nodes.has(path) ? "ENOTDIR" : "ENOENT");
        if ([...nodes.keys()].some((p) => p !== "/" && parent(p) === path)) throw failure("ENOTEMPTY");
        nodes.delete(path);
      }),
    rename: (from, to, callback) =>
      call(callback, () => {
        [from, to] = [abs(from), abs(to)];
        if (!nodes.has(from)) throw failure("ENOENT");
        if (nodes.get(from) === null) throw failure("EXDEV"); // files alone move
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
    readlink: (path, callback) => callback(failure("EINVAL")),
  };
};

/**
 * memoryProcess is the process Go's runtime asks for its working folder
 * and ids: one with no user, working in cwd.
 * @param {string} cwd
 */
export const memoryProcess = (cwd) => ({
  getuid: () => -1, getgid: () => -1, geteuid: () => -1, getegid: () => -1,
  getgroups: () => [],
  pid: 1, ppid: 0,
  umask: () => 0o022,
  cwd: () => cwd,
  chdir: (dir) => (cwd = dir),
});
