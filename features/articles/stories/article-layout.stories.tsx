import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ArticleLayout } from "../components/article-layout.tsx";

const meta = {
  title: "Features/Articles/ArticleLayout",
  component: ArticleLayout,
  parameters: {
    docs: {
      description: {
        component:
          "The frame every technical article shares: the heading, an optional lead and table of contents, a note while the article is still being written, and the figures, whose pictures open in the photo viewer with their titles as captions.",
      },
    },
  },
  args: {
    title: "Okna",
    lead: "Okna decydują o tym, czy model budynku wygląda na zamieszkany.",
    children: <p>Treść artykułu.</p>,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: "0 1rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArticleLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  args: { inProgress: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Okna" })).toHaveAttribute("id", "naglowek-artykulu");
    await expect(canvas.getByText("Artykuł w przygotowaniu")).toBeVisible();
  },
};

export const WithTableOfContents: Story = {
  args: {
    title: "Oświetlenie modeli",
    toc: [
      { id: "rodzaje-diod", label: "Rodzaje diod LED" },
      { id: "dobor-rezystora", label: "Dobór rezystora" },
      { id: "zasilanie", label: "Zasilanie" },
    ],
    children: (
      <>
        <h2 id="rodzaje-diod">Rodzaje diod LED</h2>
        <p>…</p>
        <h2 id="dobor-rezystora">Dobór rezystora</h2>
        <p>…</p>
        <h2 id="zasilanie">Zasilanie</h2>
        <p>…</p>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const toc = within(canvasElement).getByRole("navigation", { name: "Spis treści" });
    await expect(within(toc).getByRole("link", { name: "Zasilanie" })).toHaveAttribute("href", "#zasilanie");
    await expect(within(canvasElement).queryByText("Artykuł w przygotowaniu")).not.toBeInTheDocument();
  },
};

export const InProgressDark: Story = { ...InProgress, globals: { theme: "dark" } };

export const WithTableOfContentsDark: Story = { ...WithTableOfContents, globals: { theme: "dark" } };
