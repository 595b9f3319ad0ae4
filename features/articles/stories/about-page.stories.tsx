import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { InfoMarkdown } from "#app/ui/editing/info-markdown.tsx";
import { AboutPage } from "../index.ts";
import { buildAboutProps } from "../tests/fixtures.ts";

const meta = {
  title: "Features/Articles/AboutPage",
  component: AboutPage,
  parameters: {
    docs: {
      description: {
        component:
          "The About page (`/About`): a lead from the site's settings (the author, since when he builds, how many models the site shows), the owner's own markdown text from D1 (edited in place by the admin; seeded with what the site shows, the difficulty scale 1–3, the technologies and the hosting) and the contact e-mail.",
      },
    },
  },
  args: buildAboutProps(),
  decorators: [
    (Story) => (
      <div style={{ padding: "0 1rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "O autorze" })).toBeVisible();
    await expect(canvas.getByText(/od 1998 roku/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "kontakt@kartonowe-budowle.pl" })).toHaveAttribute(
      "href",
      "mailto:kontakt@kartonowe-budowle.pl",
    );
  },
};

/** With the owner's text from D1 between the lead and the contact (here drawn from its rendered tree). */
export const WithOwnerText: Story = {
  args: {
    children: (
      <InfoMarkdown
        nodes={[
          { tag: "h2", children: ["Stopień trudności"] },
          { tag: "p", children: ["W danych każdej wycinanki podany jest stopień trudności w skali od 1 do 3:"] },
          {
            tag: "ol",
            children: [
              { tag: "li", children: ["model prosty, dobry na początek,"] },
              { tag: "li", children: ["model średnio trudny,"] },
              { tag: "li", children: ["model trudny, dla doświadczonych modelarzy."] },
            ],
          },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Stopień trudności" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Kontakt" })).toBeVisible();
  },
};

export const Dark: Story = { ...Default, globals: { theme: "dark" } };

export const Mobile: Story = { ...Default, globals: { viewport: { value: "mobile" } } };
