import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { media } from "#app/ui/media.ts";
import { BannerSlider } from "../components/banner-slider.tsx";
import { buildBanners, fixtureImageSrc } from "./fixtures.ts";

const banners = buildBanners();

function renderBanner(startIndex = 0) {
  return render(
    <MemoryRouter>
      <BannerSlider banners={banners} startIndex={startIndex} imageSrc={fixtureImageSrc} />
    </MemoryRouter>,
  );
}

function region() {
  return screen.getByRole("region", { name: "Banner" });
}

/** The current slide's link: its name is the slide's title. */
function slideLink() {
  return within(region()).getByRole("link");
}

/** The pictures are decorative (alt=""), inside the aria-hidden slide layers; the last one is the current slide. */
function currentImage() {
  const images = within(region()).getAllByRole("presentation", { hidden: true });
  return images[images.length - 1] as HTMLImageElement;
}

/** The element whose slow zoom moves the current picture (the picture's parent). */
function zoomStage() {
  return currentImage().parentElement!.parentElement!;
}

/** jsdom has no matchMedia: answer the listed queries as matching, every other as not. */
function stubMedia(matching: string[] = []) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: matching.includes(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** Records the pictures fetched ahead through `new Image()`. */
function recordPreloads() {
  const sources: string[] = [];
  vi.stubGlobal(
    "Image",
    class {
      set src(value: string) {
        sources.push(value);
      }
    },
  );
  return sources;
}

/**
 * Ends a CSS animation on `element`. jsdom has no AnimationEvent, so React listens for the prefixed
 * `webkitAnimationEnd` there instead of `animationend`: send both, exactly one reaches the handler.
 */
function endAnimation(element: Element) {
  for (const type of ["animationend", "webkitAnimationEnd"]) {
    act(() => {
      element.dispatchEvent(new Event(type, { bubbles: true }));
    });
  }
}

beforeEach(() => stubMedia());

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute("data-banner");
});

