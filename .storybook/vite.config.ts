import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";

/**
 * Dependencies the stories use, bundled before the browser loads anything. One found later makes Vite
 * re-optimise and reload the page: Storybook flickers, and the story tests' iframe may never become ready.
 * The Vitest Storybook project (vitest.config.ts) uses the same list.
 */
export const STORY_DEPENDENCIES = [
  "react",
  "react-dom",
  "react-dom/client",
  "react/jsx-runtime",
  "react/jsx-dev-runtime",
  "react-router",
  "framer-motion",
  "yet-another-react-lightbox",
  "yet-another-react-lightbox/plugins/captions",
  "yet-another-react-lightbox/plugins/counter",
  "yet-another-react-lightbox/plugins/zoom",
  "leaflet",
  "react-leaflet",
  // Imported by vanilla-extract's transform of recipe files, so the dependency scan cannot see it.
  "@vanilla-extract/recipes/createRuntimeFn",
];

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  optimizeDeps: { include: STORY_DEPENDENCIES },
});
