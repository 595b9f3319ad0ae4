import type { Meta, StoryObj } from "@storybook/react-vite";
import { data } from "react-router";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { postedFields } from "#tests/setup/page-stub.tsx";
import { GalleryArranger } from "../components/gallery-arranger.tsx";
import { PHOTO_INTENTS, type ArrangedPhoto } from "../model.ts";

const posted: Record<string, string>[] = [];

const FILM_REFUSAL = "Podaj adres filmu w YouTube (youtube.com/watch?v=… albo youtu.be/…)";

/** A flat square in the group's colour with the photo's number: the stories need no image files. */
function swatch(key: string): string {
  const colour = key.includes("/noc/") ? "#1d2a44" : "#3a78b5";
  const number = /(\d+)\.webp$/.exec(key)?.[1] ?? "";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="${colour}"/><text x="40" y="50" font-size="28" text-anchor="middle" fill="#fff">${Number(number)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const photo = (id: number, group: ArrangedPhoto["group"], position: number, caption: string | null = null) => ({
  id,
  group,
  position,
  key: `models/Hel/${group === "noc" ? "noc" : "dzien"}/hel-${id}.jpg`,
  videoId: null,
  caption,
});

const photos: ArrangedPhoto[] = [
  photo(11, "dzień", 1, "Latarnia od strony morza"),
  photo(12, "dzień", 2),
  photo(13, "dzień", 3),
  photo(21, "noc", 1),
  { id: 31, group: "filmy", position: 1, key: null, videoId: "98O2UpxcMB0", caption: null },
];

const meta = {
  title: "Features/PhotoUpload/GalleryArranger",
  component: GalleryArranger,
  decorators: [(Story) => <div style={{ maxWidth: "72rem", margin: "0 auto", padding: "1rem" }}>{Story()}</div>],
  args: { modelId: 7, photos, resolveImage: swatch },
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
      expect(posted.at(-1)).toMatchObject({ intent: PHOTO_INTENTS.edit, id: "7", photoId: "11", position: "2" }),
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
        id: "7",
        photoId: "12",
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
    await waitFor(() =>
      expect(posted.at(-1)).toMatchObject({ intent: PHOTO_INTENTS.edit, photoId: "13", cover: "true" }),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Karta w pasku: Zdjęcie 2 (dzień)" }));
    await waitFor(() =>
      expect(posted.at(-1)).toMatchObject({ intent: PHOTO_INTENTS.edit, photoId: "12", card: "true" }),
    );
    const removal = canvas.getAllByText("Usuń", { selector: "summary" })[3]!;
    await userEvent.click(removal);
    await userEvent.click(await canvas.findByRole("button", { name: "Usuń na zawsze: Zdjęcie 1 (noc)" }));
    await waitFor(() => expect(posted.at(-1)).toMatchObject({ intent: PHOTO_INTENTS.delete, id: "7", photoId: "21" }));
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
