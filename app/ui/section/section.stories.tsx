import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Section } from "./section.tsx";

const meta = {
  title: "UI/Section",
  component: Section,
  parameters: {
    docs: {
      description: {
        component:
          "A collapsible section of a model page (Model, Historia, Dane techniczne, the gallery): the header toggles the body, its arrow turns when closed, and a count in brackets shows when above 0.",
      },
    },
  },
  args: {
    title: "Historia",
    children: (
      <p>
        Pierwsza latarnia stanęła na Helu w XIX wieku. Obecną wieżę wzniesiono w 1942 roku obok miejsca, w którym stała
        poprzedniczka.
      </p>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "48rem", margin: "0 auto", padding: "1rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("button", { name: "Historia" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(within(canvasElement).getByText(/Pierwsza latarnia/)).not.toBeVisible();
  },
};

export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("button", { name: "Historia" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(within(canvasElement).getByText(/Pierwsza latarnia/)).not.toBeVisible();
  },
};

export const WithCount: Story = {
  args: { title: "Galeria", count: 19 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Galeria (19)" })).toBeVisible();
  },
};

export const Dark: Story = { args: { title: "Galeria", count: 19 }, globals: { theme: "dark" } };

export const DarkClosed: Story = { args: { defaultOpen: false }, globals: { theme: "dark" } };
