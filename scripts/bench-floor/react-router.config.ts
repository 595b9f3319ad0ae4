import type { Config } from "@react-router/dev/config";
import { FLOOR_BASE } from "./floor.ts";

/** Rendered on every request by its own Worker, as the site's pages are with the page cache off. */
export default {
  ssr: true,
  basename: FLOOR_BASE,
  buildDirectory: process.env.FLOOR_BUILD_DIR ?? "build",
} satisfies Config;
