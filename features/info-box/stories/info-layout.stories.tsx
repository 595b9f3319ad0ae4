import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { InfoBox, InfoLayout } from "../index.ts";
import { buildInfo } from "../tests/fixtures.ts";

/** Stands in for the home map, which belongs to another feature: a box of the small map's height. */
function MapStandIn({ large }: { large: boolean }) {
  return (
    <div
      role="region"
      aria-label="Mapa modeli"
      style={{
        height: large ? "40rem" : "30rem",
        border: "1px dashed currentColor",
        borderRadius: 8,
        display: "grid",
        placeItems: "center",
      }}
    >
      mapa ({large ? "duże okno" : "małe okno"})
    </div>
  );
}

const meta = {
  title: "Features/InfoBox/InfoLayout",
  component: InfoLayout,
  parameters: {
    docs: {
      description: {
        component:
          "The top of the home page: the info box and the map side by side on wide screens, stacked when the map is enlarged or the screen is narrow.",
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: "72rem", margin: "0 auto", padding: "0 1rem" }}>{Story()}</div>],
  args: {
    stacked: false,
    info: <InfoBox info={buildInfo()} admin={false} />,
    map: <MapStandIn large={false} />,
  },
} satisfies Meta<typeof InfoLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Side by side on a wide screen. */
export const SideBySide: Story = {
  globals: { viewport: { value: "desktop" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const info = canvas.getByRole("region", { name: "Informacje" }).getBoundingClientRect();
    const map = canvas.getByRole("region", { name: "Mapa modeli" }).getBoundingClientRect();
    await expect(Math.abs(info.top - map.top)).toBeLessThan(2);
    await expect(map.left).toBeGreaterThan(info.right - 1);
  },
};

/** The enlarged map stacks under the info box. */
export const Stacked: Story = {
  args: { stacked: true, map: <MapStandIn large /> },
  globals: { viewport: { value: "desktop" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const info = canvas.getByRole("region", { name: "Informacje" }).getBoundingClientRect();
    const map = canvas.getByRole("region", { name: "Mapa modeli" }).getBoundingClientRect();
    await expect(map.top).toBeGreaterThan(info.bottom - 1);
  },
};

/** Without an info text the map takes the whole row. */
export const MapOnly: Story = { args: { info: <InfoBox info={buildInfo("")} admin={false} /> } };

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };

export const Dark: Story = { globals: { theme: "dark" } };
