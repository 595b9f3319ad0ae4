import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { NotFoundPage } from "../index.ts";

const meta = {
  title: "Features/Shell/NotFoundPage",
  component: NotFoundPage,
  parameters: {
    docs: {
      description: {
        component:
          "The 404 page: '404 Not Found', 'Strony nie znaleziono', the 'wróć' button that goes back in the history (or home when there is none) and a link home. Someone signed out is also offered 'Zaloguj się', which opens the sign-in and returns to the same address: an owner's page answers 404 until its owner signs in, and every address offers the same, so the offer tells nobody which pages exist.",
      },
    },
  },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "404 Not Found" })).toBeVisible();
    await expect(canvas.getByText("Strony nie znaleziono")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "wróć" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Strona główna" })).toHaveAttribute("href", "/");
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

/** Signed out at an owner's page (or any address): "Zaloguj się" returns here once signed in. */
export const SignedOut: Story = {
  args: { signIn: true },
  parameters: { router: { initialEntry: "/Katalog?stan=szkic" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "404 Not Found" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Zaloguj się" })).toHaveAttribute(
      "href",
      "/Konto?powrot=%2FKatalog%3Fstan%3Dszkic",
    );
    await expect(canvas.getByText("Ta strona może wymagać zalogowania.")).toBeVisible();
  },
};

export const MobileSignedOut: Story = { ...SignedOut, globals: { viewport: { value: "mobile" } } };
