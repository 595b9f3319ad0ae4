import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { useHeadingOnArrival } from "#features/settings/index.ts";
import { stubBrowserApis } from "#tests/setup/browser-stubs.ts";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { GalleryCounts } from "../components/gallery-counts.tsx";
import { RandomGallery, RandomStrip } from "../index.ts";
import { buildPhotos, storyImageUrl } from "./fixtures.ts";

beforeEach(() => stubBrowserApis());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function ModelPage() {
  useHeadingOnArrival();
  const location = useLocation();
  return (
    <>
      <header style={{ position: "sticky", top: 0 }}>Kartonowe budowle</header>
      <h1 id="naglowek-artykulu">Strona modelu</h1>
      <p>
        adres: {decodeURIComponent(location.pathname)}
        {location.search}
        {location.hash}
      </p>
    </>
  );
}

/** The viewer keeps its neighbouring slides in the page too: the caption link of the photo with this target. */
async function captionLink(href: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const link = screen
        .getAllByRole("link", { name: "Przejdź do galerii" })
        .find((candidate) => candidate.getAttribute("href") === href);
      if (!link) throw new Error(`no caption link to ${href}`);
      return link;
    },
    { timeout: 15_000 },
  );
}

function renderAt(element: React.ReactNode) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => element },
    { path: "*", Component: ModelPage },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("the random gallery", () => {
  test("shows each photo's 200x200 thumbnail and its model's name, in the order given", () => {
    const photos = buildPhotos();
    renderAt(<RandomGallery photos={photos} resolveImage={storyImageUrl} />);
    const tiles = screen.getAllByRole("listitem");
    expect(tiles).toHaveLength(photos.length);
    expect(within(tiles[0]!).getByRole("link", { name: "Latarnia morska Hel" })).toHaveAttribute("href", "/Hel");
    const image = tiles[1]!.querySelector("img")!;
    expect(image).toHaveAttribute("width", "200");
    expect(image).toHaveAttribute("height", "200");
    expect(within(tiles[1]!).getByRole("button", { name: "Powiększ zdjęcie: Zamek w Będzinie – dzień, zdjęcie 12" }));
  });

  test("offers a new draw and refuses another while one is on its way", async () => {
    const user = userEvent.setup();
    const onShuffle = vi.fn();
    const { rerender } = render(<RandomGallery photos={buildPhotos(2)} onShuffle={onShuffle} />, {
      wrapper: ({ children }) => {
        const Stub = createRoutesStub([{ path: "/", Component: () => children }]);
        return <Stub />;
      },
    });
    await user.click(screen.getByRole("button", { name: "Wylosuj inne zdjęcia" }));
    expect(onShuffle).toHaveBeenCalledOnce();
    rerender(<RandomGallery photos={buildPhotos(2)} onShuffle={onShuffle} shuffling />);
    const shuffle = screen.getByRole("button", { name: "Wylosuj inne zdjęcia" });
    expect(shuffle).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("status", { name: "Losowanie zdjęć…" })).toBeInTheDocument();
    await user.click(shuffle);
    expect(onShuffle).toHaveBeenCalledOnce();
  });

  test("says so when there are no photos", () => {
    renderAt(<RandomGallery photos={[]} />);
    expect(screen.getByText("W galeriach nie ma jeszcze zdjęć.")).toBeInTheDocument();
  });

  test("a thumbnail opens the viewer whose caption links to the model's gallery with that photo", async () => {
    const user = userEvent.setup();
    renderAt(<RandomGallery photos={buildPhotos()} resolveImage={storyImageUrl} />);
    await user.click(screen.getByRole("button", { name: /Powiększ zdjęcie: Latarnia morska Krynica Morska/ }));
    const link = await captionLink("/Krynica%20Morska?photo=dzien-01#galeria");
    localStorage.setItem("autoScroll", "false");
    await user.click(link);
    expect(await screen.findByText("adres: /Krynica Morska?photo=dzien-01#galeria")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Przejdź do galerii" })).not.toBeInTheDocument();
  }, 20_000);

  test("with autoScroll on, following the caption link scrolls to the model page's heading below the header", async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
      if (this.tagName === "HEADER") return DOMRect.fromRect({ x: 0, y: 0, width: 1280, height: 56 });
      if (this.id === "naglowek-artykulu") return DOMRect.fromRect({ x: 0, y: 700, width: 800, height: 40 });
      return DOMRect.fromRect();
    });
    localStorage.setItem("autoScroll", "true");
    renderAt(<RandomGallery photos={buildPhotos()} resolveImage={storyImageUrl} />);
    await user.click(screen.getByRole("button", { name: /Powiększ zdjęcie: Latarnia morska Hel/ }));
    await user.click(await captionLink("/Hel?photo=noc-07#galeria"));
    expect(await screen.findByText("adres: /Hel?photo=noc-07")).toBeInTheDocument();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 644, behavior: "smooth" }));
  }, 20_000);
});

describe("the home page's strip and counts", () => {
  test("shows a few photos, a link to all galleries and the counts with Polish plurals", () => {
    renderAt(<RandomStrip photos={buildPhotos(6)} galleries={39} photoCount={1419} resolveImage={storyImageUrl} />);
    const block = screen.getByRole("region", { name: "Losowe galerie" });
    expect(within(block).getAllByRole("listitem")).toHaveLength(6);
    expect(within(block).getByRole("link", { name: "Zobacz wszystkie galerie" })).toHaveAttribute("href", "/Galerie");
    expect(within(block).getByText("Łącznie: 39 galerii, 1419 zdjęć")).toBeInTheDocument();
  });

  test("the counts line alone", () => {
    render(<GalleryCounts galleries={2} photos={3} />);
    expect(screen.getByText("Łącznie: 2 galerie, 3 zdjęcia")).toBeInTheDocument();
  });
});
