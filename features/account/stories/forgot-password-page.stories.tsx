import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ForgotPasswordPage } from "../index.ts";
import type { ResetAnswer } from "../components/password-reset-pages.tsx";
import { FORGOT_PASSWORD_PATH, RESET_INTENTS, RESET_MESSAGES } from "../model.ts";
import { fakeResetAction } from "./reset-fixtures.ts";

const meta = {
  title: "Features/Account/ForgotPasswordPage",
  component: ForgotPasswordPage,
  args: {},
  parameters: {
    docs: {
      description: {
        component:
          "/Konto/nie-pamietam-hasla, where the login form's „Nie pamiętam hasła” leads: a login or an e-mail, and one answer whether or not an account has it. The form posts to the page's own action and works without JavaScript.",
      },
    },
    router: { path: FORGOT_PASSWORD_PATH, initialEntry: FORGOT_PASSWORD_PATH, action: fakeResetAction },
  },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the page opens: the field, the button, the way back to the login form. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Nie pamiętam hasła" })).toBeVisible();
    await expect(canvas.getByLabelText("Login lub e-mail")).toHaveValue("");
    await expect(canvas.getByRole("button", { name: "Wyślij link" }).closest("form")).toHaveAttribute(
      "action",
      FORGOT_PASSWORD_PATH,
    );
    await expect(canvas.getByRole("link", { name: "Zaloguj się" })).toHaveAttribute("href", "/Konto");
  },
};

/** Sent empty: the field's message, no request. */
export const FieldError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Wyślij link" }));
    await expect(await canvas.findByText(RESET_MESSAGES.whoRequired)).toBeVisible();
    await expect(canvas.getByLabelText("Login lub e-mail")).toHaveAttribute("aria-invalid", "true");
  },
};

/** Sent: the one answer for any login or address. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText("Login lub e-mail"), "kasia@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Wyślij link" }));
    await expect(await canvas.findByText(RESET_MESSAGES.sent)).toHaveAttribute("role", "status");
    await expect(canvas.getByRole("link", { name: "Wróć do logowania" })).toBeVisible();
  },
};

const sentWithoutScript: ResetAnswer = {
  intent: RESET_INTENTS.request,
  ok: true,
  data: { message: RESET_MESSAGES.sent },
};

/** The page rendered again after a document POST (no JavaScript). */
export const SentWithoutJavaScript: Story = {
  args: { answer: sentWithoutScript },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("status")).toHaveTextContent(RESET_MESSAGES.sent);
  },
};

export const Dark: Story = { ...FieldError, globals: { theme: "dark" } };

export const DarkSent: Story = { ...SentWithoutJavaScript, globals: { theme: "dark" } };

export const Phone: Story = { ...Empty, globals: { viewport: { value: "mobile" } } };

export const PhoneSent: Story = { ...SentWithoutJavaScript, globals: { viewport: { value: "mobile" } } };
