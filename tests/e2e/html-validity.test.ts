import { expect, test } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { ARTICLES } from "#features/articles/index.server.ts";
import { signInAsAdmin } from "./owner.ts";

/**
 * One page of each type, as the server sends it: the home page, model pages of each kind (castle with a film,
 * lighthouse, a path with a space, figurine, rover with its own groups, the bare-titled skyscrapers, one under
 * construction, a GPM kit), every article, About, the random gallery and a 404; and the owner's list of models.
 */
const PAGES = [
  "/",
  "/Bedzin",
  "/Hel",
  "/Krynica%20Morska",
  "/Mauler",
  "/Curiosity",
  "/Wiezowce",
  "/StarshipS30",
  "/WangGPM",
  ...ARTICLES.map((article) => article.path),
  "/About",
  "/Prywatnosc",
  "/Galerie",
  "/Konto",
  // A digest link's page (here with a broken token); /Moderacja itself is the 404 page without an admin session.
  "/Moderacja/link?t=nieprawidlowy",
  "/nie-ma-takiej-strony",
];

const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:document"],
  rules: {
    // React Router links its own hashed, same-origin scripts and styles; SRI guards files served by a third party,
    // and the CSP already admits scripts from this origin alone.
    "require-sri": "off",
  },
});

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', "#x27": "'", "#39": "'", lt: "<", gt: ">" };

/** Every address the page names, entities decoded: href, src, action, poster and each candidate of a srcset. */
function addresses(html: string): string[] {
  const found: string[] = [];
  for (const [, name, raw] of html.matchAll(/\s(href|src|action|poster|srcset)="([^"]*)"/g)) {
    const value = raw!.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, entity: string) => ENTITIES[entity]!);
    if (name === "srcset") found.push(...value.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]!));
    else found.push(value);
  }
  return found;
}

/**
 * What the Nu HTML Checker refuses in a URL and html-validate does not look at: whitespace or characters that must
 * be percent-encoded (a model path such as `/Krynica Morska` written raw), or an address that does not parse.
 */
function invalidAddresses(html: string, base: string): string[] {
  return addresses(html).filter((address) => {
    if (/[\s<>"{}|\\^`]/.test(address)) return true;
    try {
      new URL(address, base);
      return false;
    } catch {
      return true;
    }
  });
}

async function expectValid(html: string, path: string, base: string): Promise<void> {
  expect(invalidAddresses(html, base), path).toEqual([]);
  const report = await validator.validateString(html);
  const errors = report.results
    .flatMap((result) => result.messages)
    .map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ""})`);
  expect(errors, path).toEqual([]);
}

for (const path of PAGES) {
  test(`${path} is valid HTML whose every address is a valid URL`, async ({ request, baseURL }) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(path === "/nie-ma-takiej-strony" ? 404 : 200);
    await expectValid(await response.text(), path, new URL(path, baseURL).href);
  });
}

test("the owner's list of models is valid HTML whose every address is a valid URL", async ({ request, baseURL }) => {
  await signInAsAdmin(request);
  for (const path of ["/Katalog", "/Katalog?stan=szkic"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    await expectValid(await response.text(), path, new URL(path, baseURL).href);
  }
});
