// Bundles editor.js and the CodeMirror packages it imports, at the
// versions package-lock.json pins, into ../assets/editor.js: one minified
// file the site embeds, so that nothing is fetched from the network.
//
//	npm ci && npm run build
import { build } from "esbuild";
import { readFileSync } from "node:fs";

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
const versions = Object.entries(lock.packages)
  .filter(([path]) => /^node_modules\/@(codemirror|lezer)\//.test(path))
  .map(([path, p]) => `${path.slice("node_modules/".length)} ${p.version}`)
  .join(", ");

await build({
  entryPoints: ["editor.js"],
  bundle: true,
  minify: true,
  format: "iife",
  target: "es2020",
  legalComments: "none",
  banner: {
    js: `/* The queens book's code editor, bundled by internal/site/editor/build.mjs (npm ci && npm run build): ${versions}. CodeMirror and Lezer are MIT-licensed, (c) Marijn Haverbeke and others. */`,
  },
  outfile: "../assets/editor.js",
});
