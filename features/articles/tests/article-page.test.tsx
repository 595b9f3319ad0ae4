import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import { ArticlePage } from "../index.ts";
import { ARDUINO_IDE_URL, type ArticleSection } from "../model.ts";
import { articleFor } from "./fixtures.ts";

function renderInRouter(node: ReactNode) {
  const Stub = createRoutesStub([{ path: "*", Component: () => node }]);
  return render(<Stub />);
}

function renderArticle(section: ArticleSection, calculator?: ReactNode) {
  return renderInRouter(<ArticlePage article={articleFor(section)} calculator={calculator} />);
}

describe("the lighting article", () => {
  test("has its title as the page heading with the id the autoscroll aims at", async () => {
    renderArticle("Oswietlenie");
    const heading = await screen.findByRole("heading", { level: 1, name: "Oświetlenie modeli" });
    expect(heading).toHaveAttribute("id", "naglowek-artykulu");
    expect(screen.queryByText("Artykuł w przygotowaniu")).not.toBeInTheDocument();
  });

  test("links every table of contents entry to a section on the page", async () => {
    const { container } = renderArticle("Oswietlenie", <p id="kalkulator">kalkulator</p>);
    const toc = await screen.findByRole("navigation", { name: "Spis treści" });
    const links = within(toc).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Rodzaje diod LED",
      "Dobór rezystora",
      "Kod paskowy rezystorów",
      "Zasilanie",
      "Regulacja jasności",
      "Kalkulator rezystora",
      "Sterowanie z Arduino",
    ]);
    for (const link of links) {
      const id = link.getAttribute("href")!.slice(1);
      expect(container.querySelector(`#${id}`), id).not.toBeNull();
    }
  });

  test("embeds the calculator it is given", async () => {
    renderArticle("Oswietlenie", <p>wstawiony kalkulator</p>);
    expect(await screen.findByText("wstawiony kalkulator")).toBeInTheDocument();
  });

  test("leaves the calculator out of the contents when there is none", async () => {
    renderArticle("Oswietlenie");
    const toc = await screen.findByRole("navigation", { name: "Spis treści" });
    expect(within(toc).queryByRole("link", { name: "Kalkulator rezystora" })).not.toBeInTheDocument();
  });

  test("works through both examples of the resistor formula", async () => {
    renderArticle("Oswietlenie");
    expect(await screen.findByText("R = (9 V − 2,4 V) / 0,02 A = 6,6 V / 0,02 A = 330 Ω")).toBeInTheDocument();
    expect(screen.getByText("R = (5 V − 2,0 V) / 0,02 A = 3 V / 0,02 A = 150 Ω")).toBeInTheDocument();
  });

  test("lists the resistor colour code with every multiplier and tolerance of IEC 60062", async () => {
    renderArticle("Oswietlenie");
    const table = await screen.findByRole("table", { name: "Kolory pasków" });
    // The header, twelve colours of the bands, pink (multiplier only) and the missing band (tolerance only).
    expect(within(table).getAllByRole("row")).toHaveLength(15);
    const cells = (name: string) =>
      within(within(table).getByRole("rowheader", { name }).closest("tr")!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    expect(cells("pomarańczowy")).toEqual(["3", "× 1 k", "±\u00a00,05\u00a0%"]);
    expect(cells("żółty")).toEqual(["4", "× 10 k", "±\u00a00,02\u00a0%"]);
    expect(cells("szary")).toEqual(["8", "× 100 M", "±\u00a00,01\u00a0%"]);
    expect(cells("biały")).toEqual(["9", "× 1 G", "–"]);
    expect(cells("różowy")).toEqual(["–", "× 0,001", "–"]);
    expect(cells("brak paska")).toEqual(["–", "–", "±\u00a020\u00a0%"]);
  });

  test("keeps the BC547 dimmer below its current limit and names the stronger transistors", async () => {
    renderArticle("Oswietlenie");
    const note = (await screen.findByText("Ile diod na jeden BC547.")).closest("p")!;
    expect(note).toHaveTextContent("poniżej ok. 60 mA");
    expect(note).toHaveTextContent("BD139");
    expect(note).toHaveTextContent("MOSFET");
    expect(screen.queryByText(/BC547 przenosi do 100 mA, czyli mniej więcej pięć gałęzi/)).not.toBeInTheDocument();
  });

  test("links to the Arduino IDE download page in a new tab", async () => {
    renderArticle("Oswietlenie");
    const link = await screen.findByRole("link", { name: /pobierz Arduino IDE/ });
    expect(link).toHaveAttribute("href", ARDUINO_IDE_URL);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
  });

  test("shows each figure with its title as the caption and a button to enlarge it", async () => {
    renderArticle("Oswietlenie");
    const figures = await screen.findAllByRole("figure");
    expect(figures).toHaveLength(5);
    const schematic = figures.find((figure) => figure.textContent?.includes("Ściemniacz z tranzystorem"))!;
    expect(within(schematic).getByRole("img")).toHaveAccessibleName(/tranzystora NPN BC547/);
    expect(
      within(schematic).getByRole("button", {
        name: "Powiększ rysunek: Ściemniacz z tranzystorem BC547 i potencjometrem 10\u00a0kΩ",
      }),
    ).toBeInTheDocument();
  });

  test("opens a figure in the photo viewer with its title as the caption", async () => {
    const user = userEvent.setup();
    renderArticle("Oswietlenie");
    await user.click(
      await screen.findByRole("button", {
        name: "Powiększ rysunek: Paski rezystorów 330\u00a0Ω, 150\u00a0Ω i 390\u00a0Ω",
      }),
    );
    const viewer = await screen.findByRole("dialog", { name: "Przeglądarka zdjęć" });
    expect(within(viewer).getAllByText("Paski rezystorów 330 Ω, 150 Ω i 390 Ω").length).toBeGreaterThan(0);
  });
});

