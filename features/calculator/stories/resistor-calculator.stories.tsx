import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ResistorCalculator } from "../components/resistor-calculator.tsx";

const meta = {
  title: "Features/Calculator/ResistorCalculator",
  component: ResistorCalculator,
  parameters: {
    docs: {
      description: {
        component:
          "The resistor calculator of the lighting article ('Kalkulator rezystora'): supply voltage, the LED's forward voltage and current in, 'Oblicz', and the resistor to use in the 'Wynik:' box; it works before hydration too, as a plain form.",
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: "1rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResistorCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Kalkulator rezystora" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent(/^Wynik:$/);
  },
};

export const Result: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Napięcie zasilania (V)"), "9");
    await userEvent.type(canvas.getByLabelText("Napięcie przewodzenia diody (V)"), "2");
    await userEvent.type(canvas.getByLabelText("Prąd diody (mA)"), "20");
    await userEvent.click(canvas.getByRole("button", { name: "Oblicz" }));
    const result = canvas.getByRole("status");
    await expect(result).toHaveTextContent("Wynik: 350 Ω");
    await expect(result).toHaveTextContent("390 Ω");
    await expect(result).toHaveTextContent("140 mW");
  },
};

export const SubmittedWithKeyboard: Story = {
  args: { defaultValues: { supply: "5", forward: "2", current: "20" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByLabelText("Prąd diody (mA)").focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("status")).toHaveTextContent("Wynik: 150 Ω");
  },
};

export const Zero: Story = {
  args: { defaultValues: { supply: "9", forward: "2", current: "0" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Oblicz" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("Wynik: 0 Ω");
    await expect(canvas.getByText("Uzupełnij wszystkie trzy pola wartościami większymi od zera.")).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { defaultValues: { supply: "-9", forward: "2", current: "20" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Oblicz" }));
    const supply = canvas.getByLabelText("Napięcie zasilania (V)");
    await expect(canvas.getByText("Wartość nie może być ujemna.")).toBeVisible();
    await expect(supply).toHaveAttribute("aria-invalid", "true");
    await expect(supply).toHaveFocus();
  },
};

export const ForwardAboveSupply: Story = {
  args: { defaultValues: { supply: "3", forward: "3.2", current: "20" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Oblicz" }));
    await expect(canvas.getByRole("status")).toHaveTextContent(/Dioda nie zaświeci: napięcie zasilania \(3 V\)/);
  },
};

export const Dark: Story = { ...Result, globals: { theme: "dark" } };

export const DarkInvalid: Story = { ...Invalid, globals: { theme: "dark" } };

export const Mobile: Story = { ...Result, globals: { viewport: { value: "mobile" } } };
