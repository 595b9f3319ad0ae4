import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { withFeatureEdges } from "./lib/feature-edges-doc.ts";
import { ROOT } from "./lib/run.ts";

const file = path.join(ROOT, "README.md");
const options = (await prettier.resolveConfig(file)) ?? {};
writeFileSync(
  file,
  await prettier.format(withFeatureEdges(readFileSync(file, "utf8")), { ...options, filepath: file }),
);
