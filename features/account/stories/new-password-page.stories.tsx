import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { NewPasswordPage } from "../index.ts";
import type { ResetAnswer } from "../components/password-reset-pages.tsx";
import { ACCOUNT_MESSAGES, NEW_PASSWORD_PATH, RESET_INTENTS, RESET_MESSAGES } from "../model.ts";
import { EXPIRED_TOKEN, fakeResetAction, USED_TOKEN } from "./reset-fixtures.ts";

const TOKEN = "eyJzdWIiOjd9.podpis";

const meta = {
  title: "Features/Account/NewPasswordPage",
  component: NewPasswordPage,
  args: { token: TOKEN },
  parameters: {
    docs: {
      description: {
        component:
          "/Konto/nowe-haslo?t=…, the page of the link from the e-mail: a new password under the registration's rules, then every session of the account ends. An expired or used link is refused with a way to ask again. Works without JavaScript.",
      },
    },
    router: {
      path: NEW_PASSWORD_PATH,
      initialEntry: `${NEW_PASSWORD_PATH}?t=${TOKEN}`,
      action: fakeResetAction,
    },
  },
} satisfies Meta<typeof NewPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function setPassword(canvasElement: HTMLElement, password: string, repeat = password) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText("Nowe hasło"), password);
  await userEvent.type(canvas.getByLabelText("Powtórz nowe hasło"), repeat);
  await userEvent.click(canvas.getByRole("button", { name: "Zapisz nowe hasło" }));
}

/** As the link opens it: two fields and the token in a hidden one. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Nowe hasło" })).toBeVisible();
    const form = canvas.getByRole("button", { name: "Zapisz nowe hasło" }).closest("form")!;
    await expect(form).toHaveAttribute("action", `${NEW_PASSWORD_PATH}?t=${TOKEN}`);
    await expect(within(form).getByDisplayValue(TOKEN)).toHaveAttribute("type", "hidden");
  },
};

/** The repeat differs: the message under it, no request. */
export const FieldError: Story = {
  play: async ({ canvasElement }) => {
    await setPassword(canvasElement, "nowe-haslo", "inne-haslo");
    await expect(await within(canvasElement).findByText(ACCOUNT_MESSAGES.repeatDiffers)).toBeVisible();
  },
};

/** An hour-old link: the server's refusal and the way to a new link. */
export const Expired: Story = {
  args: { token: EXPIRED_TOKEN },
  parameters: { router: { initialEntry: `${NEW_PASSWORD_PATH}?t=${EXPIRED_TOKEN}` } },
  play: async ({ canvasElement }) => {
    await setPassword(canvasElement, "nowe-haslo");
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(RESET_MESSAGES.linkExpired);
    await expect(canvas.getByRole("link", { name: "Poproś o nowy link" })).toHaveAttribute(
      "href",
      "/Konto/nie-pamietam-hasla",
    );
  },
};

const usedWithoutScript: ResetAnswer = {
  intent: RESET_INTENTS.reset,
  ok: false,
  status: 400,
  error: RESET_MESSAGES.linkInvalid,
  values: { intent: RESET_INTENTS.reset },
};

/** A used link, after a document POST (no JavaScript). */
export const UsedWithoutJavaScript: Story = {
  args: { token: USED_TOKEN, answer: usedWithoutScript },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(RESET_MESSAGES.linkInvalid);
  },
};

/** Done: the sessions ended, the way to log in. */
export const Done: Story = {
  play: async ({ canvasElement }) => {
    await setPassword(canvasElement, "nowe-haslo");
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent(RESET_MESSAGES.done);
    await expect(canvas.getByRole("link", { name: "Przejdź do logowania" })).toHaveAttribute("href", "/Konto");
  },
};

/** An address without its token (cut in the mail program). */
export const MissingLink: Story = {
  args: { token: "" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(RESET_MESSAGES.linkMissing);
  },
};

export const Dark: Story = { ...Expired, globals: { theme: "dark" } };

export const DarkDone: Story = { ...Done, globals: { theme: "dark" } };

export const Phone: Story = { ...Empty, globals: { viewport: { value: "mobile" } } };

export const PhoneDone: Story = { ...Done, globals: { viewport: { value: "mobile" } } };
