import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { NotFoundPage } from "../index.ts";

const meta = {
  title: "Features/Shell/NotFoundPage",
  component: NotFoundPage,
  parameters: {
    docs: {
      description: {
        component:
          "The 404 page: '404 Not Found', 'Strony nie znaleziono', the 'wróć' button that goes back in the history (or home when there is none) and a link home.",
      },
    },
  },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "404 Not Found" })).toBeVisible();
    await expect(canvas.getByText("Strony nie znaleziono")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "wróć" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Strona główna" })).toHaveAttribute("href", "/");
  },
};

export const Dark: Story = { globals: { theme: "dark" } };
