import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { ASYNC_WAIT_MS } from "./waits.ts";

configure({ asyncUtilTimeout: ASYNC_WAIT_MS });

afterEach(() => {
  cleanup();
  if (typeof window !== "undefined") window.localStorage.clear();
});
