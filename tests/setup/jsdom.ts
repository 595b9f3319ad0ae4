import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { firstHtmlCodeLoaded } from "#app/ui/on-demand/first-html-code.ts";
import { ASYNC_WAIT_MS } from "./waits.ts";

configure({ asyncUtilTimeout: ASYNC_WAIT_MS });

// The admin's views load on demand (decision 031); a test renders them at once, as the server does.
beforeAll(firstHtmlCodeLoaded);

afterEach(() => {
  cleanup();
  if (typeof window !== "undefined") window.localStorage.clear();
});
