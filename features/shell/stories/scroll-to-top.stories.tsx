import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ScrollToTop } from "../index.ts";

const meta = {
  title: "Features/Shell/ScrollToTop",
  component: ScrollToTop,
  parameters: {
    docs: {
      description: {
        component:
          "The round button in the corner that appears once the page is scrolled more than 600 px and brings the visitor back to the top.",
      },
    },
  },
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  // Renders nothing visible: an empty page, as other such stories show.
  tags: ["no-visual"],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};

export const Visible: Story = {
  args: { initiallyVisible: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Przewiń na górę strony" })).toBeVisible();
  },
};

export const Dark: Story = { args: { initiallyVisible: true }, globals: { theme: "dark" } };
