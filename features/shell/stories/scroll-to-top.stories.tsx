import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { freeBottomEdge } from "#app/ui/bottom-edge.ts";
import { ScrollToTop } from "../index.ts";

const meta = {
  title: "Features/Shell/ScrollToTop",
  component: ScrollToTop,
  parameters: {
    docs: {
      description: {
        component:
          "The round button in the corner that appears once the page is scrolled more than 600 px and brings the visitor back to the top. It steps aside while a part marked `data-free-bottom-edge` is shown (a list being sent, a photo's open tools; a closed `<details>` does not count).",
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

/** An open part with controls at the bottom edge hides it; closed, the button comes back. */
export const StepsAside: Story = {
  args: { initiallyVisible: true },
  tags: ["no-visual"],
  render: (args) => (
    <>
      <details open {...freeBottomEdge}>
        <summary>Narzędzia zdjęcia</summary>
        <button type="button">Zapisz</button>
      </details>
      <ScrollToTop {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: "Przewiń na górę strony" })).toBeNull();
    await userEvent.click(canvas.getByText("Narzędzia zdjęcia"));
    await expect(canvas.getByRole("button", { name: "Przewiń na górę strony" })).toBeVisible();
  },
};

export const Dark: Story = { args: { initiallyVisible: true }, globals: { theme: "dark" } };
