import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  optimizeDeps: {
    include: [
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
    ],
  },
});
