import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SiteFooter } from "../components/site-footer.tsx";

const meta = {
  title: "Features/Shell/SiteFooter",
  component: SiteFooter,
  parameters: {
    docs: {
      description: {
        component:
          "The footer of every page: the author's copyright from 2023 to the current year, the contact mailto link and the link to the privacy note.",
      },
    },
  },
  args: {
    author: "Paweł Kowalski",
    email: "kontakt@kartonowe-budowle.pl",
    since: 2023,
    year: 2026,
    privacyHref: "/Prywatnosc",
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/© Paweł Kowalski 2023–2026/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: /kontakt@/ })).toHaveAttribute(
      "href",
      "mailto:kontakt@kartonowe-budowle.pl",
    );
    await expect(canvas.getByRole("link", { name: "Prywatność" })).toHaveAttribute("href", "/Prywatnosc");
  },
};

export const FirstYear: Story = { args: { year: 2023 } };

export const Dark: Story = { globals: { theme: "dark" } };
