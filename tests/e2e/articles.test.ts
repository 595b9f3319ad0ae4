import { expect, test } from "@playwright/test";
import { hydrated } from "./hydration.ts";

const SITE = "Kartonowe budowle";
const ARDUINO_IDE = "https://www.arduino.cc/en/software";

test.describe("the lighting article", () => {
  test("has its title, a table of contents whose links reach their sections, and the IDE link", async ({ page }) => {
    await page.goto("/Oswietlenie");
    await expect(page).toHaveTitle(`Oświetlenie modeli | ${SITE}`);
    await expect(page.getByRole("heading", { level: 1, name: "Oświetlenie modeli" })).toHaveAttribute(
      "id",
      "naglowek-artykulu",
    );

    const toc = page.getByRole("navigation", { name: "Spis treści" });
    const links = toc.getByRole("link");
    await expect(links).toHaveText([
      "Rodzaje diod LED",
      "Dobór rezystora",
      "Kod paskowy rezystorów",
      "Zasilanie",
      "Regulacja jasności",
      "Kalkulator rezystora",
      "Sterowanie z Arduino",
    ]);
    for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")))) {
      await expect(page.locator(href!), href!).toHaveCount(1);
    }

    await toc.getByRole("link", { name: "Regulacja jasności" }).click();
    await expect(page).toHaveURL(/#regulacja-jasnosci$/);
    await expect(page.getByRole("heading", { level: 2, name: "Regulacja jasności" })).toBeInViewport();

    const ide = page.getByRole("link", { name: /pobierz Arduino IDE/ });
    await expect(ide).toHaveAttribute("href", ARDUINO_IDE);
    await expect(ide).toHaveAttribute("target", "_blank");
  });

  test("the calculator gives 350 Ω, the E12 value 390 Ω and the power for 9 V, 2 V and 20 mA", async ({ page }) => {
    await page.goto("/Oswietlenie");
    const calculator = page.getByRole("region", { name: "Kalkulator rezystora" });
    const result = calculator.getByRole("status");
    await expect(result).toHaveText("Wynik:");

    await calculator.getByLabel("Napięcie zasilania (V)").fill("9");
    await calculator.getByLabel("Napięcie przewodzenia diody (V)").fill("2");
    await calculator.getByLabel("Prąd diody (mA)").fill("20");
    await calculator.getByRole("button", { name: "Oblicz" }).click();
    await expect(result).toContainText("Wynik: 350 Ω");
    await expect(result).toContainText("Najbliższy rezystor z szeregu E12 (równy lub większy): 390 Ω");
    await expect(result).toContainText("Moc wydzielana na rezystorze: 140 mW");

    await calculator.getByLabel("Prąd diody (mA)").fill("");
    await calculator.getByLabel("Prąd diody (mA)").press("Enter");
    await expect(result).toContainText("Wynik: 0 Ω");
  });

  test("the calculator explains bad input in Polish", async ({ page }) => {
    await page.goto("/Oswietlenie");
    const calculator = page.getByRole("region", { name: "Kalkulator rezystora" });
    const supply = calculator.getByLabel("Napięcie zasilania (V)");
    const forward = calculator.getByLabel("Napięcie przewodzenia diody (V)");
    // Focus moving to the wrong field is the hydrated form's doing; the plain GET form reloads instead.
    await hydrated(calculator.getByRole("button", { name: "Oblicz" }));
    await calculator.getByLabel("Prąd diody (mA)").fill("20");

    // A real keyboard can put text into a number field that is not a number.
    await supply.pressSequentially("e");
    await forward.fill("2");
    await calculator.getByRole("button", { name: "Oblicz" }).click();
    await expect(calculator.getByText("Wpisz liczbę, np. 2,4.")).toBeVisible();
    await expect(supply).toHaveAttribute("aria-invalid", "true");
    await expect(supply).toBeFocused();

    await supply.fill("-9");
    await calculator.getByRole("button", { name: "Oblicz" }).click();
    await expect(calculator.getByText("Wartość nie może być ujemna.")).toBeVisible();

    await supply.fill("3");
    await forward.fill("3.2");
    await calculator.getByRole("button", { name: "Oblicz" }).click();
    await expect(calculator.getByRole("status")).toContainText("Dioda nie zaświeci");
    await expect(supply).not.toHaveAttribute("aria-invalid");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the calculator still answers, as a GET form read back by the server", async ({ page }) => {
      await page.goto("/Oswietlenie");
      const calculator = page.getByRole("region", { name: "Kalkulator rezystora" });
      await calculator.getByLabel("Napięcie zasilania (V)").fill("9");
      await calculator.getByLabel("Napięcie przewodzenia diody (V)").fill("2");
      await calculator.getByLabel("Prąd diody (mA)").fill("20");
      await calculator.getByRole("button", { name: "Oblicz" }).click();
      await expect(page).toHaveURL(/\/Oswietlenie\?zasilanie=9&przewodzenie=2&prad=20#kalkulator$/);
      await expect(calculator.getByRole("status")).toContainText("Wynik: 350 Ω");
      await expect(calculator.getByRole("status")).toContainText("390 Ω");
      await expect(calculator.getByLabel("Napięcie zasilania (V)")).toHaveValue("9");
    });
  });

  test("a figure opens in the photo viewer with its title as the caption, and Escape closes it", async ({ page }) => {
    await page.goto("/Oswietlenie");
    const title = "Ściemniacz z tranzystorem BC547 i potencjometrem 10 kΩ";
    const figure = page.getByRole("figure").filter({ hasText: title });
    await expect(figure.getByRole("img")).toBeVisible();
    const open = figure.getByRole("button", { name: `Powiększ rysunek: ${title}` });
    await (await hydrated(open)).click();

    const viewer = page.getByRole("dialog", { name: "Przeglądarka zdjęć" });
    await expect(viewer).toBeVisible();
    // The carousel keeps copies of the neighbouring slides beside the current one.
    await expect(viewer.locator(".yarl__slide_current")).toContainText(title);
    const slide = viewer.locator(".yarl__slide_current img");
    await expect.poll(() => slide.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    await page.keyboard.press("Escape");
    await expect(viewer).toHaveCount(0);
    await expect(open).toBeFocused();
  });

  test("every figure's image loads", async ({ page }) => {
    await page.goto("/Oswietlenie");
    const images = page.getByRole("figure").getByRole("img");
    await expect(images).toHaveCount(5);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    }
  });
});

