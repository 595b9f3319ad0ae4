import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, type Plugin } from "vite";

/**
 * vanilla-extract returns `ssr.external` for its own packages, which the Cloudflare plugin rejects
 * (workers-sdk#10287). Everything is bundled into the Worker anyway, so the setting is dropped.
 * docs/decisions/001-stack-fixes.md
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

export default defineConfig({
  plugins: [
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    reactRouter(),
    vanillaExtractPlugin(),
    stripSsrExternal(),
  ],
});
