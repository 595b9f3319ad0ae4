import type { Meta, StoryObj } from "@storybook/react-vite";
import { data, type ActionFunctionArgs } from "react-router";
import { expect, userEvent, within } from "storybook/test";
import type { ActionAnswer } from "#app/lib/action-answer.ts";
import { PreviewMark } from "../components/model-header.tsx";
import { PreviewLinkForm } from "../components/preview-link-form.tsx";

const LINK = "https://kartonowe-budowle.pl/Szkic?podglad=eyJhbGciOiJIUzI1NiJ9.eyJtIjo3fQ.podpis";

/** The model page's action as it answers the two forms, without a network. */
async function fakeAction({ request }: ActionFunctionArgs) {
  const intent = String((await request.formData()).get("intent"));
  const answer: ActionAnswer =
    intent === "model-preview-link"
      ? { intent, ok: true, data: { link: LINK, expiresAt: Date.now() + 7 * 86_400_000 } }
      : { intent, ok: true, data: { revoked: true } };
  return data(answer);
}

const meta = {
  title: "Features/ModelPage/PreviewLink",
  component: PreviewLinkForm,
  args: { id: "7", active: false },
  parameters: {
    docs: {
      description: {
        component:
          "'Link podglądu' in the owner's panel of a draft: a signed link that shows the draft to whoever holds it for 7 days, marked 'Podgląd', noindex and never cached; 'Wyłącz link podglądu' revokes every link handed out. Both forms work without JavaScript.",
      },
    },
    router: { action: fakeAction },
  },
} satisfies Meta<typeof PreviewLinkForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No link yet: what it does, and the button. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Link pokaże ten szkic każdemu/)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Wyłącz link podglądu" })).not.toBeInTheDocument();
  },
};

/** Made: the link to copy, and the way to revoke it. */
export const Made: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Utwórz link podglądu" }));
    await expect(await canvas.findByLabelText("Link podglądu (ważny 7 dni)")).toHaveValue(LINK);
    await expect(canvas.getByRole("button", { name: "Wyłącz link podglądu" })).toBeVisible();
  },
};

/** Links handed out earlier still work: a new one or revoking all. */
export const On: Story = {
  args: { active: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Link podglądu jest włączony/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Wyłącz link podglądu" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Link podglądu wyłączony");
  },
};

/** What a visitor with the link sees above the draft's heading. */
export const Mark: Story = {
  render: () => <PreviewMark note="Podgląd: tej strony jeszcze nie opublikowano, widzą ją tylko osoby z linkiem." />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("note")).toHaveTextContent("Podgląd:");
  },
};
