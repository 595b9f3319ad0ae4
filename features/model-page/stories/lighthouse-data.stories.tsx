import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { LighthouseData } from "../components/lighthouse-data.tsx";
import { buildModel } from "../tests/fixtures.ts";

const hel = buildModel();

const meta = {
  title: "Features/ModelPage/LighthouseData",
  component: LighthouseData,
  parameters: {
    docs: {
      description: {
        component:
          "The Dane techniczne block of a lighthouse page: the lighthouse's technical data as a list and its light phases, with a small lamp that flashes in the lighthouse's rhythm (still for visitors who prefer reduced motion).",
      },
    },
  },
  args: { technicalData: hel.technicalData!, lightPhases: hel.lightPhases },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "72rem", margin: "0 auto", padding: "1rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LighthouseData>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Isophase: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Wysokość wieży")).toBeVisible();
    await expect(canvas.getByRole("cell", { name: "Światło 5 s" })).toBeVisible();
    await expect(canvas.getByRole("cell", { name: "10 s" })).toBeVisible();
    await expect(canvas.getByRole("img", { name: "Jeden okres (10 s): światło 5 s, przerwa 5 s" })).toBeVisible();
  },
};

/** A group of three flashes (Stilo): short light phases still show in the timeline. */
export const GroupFlashing: Story = {
  args: {
    technicalData: { ...hel.technicalData!, "Charakterystyka światła": "Błyskowe grupowe" },
    lightPhases: {
      phases: [
        { kind: "light", label: "Błysk 0,3 s", seconds: 0.3 },
        { kind: "dark", label: "Przerwa 2,2 s", seconds: 2.2 },
        { kind: "light", label: "Błysk 0,3 s", seconds: 0.3 },
        { kind: "dark", label: "Przerwa 2,2 s", seconds: 2.2 },
        { kind: "light", label: "Błysk 0,3 s", seconds: 0.3 },
        { kind: "dark", label: "Przerwa 6,7 s", seconds: 6.7 },
      ],
      period: "12 s",
    },
  },
  play: async ({ canvasElement }) => {
    const rows = within(within(canvasElement).getByRole("table")).getAllByRole("row");
    await expect(rows).toHaveLength(8);
  },
};

export const WithoutPhases: Story = {
  args: { lightPhases: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("table")).toBeNull();
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
