import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ModelMap } from "../components/model-map.tsx";
import { HEL } from "../tests/fixtures.ts";

const heightOf = (element: HTMLElement) => Math.round(element.getBoundingClientRect().height);

/** The zoom levels of the tiles Leaflet asked for (the z of `/{z}/{x}/{y}.png`). */
function tileZooms(root: HTMLElement): number[] {
  const tiles = [...root.querySelectorAll<HTMLImageElement>("img.leaflet-tile")];
  return [...new Set(tiles.map((tile) => Number(/\/(\d+)\/\d+\/\d+\.png$/.exec(tile.src)?.[1])))];
}

async function activate(canvasElement: HTMLElement, name = HEL.name) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole("button", { name: "Kliknij by aktywować" }));
  // Leaflet's chunk loads on the first activation: allow for the download.
  await canvas.findByRole("button", { name }, { timeout: 10_000 });
  return canvas;
}

const meta = {
  title: "Features/Map/ModelMap",
  component: ModelMap,
  parameters: {
    docs: {
      description: {
        component:
          "The map of one model page: the real building's place at a detailed zoom with the address in the marker's popup, a toggle to the overview of Poland, and the small/large window toggle; inactive behind 'Kliknij by aktywować' until pressed.",
      },
    },
  },
  // OpenStreetMap's tiles cannot be reached from tests, so tiles may stay blank; the marker and controls still work.
  args: { name: HEL.name, position: HEL.position, address: HEL.address },
  decorators: [
    (Story) => (
      <div style={{ padding: "1rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ModelMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inactive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Kliknij by aktywować" })).toBeVisible();
    for (const name of ["widok Polski", "duże okno"]) {
      await expect(canvas.getByRole("button", { name })).toHaveAttribute("aria-disabled", "true");
    }
    await expect(heightOf(canvas.getByRole("region", { name: `Mapa: ${HEL.name}` }))).toBe(320);
  },
};

export const ActiveSmall: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await activate(canvasElement);
    await expect(heightOf(canvas.getByRole("region", { name: `Mapa: ${HEL.name}` }))).toBe(320);
    await userEvent.click(canvas.getByRole("button", { name: HEL.name }));
    const address = await canvas.findByText(HEL.address);
    // The popup fades in.
    await waitFor(() => expect(address).toBeVisible());
  },
};

export const ActiveLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await activate(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "duże okno" }));
    await expect(canvas.getByRole("button", { name: "małe okno" })).toHaveAttribute("title", "małe okno");
    await expect(heightOf(canvas.getByRole("region", { name: `Mapa: ${HEL.name}` }))).toBe(640);
  },
};

export const DetailedAndOverview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await activate(canvasElement);
    await expect(tileZooms(canvasElement)).toEqual([17]);
    await userEvent.click(canvas.getByRole("button", { name: "widok Polski" }));
    await expect(canvas.getByRole("button", { name: "widok szczegółowy" })).toHaveAttribute(
      "title",
      "widok szczegółowy",
    );
    await waitFor(() => expect(tileZooms(canvasElement)).toEqual([5]));
  },
};

export const WithoutAddress: Story = {
  args: { name: "Wilczy Szaniec", position: [54.079167, 21.493611], address: undefined },
  play: async ({ canvasElement }) => {
    const canvas = await activate(canvasElement, "Wilczy Szaniec");
    await userEvent.click(canvas.getByRole("button", { name: "Wilczy Szaniec" }));
    const close = await canvas.findByRole("button", { name: "Zamknij" });
    await expect(close.parentElement?.textContent).toContain("Wilczy Szaniec");
    await expect(canvasElement.querySelector(".leaflet-popup-content")?.children).toHaveLength(1);
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    const canvas = await activate(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: HEL.name }));
    const address = await canvas.findByText(HEL.address);
    // The popup fades in.
    await waitFor(() => expect(address).toBeVisible());
  },
};

export const DarkInactive: Story = { globals: { theme: "dark" } };

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
