import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { HomeMap } from "../index.ts";
import { buildPlaces, storyIconUrl } from "../tests/fixtures.ts";

/** Height of the map box in CSS pixels (1rem = 16px in Storybook). */
const heightOf = (element: HTMLElement) => Math.round(element.getBoundingClientRect().height);

async function activate(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole("button", { name: "Kliknij by aktywować" }));
  // Leaflet's chunk loads on the first activation: allow for the download.
  await canvas.findByRole("button", { name: "Latarnia morska Hel" }, { timeout: 10_000 });
  return canvas;
}

const meta = {
  title: "Features/Map/HomeMap",
  component: HomeMap,
  parameters: {
    docs: {
      description: {
        component:
          "The home page's map of Poland with a marker for every modelled place, each popup linking to its model page. It stays dim behind 'Kliknij by aktywować' until the visitor activates it, and toggles between a small and a large window.",
      },
    },
  },
  // OpenStreetMap's tiles cannot be reached from tests, so tiles may stay blank; markers and controls still work.
  args: { places: buildPlaces(), onSizeChange: fn(), iconUrl: storyIconUrl },
  decorators: [
    (Story) => (
      <div style={{ padding: "1rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HomeMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inactive: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Mapa modeli" });
    const activateButton = canvas.getByRole("button", { name: "Kliknij by aktywować" });
    await expect(activateButton).toBeVisible();
    // What the click sends to whom, said under the button and as its description.
    await expect(canvas.getByText(/OpenStreetMap \(Wielka Brytania\), które poznają Twój adres IP/)).toBeVisible();
    await expect(activateButton).toHaveAccessibleDescription(/OpenStreetMap/);
    const size = canvas.getByRole("button", { name: "duże okno" });
    await expect(size).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(size);
    await expect(args.onSizeChange).not.toHaveBeenCalled();
    await expect(heightOf(region)).toBe(480);
    await expect(canvas.queryByRole("button", { name: "Przybliż" })).toBeNull();
  },
};

export const ActiveSmall: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await activate(canvasElement);
    const region = canvas.getByRole("region", { name: "Mapa modeli" });
    await expect(canvas.queryByRole("button", { name: "Kliknij by aktywować" })).toBeNull();
    await expect(heightOf(region)).toBe(480);
    await expect(canvas.getByRole("button", { name: "duże okno" })).toHaveAttribute("title", "duże okno");
    for (const place of buildPlaces()) await expect(canvas.getByRole("button", { name: place.name })).toBeVisible();
  },
};

export const ActiveLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await activate(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "duże okno" }));
    await expect(args.onSizeChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole("button", { name: "małe okno" })).toHaveAttribute("title", "małe okno");
    await expect(heightOf(canvas.getByRole("region", { name: "Mapa modeli" }))).toBe(800);
  },
};

export const PlacePopup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await activate(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Zamek w Będzinie" }));
    const link = await canvas.findByRole("link", { name: "Zamek w Będzinie" });
    await expect(link).toHaveAttribute("href", "/Bedzin");
    // The popup fades in.
    await waitFor(() => expect(link).toBeVisible());
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    const canvas = await activate(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Latarnia morska Hel" }));
    const link = await canvas.findByRole("link", { name: "Latarnia morska Hel" });
    await waitFor(() => expect(link).toBeVisible());
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
