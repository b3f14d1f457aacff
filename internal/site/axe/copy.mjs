// Copies axe-core, at the version package-lock.json pins, to axe.min.js,
// the one file the browser test injects into every page (npm ci && npm run build).
import { copyFileSync } from "node:fs";
copyFileSync("node_modules/axe-core/axe.min.js", "axe.min.js");