test.describe("the Arduino article", () => {
  test("compares the boards, shows the first sketch and links to the IDE", async ({ page }) => {
    await page.goto("/Arduino");
    await expect(page).toHaveTitle(`Arduino w modelach | ${SITE}`);
    const boards = page.getByRole("table", { name: "Płytki w porównaniu" });
    for (const board of ["UNO", "NANO", "MICRO", "MEGA 2560", "ATtiny85"]) {
      await expect(boards.getByRole("rowheader", { name: board, exact: true })).toBeVisible();
    }

    const code = page.locator("pre > code");
    await expect(code).toBeVisible();
    await expect(code).toContainText("void setup()");
    await expect(code).toContainText("void loop()");
    await expect(code).toContainText("analogWrite(PIN_ODDECH");

    const ide = page.getByRole("link", { name: /strona pobierania Arduino IDE/ });
    await expect(ide).toHaveAttribute("href", ARDUINO_IDE);

    await page
      .getByRole("navigation", { name: "Spis treści" })
      .getByRole("link", { name: /Pierwszy program/ })
      .click();
    await expect(page.getByRole("heading", { level: 2, name: /Pierwszy program/ })).toBeInViewport();
  });

  test("the board figure opens in the viewer and the arrow key moves to the wiring figure", async ({ page }) => {
    await page.goto("/Arduino");
    await (await hydrated(page.getByRole("button", { name: /Powiększ rysunek: Arduino MEGA, UNO/ }))).click();
    const viewer = page.getByRole("dialog", { name: "Przeglądarka zdjęć" });
    // The carousel keeps copies of the neighbouring slides beside the current one.
    const current = viewer.locator(".yarl__slide_current");
    await expect(current).toContainText("Arduino MEGA, UNO, NANO, MICRO i ATtiny85 w jednej skali");
    await page.keyboard.press("ArrowRight");
    await expect(current).toContainText("Dwie diody z rezystorami 220 Ω na pinach D9 i D10 Arduino NANO");
    await page.keyboard.press("Escape");
    await expect(viewer).toHaveCount(0);
  });
});

test("the three articles in progress have an introduction and the badge", async ({ page }) => {
  for (const [path, title] of [
    ["/Roslinnosc", "Roślinność"],
    ["/Sadzarka", "Sadzarka do trawy"],
    ["/Okna", "Okna"],
  ] as const) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(`${title} | ${SITE}`);
    const article = page.getByRole("article");
    await expect(article.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(article.getByText("Artykuł w przygotowaniu")).toBeVisible();
    expect(await article.locator("p").count(), path).toBeGreaterThanOrEqual(3);
    await expect(article.getByRole("figure")).toHaveCount(1);
  }
});

test("the About page names the author, the year 1998, the models and the contact address", async ({ page }) => {
  await page.goto("/About");
  await expect(page).toHaveTitle(`O autorze | ${SITE}`);
  await expect(page.getByRole("heading", { level: 1, name: "O autorze" })).toBeVisible();
  await expect(page.getByText(/Nazywam się Paweł Kowalski\. .*od 1998 roku/)).toBeVisible();
  await expect(page.getByText(/Kolekcja liczy teraz 39 modeli/)).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "kontakt@kartonowe-budowle.pl" })).toHaveAttribute(
    "href",
    "mailto:kontakt@kartonowe-budowle.pl",
  );
  await page.getByRole("main").getByRole("link", { name: "Oświetlenie modeli" }).click();
  await expect(page).toHaveURL(/\/Oswietlenie$/);
});

test("the article pages and About hydrate without console errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().includes("Failed to load resource")) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  for (const path of ["/Oswietlenie", "/Arduino", "/Roslinnosc", "/Sadzarka", "/Okna", "/About"]) {
    await page.goto(path);
    await hydrated(page.getByRole("banner").getByRole("link", { name: /Strona główna/ }));
    await page.waitForLoadState("networkidle");
  }
  expect(errors).toEqual([]);
});

test("every article ends with its own comments block, after the article", async ({ page }) => {
  for (const path of ["/Oswietlenie", "/Arduino", "/Roslinnosc", "/Sadzarka", "/Okna"]) {
    await page.goto(path);
    const order = await page.evaluate(() => {
      const article = document.querySelector("main article");
      const comments =
        document.getElementById("komentarze")?.closest("section") ?? document.getElementById("komentarze");
      const sections = [...document.querySelectorAll("main section")];
      return {
        commentsAfterArticle:
          !!article && !!comments && !!(article.compareDocumentPosition(comments) & Node.DOCUMENT_POSITION_FOLLOWING),
        commentsLast:
          !!comments &&
          !sections.some(
            (section) =>
              comments.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING &&
              !comments.contains(section),
          ),
      };
    });
    expect(order, path).toEqual({ commentsAfterArticle: true, commentsLast: true });
    await expect(page.getByRole("button", { name: /^Komentarze/ }), path).toBeVisible();
  }
});
