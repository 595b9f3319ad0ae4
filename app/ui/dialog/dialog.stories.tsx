import type { Meta, StoryObj } from "@storybook/react-vite";
import { use } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { button } from "../button/button.css.ts";
import { Dialog } from "./dialog.tsx";

/** Content whose code never arrives, so the dialog keeps showing its loading state. */
function NeverLoads(): never {
  use(new Promise<never>(() => undefined));
  throw new Error("unreachable");
}

const meta = {
  title: "UI/Dialog",
  component: Dialog,
  parameters: {
    docs: {
      description: {
        component:
          "The modal panel the settings, the account and the photo sharing open in: a title with the close button ('Zamknij panel'), content over a dimmed backdrop that closes it on a click, Escape closing it too, Tab kept inside; content whose code loads lazily shows a spinner meanwhile.",
      },
    },
  },
  args: {
    open: true,
    title: "Ustawienia",
    onClose: fn(),
    children: (
      <>
        <p>Kolorystyka, wielkość czcionki i inne ustawienia tej przeglądarki.</p>
        <button type="button" className={button({ tone: "primary" })}>
          Zapisz
        </button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await expect(screen.getByRole("dialog", { name: "Ustawienia" })).toBeVisible();
    // The owner closes it: the dialog only reports the wish (here `open` stays true, so it stays on screen).
    await userEvent.click(screen.getByRole("button", { name: "Zamknij panel" }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { title: "Konto", loadingLabel: "Ładowanie panelu konta", children: <NeverLoads /> },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await expect(screen.getByRole("status", { name: "Ładowanie panelu konta" })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
