import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { RandomStrip } from "../index.ts";
import { buildPhotos, storyImageUrl } from "../tests/fixtures.ts";

const meta = {
  title: "Features/RandomGallery/RandomStrip",
  component: RandomStrip,
  parameters: {
    docs: {
      description: {
        component:
          "The home page's 'Losowe galerie' block: a row of random photos from different models, each opening in the photo viewer, with the counts of galleries and photos.",
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: "72rem", margin: "0 auto", padding: "0 1rem" }}>{Story()}</div>],
  args: { photos: buildPhotos(6), galleries: 39, photoCount: 1419, resolveImage: storyImageUrl },
} satisfies Meta<typeof RandomStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const block = within(canvasElement).getByRole("region", { name: "Losowe galerie" });
    await expect(within(block).getAllByRole("listitem")).toHaveLength(6);
    await expect(within(block).getByText("Łącznie: 39 galerii, 1419 zdjęć")).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

/** On a phone the row scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list");
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
  },
};