describe("the Arduino article", () => {
  test("compares the five boards", async () => {
    renderArticle("Arduino");
    const table = await screen.findByRole("table", { name: "Płytki w porównaniu" });
    for (const board of ["UNO", "NANO", "MICRO", "MEGA 2560", "ATtiny85"]) {
      expect(within(table).getByRole("rowheader", { name: board })).toBeInTheDocument();
    }
  });

  test("gives each board's flash and SRAM, the classic NANO's Mini-USB and the ATtiny85's ISP programmer", async () => {
    renderArticle("Arduino");
    const table = await screen.findByRole("table", { name: "Płytki w porównaniu" });
    expect(within(table).getByRole("columnheader", { name: "Pamięć (flash / SRAM)" })).toBeInTheDocument();
    const row = (name: string) => within(table).getByRole("rowheader", { name }).closest("tr")!;
    expect(row("UNO")).toHaveTextContent("32 KB / 2 KB");
    expect(row("MICRO")).toHaveTextContent("32 KB / 2,5 KB");
    expect(row("MEGA 2560")).toHaveTextContent("256 KB / 8 KB");
    expect(row("ATtiny85")).toHaveTextContent("8 KB / 512 B");
    expect(row("NANO")).toHaveTextContent("Mini-USB 5 V");
    expect(row("ATtiny85")).toHaveTextContent("programatorem ISP");
    expect(
      screen.getByRole("heading", { name: "ATtiny85 w małym modelu" }).nextElementSibling?.nextElementSibling,
    ).toHaveTextContent("programatora ISP");
  });

  test("gives the first sketch as a code block", async () => {
    renderArticle("Arduino");
    const code = await screen.findByRole("region", { name: "Program: płomień i oddech" });
    expect(code.tagName).toBe("PRE");
    expect(code.querySelector("code")).toHaveTextContent("void setup()");
    expect(code).toHaveTextContent("analogWrite(PIN_PLOMIEN, random(90, 256));");
  });

  test("links to the Arduino IDE download page", async () => {
    renderArticle("Arduino");
    expect(await screen.findByRole("link", { name: /strona pobierania Arduino IDE/ })).toHaveAttribute(
      "href",
      ARDUINO_IDE_URL,
    );
  });
});

// The articles teach in an impersonal voice: nobody has confirmed the author's own methods (docs/decisions/016).
// Polish words end in letters \b does not know (ę, ą), hence the Unicode letter look-arounds.
const FIRST_PERSON =
  /(?<!\p{L})(mój|moja|moje|moim|mojego|używam|opisuję|zebrałem|nauczyłem|przygotowuję|opiszę|wycinam|wklejam|robię|dodaję|tworzę|pokrywam|rozplatam|przyklejam|odpowiem)(?!\p{L})/iu;

describe("the voice of the articles", () => {
  test.each(["Oswietlenie", "Arduino", "Roslinnosc", "Sadzarka", "Okna"] as const)(
    "%s makes no first-person claims",
    async (section) => {
      const { container } = renderArticle(section);
      await screen.findByRole("heading", { level: 1, name: articleFor(section).title });
      expect(container.textContent).not.toMatch(FIRST_PERSON);
    },
  );
});

describe("the articles in progress", () => {
  test.each(["Roslinnosc", "Sadzarka", "Okna"] as const)("%s is marked and has an introduction", async (section) => {
    renderArticle(section);
    expect(await screen.findByRole("heading", { level: 1, name: articleFor(section).title })).toBeInTheDocument();
    expect(screen.getByText("Artykuł w przygotowaniu")).toBeInTheDocument();
    expect(screen.getAllByRole("figure")).toHaveLength(1);
    expect(screen.queryByRole("navigation", { name: "Spis treści" })).not.toBeInTheDocument();
  });
});
