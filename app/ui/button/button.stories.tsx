import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { button, type ButtonVariants } from "./button.css.ts";

const TONES = ["primary", "secondary", "tertiary", "danger"] as const;
const SIZES = ["regular", "compact", "pill"] as const;
const LABELS: Record<(typeof TONES)[number], string> = {
  primary: "Zapisz",
  secondary: "Anuluj",
  tertiary: "Pokaż więcej",
  danger: "Usuń",
};

/** Every tone in every size, and the two unavailable states: what the panels, comments and blocks use. */
function ButtonCatalogue({ state }: { state?: "busy" | "disabled" }) {
  return (
    <div style={{ display: "grid", gap: "1rem", padding: "1rem" }}>
      {SIZES.map((size) => (
        <div key={size} style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem" }}>
          {TONES.map((tone) => {
            const variants: ButtonVariants = { tone, size };
            return (
              <button
                key={tone}
                type="button"
                className={button(variants)}
                aria-disabled={state === "busy" || undefined}
                disabled={state === "disabled"}
              >
                {LABELS[tone]} ({size})
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}

const meta = {
  title: "UI/Button",
  component: ButtonCatalogue,
  parameters: {
    docs: {
      description: {
        component:
          "The site's one button recipe: four tones (primary 'Zapisz', secondary 'Anuluj', tertiary 'Pokaż więcej', danger 'Usuń') in three sizes (regular, compact, pill), with the busy and disabled states every form uses.",
      },
    },
  },
} satisfies Meta<typeof ButtonCatalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTonesAndSizes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const regular = canvas.getByRole("button", { name: "Zapisz (regular)" });
    const compact = canvas.getByRole("button", { name: "Zapisz (compact)" });
    await expect(regular.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(compact.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await expect(getComputedStyle(canvas.getByRole("button", { name: "Anuluj (pill)" })).borderTopLeftRadius).not.toBe(
      getComputedStyle(canvas.getByRole("button", { name: "Anuluj (regular)" })).borderTopLeftRadius,
    );
  },
};

/** An action under way: still focusable, announced as unavailable, with a progress cursor. */
export const Busy: Story = {
  args: { state: "busy" },
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole("button", { name: "Zapisz (regular)" });
    await expect(save).toHaveAttribute("aria-disabled", "true");
    await expect(getComputedStyle(save).cursor).toBe("progress");
  },
};

export const Disabled: Story = {
  args: { state: "disabled" },
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole("button", { name: "Zapisz (regular)" });
    await expect(save).toBeDisabled();
    await expect(getComputedStyle(save).cursor).toBe("not-allowed");
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
