import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { CATALOG_MESSAGES } from "#features/catalog/index.ts";
import { NewModelForm } from "../index.ts";
import { createFakeOwnerAction, type FakeOwnerAction } from "../tests/owner-action.ts";

let fake: FakeOwnerAction;

const meta = {
  title: "Features/ModelPage/NewModelForm",
  component: NewModelForm,
  decorators: [(Story) => <div style={{ maxWidth: "72rem", margin: "0 auto", padding: "1rem" }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          "The 'Nowy model' page's form: a name, the page's address and a category make a draft, whose page then opens. A taken or reserved address is refused with a Polish message and the form keeps what was typed.",
      },
    },
    router: { action: (args: { request: Request }) => fake.action(args) },
  },
  beforeEach: () => {
    fake = createFakeOwnerAction({ name: "", draft: true });
  },
} satisfies Meta<typeof NewModelForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function create(canvas: Canvas, name: string, path: string) {
  await userEvent.type(canvas.getByRole("textbox", { name: "Nazwa" }), name);
  const address = canvas.getByRole("textbox", { name: "Adres strony" });
  // The address filled from the name is replaced, as the owner would.
  await expect(address).not.toHaveValue("");
  await userEvent.clear(address);
  await userEvent.type(address, path);
  await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Kategoria" }), "latarnie morskie");
  await userEvent.click(canvas.getByRole("button", { name: "Utwórz" }));
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole("form", { name: "Nowy model" }));
    await expect(form.getByRole("textbox", { name: "Nazwa" })).toHaveValue("");
    await expect(form.getByRole("textbox", { name: "Adres strony" })).toHaveValue("");
    await expect(form.getByText(/Litery, cyfry, łącznik i pojedyncze spacje/)).toBeVisible();
    await expect(form.getByRole("combobox", { name: "Kategoria" })).toHaveValue("zamki i ratusze");
    await expect(form.getByRole("button", { name: "Utwórz" })).toBeVisible();
    await expect(form.queryByRole("alert")).not.toBeInTheDocument();
  },
};

/** The address follows the name, Polish letters folded, until the owner edits it. */
export const AddressFromName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const address = canvas.getByRole("textbox", { name: "Adres strony" });
    await userEvent.type(canvas.getByRole("textbox", { name: "Nazwa" }), "Zamek w Będzinie");
    await expect(address).toHaveValue("Zamek-w-Bedzinie");
    await userEvent.type(address, "-nocą");
    await userEvent.type(canvas.getByRole("textbox", { name: "Nazwa" }), " Łódź");
    await expect(address).toHaveValue("Zamek-w-Bedzinie-nocą");
  },
};

/** Another model's address, typed in other letter case: 409, and every typed value stays. */
export const TakenAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await create(canvas, "Latarnia Hel nocą", "hel");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(CATALOG_MESSAGES.pathTaken);
    await expect(canvas.getByRole("textbox", { name: "Nazwa" })).toHaveValue("Latarnia Hel nocą");
    await expect(canvas.getByRole("textbox", { name: "Adres strony" })).toHaveValue("hel");
    await expect(canvas.getByRole("textbox", { name: "Adres strony" })).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByRole("combobox", { name: "Kategoria" })).toHaveValue("latarnie morskie");
    await expect(canvas.getByRole("button", { name: "Utwórz" })).toBeVisible();
  },
};

/** One of the site's own pages: 400, the values kept. */
export const ReservedAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await create(canvas, "O stronie", "About");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(CATALOG_MESSAGES.pathReserved);
    await expect(canvas.getByRole("textbox", { name: "Adres strony" })).toHaveValue("About");
    await expect(canvas.getByRole("textbox", { name: "Nazwa" })).toHaveValue("O stronie");
  },
};

export const Mobile: Story = { ...TakenAddress, globals: { viewport: { value: "mobile" } } };
