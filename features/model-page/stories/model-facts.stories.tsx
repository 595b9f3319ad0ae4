import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ModelFacts } from "../index.ts";
import { buildModel, storyImage } from "../tests/fixtures.ts";

const meta = {
  title: "Features/ModelPage/ModelFacts",
  component: ModelFacts,
  parameters: {
    docs: {
      description: {
        component:
          "The Model section's facts: the cover picture beside the kit's information list, where a value with a link becomes a 'Download' link.",
      },
    },
  },
  args: { model: buildModel(), resolveImage: storyImage },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "72rem", margin: "0 auto", padding: "1rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ModelFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Facts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Wydawca")).toBeVisible();
    await expect(canvas.getByText("1:150")).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "Download" })).toBeNull();
  },
};

export const WithDownloadLinks: Story = {
  args: {
    model: buildModel({
      name: "Rakieta Starship SN15",
      info: {
        Projekt: "Model darmowy",
        Skala: "1:100",
        Starship: "https://example.com/starship.pdf",
        Booster: "https://example.com/booster.pdf",
        "Wnętrze starshipa": "https://example.com/wnetrze.pdf",
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole("link", { name: "Download" });
    await expect(links).toHaveLength(3);
    for (const link of links) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));
    }
    await expect(links[0]).toHaveAttribute("href", "https://example.com/starship.pdf");
  },
};

export const WithoutCover: Story = { args: { model: buildModel({ cover: undefined }) } };

export const Dark: Story = { globals: { theme: "dark" } };

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
