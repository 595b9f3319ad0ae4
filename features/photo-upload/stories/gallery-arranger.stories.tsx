import type { Meta, StoryObj } from "@storybook/react-vite";
import { data } from "react-router";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { postedFields } from "#tests/setup/page-stub.tsx";
import { GalleryArranger } from "../components/gallery-arranger.tsx";
import { PHOTO_INTENTS, type ArrangedPhoto } from "../model.ts";

const posted: Record<string, string>[] = [];

const FILM_REFUSAL = "To nie jest adres filmu z YouTube.";

/** A flat square of the group's colour: the stories need no image files. */
function swatch(colour: string, number: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="${colour}"/><text x="40" y="50" font-size="28" text-anchor="middle" fill="#fff">${number}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const photos: ArrangedPhoto[] = [
  ...[1, 2, 3].map((position) => ({
    id: `dzien-0${position}`,
    group: "dzień" as const,
    position,
    thumb: swatch("#3a78b5", position),
    caption: position === 1 ? "Latarnia od strony morza" : undefined,
  })),
  { id: "noc-01", group: "noc", position: 1, thumb: swatch("#1d2a44", 1) },
  { id: "filmy-01", group: "filmy", position: 1, videoId: "98O2UpxcMB0" },
];

const meta = {
  title: "Features/PhotoUpload/GalleryArranger",
  component: GalleryArranger,
  decorators: [(Story) => <div style={{ maxWidth: "72rem", margin: "0 auto", padding: "1rem" }}>{Story()}</div>],
  args: { photos },
  parameters: {
    docs: {
      description: {
        component:
          "The owner's arrangement of a model's gallery, under 'Dodaj zdjęcia': per photo a caption and its group, 'Wyżej' / 'Niżej' (or dragging a thumbnail onto another's place), 'Okładka' and 'Usuń' with a confirmation; a film by its YouTube address. Every change is a form posted to the page's own action, so it works before the script has loaded; a move is announced to screen readers.",
      },
    },
    router: {
      action: async ({ request }: { request: Request }) => {
        const fields = await postedFields(request);
        posted.push(fields);
        if (fields.intent === PHOTO_INTENTS.film) {
          return data({ intent: fields.intent, ok: false, status: 400, error: FILM_REFUSAL, values: fields }, 400);
        }
        return { intent: fields.intent, ok: true, data: null };
      },
    },
  },
  beforeEach: () => {
    posted.length = 0;
  },
} satisfies Meta<typeof GalleryArranger>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Grupa dzień" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Wyżej: Zdjęcie 1 (dzień)" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Niżej: Zdjęcie 3 (dzień)" })).toBeDisabled();
    await expect(canvas.getAllByRole("textbox", { name: "Podpis" })[0]).toHaveValue("Latarnia od strony morza");
  },
};

export const MovedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole("button", { name: "Niżej: Zdjęcie 1 (dzień)" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText("Zdjęcie 1 (dzień) przeniesione na miejsce 2.")).toBeInTheDocument();
    await waitFor(() =>
      expect(posted.at(-1)).toMatchObject({ intent: PHOTO_INTENTS.move, photo: "dzien-01", position: "2" }),
    );
  },
};

export const CaptionAndGroup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = within(canvas.getByRole("form", { name: "Opis: Zdjęcie 2 (dzień)" }));
    await userEvent.type(row.getByRole("textbox", { name: "Podpis" }), "Galeria latarni");
    await userEvent.selectOptions(row.getByRole("combobox", { name: "Grupa" }), "noc");
    await userEvent.click(row.getByRole("button", { name: "Zapisz" }));
    await waitFor(() =>
      expect(posted.at(-1)).toMatchObject({
        intent: PHOTO_INTENTS.edit,
        photo: "dzien-02",
        caption: "Galeria latarni",
        group: "noc",
      }),
    );
  },
};

export const CoverAndDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Okładka: Zdjęcie 3 (dzień)" }));
    await waitFor(() => expect(posted.at(-1)).toMatchObject({ intent: PHOTO_INTENTS.cover, photo: "dzien-03" }));
    const removal = canvas.getAllByText("Usuń", { selector: "summary" })[3]!;
    await userEvent.click(removal);
    await userEvent.click(await canvas.findByRole("button", { name: "Usuń na zawsze: Zdjęcie 1 (noc)" }));
    await waitFor(() => expect(posted.at(-1)).toMatchObject({ intent: PHOTO_INTENTS.delete, photo: "noc-01" }));
  },
};

export const FilmRefused: Story = {
  play: async ({ canvasElement }) => {
    const film = within(within(canvasElement).getByRole("form", { name: "Dodaj film" }));
    await userEvent.type(film.getByRole("textbox", { name: "Film z YouTube (adres)" }), "https://example.com/film");
    await userEvent.click(film.getByRole("button", { name: "Dodaj film" }));
    await expect(await film.findByRole("alert")).toHaveTextContent(FILM_REFUSAL);
    await expect(film.getByRole("textbox", { name: "Film z YouTube (adres)" })).toHaveValue("https://example.com/film");
  },
};

export const Dark: Story = { ...Default, globals: { theme: "dark" } };
export const Phone: Story = { ...Default, globals: { viewport: { value: "mobile" } } };
