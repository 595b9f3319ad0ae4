import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";

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
const ALWAYS_RENDERED = ["app/root.tsx", "app/routes/layout.tsx"];

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
        if (shell.has(imported)) continue;
        shell.add(imported);
        pending.push(imported);
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
                ],
              },
            },
          },
        },
      };
    },
  };
}

export default defineConfig({
  build: {
    // The articles' drawings are content images: as files they are cached and fetched when scrolled to, instead
    // of riding inside the page's JavaScript and HTML as data: URLs.
    assetsInlineLimit: (file) => (file.endsWith(".svg") ? false : undefined),
  },
  plugins: [
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    reactRouter(),
    vanillaExtractPlugin(),
    stripSsrExternal(),
    clientChunks(),
  ],
});
