import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { media } from "#app/ui/media.ts";
import { BannerSlider } from "../components/banner-slider.tsx";
import { buildBanners, fixtureImageSrc } from "../tests/fixtures.ts";

/** Stored choices a story starts from; removed again (with the page attribute) when the story ends. */
function withStorage(entries: Record<string, string>) {
  return () => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    return () => {
      for (const key of Object.keys(entries)) localStorage.removeItem(key);
      document.documentElement.removeAttribute("data-banner");
    };
  };
}

/** The zoom of the slide on top: the one whose end advances the banner. */
function currentZoom(canvasElement: HTMLElement): Animation | undefined {
  const pictures = canvasElement.querySelectorAll("section img");
  const stage = pictures[pictures.length - 1]?.parentElement?.parentElement;
  return stage?.getAnimations()[0];
}

/** A picture address the Loading story keeps from ever being requested. */
const NEVER_ANSWERS = "/__story-never-answers__.webp";

const meta = {
  title: "Features/Banner/BannerSlider",
  component: BannerSlider,
  parameters: {
    docs: {
      description: {
        component:
          "The rotating banner at the top of every page: slides with a slowly zooming picture and an animated title, starting from a random one, with previous, pause/resume and next behind the gear, and a toggle that hides it down to a small 'banner' label (the choice is stored).",
      },
    },
  },
  args: { banners: buildBanners(), startIndex: 0, imageSrc: fixtureImageSrc },
  beforeEach: withStorage({}),
} satisfies Meta<typeof BannerSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picture has not arrived yet: the spinner shows over the reserved space. */
export const Loading: Story = {
  // The picture is never requested (its address is dropped), so the story holds the moment before it arrives.
  args: { imageSrc: () => NEVER_ANSWERS },
  beforeEach: () => {
    const setAttribute = Element.prototype.setAttribute;
    Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
      if ((name === "src" || name === "srcset") && value.startsWith(NEVER_ANSWERS)) return;
      setAttribute.call(this, name, value);
    } as Element["setAttribute"];
    return () => {
      Element.prototype.setAttribute = setAttribute;
    };
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole("region", { name: "Banner" });
    await expect(within(banner).getByRole("status", { name: "Ładowanie zdjęcia banneru" })).toBeVisible();
    await expect(within(banner).getByRole("link", { name: "Zamek w Będzinie" })).toHaveAttribute("href", "/Bedzin");
    const frame = banner.firstElementChild as HTMLElement;
    // The space is reserved before the picture arrives: 1600 x 500.
    await expect(Math.round((frame.clientWidth / frame.clientHeight) * 10) / 10).toBe(3.2);
  },
};

/** The picture is there and slowly zooms; when the zoom ends the next slide comes. */
export const Running: Story = {
  tags: ["motion"],
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole("region", { name: "Banner" });
    await waitFor(() => expect(within(banner).queryByRole("status")).toBeNull());
    await waitFor(() => expect(currentZoom(canvasElement)?.playState).toBe("running"));
    currentZoom(canvasElement)?.finish();
    await waitFor(() => expect(within(banner).getByRole("link")).toHaveAccessibleName("Świątynia Wang"));
  },
};

/** Paused by the visitor earlier (stored): the zoom stands still. */
export const Paused: Story = {
  tags: ["motion"],
  beforeEach: withStorage({ bannerState: "paused" }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole("status")).toBeNull());
    await waitFor(() => expect(currentZoom(canvasElement)?.playState).toBe("paused"));
    await userEvent.click(canvas.getByRole("button", { name: "Sterowanie bannerem" }));
    await expect(canvas.getByRole("button", { name: "Wznów pokaz" })).toBeVisible();
  },
};

/** The gear is open: previous, pause and next. */
export const ControlsOpen: Story = {
  args: { startIndex: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gear = canvas.getByRole("button", { name: "Sterowanie bannerem" });
    await userEvent.click(gear);
    await expect(gear).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Następny banner" }));
    const link = canvas.getByRole("link", { name: "Zamek w Będzinie" });
    await expect(link).toBeVisible();
    // The new title's letters come one by one (100 ms, then 150 ms apart) and end fully shown.
    await waitFor(() => expect(link.querySelectorAll("[aria-hidden] span span")).toHaveLength(14));
    const letters = [...link.querySelectorAll<HTMLElement>("[aria-hidden] span span")];
    await waitFor(() => expect(getComputedStyle(letters[13]!).opacity).toBe("1"));
    await expect(letters.map((letter) => letter.textContent).join("")).toBe("ZamekwBędzinie");
    await userEvent.click(canvas.getByRole("button", { name: "Poprzedni banner" }));
    await userEvent.click(canvas.getByRole("button", { name: "Poprzedni banner" }));
    await expect(canvas.getByRole("link", { name: "Łazik Curiosity" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Wstrzymaj pokaz" }));
    await expect(canvas.getByRole("button", { name: "Wznów pokaz" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Wznów pokaz" }));
  },
};

/** Hidden by the visitor: only the small `banner` button is left. */
export const Hidden: Story = {
  beforeEach: withStorage({ banner: "false" }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const show = canvas.getByRole("button", { name: "Pokaż banner" });
    await expect(show).toBeVisible();
    await expect(show).toHaveTextContent("banner");
    await expect(canvas.queryByRole("link")).toBeNull();
    await userEvent.click(show);
    await expect(canvas.getByRole("link", { name: "Zamek w Będzinie" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Ukryj banner" })).toHaveFocus();
    await userEvent.click(canvas.getByRole("button", { name: "Ukryj banner" }));
    await expect(canvas.getByRole("button", { name: "Pokaż banner" })).toBeVisible();
  },
};

/** A phone: the mobile picture (640 x 400) and its proportions. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { startIndex: 2 },
  play: async ({ canvasElement }) => {
    const picture = canvasElement.querySelector("section img") as HTMLImageElement;
    await waitFor(() => expect(picture.currentSrc).not.toBe(""));
    const narrow = window.matchMedia(media.small).matches;
    await expect(picture.currentSrc).toBe(
      fixtureImageSrc(narrow ? "banners/mobile/curiosity.webp" : "banners/full/curiosity.webp"),
    );
  },
};

export const Dark: Story = { globals: { theme: "dark" }, args: { startIndex: 1 } };
