import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * The rules whose outcome can change with the colour scheme. The scheme is a class on `<html>` set in the browser,
 * so both schemes share one markup: names, roles, landmarks and focus order are checked once (decision 023).
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

interface AxeOptions {
  /** A CSS selector: only this part of the page. */
  include?: string;
  /** axe's tags; every rule when absent. */
  tags?: string[];
}

async function violations(page: Page, { include, tags }: AxeOptions, rules?: string[]): Promise<string[]> {
  // Legacy mode runs axe in the page itself: the default opens a blank page per check to merge each frame's results,
  // a fifth of a11y.test.ts's CPU (decision 023). Its one loss is cross-origin frames, here only YouTube's.
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (include) builder = builder.include(include);
  if (rules) builder = builder.withRules(rules);
  else if (tags) builder = builder.withTags(tags);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

async function showScheme(page: Page, scheme: "light" | "dark") {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  // The header's shadow is the one colour that eases; two frames let a switch settle before colours are read.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
}

/**
 * Every rule in the scheme the page shows, then the colour rules in the other scheme, switched in place as the site
 * follows the system's scheme; the page is left in the scheme it had. The page must be hydrated and use the system's
 * scheme (no stored choice).
 */
export async function expectNoViolationsInBothSchemes(page: Page, label: string, options: AxeOptions = {}) {
  const dark = await page.locator("html").evaluate((html) => html.classList.contains("dark"));
  const first = dark ? "dark" : "light";
  const second = dark ? "light" : "dark";
  expect(await violations(page, options), `${first} ${label}`).toEqual([]);
  await showScheme(page, second);
  expect(await violations(page, options, COLOUR_RULES), `${second} ${label}`).toEqual([]);
  await showScheme(page, first);
}
