import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { ModelMap } from "../components/model-map.tsx";
import { stubBrowserApis } from "#tests/setup/browser-stubs.ts";
import { HEL } from "./fixtures.ts";

const LEAFLET_CHUNK = "../components/leaflet-map.client.tsx";

beforeEach(() => stubBrowserApis());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.doUnmock(LEAFLET_CHUNK);
  vi.restoreAllMocks();
});

test("says so in Polish when the map cannot be loaded, and loads it on a retry", async () => {
  // The map's chunk failing to download (offline, or a deploy replaced it).
  vi.doMock(LEAFLET_CHUNK, () => {
    throw new Error("Failed to fetch dynamically imported module");
  });
  vi.spyOn(console, "error").mockImplementation(() => {});
  const user = userEvent.setup();
  render(<ModelMap {...HEL} />);
  await user.click(screen.getByRole("button", { name: "Kliknij by aktywować" }));

  expect(await screen.findByRole("alert")).toHaveTextContent(
    "Nie udało się wczytać mapy. Sprawdź połączenie z internetem i spróbuj ponownie.",
  );
  expect(screen.queryByRole("button", { name: "Kliknij by aktywować" })).toBeNull();

  vi.doUnmock(LEAFLET_CHUNK);
  await user.click(screen.getByRole("button", { name: "Spróbuj ponownie" }));
  expect(await screen.findByRole("button", { name: HEL.name })).toBeInTheDocument();
  expect(screen.queryByRole("alert")).toBeNull();
});

test("shows a spoken loading state while the map's code downloads", async () => {
  // The real chunk, held back until the test lets it arrive.
  const arrived = Promise.withResolvers<void>();
  vi.doMock(LEAFLET_CHUNK, async () => {
    await arrived.promise;
    return vi.importActual(LEAFLET_CHUNK);
  });
  const user = userEvent.setup();
  render(<ModelMap {...HEL} />);
  await user.click(screen.getByRole("button", { name: "Kliknij by aktywować" }));
  expect(screen.getByRole("status", { name: "Ładowanie mapy…" })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "duże okno" })).not.toHaveAttribute("aria-disabled");
  arrived.resolve();
  await screen.findByRole("button", { name: HEL.name });
  expect(screen.queryByRole("status")).toBeNull();
});
