import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SiteHeader } from "../index.ts";

const meta = {
  title: "Features/Shell/SiteHeader",
  component: SiteHeader,
  args: {
    siteName: "Kartonowe budowle",
    darkMode: false,
    snow: false,
    onAccount: fn(),
    onSettings: fn(),
    onAccountIntent: fn(),
    onSettingsIntent: fn(),
    onToggleDarkMode: fn(),
    onToggleSnow: fn(),
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /Konto/ }));
    await expect(args.onAccount).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Ciemna kolorystyka" }));
    await expect(args.onToggleDarkMode).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("link", { name: "O autorze" })).toHaveAttribute("href", "/About");
  },
};

/** Pointing at or tabbing to a panel's button announces the intent, so the panel's code can load before the click. */
export const PanelIntent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole("button", { name: /Konto/ }));
    await expect(args.onAccountIntent).toHaveBeenCalled();
    await expect(args.onSettingsIntent).not.toHaveBeenCalled();
    canvas.getByRole("button", { name: "Ustawienia" }).focus();
    await expect(args.onSettingsIntent).toHaveBeenCalled();
  },
};

export const LoggedIn: Story = {
  args: { login: "kasia_modelarka" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("kasia_modelarka")).toBeVisible();
  },
};

export const Dark: Story = { args: { darkMode: true, snow: true }, globals: { theme: "dark" } };

export const Mobile: Story = {
  args: { login: "kasia_modelarka" },
  globals: { viewport: { value: "mobile" } },
};
