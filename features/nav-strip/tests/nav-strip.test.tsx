import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { media } from "#app/ui/media.ts";
import { NavStrip } from "../components/nav-strip.tsx";
import { buildModels, fixtureCardSrc } from "./fixtures.ts";

const models = buildModels();

function Location() {
  return <output aria-label="Adres">{useLocation().pathname}</output>;
}

function renderStrip(commentCounts?: Readonly<Record<string, number>>) {
  return render(
    <MemoryRouter initialEntries={["/"]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <NavStrip models={models} imageSrc={fixtureCardSrc} commentCounts={commentCounts} />
              <Location />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const strip = () => screen.getByRole("navigation", { name: "Modele" });
const cards = () => within(within(strip()).getByRole("list")).queryAllByRole("link");
const count = () => within(strip()).getByRole("status");
const category = (name: string) => within(strip()).getByRole("button", { name });
const search = () => within(strip()).getByRole("searchbox", { name: "Szukaj modelu po nazwie" });

/** jsdom has no matchMedia: answer the listed queries as matching, every other as not. */
function stubMedia(matching: string[] = []) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: matching.includes(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => stubMedia());

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute("data-navigation");
  document.documentElement.removeAttribute("data-overlap");
});

describe("the navigation strip", () => {
  test("shows every model as a link to its page, newest first, with the count", () => {
    renderStrip();
    expect(cards()).toHaveLength(models.length);
    expect(cards()[0]).toHaveAccessibleName("Rakieta Starship S30 w budowie");
    expect(cards()[3]).toHaveAccessibleName("Zamek w Będzinie 2019");
    expect(cards()[3]).toHaveAttribute("href", "/Bedzin");
    expect(cards()[12]).toHaveAttribute("href", "/Krynica%20Morska");
    expect(count()).toHaveTextContent("14 modeli");
    expect(category("wszystkie modele")).toHaveAttribute("aria-pressed", "true");
  });

  test("draws the card picture lazily with its size, or an icon when the model has none", () => {
    renderStrip();
    const [starship, wang] = cards();
    expect(within(starship!).queryByRole("presentation")).not.toBeInTheDocument();
    expect(starship!.querySelector("svg")).toBeInTheDocument();
    const picture = within(wang!).getByRole("presentation");
    expect(picture).toHaveAttribute("loading", "lazy");
    expect(picture).toHaveAttribute("width", "300");
    expect(picture).toHaveAttribute("height", "400");
    expect(picture).toHaveAttribute("src", fixtureCardSrc("cards/Wang.webp"));
  });

  test("puts the icon in place of a picture that cannot be loaded", async () => {
    renderStrip();
    const wang = cards()[1]!;
    const { fireEvent } = await import("@testing-library/react");
    fireEvent.error(within(wang).getByRole("presentation"));
    expect(within(wang).queryByRole("presentation")).not.toBeInTheDocument();
    expect(wang.querySelector("svg")).toBeInTheDocument();
  });

  test("marks new galleries with a ribbon", () => {
    renderStrip();
    expect(within(strip()).getAllByText("nowa galeria")).toHaveLength(1);
    expect(within(cards()[1]!).getByText("nowa galeria")).toBeInTheDocument();
  });

  test("filters by category, with the plural count", async () => {
    const user = userEvent.setup();
    renderStrip();
    await user.click(category("kosmos"));
    expect(category("kosmos")).toHaveAttribute("aria-pressed", "true");
    expect(category("wszystkie modele")).toHaveAttribute("aria-pressed", "false");
    expect(cards().map((card) => card.getAttribute("href"))).toEqual(["/StarshipS30", "/SaturnV", "/Curiosity"]);
    expect(count()).toHaveTextContent("3 modele");
    await user.click(category("samoloty"));
    expect(count()).toHaveTextContent("1 model");
    await user.click(category("z oświetleniem"));
    expect(count()).toHaveTextContent("5 modeli");
  });

  test("narrows any category or search by the kit's publisher and scale, with counts in words", async () => {
    const user = userEvent.setup();
    renderStrip();
    const publisher = within(strip()).getByRole("combobox", { name: "Wydawca zestawu" });
    const scale = within(strip()).getByRole("combobox", { name: "Skala" });
    expect(
      within(publisher)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["wszyscy wydawcy", "GPM (7 modeli)", "Modelik (1 model)"]);
    await user.selectOptions(publisher, "Modelik");
    expect(cards().map((card) => card.getAttribute("href"))).toEqual(["/Gryfino"]);
    await user.selectOptions(publisher, "");
    await user.selectOptions(scale, "1:100");
    expect(count()).toHaveTextContent("2 modele");
    await user.click(category("kosmos"));
    expect(cards().map((card) => card.getAttribute("href"))).toEqual(["/StarshipS30", "/SaturnV"]);
    await user.click(search());
    await user.type(search(), "saturn");
    expect(cards().map((card) => card.getAttribute("href"))).toEqual(["/SaturnV"]);
    await user.selectOptions(scale, "1:150");
    expect(count()).toHaveTextContent("Brak wyników");
  });

  test("clears its text and the active category when the search gets focus, then finds by name", async () => {
    const user = userEvent.setup();
    renderStrip();
    await user.click(category("figurki"));
    await user.click(search());
    expect(within(strip()).getByRole("group", { name: "Kategorie" }).querySelector("[aria-pressed='true']")).toBeNull();
    expect(cards()).toHaveLength(models.length);
    await user.type(search(), "swinoujscie");
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toHaveAccessibleName(/Latarnia morska Świnoujście/);

    await user.click(category("kościoły"));
    await user.click(search());
    expect(search()).toHaveValue("");
    expect(cards()).toHaveLength(models.length);
  });

  test("says Brak wyników when nothing matches", async () => {
    const user = userEvent.setup();
    renderStrip();
    await user.type(search(), "zamek z piasku");
    expect(cards()).toHaveLength(0);
    expect(count()).toHaveTextContent("Brak wyników");
  });

  test("opens the only result on Enter, and stays when there are several", async () => {
    const user = userEvent.setup();
    renderStrip();
    await user.type(search(), "morska{Enter}");
    expect(screen.getByRole("status", { name: "Adres" })).toHaveTextContent("/");
    await user.clear(search());
    await user.type(search(), "BĘDZIN{Enter}");
    expect(screen.getByRole("status", { name: "Adres" })).toHaveTextContent("/Bedzin");
  });

  test("scrolls a fifth of its width per arrow, smoothly unless motion is reduced", async () => {
    const user = userEvent.setup();
    renderStrip();
    const scroller = within(strip()).getByRole("list").parentElement!;
    Object.defineProperty(scroller, "clientWidth", { configurable: true, value: 1000 });
    const scrollBy = vi.fn();
    scroller.scrollBy = scrollBy;
    await user.click(within(strip()).getByRole("button", { name: "Przewiń karty w prawo" }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 200, behavior: "smooth" });
    stubMedia([media.reducedMotion]);
    await user.click(within(strip()).getByRole("button", { name: "Przewiń karty w lewo" }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -200, behavior: "auto" });
  });

  test("folds into a nawigacja bar and opens again, storing the choice", async () => {
    const user = userEvent.setup();
    renderStrip();
    await user.click(within(strip()).getByRole("button", { name: "ukryj nawigację" }));
    expect(document.documentElement).toHaveAttribute("data-navigation", "hidden");
    expect(localStorage.getItem("navigation")).toBe("false");
    expect(within(strip()).getByText("nawigacja")).toBeInTheDocument();
    const show = within(strip()).getByRole("button", { name: "pokaż nawigację" });
    expect(show).toHaveFocus();
    expect(show).toHaveAttribute("aria-expanded", "false");

    await user.click(show);
    expect(document.documentElement).not.toHaveAttribute("data-navigation");
    expect(localStorage.getItem("navigation")).toBe("true");
    expect(within(strip()).getByRole("button", { name: "ukryj nawigację" })).toHaveFocus();
  });

  test("switches to narrow overlapping cards and remembers it", async () => {
    const user = userEvent.setup();
    const { unmount } = renderStrip();
    const toggle = within(strip()).getByRole("button", { name: "Wąskie karty" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(document.documentElement).toHaveAttribute("data-overlap", "true");
    expect(localStorage.getItem("overlap")).toBe("true");
    unmount();
    document.documentElement.removeAttribute("data-overlap");

    renderStrip();
    expect(within(strip()).getByRole("button", { name: "Wąskie karty" })).toHaveAttribute("aria-pressed", "true");
    expect(document.documentElement).toHaveAttribute("data-overlap", "true");
  });

  test("works with the keyboard alone: search, Tab to the card, Enter opens it", async () => {
    const user = userEvent.setup();
    renderStrip();
    await user.tab();
    expect(search()).toHaveFocus();
    await user.keyboard("hel");
    let card: HTMLElement | undefined;
    for (let presses = 0; presses < 20 && !card; presses++) {
      await user.tab();
      if (document.activeElement?.getAttribute("href") === "/Hel") card = document.activeElement as HTMLElement;
    }
    expect(card).toHaveAccessibleName("Latarnia morska Hel 2014");
    await user.keyboard("{Enter}");
    expect(screen.getByRole("status", { name: "Adres" })).toHaveTextContent("/Hel");
  });

  test("marks the owner's drafts as szkic, in words for screen readers too", () => {
    const [first, ...others] = models;
    render(
      <MemoryRouter>
        <NavStrip models={[{ ...first!, draft: true }, ...others]} imageSrc={fixtureCardSrc} admin />
      </MemoryRouter>,
    );
    expect(cards()[0]).toHaveAccessibleName(/w budowie, ?szkic$/);
    expect(cards().filter((card) => /szkic/.test(card.textContent ?? ""))).toHaveLength(1);
  });

  test("tells each card's comment count in words and draws it as a badge; none for no comments", () => {
    renderStrip({ Hel: 3, Bedzin: 1, Oporow: 12, Wang: 1234, SaturnV: 0 });
    const card = (href: string) => cards().find((link) => link.getAttribute("href") === href)!;
    expect(card("/Hel")).toHaveAccessibleName("Latarnia morska Hel 2014, 3 komentarze");
    expect(card("/Bedzin")).toHaveAccessibleName("Zamek w Będzinie 2019, 1 komentarz");
    expect(card("/Oporow")).toHaveAccessibleName("Zamek w Oporowie 2016, 12 komentarzy");
    expect(card("/Wang")).toHaveAccessibleName(/^Świątynia Wang 2024, 1234 komentarze/);
    // The badge is drawn for the eye only: the words above carry the number.
    const badge = card("/Hel").querySelector("[data-comments]");
    expect(badge).toHaveTextContent("3");
    expect(badge).toHaveAttribute("aria-hidden", "true");
    expect(card("/SaturnV")).toHaveAccessibleName("Rakieta Saturn V 2024");
    expect(card("/SaturnV").querySelector("[data-comments]")).toBeNull();
    expect(card("/Predator").querySelector("[data-comments]")).toBeNull();
  });
});
