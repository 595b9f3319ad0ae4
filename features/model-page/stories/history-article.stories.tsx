import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { HistoryArticle } from "../components/history-article.tsx";
import { buildModel, storyImage } from "../tests/fixtures.ts";

const hel = buildModel();

const meta = {
  title: "Features/ModelPage/HistoryArticle",
  component: HistoryArticle,
  parameters: {
    docs: {
      description: {
        component:
          "The model page's Historia (Architektura for Będzin) article: an encyclopaedic text about the real building or machine, in sections with numbered, captioned photos and the source link.",
      },
    },
  },
  args: { model: hel, article: hel.history, resolveImage: storyImage },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "72rem", margin: "0 auto", padding: "1rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HistoryArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Dzieje" })).toBeVisible();
    await expect(canvas.getByText("Wieża latarni wśród sosen")).toBeVisible();
    await expect(canvas.getByRole("link", { name: /Wikipedia/ })).toHaveAttribute(
      "href",
      "https://pl.wikipedia.org/wiki/Latarnia_Morska_Hel",
    );
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
