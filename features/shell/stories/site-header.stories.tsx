import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SiteHeader } from "../index.ts";

const meta = {
  title: "Features/Shell/SiteHeader",
  component: SiteHeader,
  parameters: {
    docs: {
      description: {
        component:
          "The header of every page: the site's name and the icons for home, account (with the login beside it, accented when logged in), settings, colour scheme, snow and About; it can stay on top while scrolling or scroll away, as the settings say.",
      },
    },
  },
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

/** The colour a button's icon is drawn in. */
const iconColour = (element: HTMLElement) => getComputedStyle(element).color;

/** Logged in: the login beside the account icon, and the icon in the accent colour the other buttons lack. */
export const LoggedIn: Story = {
  args: { login: "kasia_modelarka" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("kasia_modelarka")).toBeVisible();
    const account = canvas.getByRole("button", { name: "Konto: kasia_modelarka" });
    await expect(iconColour(account)).not.toBe(iconColour(canvas.getByRole("button", { name: "Ustawienia" })));
  },
};

export const Dark: Story = { args: { darkMode: true, snow: true }, globals: { theme: "dark" } };

/** On a small screen the login gives its room to the icons; the account button still names it. */
export const Mobile: Story = {
  args: { login: "kasia_modelarka" },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("kasia_modelarka")).not.toBeVisible();
    await expect(canvas.getByRole("button", { name: "Konto: kasia_modelarka" })).toBeVisible();
  },
};
