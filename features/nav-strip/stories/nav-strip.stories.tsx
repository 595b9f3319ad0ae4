import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { media } from "#app/ui/media.ts";
import { NavStrip } from "../components/nav-strip.tsx";
import { buildModels, fixtureCardSrc } from "../tests/fixtures.ts";

/** Stored choices a story starts from; removed again (with the page attributes) when the story ends. */
function withStorage(entries: Record<string, string>) {
  return () => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    return () => {
      for (const key of Object.keys(entries)) localStorage.removeItem(key);
      document.documentElement.removeAttribute("data-navigation");
      document.documentElement.removeAttribute("data-overlap");
    };
  };
}

function parts(canvasElement: HTMLElement) {
  const strip = within(within(canvasElement).getByRole("navigation", { name: "Modele" }));
  return {
    strip,
    cards: () => within(strip.getByRole("list")).queryAllByRole("link"),
    count: () => strip.getByRole("status"),
    search: () => strip.getByRole("searchbox", { name: "Szukaj modelu po nazwie" }),
  };
}

const meta = {
  title: "Features/NavStrip/NavStrip",
  component: NavStrip,
  parameters: {
    docs: {
      description: {
        component:
          "The navigation strip of model cards under the banner: search ('Szukaj...'), category buttons, scroll arrows, the narrow/wide cards toggle and the hide/show toggle; each card shows the model's picture, a 'nowa galeria' ribbon when new, and the year and name on hover.",
      },
    },
  },
  args: { models: buildModels(), imageSrc: fixtureCardSrc },
  beforeEach: withStorage({}),
} satisfies Meta<typeof NavStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every model, newest first; hovering or focusing a card shows its year and name. */
export const AllModels: Story = {
  play: async ({ canvasElement }) => {
    const { strip, cards, count } = parts(canvasElement);
    await expect(cards()).toHaveLength(14);
    await expect(count()).toHaveTextContent("14 modeli");
    await expect(strip.getByRole("button", { name: "wszystkie modele" })).toHaveAttribute("aria-pressed", "true");
    await expect(strip.getByText("nowa galeria")).toBeVisible();
    const hel = strip.getByRole("link", { name: "Latarnia morska Hel 2014" });
    await expect(within(hel).getByText("2014")).not.toBeVisible();
    hel.focus();
    await waitFor(() => expect(within(hel).getByText("2014")).toBeVisible());
  },
};

/** One category chosen. */
export const OneCategory: Story = {
  play: async ({ canvasElement }) => {
    const { strip, cards, count } = parts(canvasElement);
    await userEvent.click(strip.getByRole("button", { name: "latarnie morskie" }));
    await expect(cards()).toHaveLength(4);
    await expect(count()).toHaveTextContent("4 modele");
    await expect(strip.getByRole("button", { name: "latarnie morskie" })).toHaveAttribute("aria-pressed", "true");
  },
};

/** A search without Polish letters finds names with them. */
export const SearchWithResults: Story = {
  play: async ({ canvasElement }) => {
    const { cards, count, search } = parts(canvasElement);
    await userEvent.type(search(), "zamek");
    await expect(cards().map((card) => card.getAttribute("href"))).toEqual(["/Bedzin", "/Oporow"]);
    await expect(count()).toHaveTextContent("2 modele");
  },
};

/** Nothing matches. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const { strip, cards, count, search } = parts(canvasElement);
    await userEvent.type(search(), "zamek z piasku");
    await expect(cards()).toHaveLength(0);
    await expect(count()).toHaveTextContent("Brak wyników");
    await expect(strip.getByRole("list").parentElement).toHaveTextContent("Brak wyników");
  },
};

/** A publisher chosen from the kit filters: it narrows the category or the search, with its count in words. */
export const KitFilter: Story = {
  play: async ({ canvasElement }) => {
    const { strip, cards, count } = parts(canvasElement);
    await userEvent.selectOptions(strip.getByRole("combobox", { name: "Wydawca zestawu" }), "GPM");
    await userEvent.click(strip.getByRole("button", { name: "latarnie morskie" }));
    await expect(count()).toHaveTextContent("4 modele");
    await userEvent.selectOptions(strip.getByRole("combobox", { name: "Skala" }), "1:160");
    await expect(cards()).toHaveLength(0);
    await expect(count()).toHaveTextContent("Brak wyników");
  },
};

/** The owner's strip: drafts among the published models, each marked "szkic", and the way to a new model. */
export const OwnerWithDrafts: Story = {
  args: {
    admin: true,
    models: buildModels().map((model) =>
      model.component === "Hel" || model.component === "StarshipS30" ? { ...model, draft: true as const } : model,
    ),
  },
  play: async ({ canvasElement }) => {
    const { strip } = parts(canvasElement);
    await expect(strip.getAllByText("szkic")).toHaveLength(2);
    await expect(strip.getByRole("link", { name: "Nowy model" })).toBeVisible();
  },
};

