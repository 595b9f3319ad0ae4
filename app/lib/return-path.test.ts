import { describe, expect, test } from "vitest";
import { returnPath, signInHref } from "./return-path.ts";

describe("the page to return to after signing in", () => {
  test.each([
    ["/Moderacja", "/Moderacja"],
    ["/Katalog?stan=szkic", "/Katalog?stan=szkic"],
    ["/Krynica%20Morska#komentarze", "/Krynica%20Morska#komentarze"],
    ["/Katalog/nowy", "/Katalog/nowy"],
  ])("keeps the same-site path %s", (value, kept) => {
    expect(returnPath(value)).toBe(kept);
  });

  test.each([
    ["another host", "//evil.test/Moderacja"],
    ["a backslash the browser reads as a slash", "/\\evil.test"],
    ["a line break the browser drops", "/\n/evil.test"],
    ["a tab the browser drops", "/\t/evil.test"],
    ["a scheme", "https://evil.test/"],
    ["a script", "javascript:alert(1)"],
    ["a relative path", "Moderacja"],
    ["the API", "/api/users/me"],
    ["nothing", ""],
    ["a path too long to be the site's", `/${"a".repeat(600)}`],
  ])("refuses %s", (_, value) => {
    expect(returnPath(value)).toBeNull();
  });

  test("refuses what is not text", () => {
    expect(returnPath(undefined)).toBeNull();
    expect(returnPath(["/Moderacja"])).toBeNull();
  });

  test("the sign-in link carries the page, and only a same-site one", () => {
    expect(signInHref("/Katalog?stan=ukryty")).toBe("/Konto?powrot=%2FKatalog%3Fstan%3Dukryty");
    expect(signInHref("//evil.test")).toBe("/Konto");
  });
});
