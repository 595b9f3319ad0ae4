import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, test } from "vitest";
import { shouldRevalidate } from "#app/root.tsx";

const ORIGIN = "https://kartonowe.test";

function asked(from: string, to: string, formMethod?: "POST" | "GET"): boolean {
  const args = {
    currentUrl: new URL(`${ORIGIN}${from}`),
    nextUrl: new URL(`${ORIGIN}${to}`),
    currentParams: {},
    nextParams: {},
    formMethod,
    defaultShouldRevalidate: true,
  } as unknown as ShouldRevalidateFunctionArgs;
  return shouldRevalidate(args);
}

describe("the root loader on the client", () => {
  test("keeps the layout's data on a link to another page or a new search on this one", () => {
    expect(asked("/Hel", "/Rozewie")).toBe(false);
    expect(asked("/", "/Hel")).toBe(false);
    expect(asked("/Hel", "/Hel?photo=dzien-2")).toBe(false);
  });

  test("rereads after a submission and when asked again for the same address", () => {
    expect(asked("/Hel", "/Hel", "POST")).toBe(true);
    expect(asked("/Hel", "/Katalog/nowy", "POST")).toBe(true);
    expect(asked("/Galerie", "/Galerie")).toBe(true);
  });
});
