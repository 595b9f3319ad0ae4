import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { ModelMap } from "../components/model-map.tsx";
import { stubBrowserApis } from "#tests/setup/browser-stubs.ts";
import { HEL } from "./fixtures.ts";
import { tileZooms } from "./tiles.ts";

beforeEach(() => stubBrowserApis());
afterEach(() => vi.unstubAllGlobals());

async function activate() {
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Kliknij by aktywować" }));
  await screen.findByRole("button", { name: HEL.name });
  return user;
}

describe("the model map before activation", () => {
  test("shows the overlay button and toolbar buttons that wait for activation", () => {
    render(<ModelMap {...HEL} />);
    const region = screen.getByRole("region", { name: `Mapa: ${HEL.name}` });
    expect(within(region).getByRole("button", { name: "Kliknij by aktywować" })).toBeEnabled();
    const size = within(region).getByRole("button", { name: "duże okno" });
    const mode = within(region).getByRole("button", { name: "widok Polski" });
    for (const button of [size, mode]) expect(button).toHaveAttribute("aria-disabled", "true");
    expect(size).toHaveAttribute("title", "duże okno");
    expect(mode).toHaveAttribute("title", "widok Polski");
  });

  test("has no Leaflet map yet, and its toggles do nothing", async () => {
    const user = userEvent.setup();
    render(<ModelMap {...HEL} />);
    await user.click(screen.getByRole("button", { name: "duże okno" }));
    await user.click(screen.getByRole("button", { name: "widok Polski" }));
    expect(screen.getByRole("button", { name: "duże okno" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "widok Polski" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Przybliż" })).toBeNull();
    expect(screen.queryByRole("button", { name: HEL.name })).toBeNull();
  });
});

describe("the active model map", () => {
  test("replaces the overlay with the map, its marker and Polish zoom buttons", async () => {
    render(<ModelMap {...HEL} />);
    await activate();
    expect(screen.queryByRole("button", { name: "Kliknij by aktywować" })).toBeNull();
    expect(screen.getByRole("button", { name: "Przybliż" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Oddal" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "duże okno" })).not.toHaveAttribute("aria-disabled");
    expect(screen.getByRole("link", { name: "Współtwórcy OpenStreetMap" })).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/copyright",
    );
  });

  test("moves keyboard focus into the map, as the activate button is gone", async () => {
    render(<ModelMap {...HEL} />);
    await activate();
    const region = screen.getByRole("region", { name: `Mapa: ${HEL.name}` });
    expect(region).toContainElement(document.activeElement as HTMLElement);
  });

  test("names the size toggle by the window it switches to and keeps focus on it", async () => {
    render(<ModelMap {...HEL} />);
    const user = await activate();
    await user.click(screen.getByRole("button", { name: "duże okno" }));
    const shrink = screen.getByRole("button", { name: "małe okno" });
    expect(shrink).toHaveAttribute("title", "małe okno");
    expect(shrink).toHaveFocus();
    await user.click(shrink);
    expect(screen.getByRole("button", { name: "duże okno" })).toHaveAttribute("title", "duże okno");
  });

  test("shows the close-up at zoom 17 and the Poland overview at zoom 5, or 6 in the large window", async () => {
    render(<ModelMap {...HEL} />);
    const user = await activate();
    const region = screen.getByRole("region", { name: `Mapa: ${HEL.name}` });
    expect(tileZooms(region)).toEqual([17]);

    await user.click(screen.getByRole("button", { name: "widok Polski" }));
    expect(tileZooms(region)).toEqual([5]);
    expect(screen.getByRole("button", { name: "widok szczegółowy" })).toHaveAttribute("title", "widok szczegółowy");

    await user.click(screen.getByRole("button", { name: "duże okno" }));
    expect(tileZooms(region)).toEqual([6]);

    await user.click(screen.getByRole("button", { name: "widok szczegółowy" }));
    expect(tileZooms(region)).toEqual([17]);
  });

  test("shows the name and the address in the marker's popup, with a Polish close button", async () => {
    render(<ModelMap {...HEL} />);
    const user = await activate();
    await user.click(screen.getByRole("button", { name: HEL.name }));
    expect(await screen.findByText(HEL.address)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Zamknij" })).toBeInTheDocument();
  });

  test("shows only the name in the popup of a model without an address", async () => {
    const { container } = render(<ModelMap name={HEL.name} position={HEL.position} />);
    const user = await activate();
    await user.click(screen.getByRole("button", { name: HEL.name }));
    const popup = await screen.findByRole("button", { name: "Zamknij" });
    expect(popup.parentElement).toHaveTextContent(HEL.name);
    expect(container).not.toHaveTextContent(HEL.address);
  });
});
