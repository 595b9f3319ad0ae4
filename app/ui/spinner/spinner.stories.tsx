import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Spinner } from "./spinner.tsx";

const meta = {
  title: "UI/Spinner",
  component: Spinner,
  parameters: {
    docs: {
      description: {
        component:
          "The turning ring shown while something loads (a panel's code, a form being sent), announced to screen readers by its label ('Ładowanie…' unless told otherwise); it turns slower for visitors who prefer reduced motion.",
      },
    },
  },
  decorators: [(Story) => <div style={{ padding: "1rem" }}>{Story()}</div>],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status", { name: "Ładowanie…" })).toBeVisible();
  },
};

export const WithLabel: Story = {
  // The label is for screen readers: the same pixels as Default.
  tags: ["no-visual"],
  args: { label: "Wysyłanie komentarza" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status", { name: "Wysyłanie komentarza" })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: "dark" } };
