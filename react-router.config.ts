import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // A separate folder lets a second build (e.g. a parallel end-to-end run) leave build/ alone.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
