import { defineConfig } from "drizzle-kit";

/** Generate-only: migrations are applied by `wrangler d1 migrations apply`. */
export default defineConfig({
  dialect: "sqlite",
  schema: [
    "./features/*/server/tables.server.ts",
    "./app/lib/rate-limit.server.ts",
    "./app/lib/audit.server.ts",
    "./app/lib/page-cache.server.ts",
  ],
  out: "./migrations",
});
