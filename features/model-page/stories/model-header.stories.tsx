import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ModelHeader } from "../index.ts";
import { buildModel } from "../tests/fixtures.ts";

const meta = {
  title: "Features/ModelPage/ModelHeader",
  component: ModelHeader,
  parameters: {
    docs: {
      description: {
        component:
          "The heading of a model page: the model's name, the year line ('Rok budowy modelu', 'Lata budowy modeli' or 'Model w budowie') and the short description.",
      },
    },
  },
  args: { model: buildModel() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "72rem", margin: "0 auto", padding: "0 1rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ModelHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CompletionYear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Latarnia Morska Hel" })).toBeVisible();
    await expect(canvas.getByText("Rok budowy modelu: 2014")).toBeVisible();
  },
};

export const BuildYears: Story = {
  args: { model: buildModel({ buildYears: "2011–2019", completionYear: 2019, name: "Wieżowce NY 1909–1933" }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Lata budowy modeli: 2011–2019")).toBeVisible();
  },
};

export const UnderConstruction: Story = {
  args: { model: buildModel({ completionYear: 9999, name: "Rakieta Starship S30" }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Model w budowie")).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
