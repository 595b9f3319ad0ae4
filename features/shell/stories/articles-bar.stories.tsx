import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ArticlesBar } from "../components/articles-bar.tsx";

const meta = {
  title: "Features/Shell/ArticlesBar",
  component: ArticlesBar,
  parameters: {
    docs: {
      description: {
        component:
          "The bar under the navigation strip that links the technical articles ('Artykuły:'); the link of the article being read is marked as the current page.",
      },
    },
  },
  args: { links: [{ to: "/Oswietlenie", label: "oświetlenie" }] },
} satisfies Meta<typeof ArticlesBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "oświetlenie" })).toHaveAttribute(
      "href",
      "/Oswietlenie",
    );
  },
};

export const OnArticlePage: Story = { parameters: { router: { initialEntry: "/Oswietlenie" } } };

export const Dark: Story = { globals: { theme: "dark" } };
