import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { GalleryCounts } from "../components/gallery-counts.tsx";

const meta = {
  title: "Features/RandomGallery/GalleryCounts",
  component: GalleryCounts,
  parameters: {
    docs: {
      description: {
        component:
          "The line under the home page's random galleries that counts the site's galleries and photos ('Łącznie: …'), with Polish plural forms.",
      },
    },
  },
  decorators: [(Story) => <div style={{ padding: "1rem" }}>{Story()}</div>],
  args: { galleries: 39, photos: 1419 },
} satisfies Meta<typeof GalleryCounts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The catalogue's numbers: `many` forms. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Łącznie: 39 galerii, 1419 zdjęć")).toBeVisible();
  },
};

/** `few` forms: 2-4 and 22-24. */
export const Few: Story = {
  args: { galleries: 22, photos: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Łącznie: 22 galerie, 3 zdjęcia")).toBeVisible();
  },
};

/** `one` forms. */
export const One: Story = {
  args: { galleries: 1, photos: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Łącznie: 1 galeria, 1 zdjęcie")).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: "dark" } };
