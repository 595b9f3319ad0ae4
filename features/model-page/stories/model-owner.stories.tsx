import type { Meta, StoryObj } from "@storybook/react-vite";
import { useLoaderData } from "react-router";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { CATALOG_MESSAGES } from "#features/catalog/index.ts";
import { ModelOwnerPanel, type ModelOwnerPanelProps } from "../components/model-owner-panel.tsx";
import { buildModel } from "../tests/fixtures.ts";
import { createFakeOwnerAction, type FakeOwnerAction, type FakeOwnerState } from "../tests/owner-action.ts";

let fake: FakeOwnerAction;

/** The panel as the model page renders it: `draft` from the page's loader, read again after each answer. */
function PanelFromLoader(props: ModelOwnerPanelProps) {
  const state = useLoaderData() as Partial<FakeOwnerState> | undefined;
  return <ModelOwnerPanel {...props} draft={state?.draft ?? props.draft} />;
}

const meta = {
  title: "Features/ModelPage/ModelOwner",
  component: ModelOwnerPanel,
  decorators: [(Story) => <div style={{ maxWidth: "72rem", margin: "0 auto", padding: "1rem" }}>{Story()}</div>],
  args: { model: buildModel(), draft: true, comments: 3 },
  render: (args) => <PanelFromLoader {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          "The owner's panel under a model's heading (only the admin's page loads it): whether the page is a draft or published with 'Opublikuj' / 'Ukryj', the 'Dane modelu' form (name, address, category, year of completion, description) and 'Usuń model', which asks for the name typed again. Refusals show beside the form and keep what was typed.",
      },
    },
    router: { loader: () => fake.loader(), action: (args: { request: Request }) => fake.action(args) },
  },
  beforeEach: ({ args }) => {
    fake = createFakeOwnerAction({ name: args.model.name, draft: args.draft });
  },
} satisfies Meta<typeof ModelOwnerPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function openDetails(canvas: Canvas, name: string) {
  await userEvent.click(canvas.getByText(name, { selector: "summary" }));
  return within(await canvas.findByRole("form", { name }));
}

/** A new model's page: only the owner sees it until 'Opublikuj'. */
export const Draft: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole("complementary", { name: "Model w katalogu" }));
    await expect(panel.getByText("Szkic: tę stronę widzisz tylko Ty.")).toBeVisible();
    await expect(panel.getByRole("button", { name: "Opublikuj" })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Zapisz", hidden: true })).not.toBeVisible();
    await expect(panel.queryByRole("alert")).not.toBeInTheDocument();
  },
};

export const Published: Story = {
  args: { draft: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Opublikowany: widoczny dla wszystkich.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Ukryj" })).toBeVisible();
  },
};

/** 'Opublikuj' posts the change and the panel shows what the page's loader reads again. */
export const Publishing: Story = {
  // The same pixels as Published.
  tags: ["no-visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Opublikuj" }));
    await expect(await canvas.findByRole("button", { name: "Ukryj" })).toBeVisible();
    await expect(canvas.getByText("Opublikowany: widoczny dla wszystkich.")).toBeVisible();
    await expect(fake.calls).toEqual([{ intent: "model-publish", id: "9", published: "true" }]);
  },
};

/** 'Dane modelu' opens the form filled with the saved details. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const form = await openDetails(within(canvasElement), "Dane modelu");
    await expect(form.getByRole("textbox", { name: "Nazwa" })).toHaveValue("Latarnia Morska Hel");
    await expect(form.getByRole("textbox", { name: "Adres strony" })).toHaveValue("Hel");
    await expect(form.getByRole("combobox", { name: "Kategoria" })).toHaveValue("latarnie morskie");
    await expect(form.getByRole("textbox", { name: "Rok ukończenia" })).toHaveValue("2014");
    await expect(form.getByRole("textbox", { name: "Opis" })).toHaveValue(buildModel().description);
    await expect(form.getByRole("button", { name: "Zapisz" })).toBeVisible();
  },
};

/** Another model's address: the refusal shows under the fields and the typed address stays. */
export const EditError: Story = {
  play: async ({ canvasElement }) => {
    const form = await openDetails(within(canvasElement), "Dane modelu");
    const address = form.getByRole("textbox", { name: "Adres strony" });
    await userEvent.clear(address);
    await userEvent.type(address, "Rozewie");
    await userEvent.click(form.getByRole("button", { name: "Zapisz" }));
    await expect(await form.findByRole("alert")).toHaveTextContent(CATALOG_MESSAGES.pathTaken);
    await waitFor(() => expect(form.getByRole("textbox", { name: "Adres strony" })).toHaveValue("Rozewie"));
    await expect(form.getByRole("textbox", { name: "Adres strony" })).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByRole("textbox", { name: "Nazwa" })).toHaveValue("Latarnia Morska Hel");
    await expect(form.getByRole("button", { name: "Zapisz" })).toBeVisible();
  },
};

/** A name typed differently: nothing is deleted and the form says why. */
export const DeleteConfirmError: Story = {
  play: async ({ canvasElement }) => {
    const form = await openDetails(within(canvasElement), "Usuń model");
    await expect(form.getByText(/Usunięcie zabierze stronę, zdjęcia i 3 komentarze\./)).toBeVisible();
    const confirm = form.getByRole("textbox", { name: "Wpisz nazwę modelu: Latarnia Morska Hel" });
    await userEvent.type(confirm, "Latarnia Hel");
    await userEvent.click(form.getByRole("button", { name: "Usuń model" }));
    await expect(await form.findByRole("alert")).toHaveTextContent(CATALOG_MESSAGES.confirmName);
    await expect(confirm).toHaveAttribute("aria-invalid", "true");
    await expect(fake.calls).toHaveLength(1);
  },
};

export const Mobile: Story = { ...Editing, globals: { viewport: { value: "mobile" } } };
