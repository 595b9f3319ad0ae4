import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ModerationLinkPage } from "../index.ts";

const COMMENT = {
  page: "Latarnia Morska Hel",
  href: "/Hel#komentarz-41",
  login: "Marta z Gdyni",
  comment: "Dzień dobry, pierwszy raz tutaj. Jakie diody polecacie do latarni?",
  held: true,
};

let answer: { status: number; body: unknown };

const meta = {
  title: "Features/Moderation/ModerationLinkPage",
  component: ModerationLinkPage,
  args: { token: "podpisany.token", preview: { ok: true, action: "approve", comment: COMMENT } },
  parameters: {
    docs: {
      description: {
        component:
          "Where a link from the digest e-mail leads: the comment and one button. Opening it changes nothing (mail scanners open links); the button posts the signed, single-use token to /api/moderation/link.",
      },
    },
  },
  beforeEach: () => {
    answer = { status: 200, body: { done: "approve" } };
    const realFetch = globalThis.fetch;
    globalThis.fetch = async () =>
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "content-type": "application/json" },
      });
    return () => {
      globalThis.fetch = realFetch;
    };
  },
} satisfies Meta<typeof ModerationLinkPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Approve: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(COMMENT.comment)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Zatwierdź komentarz" }));
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Komentarz zatwierdzony."));
  },
};

export const Delete: Story = {
  args: { preview: { ok: true, action: "delete", comment: { ...COMMENT, held: false } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Usuń komentarz" })).toBeVisible();
  },
};

/** Used twice (the first press in another tab): the server's refusal is shown. */
export const AlreadyUsed: Story = {
  play: async ({ canvasElement }) => {
    answer = { status: 409, body: { error: "Ten link został już użyty" } };
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Zatwierdź komentarz" }));
    await waitFor(() => expect(canvas.getByRole("alert")).toHaveTextContent("Ten link został już użyty"));
  },
};

export const Expired: Story = {
  args: { preview: { ok: false, error: "Ten link już wygasł. Otwórz stronę Moderacja, aby zająć się komentarzem." } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Ten link już wygasł");
    await expect(within(canvasElement).queryByRole("button")).not.toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
