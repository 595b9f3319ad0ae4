import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AboutPage } from "../index.ts";
import { buildAboutProps } from "../tests/fixtures.ts";

const meta = {
  title: "Features/Articles/AboutPage",
  component: AboutPage,
  parameters: {
    docs: {
      description: {
        component:
          "The About page (`/About`): the author introduces himself, says since when he builds paper models, how many the site shows, which technologies it is built with and where it is hosted, and gives the contact e-mail.",
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

export const Dark: Story = { ...Default, globals: { theme: "dark" } };

export const Mobile: Story = { ...Default, globals: { viewport: { value: "mobile" } } };
