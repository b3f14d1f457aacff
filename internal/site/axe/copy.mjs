// Copies axe-core, at the version package-lock.json pins, to axe.min.js,
// the one file the browser test injects into every page, and its
// licences, axe-core's and those of the code it bundles, beside it in
// axe.min.js.LICENSE.txt (npm ci && npm run build).
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";

const dir = "node_modules/axe-core/";
const { version, license } = JSON.parse(readFileSync(dir + "package.json", "utf8"));
copyFileSync(dir + "axe.min.js", "axe.min.js");
writeFileSync(
  "axe.min.js.LICENSE.txt",
  `axe.min.js is axe-core ${version}, as internal/site/axe/package-lock.json pins it, under the ${license};\n` +
    `the code of others that it bundles is under the licences after it.\n\n` +
    `== axe-core ${version} (${license})\n\n${readFileSync(dir + "LICENSE", "utf8").trim()}\n\n` +
    `== The code axe-core bundles (its LICENSE-3RD-PARTY.txt)\n\n${readFileSync(dir + "LICENSE-3RD-PARTY.txt", "utf8").trim()}\n`,
);
