import type { Config } from "@react-router/dev/config";
import { FLOOR_BASE } from "./floor.ts";

/** Prerendered at build time and served from the bench build's client folder: no Worker, no site. */
export default {
  ssr: false,
  prerender: ["/"],
  basename: FLOOR_BASE,
  buildDirectory: process.env.FLOOR_BUILD_DIR ?? "build",
} satisfies Config;
