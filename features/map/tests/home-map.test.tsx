import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { HomeMap, type HomeMapProps } from "../components/home-map.tsx";
import { useHeadingOnArrival } from "#features/settings/index.ts";
import { stubBrowserApis } from "#tests/setup/browser-stubs.ts";
import { buildPlaces } from "./fixtures.ts";
import { sortTiles, tileCoordinates, tilesInView, tileZooms } from "./tiles.ts";

beforeEach(() => stubBrowserApis());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const HEADER_HEIGHT = 56;
const HEADING_TOP = 700;

/** The model page the popup link leads to: a sticky header, the article heading further down, the site layout's scroll. */
function ModelPageStub() {
  useHeadingOnArrival();
  return (
    <>
      <header style={{ position: "sticky", top: 0 }}>Kartonowe budowle</header>
      <h1 id="naglowek-artykulu">Latarnia morska Hel</h1>
    </>
  );
}

function renderHomeMap(props: Partial<HomeMapProps> = {}) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <HomeMap places={buildPlaces()} {...props} /> },
    { path: "/Hel", Component: ModelPageStub },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

/**
 * Opens a place's popup from the keyboard, as a keyboard user would. (Clicking the marker and then the link would
 * read as a double click to Leaflet: jsdom's clicks lack the pointer type that tells Leaflet they came from a mouse.)
 */
async function openPopup(name: string) {
  const marker = screen.getByRole("button", { name });
  marker.focus();
  // Leaflet reads the legacy keyCode, which user-event leaves out.
  fireEvent.keyPress(marker, { key: "Enter", code: "Enter", keyCode: 13, charCode: 13 });
  return screen.findByRole("link", { name });
}

async function activate() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Kliknij by aktywować" }));
  await screen.findByRole("button", { name: "Latarnia morska Hel" });
  return user;
}

/** Gives the page's header and heading a layout, which jsdom does not compute. */
function layOutModelPage() {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    if (this.tagName === "HEADER") return DOMRect.fromRect({ x: 0, y: 0, width: 1280, height: HEADER_HEIGHT });
    if (this.id === "naglowek-artykulu") return DOMRect.fromRect({ x: 0, y: HEADING_TOP, width: 800, height: 40 });
    return DOMRect.fromRect();
  });
}

describe("the home map", () => {
  test("waits behind the overlay with a size toggle that does nothing yet", async () => {
    const onSizeChange = vi.fn();
    const user = userEvent.setup();
    renderHomeMap({ onSizeChange });
    const region = await screen.findByRole("region", { name: "Mapa modeli" });
    const size = within(region).getByRole("button", { name: "duże okno" });
    expect(size).toHaveAttribute("aria-disabled", "true");
    await user.click(size);
    expect(onSizeChange).not.toHaveBeenCalled();
    expect(within(region).getByRole("button", { name: "duże okno" })).toBeInTheDocument();
  });

  test("opens on the whole of Poland: zoom 6 tiles centred on 52.4° N, 19° E", async () => {
    // jsdom lays nothing out; a 640x480 box makes the tiles Leaflet asks for mark out the view it shows.
    const size = { width: 640, height: 480 };
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(size.width);
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(size.height);
    renderHomeMap();
    await activate();
    const region = screen.getByRole("region", { name: "Mapa modeli" });
    expect(tileZooms(region)).toEqual([6]);
    expect(sortTiles(tileCoordinates(region))).toEqual(tilesInView([52.4, 19], 6, size));
  });

  test("shows each place's 50x50 icon pointing at [25,45], named after the place", async () => {
    renderHomeMap();
    await activate();
    for (const place of buildPlaces()) {
      const marker = screen.getByRole("button", { name: place.name });
      expect(marker).toHaveAttribute("src", `/images/icons/${place.icon.replace("icons/", "")}`);
      expect(marker).toHaveAttribute("title", place.name);
      expect(marker).toHaveStyle({ width: "50px", height: "50px", marginLeft: "-25px", marginTop: "-45px" });
    }
  });

  test("tells the page when the visitor enlarges or shrinks it, and renames its toggle", async () => {
    const onSizeChange = vi.fn();
    renderHomeMap({ onSizeChange });
    const user = await activate();
    await user.click(screen.getByRole("button", { name: "duże okno" }));
    expect(onSizeChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole("button", { name: "małe okno" })).toHaveAttribute("title", "małe okno");
    await user.click(screen.getByRole("button", { name: "małe okno" }));
    expect(onSizeChange).toHaveBeenLastCalledWith(false);
    expect(onSizeChange).toHaveBeenCalledTimes(2);
  });

  test("opens a popup linking to the place's page, labelled with its name", async () => {
    renderHomeMap();
    await activate();
    expect(await openPopup("Zamek w Będzinie")).toHaveAttribute("href", "/Bedzin");
  });

  test("follows a popup link in the app and scrolls smoothly to the heading below the sticky header", async () => {
    window.localStorage.setItem("autoScroll", "true");
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    renderHomeMap();
    const user = await activate();
    const link = await openPopup("Latarnia morska Hel");
    layOutModelPage();
    await user.click(link);
    expect(await screen.findByRole("heading", { level: 1, name: "Latarnia morska Hel" })).toBeInTheDocument();
    await waitFor(() =>
      expect(scrollTo).toHaveBeenCalledWith({ top: HEADING_TOP - HEADER_HEIGHT, behavior: "smooth" }),
    );
  });

  test("jumps without animation when the visitor prefers reduced motion", async () => {
    stubBrowserApis({ reducedMotion: true });
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    renderHomeMap();
    const user = await activate();
    const link = await openPopup("Latarnia morska Hel");
    layOutModelPage();
    await user.click(link);
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: HEADING_TOP - HEADER_HEIGHT, behavior: "auto" }));
  });

  test("follows a popup link without scrolling when autoScroll is off", async () => {
    window.localStorage.setItem("autoScroll", "false");
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    renderHomeMap();
    const user = await activate();
    await user.click(await openPopup("Latarnia morska Hel"));
    expect(await screen.findByRole("heading", { level: 1, name: "Latarnia morska Hel" })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
