// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createElement as h, Suspense } from "react";
import type * as ReactServerForStrings from "react-dom/server.bun";
import { describe, expect, test } from "vitest";
import { unmeasuredServerChunks } from "../lib/unmeasured-server-chunks.ts";

const REACT_DOM = path.dirname(createRequire(import.meta.url).resolve("react-dom/package.json"));

type Renderer = typeof ReactServerForStrings;
type Transform = (code: string, id: string) => { code: string } | undefined;

const transform = unmeasuredServerChunks().transform as unknown as Transform;

/** React's renderer for string sinks, from its own file or as the build transforms it. */
function renderer(build: "production" | "development", transformed: boolean): Renderer {
  const file = path.join(REACT_DOM, "cjs", `react-dom-server.bun.${build}.js`);
  const source = readFileSync(file, "utf8");
  const code = transformed ? transform(source, file)!.code : source;
  const module = { exports: {} as Renderer };
  const load = new Function("module", "exports", "require", "__filename", "__dirname", code);
  load(module, module.exports, createRequire(file), file, path.dirname(file));
  return module.exports;
}

/** A page with one boundary that is ready at once and longer than the 500 bytes React measures against. */
function renderPage({ renderToPipeableStream }: Renderer): Promise<{ html: string; fallbacksDrawn: number }> {
  let fallbacksDrawn = 0;
  // Made beforehand: the production renderer gives the test's development React no owner to record.
  const loading = h("p", null, "Wczytuję…");
  function Fallback() {
    fallbacksDrawn += 1;
    return loading;
  }
  const long = "Długi akapit gotowy od razu. ".repeat(40);
  const page = h("html", null, h("body", null, h(Suspense, { fallback: h(Fallback) }, h("p", null, long))));
  return new Promise((resolve, reject) => {
    let html = "";
    const destination = {
      write: (text: string) => ((html += text), true),
      flush: () => {},
      end: () => resolve({ html, fallbacksDrawn }),
      destroy: reject,
      on: () => destination,
    };
    const render = renderToPipeableStream(page, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      onAllReady: () => render.pipe(destination as unknown as NodeJS.WritableStream),
    });
  });
}

describe("the server's renderer without chunk measuring (decision 038)", () => {
  test.each(["production", "development"] as const)(
    "%s: a boundary ready in the shell is written in place and its fallback is never drawn",
    async (build) => {
      const before = await renderPage(renderer(build, false));
      const after = await renderPage(renderer(build, true));
      // React's own file draws the fallback of a long finished boundary, in case it sends the boundary apart.
      expect(before.fallbacksDrawn).toBe(1);
      expect(after.fallbacksDrawn).toBe(0);
      expect(after.html).toBe(before.html);
      expect(after.html).toMatch(/<!--\$--><p>(Długi akapit gotowy od razu\. ){40}<\/p><!--\/\$-->/);
    },
  );

  test("the transformed file keeps its line count, so the lines below keep their numbers", () => {
    const file = path.join(REACT_DOM, "cjs", "react-dom-server.bun.production.js");
    const source = readFileSync(file, "utf8");
    const { code } = transform(source, `${file}?v=1`)!;
    expect(code).toContain("var byteLengthOfChunk = null;");
    expect(code.split("\n").length).toBe(source.split("\n").length);
  });

  test("other modules pass untouched", () => {
    expect(transform("function byteLengthOfChunk(chunk) {}", "/app/lib/render-document.server.ts")).toBeUndefined();
  });

  test("a React whose measuring changed stops the build instead of passing silently", () => {
    const id = "/node_modules/react-dom/cjs/react-dom-server.bun.production.js";
    expect(() => transform("function byteLengthOfChunk(chunk) { return chunk.length; }", id)).toThrow(/decision 038/);
  });
});
