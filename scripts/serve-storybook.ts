// Serves the built Storybook (`storybook-static/`) for the visual tests: files only, no Storybook server, so every
// run renders the very bundle the baselines were taken from.
import { createServer } from "node:http";
import path from "node:path";
import sirv from "sirv";
import { ROOT } from "./lib/run.ts";
import { STORYBOOK_STATIC_DIR, VISUAL_PORT } from "#tests/visual/ports.ts";

// Cacheable, so each test worker's browser reuses the parsed bundle instead of fetching it for every story.
const serve = sirv(path.join(ROOT, STORYBOOK_STATIC_DIR), { etag: true, maxAge: 3600 });
createServer((request, response) => serve(request, response)).listen(VISUAL_PORT, "127.0.0.1", () => {
  console.log(`Storybook (static) on http://127.0.0.1:${VISUAL_PORT}`);
});