export const DarkOwnerWithDrafts: Story = { ...OwnerWithDrafts, globals: { theme: "dark" } };

/** Wide cards side by side (the default); the arrows scroll a fifth of the strip. */
export const Wide: Story = {
  play: async ({ canvasElement }) => {
    const { strip, cards } = parts(canvasElement);
    const [first, second] = cards();
    await expect(second!.getBoundingClientRect().left).toBeGreaterThan(first!.getBoundingClientRect().right);
    const scroller = strip.getByRole("list").parentElement!;
    const left = strip.getByRole("button", { name: "Przewiń karty w lewo" });
    await expect(left).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(strip.getByRole("button", { name: "Przewiń karty w prawo" }));
    await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(left).toHaveAttribute("aria-disabled", "false"));
  },
};

/** Narrow cards lying over each other (stored `overlap`). */
export const Narrow: Story = {
  beforeEach: withStorage({ overlap: "true" }),
  play: async ({ canvasElement }) => {
    const { strip, cards } = parts(canvasElement);
    const toggle = strip.getByRole("button", { name: "Wąskie karty" });
    await waitFor(() => expect(toggle).toHaveAttribute("aria-pressed", "true"));
    const [first, second] = cards();
    await expect(second!.getBoundingClientRect().left).toBeLessThan(first!.getBoundingClientRect().right);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(second!.getBoundingClientRect().left).toBeGreaterThan(first!.getBoundingClientRect().right);
    await userEvent.click(toggle);
  },
};

/** Folded away: only the `nawigacja` bar with `pokaż nawigację`. */
export const Hidden: Story = {
  beforeEach: withStorage({ navigation: "false" }),
  play: async ({ canvasElement }) => {
    const { strip } = parts(canvasElement);
    await expect(strip.getByText("nawigacja")).toBeVisible();
    await expect(strip.queryByRole("list")).toBeNull();
    await userEvent.click(strip.getByRole("button", { name: "pokaż nawigację" }));
    await expect(strip.getByRole("list")).toBeVisible();
    await userEvent.click(strip.getByRole("button", { name: "ukryj nawigację" }));
    await expect(strip.getByRole("button", { name: "pokaż nawigację" })).toHaveFocus();
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    const { strip } = parts(canvasElement);
    await userEvent.click(strip.getByRole("button", { name: "kościoły" }));
    await expect(strip.getByRole("button", { name: "kościoły" })).toHaveAttribute("aria-pressed", "true");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const { strip } = parts(canvasElement);
    const narrowScreen = window.matchMedia(media.small).matches;
    // The narrow/wide toggle is not offered on small screens.
    if (narrowScreen) await expect(strip.queryByRole("button", { name: "Wąskie karty" })).toBeNull();
    else await expect(strip.getByRole("button", { name: "Wąskie karty" })).toBeVisible();
    await expect(strip.getByRole("searchbox", { name: "Szukaj modelu po nazwie" })).toBeVisible();
  },
};

/** Comment counts on the cards (none drawn for 0), as the root loader groups them per model. */
export const CommentCounts: Story = {
  args: { commentCounts: { Hel: 1, Wang: 12, Bedzin: 1234, SaturnV: 0, Oporow: 3 } },
  play: async ({ canvasElement }) => {
    const { strip } = parts(canvasElement);
    // Chromium puts a space before the visually hidden count (it is positioned, so block-level); jsdom does not.
    await expect(strip.getByRole("link", { name: /^Latarnia morska Hel 2014\s*, 1 komentarz$/ })).toBeVisible();
    await expect(strip.getByRole("link", { name: /^Świątynia Wang 2024\s*, 12 komentarzy/ })).toBeVisible();
    await expect(strip.getByRole("link", { name: /^Zamek w Będzinie 2019\s*, 1234 komentarze$/ })).toBeVisible();
    await expect(strip.getByRole("link", { name: /^Zamek w Oporowie 2016\s*, 3 komentarze$/ })).toBeVisible();
    const saturn = strip.getByRole("link", { name: "Rakieta Saturn V 2024" });
    await expect(saturn.querySelector("[data-comments]")).toBeNull();
    const bedzin = strip.getByRole("link", { name: /Zamek w Będzinie/ });
    await expect(bedzin.querySelector("[data-comments]")).toHaveTextContent("1234");
  },
};

export const DarkCommentCounts: Story = { ...CommentCounts, globals: { theme: "dark" } };

export const MobileCommentCounts: Story = { ...CommentCounts, globals: { viewport: { value: "mobile" } } };