describe("the banner", () => {
  test("links the slide to its model page, with the mobile picture for narrow windows", () => {
    renderBanner(1);
    expect(slideLink()).toHaveAccessibleName("Świątynia Wang");
    expect(slideLink()).toHaveAttribute("href", "/Wang");
    const source = currentImage().parentElement!.querySelector("source")!;
    expect(source).toHaveAttribute("media", "screen and (max-width: 640px)");
    expect(source.getAttribute("srcset")).toBe(fixtureImageSrc("banners/mobile/wang.webp"));
    expect(currentImage()).toHaveAttribute("width", "1600");
    expect(currentImage()).toHaveAttribute("height", "500");
  });

  test("shows a spinner until the picture has loaded", () => {
    renderBanner();
    expect(within(region()).getByRole("status", { name: "Ładowanie zdjęcia banneru" })).toBeInTheDocument();
    fireEvent.load(currentImage());
    expect(within(region()).queryByRole("status")).not.toBeInTheDocument();
  });

  test("says so when the picture cannot be loaded, and still links to the model", () => {
    renderBanner();
    fireEvent.error(currentImage());
    expect(within(region()).getByText("Nie udało się wczytać zdjęcia")).toBeInTheDocument();
    expect(within(region()).queryByRole("status")).not.toBeInTheDocument();
    expect(slideLink()).toHaveAttribute("href", "/Bedzin");
  });

  test("advances when the picture's zoom ends, wrapping to the first slide", () => {
    renderBanner(3);
    fireEvent.load(currentImage());
    expect(slideLink()).toHaveAccessibleName("Phantom F-4B");
    endAnimation(zoomStage());
    expect(slideLink()).toHaveAccessibleName("Zamek w Będzinie");
    expect(within(region()).getByRole("status", { name: "Ładowanie zdjęcia banneru" })).toBeInTheDocument();
  });

  test("fetches the next picture ahead while the current one zooms, the mobile one on a narrow window", () => {
    stubMedia([media.small]);
    const preloads = recordPreloads();
    renderBanner(3);
    expect(preloads).toEqual([]);
    fireEvent.load(currentImage());
    expect(preloads).toEqual([fixtureImageSrc("banners/mobile/bedzin-noc.webp")]);
  });

  test("fetches nothing ahead when the visitor prefers reduced motion (the banner does not advance)", () => {
    stubMedia([media.reducedMotion]);
    const preloads = recordPreloads();
    renderBanner();
    fireEvent.load(currentImage());
    expect(preloads).toEqual([]);
  });

  test("ignores animations that end inside the slide", () => {
    renderBanner();
    fireEvent.load(currentImage());
    endAnimation(currentImage());
    expect(slideLink()).toHaveAccessibleName("Zamek w Będzinie");
  });

  test("keeps its controls behind the gear", async () => {
    const user = userEvent.setup();
    renderBanner();
    const gear = screen.getByRole("button", { name: "Sterowanie bannerem" });
    expect(gear).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("button", { name: "Następny banner" })).not.toBeInTheDocument();
    await user.click(gear);
    expect(gear).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("button", { name: "Poprzedni banner" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Wstrzymaj pokaz" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Następny banner" })).toBeVisible();
    await user.keyboard("{Escape}");
    expect(gear).toHaveAttribute("aria-expanded", "false");
    expect(gear).toHaveFocus();
  });

  test("goes forward past the last slide to the first and back past the first to the last", async () => {
    const user = userEvent.setup();
    renderBanner(3);
    await user.click(screen.getByRole("button", { name: "Sterowanie bannerem" }));
    await user.click(screen.getByRole("button", { name: "Następny banner" }));
    expect(slideLink()).toHaveAccessibleName("Zamek w Będzinie");
    await user.click(screen.getByRole("button", { name: "Poprzedni banner" }));
    await user.click(screen.getByRole("button", { name: "Poprzedni banner" }));
    expect(slideLink()).toHaveAccessibleName("Łazik Curiosity");
  });

  test("keeps the replaced picture underneath until the new one has loaded", async () => {
    const user = userEvent.setup();
    renderBanner();
    fireEvent.load(currentImage());
    await user.click(screen.getByRole("button", { name: "Sterowanie bannerem" }));
    await user.click(screen.getByRole("button", { name: "Następny banner" }));
    const images = within(region()).getAllByRole("presentation", { hidden: true });
    expect(images.map((image) => image.getAttribute("src"))).toEqual([
      fixtureImageSrc("banners/full/bedzin-noc.webp"),
      fixtureImageSrc("banners/full/wang.webp"),
    ]);
  });

  test("pauses and resumes, and remembers the choice", async () => {
    const user = userEvent.setup();
    const { unmount } = renderBanner();
    await user.click(screen.getByRole("button", { name: "Sterowanie bannerem" }));
    await user.click(screen.getByRole("button", { name: "Wstrzymaj pokaz" }));
    expect(localStorage.getItem("bannerState")).toBe("paused");
    expect(screen.getByRole("button", { name: "Wznów pokaz" })).toBeInTheDocument();
    unmount();

    renderBanner();
    await user.click(screen.getByRole("button", { name: "Sterowanie bannerem" }));
    await user.click(screen.getByRole("button", { name: "Wznów pokaz" }));
    expect(localStorage.getItem("bannerState")).toBe("running");
    expect(screen.getByRole("button", { name: "Wstrzymaj pokaz" })).toBeInTheDocument();
  });

  test("hides behind a small banner button and comes back, storing the choice", async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole("button", { name: "Ukryj banner" }));
    expect(document.documentElement).toHaveAttribute("data-banner", "hidden");
    expect(localStorage.getItem("banner")).toBe("false");
    const show = screen.getByRole("button", { name: "Pokaż banner" });
    expect(show).toHaveTextContent("banner");
    expect(show).toHaveFocus();

    await user.click(show);
    expect(document.documentElement).not.toHaveAttribute("data-banner");
    expect(localStorage.getItem("banner")).toBe("true");
    expect(screen.getByRole("button", { name: "Ukryj banner" })).toHaveFocus();
  });

  test("follows the stored setting when it changes elsewhere (the settings panel)", async () => {
    localStorage.setItem("banner", "false");
    renderBanner();
    expect(document.documentElement).toHaveAttribute("data-banner", "hidden");
    const { updateSetting } = await import("#features/settings/index.ts");
    act(() => updateSetting("banner", true));
    expect(document.documentElement).not.toHaveAttribute("data-banner");
  });
});
