import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import { exportsOf, importsOf, resolveSpecifier, type SourceText } from "./scripts/lib/code-stats.ts";
import { CHUNK_MODULES_FILE } from "./scripts/lib/build.ts";
import { ROOT } from "./scripts/lib/run.ts";

/**
 * vanilla-extract returns `ssr.external` for its own packages, which the Cloudflare plugin rejects (workers-sdk#10287);
 * everything is bundled into the Worker anyway. docs/decisions/001-stack-fixes.md
 */
function stripSsrExternal(): Plugin {
  return {
    name: "local:strip-ssr-external",
    enforce: "post",
    config(config) {
      if (config.ssr && "external" in config.ssr) delete config.ssr.external;
    },
  };
}

/** React DOM, and React with React Router: every page needs them, and they change only with an upgrade. */
const REACT_DOM = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;
const ROUTER = /[\\/]node_modules[\\/](react|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/;
/** React Router's id of a route module in the client build. */
const ROUTE_QUERY = "?__react-router-build-client-route";
const ALWAYS_RENDERED = ["app/root.tsx", "app/routes/layout/route.tsx"];
/** The owner's editing kit: shared by the few pages with editors and their on-demand forms, never by the rest. */
const EDITING = /[\\/]app[\\/]ui[\\/]editing[\\/]/;
/** A feature's modules are shared by the routes that show it, not by every page: the `common` group leaves them. */
const FEATURE = /[\\/]features[\\/]/;
/** Input checks: only pages with forms a person may open need them, so they are one chunk of their own. */
const FORM_CHECKS = /[\\/](node_modules[\\/]valibot[\\/]|app[\\/]lib[\\/](plain-text|name-checks|input-issues)\.ts)/;
/** Pictures, the photo viewer and the style variants' runtime: pages that draw them at first paint, not every page. */
const MEDIA = /[\\/](app[\\/]ui[\\/](picture|lightbox)[\\/]|node_modules[\\/]@vanilla-extract[\\/]recipes[\\/])/;
/** Dates in words: comments and the owner's lists, none of them on the home page's first paint. */
const DATES = /[\\/]app[\\/]lib[\\/]polish-date\.ts$/;
/** Counts in words: every page shows some, but the home page only in parts hydrated on demand. */
const PLURAL = /[\\/]app[\\/]lib[\\/]plural\.ts$/;
/** The browser's reads of the JSON API: parts that wake or load more (the strip, a gallery, a thread), not the first paint. */
const API_READS = /[\\/]app[\\/]lib[\\/]use-api-read\.ts$/;
/** Used only by parts that wake on demand (what they take from the server's markup, their controls' icons), never the first paint. */
const WAKING =
  /[\\/]app[\\/]ui[\\/](on-demand[\\/](use-typed-before-waking|typed-textareas|address-target)\.ts|icons[\\/]control-icons\.tsx)$/;
/** Action answers and refusal texts: forms read them once answered; a page's first paint needs only client-action.ts. */
const ANSWERS = /[\\/]app[\\/]lib[\\/](action-answer|refusal-messages)\.ts$/;
/** The 404 page inside the frame and its sign-in link: routes that may answer it load it, the home page never does. */
const NOT_FOUND =
  /[\\/](app[\\/]page-not-found\.tsx|app[\\/]lib[\\/]return-path\.ts|features[\\/]shell[\\/]components[\\/]not-found-page(\.css)?\.tsx?)$/;
/** The server's markdown trees: read by the info box, the updates and the build story, each a part hydrated on demand. */
const INFO_TREES = /[\\/]app[\\/]lib[\\/]markdown\.ts$/;

/** A feature's `index.ts`: re-exports, side-effect free, so the bundler links its importers to the defining modules. */
const BARREL = /^features\/[^/]+\/index\.ts$/;
const fromRoot = (id: string) => path.relative(ROOT, id.split("?")[0]!).split(path.sep).join("/");
const isBarrel = (id: string) => BARREL.test(fromRoot(id));
const readSource = (file: string): SourceText => ({ path: file, text: readFileSync(path.join(ROOT, file), "utf8") });

/** The modules behind the names `importer` takes from `barrel`, and those the barrel's own code imports. */
function behindBarrel(importer: string, barrel: string): string[] {
  const file = fromRoot(importer);
  const index = readSource(fromRoot(barrel));
  const taken = new Set(
    importsOf(readSource(file))
      .filter((ref) => resolveSpecifier(file, ref.specifier) === index.path)
      .flatMap((ref) => ref.names),
  );
  const exported = new Set(exportsOf(index));
  const needed = (names: string[] | "*") =>
    names === "*" || taken.has("*") || names.some((name) => taken.has(name) || !exported.has(name));
  return importsOf(index).flatMap((ref) => {
    const target = needed(ref.names) ? resolveSpecifier(index.path, ref.specifier) : undefined;
    return target ? [path.join(ROOT, target)] : [];
  });
}

interface ChunkGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Fewer, larger files before first paint (docs/decisions/006-client-chunks.md): one framework chunk, one chunk for
 * what the document and the layout import statically, and one stylesheet with every vanilla-extract style, instead
 * of about 20 scripts and 9 stylesheets per page, each a round trip over HTTP/1.1.
 */
function clientChunks(): Plugin {
  let shell: Set<string> | undefined;
  const shellModules = (graph: ChunkGraph): Set<string> => {
    if (shell) return shell;
    shell = new Set();
    const pending = ALWAYS_RENDERED.map((file) => `${path.resolve(file)}${ROUTE_QUERY}`);
    while (pending.length > 0) {
      const id = pending.pop()!;
      for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
        for (const used of isBarrel(imported) ? [imported, ...behindBarrel(id, imported)] : [imported]) {
          if (shell.has(used)) continue;
          shell.add(used);
          if (!isBarrel(used)) pending.push(used);
        }
      }
    }
    return shell;
  };
  return {
    name: "local:client-chunks",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      shell = undefined;
    },
    configEnvironment(name, config) {
      if (name !== "client" || config.build?.ssr) return;
      return {
        build: {
          // `rollupOptions`, not `rolldownOptions`: React Router sets its inputs there and Vite prefers the latter.
          rollupOptions: {
            treeshake: { moduleSideEffects: (id: string) => !isBarrel(id) },
            output: {
              codeSplitting: {
                groups: [
                  { name: "styles", test: /\.vanilla\.css$/, priority: 3 },
                  { name: "react-dom", test: REACT_DOM, priority: 2 },
                  { name: "router", test: ROUTER, priority: 2 },
                  {
                    name: (id, graph) => (!id.includes(ROUTE_QUERY) && shellModules(graph).has(id) ? "shell" : null),
                    priority: 1,
                  },
                  { name: "form-checks", test: FORM_CHECKS, priority: 0 },
                  { name: "media", test: MEDIA, minShareCount: 3, priority: 0 },
                  { name: "plural", test: PLURAL, priority: 0 },
                  { name: "not-found", test: NOT_FOUND, priority: 0 },
                  { name: "dates", test: DATES, priority: 0 },
                  {
                    name: "common",
                    test: (id: string) =>
                      !id.includes(ROUTE_QUERY) &&
                      !EDITING.test(id) &&
                      !FEATURE.test(id) &&
                      !FORM_CHECKS.test(id) &&
                      !MEDIA.test(id) &&
                      !PLURAL.test(id) &&
                      !API_READS.test(id) &&
                      !WAKING.test(id) &&
                      !ANSWERS.test(id) &&
                      !NOT_FOUND.test(id) &&
                      !DATES.test(id) &&
                      !INFO_TREES.test(id),
                    minShareCount: 3,
                    priority: 0,
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}

/**
 * Per chunk, each module's rendered length and the gzip size of its rendered code before minification, so
 * `npm run bench` can name the largest modules a page loads (docs/decisions/031-javascript-budgets.md).
 */
function chunkModules(): Plugin {
  return {
    name: "local:chunk-modules",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options, bundle) {
      const chunks: Record<string, Record<string, { rendered: number; gzip: number }>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks[output.fileName] = Object.fromEntries(
          Object.entries(output.modules)
            .filter(([, module]) => module.renderedLength > 0)
            .map(([id, module]) => [
              id.startsWith(ROOT) ? fromRoot(id) : id,
              { rendered: module.renderedLength, gzip: gzipSync(module.code ?? "").length },
            ]),
        );
      }
      // Beside `client/`, not inside it: the list is for the bench, not for visitors.
      const buildDir = path.dirname(options.dir ?? path.join(ROOT, "build", "client"));
      mkdirSync(buildDir, { recursive: true });
      writeFileSync(path.join(buildDir, CHUNK_MODULES_FILE), JSON.stringify(chunks));
    },
  };
}

const RECIPES_RUNTIME = "@vanilla-extract/recipes/createRuntimeFn";

export default defineConfig({
  build: {
    // The articles' drawings are content images: as files they are cached and fetched when scrolled to, instead
    // of riding inside the page's JavaScript and HTML as data: URLs.
    assetsInlineLimit: (file) => (file.endsWith(".svg") ? false : undefined),
  },
  // vanilla-extract's compiled styles import it, which the dev server's first scan cannot see: found at the first
  // request, it made the Worker reload while answering it (an error page on a fresh clone's first visit).
  environments: { ssr: { optimizeDeps: { include: [RECIPES_RUNTIME] } } },
  plugins: [
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    reactRouter(),
    vanillaExtractPlugin(),
    stripSsrExternal(),
    clientChunks(),
    chunkModules(),
  ],
});
