// The export data of a Go archive: what a package's importers compile
// against. An archive (a .a file) is a Unix ar file whose first member,
// __.PKGDEF, holds a header (the release, the build ID) and then, after a
// line "$$B", the export data; the object code follows in _go_.o. Two
// archives with the same export data look the same to every importer,
// whatever their build IDs and code.

const MAGIC = "!<arch>\n";
const HEADER = 60; // bytes of an ar member's header
const MARK = "\n$$B\n"; // where the export data begins in __.PKGDEF

const latin1 = new TextDecoder("latin1");

// member returns the body of the member named name in the ar archive a,
// or null when it has none.
const member = (a, name) => {
  if (latin1.decode(a.subarray(0, MAGIC.length)) !== MAGIC) return null;
  for (let at = MAGIC.length; at + HEADER <= a.length; ) {
    const header = latin1.decode(a.subarray(at, at + HEADER));
    const size = parseInt(header.slice(48, 58), 10);
    if (!(size >= 0)) return null;
    const body = a.subarray(at + HEADER, at + HEADER + size);
    if (header.slice(0, 16).trim() === name) return body;
    at += HEADER + size + (size % 2); // members start at even offsets
  }
  return null;
};

/**
 * exportData returns the export data of the Go archive a, or null when
 * a is not one.
 * @param {Uint8Array} a
 */
export const exportData = (a) => {
  const def = member(a, "__.PKGDEF");
  if (!def) return null;
  const at = latin1.decode(def.subarray(0, Math.min(def.length, 4096))).indexOf(MARK);
  return at < 0 ? null : def.subarray(at + MARK.length);
};

/**
 * sameExports reports whether the Go archives a and b have the same
 * export data; false when either is not an archive.
 * @param {Uint8Array} a
 * @param {Uint8Array} b
 */
export const sameExports = (a, b) => {
  const x = exportData(a);
  const y = exportData(b);
  if (!x || !y || x.length !== y.length) return false;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  return true;
};
