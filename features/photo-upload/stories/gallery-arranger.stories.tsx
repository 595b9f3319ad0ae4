import type { Meta, StoryObj } from "@storybook/react-vite";
import { data } from "react-router";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { postedFields } from "#tests/setup/page-stub.tsx";
import { photoKeysOf } from "#features/catalog/index.ts";
import { GalleryArranger } from "../components/gallery-arranger.tsx";
import { PHOTO_INTENTS, type ArrangedPhoto } from "../model.ts";
import { sendingStuck, sent, sized, sizingStuck } from "../tests/fakes.ts";

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

const many: ArrangedPhoto[] = Array.from({ length: 30 }, (_, index) => photo(100 + index, "dzień", index + 1));

type Canvas = ReturnType<typeof within>;

/** A tap on the thumbnail opens its details, as on a phone. */
async function openPhoto(canvas: Canvas, name: string) {
  await userEvent.click(canvas.getByRole("img", { name }));
  return within(canvas.getByRole("form", { name: `Opis: ${name}` }).closest("details")!);
}

const meta = {
  title: "Features/PhotoUpload/GalleryArranger",
  component: GalleryArranger,
  decorators: [(Story) => <div style={{ maxWidth: "72rem", margin: "0 auto", padding: "1rem" }}>{Story()}</div>],
  args: { modelId: 7, photos, resolveImage: swatch, tools: { size: sized, send: sent } },
  parameters: {
    docs: {
      description: {
        component:
          "The owner's arrangement of a model's gallery, under 'Dodaj zdjęcia': a grid of thumbnails (at least three a row on a phone) marked 'okładka' and 'karta'. A tap opens a photo's details: caption and group, its place ('Na początek', 'Wyżej', 'Niżej', 'Na koniec'; Shift with an arrow on a focused thumbnail; dragging on a desktop), 'Okładka', 'Karta w pasku', 'Zastąp' (a new file in the same place, sized as an upload) and 'Usuń' with a confirmation; a film by its YouTube address. Every change but 'Zastąp' is a form posted to the page's own action, so it works before the script has loaded; a move is announced to screen readers.",
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
    await expect(canvas.getByRole("img", { name: "Zdjęcie 3 (dzień)" })).toBeVisible();
    await expect(canvas.getByRole("form", { name: "Opis: Zdjęcie 1 (dzień)" })).not.toBeVisible();
    await expect(canvas.getByRole("button", { name: "Wyżej: Zdjęcie 1 (dzień)" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Niżej: Zdjęcie 3 (dzień)" })).toBeDisabled();
    await expect(canvas.getAllByRole("textbox", { name: "Podpis" })[0]).toHaveValue("Latarnia od strony morza");
  },
};

export const MovedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openPhoto(canvas, "Zdjęcie 1 (dzień)");
    canvas.getByRole("button", { name: "Niżej: Zdjęcie 1 (dzień)" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText("Zdjęcie 1 (dzień) przeniesione na miejsce 2.")).toBeInTheDocument();
    await waitFor(() =>
      expect(posted.at(-1)).toMatchObject({ intent: PHOTO_INTENTS.edit, id: "7", photoId: "11", position: "2" }),
    );
  },
};

/** Shift with an arrow on a focused thumbnail moves it without opening it. */
export const MovedByArrowKeys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole("img", { name: "Zdjęcie 2 (dzień)" }).closest("summary")!.focus();
    await userEvent.keyboard("{Shift>}{ArrowRight}{/Shift}");
    await expect(await canvas.findByText("Zdjęcie 2 (dzień) przeniesione na miejsce 3.")).toBeInTheDocument();
    await waitFor(() => expect(posted.at(-1)).toMatchObject({ photoId: "12", position: "3" }));
    await expect(canvas.getByRole("form", { name: "Opis: Zdjęcie 2 (dzień)" })).not.toBeVisible();
  },
};

export const CaptionAndGroup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openPhoto(canvas, "Zdjęcie 2 (dzień)");
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
    await openPhoto(canvas, "Zdjęcie 3 (dzień)");
    await userEvent.click(canvas.getByRole("button", { name: "Okładka: Zdjęcie 3 (dzień)" }));
    await waitFor(() =>
      expect(posted.at(-1)).toMatchObject({ intent: PHOTO_INTENTS.edit, photoId: "13", cover: "true" }),
    );
    await openPhoto(canvas, "Zdjęcie 2 (dzień)");
    await userEvent.click(canvas.getByRole("button", { name: "Karta w pasku: Zdjęcie 2 (dzień)" }));
    await waitFor(() =>
      expect(posted.at(-1)).toMatchObject({ intent: PHOTO_INTENTS.edit, photoId: "12", card: "true" }),
    );
    await openPhoto(canvas, "Zdjęcie 1 (noc)");
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

export const Empty: Story = {
  args: { photos: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Galeria jest pusta: dodane zdjęcia pojawią się tutaj.")).toBeVisible();
    await expect(canvas.queryByRole("img")).not.toBeInTheDocument();
    await expect(canvas.getByRole("form", { name: "Dodaj film" })).toBeVisible();
  },
};

const marked = { cover: photos[2]!.key!, card: photoKeysOf(photos[0]!.key!).thumb };

export const CoverAndCardBadges: Story = {
  args: marked,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tile = (name: string) => within(canvas.getByRole("img", { name }).closest("summary")!);
    await expect(tile("Zdjęcie 3 (dzień)").getByText("okładka")).toBeVisible();
    await expect(tile("Zdjęcie 1 (dzień)").getByText("karta")).toBeVisible();
    await expect(tile("Zdjęcie 2 (dzień)").queryByText(/okładka|karta/)).not.toBeInTheDocument();
    await openPhoto(canvas, "Zdjęcie 3 (dzień)");
    await expect(canvas.getByRole("button", { name: "Okładka: Zdjęcie 3 (dzień)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

/** Thirty photos fit a few screens on a phone, at least three thumbnails a row. */
export const Many: Story = {
  args: { photos: many },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tops = canvas.getAllByRole("img").map((image) => Math.round(image.getBoundingClientRect().top));
    await expect(tops).toHaveLength(30);
    await expect(tops.filter((top) => top === tops[0]).length).toBeGreaterThanOrEqual(3);
  },
};

export const DetailsOpen: Story = {
  args: marked,
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = await openPhoto(canvas, "Zdjęcie 2 (dzień)");
    await expect(details.getByRole("textbox", { name: "Podpis" })).toBeVisible();
    for (const name of ["Na początek", "Wyżej", "Niżej", "Na koniec", "Okładka", "Karta w pasku"]) {
      await expect(details.getByRole("button", { name: `${name}: Zdjęcie 2 (dzień)` })).toBeVisible();
    }
    await expect(details.getByLabelText("Zastąp: Zdjęcie 2 (dzień)")).toBeEnabled();
    await expect(details.getByText("Usuń", { selector: "summary" })).toBeVisible();
    await userEvent.click(canvas.getByRole("img", { name: "Zdjęcie 3 (dzień)" }));
    await expect(canvas.getByRole("form", { name: "Opis: Zdjęcie 2 (dzień)" })).not.toBeVisible();
  },
};

const photoFile = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], "nowe.jpg", { type: "image/jpeg" });

export const Replacing: Story = {
  args: { tools: { size: sized, send: sendingStuck(0.6) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = await openPhoto(canvas, "Zdjęcie 1 (dzień)");
    await userEvent.upload(details.getByLabelText("Zastąp: Zdjęcie 1 (dzień)"), photoFile());
    await expect(await details.findByText("Wysyłanie 60%")).toBeVisible();
    await expect(details.getByRole("progressbar", { name: "Zastępowanie: Zdjęcie 1 (dzień)" })).toBeVisible();
  },
};

export const ReplaceSizing: Story = {
  args: { tools: { size: sizingStuck(0.4), send: sent } },
  play: async ({ canvasElement }) => {
    const details = await openPhoto(within(canvasElement), "Zdjęcie 1 (dzień)");
    await userEvent.upload(details.getByLabelText("Zastąp: Zdjęcie 1 (dzień)"), photoFile());
    await expect(await details.findByText("Przygotowywanie 40%")).toBeVisible();
  },
};

export const Replaced: Story = {
  play: async ({ canvasElement }) => {
    const details = await openPhoto(within(canvasElement), "Zdjęcie 1 (dzień)");
    await userEvent.upload(details.getByLabelText("Zastąp: Zdjęcie 1 (dzień)"), photoFile());
    await expect(await details.findByText("Zastąpiono.")).toBeVisible();
  },
};

export const Dark: Story = { ...Default, globals: { theme: "dark" } };
export const Phone: Story = { ...Default, globals: { viewport: { value: "mobile" } } };
export const DetailsOpenDark: Story = { ...DetailsOpen, globals: { theme: "dark", viewport: { value: "mobile" } } };
