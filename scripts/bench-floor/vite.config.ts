import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { FLOOR_BASE } from "./floor.ts";

export default defineConfig({ base: FLOOR_BASE, plugins: [reactRouter()] });
