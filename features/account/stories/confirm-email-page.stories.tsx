import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ConfirmEmailPage } from "../index.ts";
import { CONFIRM_MESSAGES } from "../model.ts";

const PAGE = "/Konto";
import { EXPIRED_TOKEN, fakeResetAction, TAKEN_TOKEN } from "./reset-fixtures.ts";

const TOKEN = "eyJ0eXAiOiJlbWFpbCJ9.eyJzdWIiOjd9.podpis";

const meta = {
  title: "Features/Account/ConfirmEmailPage",
  component: ConfirmEmailPage,
  args: { token: TOKEN },
  parameters: {
    docs: {
      description: {
        component:
          "/Konto?potwierdz=…, the page of the link sent after registration: one button confirms the address (opening the link alone changes nothing). An expired link, or an address another account confirmed first, is refused. Works without JavaScript.",
      },
    },
    router: { path: PAGE, initialEntry: `${PAGE}?potwierdz=${TOKEN}`, action: fakeResetAction },
  },
} satisfies Meta<typeof ConfirmEmailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirm = async (canvasElement: HTMLElement) =>
  userEvent.click(await within(canvasElement).findByRole("button", { name: "Potwierdź adres" }));

/** As the link opens it: the button and the token in a hidden field. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = (await canvas.findByRole("button", { name: "Potwierdź adres" })).closest("form")!;
    await expect(form).toHaveAttribute("action", `${PAGE}?potwierdz=${encodeURIComponent(TOKEN)}`);
    await expect(within(form).getByDisplayValue(TOKEN)).toHaveAttribute("type", "hidden");
  },
};

export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    await confirm(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent(CONFIRM_MESSAGES.done);
    await expect(canvas.getByRole("link", { name: "Przejdź do konta" })).toHaveAttribute("href", "/Konto");
  },
};

export const Expired: Story = {
  args: { token: EXPIRED_TOKEN },
  parameters: { router: { initialEntry: `${PAGE}?potwierdz=${EXPIRED_TOKEN}` } },
  play: async ({ canvasElement }) => {
    await confirm(canvasElement);
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(CONFIRM_MESSAGES.linkExpired);
  },
};

/** Another account confirmed the same address first. */
export const TakenByAnother: Story = {
  args: { token: TAKEN_TOKEN },
  parameters: { router: { initialEntry: `${PAGE}?potwierdz=${TAKEN_TOKEN}` } },
  play: async ({ canvasElement }) => {
    await confirm(canvasElement);
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(CONFIRM_MESSAGES.taken);
  },
};

export const MissingLink: Story = {
  args: { token: "" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(CONFIRM_MESSAGES.linkMissing);
  },
};

export const Phone: Story = { ...Ready, globals: { viewport: { value: "mobile" } } };
