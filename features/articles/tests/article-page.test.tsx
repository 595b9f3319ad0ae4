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

  test("lists the resistor colour code", async () => {
    renderArticle("Oswietlenie");
    const table = await screen.findByRole("table", { name: "Kolory pasków" });
    expect(within(table).getAllByRole("row")).toHaveLength(13);
    const orange = within(table).getByRole("rowheader", { name: "pomarańczowy" }).closest("tr")!;
    expect(orange).toHaveTextContent("3");
    expect(orange).toHaveTextContent("× 1 k");
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
        name: "Powiększ rysunek: Ściemniacz z tranzystorem BC547 i potencjometrem 10 kΩ",
      }),
    ).toBeInTheDocument();
  });

  test("opens a figure in the photo viewer with its title as the caption", async () => {
    const user = userEvent.setup();
    renderArticle("Oswietlenie");
    await user.click(
      await screen.findByRole("button", { name: "Powiększ rysunek: Paski rezystorów 330 Ω, 150 Ω i 390 Ω" }),
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

describe("the articles in progress", () => {
  test.each(["Roslinnosc", "Sadzarka", "Okna"] as const)("%s is marked and has an introduction", async (section) => {
    renderArticle(section);
    expect(await screen.findByRole("heading", { level: 1, name: articleFor(section).title })).toBeInTheDocument();
    expect(screen.getByText("Artykuł w przygotowaniu")).toBeInTheDocument();
    expect(screen.getAllByRole("figure")).toHaveLength(1);
    expect(screen.queryByRole("navigation", { name: "Spis treści" })).not.toBeInTheDocument();
  });
});
