import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { E2E_PORT } from "./ports.ts";

const RUN = Date.now().toString(36).slice(-5);
const randomAddress = () => `10.${Array.from({ length: 3 }, () => Math.floor(Math.random() * 256)).join(".")}`;
const ROOT = path.resolve(import.meta.dirname, "../..");

test.beforeEach(async ({ context }) => {
  test.slow();
  await context.setExtraHTTPHeaders({ "cf-connecting-ip": randomAddress() });
});

/**
 * A held comment written straight into the e2e server's D1 (its own state folder): what holding a guest's comment
 * at posting time leaves behind, without depending on the posting rules.
 */
function insertHeldComment(section: string, login: string, body: string): void {
  const sql = `INSERT INTO comments (section, login, body, created_at, status, client_hash) VALUES ('${section}', '${login}', '${body}', ${Date.now()}, 'held', 'e2e-${RUN}')`;
  execFileSync(
    path.join(ROOT, "node_modules", ".bin", "wrangler"),
    [
      "d1",
      "execute",
      "kartonowe-db",
      "--local",
      "--persist-to",
      `.wrangler/e2e-state-${E2E_PORT}`,
      "-c",
      "wrangler.toml",
      "--command",
      sql,
    ],
    { cwd: ROOT, env: { ...process.env, CI: "true" }, stdio: "pipe" },
  );
}

async function logInAsAdmin(page: Page) {
  const response = await page.request.post("/api/users/verify", {
    data: { login: "admin", password: "admin-lokalnie" },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test("/Moderacja is the 404 page for a guest", async ({ page }) => {
  const response = await page.goto("/Moderacja");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Moderacja komentarzy" })).toHaveCount(0);
});

test("a held comment approved on /Moderacja appears on its page", async ({ page, browser }) => {
  const text = `Czekam na zatwierdzenie ${RUN}`;
  insertHeldComment("Czolpino", `Gosc${RUN}`, text);
  // Until approved, a visitor does not see it.
  const guest = await browser.newPage({ extraHTTPHeaders: { "cf-connecting-ip": randomAddress() } });
  await guest.goto("/Czolpino");
  await expect(guest.getByRole("region", { name: "Komentarze" })).toBeVisible();
  await expect(guest.getByText(text)).toHaveCount(0);

  await logInAsAdmin(page);
  await page.goto("/Moderacja");
  const held = page.getByRole("region", { name: /Czekają na zatwierdzenie/ });
  const item = held.getByRole("listitem").filter({ hasText: text });
  await expect(item).toBeVisible();
  await expect(item.getByRole("link", { name: "Latarnia Morska Czołpino" })).toHaveAttribute(
    "href",
    /^\/Czolpino#komentarz-\d+$/,
  );
  // The button answers only once React has hydrated the page.
  const approve = item.getByRole("button", { name: "Zatwierdź" });
  await expect
    .poll(() => approve.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps"))), {
      timeout: 15_000,
    })
    .toBe(true);
  await approve.click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Komentarz zatwierdzony.");
  await expect(held.getByText(text)).toHaveCount(0);
  const recent = page.getByRole("region", { name: /Najnowsze komentarze/ });
  await expect(recent.getByText(text)).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Historia" })
      .getByText(/zatwierdzenie/)
      .first(),
  ).toBeVisible();

  // Now the visitor sees it in the page's thread.
  await guest.goto("/Czolpino");
  await expect(guest.getByRole("region", { name: "Komentarze" }).getByText(text)).toBeVisible();
  await guest.close();
});
