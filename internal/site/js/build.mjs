// Builds the web edition's scripts into ../assets, the files the site
// embeds, from the modules in this folder and the npm packages at the
// versions package-lock.json pins, so that nothing is fetched from the
// network:
//
//	script.js   every page: the copy buttons and the notebook (page/main.js)
//	stepper.js  the stepper page (stepper/main.js)
//	worker.js   the stepper's Web Worker (worker/worker.js)
//	cells-worker.js  the Web Worker that runs a cell in the browser (cells/worker.js),
//	            which the page starts after Go's wasm_exec.js
//	edit-worker.js  the Web Worker that builds and tests a reader's edit with the Go
//	            compiler in WebAssembly (edit/worker.js), after Go's wasm_exec.js
//	sw.js       the service worker that answers from the page's copies offline (sw/sw.js)
//	editor.js   the code editor, CodeMirror 6 set up for Go (editor/editor.js)
//
// Our own code is bundled as written, not minified, for a reader of the
// page's script; the editor, CodeMirror's code, is minified. A bundle
// that holds npm packages has NAME.LICENSE.txt beside it, with their
// names, versions and licences.
//
//	npm ci && npm run build     (make js)
import { build } from "esbuild";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";

const out = "../assets/";

// ours says where a bundle of our own code comes from.
const ours = (what, folders) =>
  `// The queens book's ${what}, bundled by internal/site/js/build.mjs (make js) from the modules in ` +
  `internal/site/js/${folders}, where they are read with their comments. Do not edit: edit the modules and build again.`;

const bundles = [
  {
    entry: "page/main.js",
    file: "script.js",
    banner: ours("script of every page", "page, notebook and shared") + " It holds jsdiff (the npm package diff), under the licence in script.js.LICENSE.txt.",
  },
  { entry: "stepper/main.js", file: "stepper.js", banner: ours("script of the stepper page", "stepper and shared") },
  { entry: "worker/worker.js", file: "worker.js", banner: ours("stepper's Web Worker", "worker") },
  { entry: "cells/worker.js", file: "cells-worker.js", banner: ours("Web Worker that runs a cell in the browser", "cells") },
  { entry: "edit/worker.js", file: "edit-worker.js", banner: ours("Web Worker that builds and tests an edit in the browser", "edit and cells") },
  { entry: "sw/sw.js", file: "sw.js", banner: ours("service worker", "sw") },
  {
    entry: "editor/editor.js",
    file: "editor.js",
    minify: true,
    banner: "/* The queens book's code editor, CodeMirror 6 set up for Go, bundled by internal/site/js/build.mjs (make js) from editor/editor.js there; its packages and their licences are in editor.js.LICENSE.txt beside it. */",
  },
];

// packageOf returns the folder of the npm package that holds path, an
// input of a bundle, or "" for a file of our own.
const packageOf = (path) => {
  const m = /^node_modules\/((@[^/]+\/)?[^/]+)\//.exec(path);
  return m ? m[0] : "";
};

// licenceText returns the text of the licence file of the package in dir.
const licenceText = (dir) => {
  const name = readdirSync(dir).find((f) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(f));
  if (!name) throw new Error(dir + " has no licence file");
  return readFileSync(dir + name, "utf8").trim();
};

// licences returns the text of NAME.LICENSE.txt for the packages of a
// bundle, the folders of dirs, or "" when it holds none.
const licences = (file, dirs) => {
  if (dirs.length === 0) return "";
  const parts = dirs.map((dir) => {
    const p = JSON.parse(readFileSync(dir + "package.json", "utf8"));
    return `== ${p.name} ${p.version} (${p.license})\n\n${licenceText(dir)}\n`;
  });
  return `${file} of the queens book's web edition holds these npm packages, at the versions\n` +
    `internal/site/js/package-lock.json pins; their licences follow.\n\n${parts.join("\n")}`;
};

for (const b of bundles) {
  const result = await build({
    entryPoints: [b.entry],
    bundle: true,
    minify: Boolean(b.minify),
    format: "iife",
    target: "es2020",
    // Our bundles keep their letters (…, ✓) as written; the editor's
    // stay escaped, as CodeMirror's build has them.
    charset: b.minify ? "ascii" : "utf8",
    legalComments: "none",
    banner: { js: b.banner },
    outfile: out + b.file,
    metafile: true,
  });
  const dirs = [...new Set(Object.keys(result.metafile.inputs).map(packageOf).filter(Boolean))].sort();
  const text = licences(b.file, dirs);
  const licence = out + b.file + ".LICENSE.txt";
  if (text) writeFileSync(licence, text);
  else rmSync(licence, { force: true });
}
