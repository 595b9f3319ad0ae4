import { expect, test } from "@playwright/test";
import { RETENTION } from "#features/privacy/index.ts";

for (const scheme of ["light", "dark"] as const) {
  test.describe(`the privacy note in the ${scheme} colour scheme`, () => {
    test.use({ colorScheme: scheme });

    test("renders every row of the retention table with what, why and how long", async ({ page }) => {
      await page.goto("/Prywatnosc");
      await expect(page).toHaveTitle("Prywatność | Kartonowe budowle");
      const html = page.locator("html");
      await (scheme === "dark" ? expect(html).toHaveClass(/dark/) : expect(html).not.toHaveClass(/dark/));
      const table = page.getByRole("table", { name: "Dane, które przechowuję" });
      await expect(table.locator("tbody tr")).toHaveCount(RETENTION.length);
      for (const row of RETENTION) {
        const line = table.locator(`tr#${row.id}`);
        await expect(line.getByRole("rowheader")).toHaveText(row.name);
        await expect(line).toContainText(row.data);
        await expect(line).toContainText(row.purpose);
        await expect(line.getByRole("cell").last()).toHaveText(row.kept);
      }
      await expect(page.getByText(/Administratorem Twoich danych osobowych jestem ja, Paweł Kowalski/)).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "kontakt@kartonowe-budowle.pl" })).toHaveAttribute(
        "href",
        "mailto:kontakt@kartonowe-budowle.pl",
      );
    });

    test("on a phone each row is a card that names its columns, and nothing scrolls sideways", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/Prywatnosc");
      const first = page.locator(`tr#${RETENTION[0]!.id} td`).first();
      await expect(first).toBeVisible();
      expect(await first.evaluate((cell) => getComputedStyle(cell, "::before").content)).toBe('"Co dokładnie: "');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
