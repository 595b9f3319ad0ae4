import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, userEvent, within } from "storybook/test";
import { PhotoUploader } from "../components/photo-uploader.tsx";
import { photoFiles, refusingFirst, REFUSAL, sendingStuck, sent, sized, sizingStuck } from "../tests/fakes.ts";

const model = {
  id: 7,
  position: undefined,
  gallery: [{ kind: "photos", name: "noc", quantity: 3, format: ".webp", prefix: "hel-n" }] as const,
};

const meta = {
  title: "Features/PhotoUpload/PhotoUploader",
  component: PhotoUploader,
  decorators: [(Story) => <div style={{ maxWidth: "72rem", margin: "0 auto", padding: "1rem" }}>{Story()}</div>],
  args: { model, tools: { size: sized, send: sent } },
  parameters: {
    docs: {
      description: {
        component:
          "'Dodaj zdjęcia' at the top of a model's gallery (the admin's page only, loaded on demand): many photos at once by the picker or by dropping them, into the chosen group (the gallery's first, 'dzień' for a model without photos). Each photo is sized in a Web Worker and sent on its own, with its progress and the batch's; 'Anuluj wysyłanie' stops the rest, a refused photo keeps its reason and 'Ponów' while the others go on. A GPS point found in a photo is offered once as the model's map point.",
      },
    },
  },
} satisfies Meta<typeof PhotoUploader>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

async function choose(canvas: Canvas, ...names: string[]) {
  await userEvent.upload(canvas.getByLabelText("Wybierz zdjęcia"), photoFiles(...names));
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Dodaj zdjęcia" })).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Grupa" })).toHaveValue("noc");
    const input = canvas.getByLabelText("Wybierz zdjęcia");
    await expect(input).toHaveAttribute("accept", "image/*");
    await expect(input).toHaveAttribute("multiple");
    await expect(canvas.queryByRole("list", { name: "Wysyłane zdjęcia" })).not.toBeInTheDocument();
  },
};

/** A model without photos: the first upload opens the "dzień" group. */
export const NewModel: Story = {
  args: { model: { ...model, gallery: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox", { name: "Grupa" })).toHaveValue("dzień");
  },
};

export const Dragging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    fireEvent.dragEnter(canvas.getByText(/Przeciągnij tu zdjęcia/));
    await expect(await canvas.findByText("Upuść zdjęcia, aby je dodać.")).toBeVisible();
  },
};

export const Sizing: Story = {
  args: { tools: { size: sizingStuck(0.4), send: sent } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvas, "IMG_2041.jpg", "IMG_2042.jpg");
    await expect(await canvas.findByText("Przygotowywanie 40%")).toBeVisible();
    await expect(canvas.getByText("Czeka w kolejce")).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Dodane: 0 z 2.");
    await expect(canvas.getByRole("button", { name: "Anuluj wysyłanie" })).toBeVisible();
  },
};

export const Uploading: Story = {
  args: { tools: { size: sized, send: sendingStuck(0.6) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvas, "IMG_2041.jpg", "IMG_2042.jpg", "IMG_2043.jpg");
    await expect(await canvas.findByText("Wysyłanie 60%")).toBeVisible();
    await expect(canvas.getByRole("progressbar", { name: "Wysyłanie: IMG_2041.jpg" })).toHaveAttribute("value", "0.6");
    await expect(canvas.getByRole("progressbar", { name: "Postęp całej partii" })).toBeVisible();
  },
};

/** Cancelling stops the photo being sent and the queue; each can be sent again. */
export const Cancelled: Story = {
  args: Uploading.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvas, "IMG_2041.jpg", "IMG_2042.jpg");
    await userEvent.click(await canvas.findByRole("button", { name: "Anuluj wysyłanie" }));
    await expect(await canvas.findAllByText("Wysyłanie przerwane.")).toHaveLength(2);
    await expect(canvas.getByRole("button", { name: "Ponów: IMG_2042.jpg" })).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach: ({ args }) => {
    args.tools = refusingFirst(["IMG_2042.jpg"]).tools;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvas, "IMG_2041.jpg", "IMG_2042.jpg", "IMG_2043.jpg");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(REFUSAL);
    await expect(await canvas.findAllByText("Dodane")).toHaveLength(2);
    await expect(canvas.getByRole("button", { name: "Ponów: IMG_2042.jpg" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Dodano 2 zdjęcia, nie wysłano: 1.");
  },
};

export const Retried: Story = {
  beforeEach: Failed.beforeEach,
  play: async (context) => {
    await Failed.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Ponów: IMG_2042.jpg" }));
    await expect(await canvas.findAllByText("Dodane")).toHaveLength(3);
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvas, "IMG_2041.jpg", "IMG_2042.jpg", "IMG_2043.jpg");
    await expect(await canvas.findByText("Dodano 3 zdjęcia.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Anuluj wysyłanie" })).not.toBeInTheDocument();
    const offer = within(canvas.getByRole("form", { name: "Punkt na mapie" }));
    await expect(offer.getByText(/54°36,48′ N 18°48,00′ E/)).toBeVisible();
    await userEvent.click(offer.getByRole("button", { name: "Nie, dziękuję" }));
    await expect(canvas.queryByRole("form", { name: "Punkt na mapie" })).not.toBeInTheDocument();
  },
};

/** A model with a map point is not offered another. */
export const DoneWithMapPoint: Story = {
  args: { model: { ...model, position: [54.6, 18.8] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvas, "IMG_2041.jpg");
    await expect(await canvas.findByText("Dodano 1 zdjęcie.")).toBeVisible();
    await expect(canvas.queryByRole("form", { name: "Punkt na mapie" })).not.toBeInTheDocument();
  },
};

export const DarkUploading: Story = { ...Uploading, globals: { theme: "dark" } };
export const DarkFailed: Story = { ...Failed, globals: { theme: "dark" } };
export const PhoneUploading: Story = { ...Uploading, globals: { viewport: { value: "mobile" } } };
export const PhoneFailed: Story = { ...Failed, globals: { viewport: { value: "mobile" } } };
