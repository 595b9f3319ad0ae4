import type { Meta, StoryObj } from "@storybook/react-vite";
import { useLoaderData } from "react-router";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { CATALOG_MESSAGES } from "#features/catalog/index.ts";
import { PlacePicker } from "#features/map/index.ts";
import { ModelOwnerPanel, type ModelOwnerPanelProps } from "../components/model-owner-panel.tsx";
import { buildModel } from "../tests/fixtures.ts";
import { createFakeOwnerAction, type FakeOwnerAction, type FakeOwnerState } from "../tests/owner-action.ts";

let fake: FakeOwnerAction;

/** The panel as the model page renders it: `draft` and `onBanner` from the page's loader, read again after answers. */
function PanelFromLoader(props: ModelOwnerPanelProps) {
  const state = useLoaderData() as Partial<FakeOwnerState> | undefined;
  return (
    <ModelOwnerPanel {...props} draft={state?.draft ?? props.draft} onBanner={state?.onBanner ?? props.onBanner} />
  );
}

const meta = {
  title: "Features/ModelPage/ModelOwner",
  component: ModelOwnerPanel,
  decorators: [(Story) => <div style={{ maxWidth: "72rem", margin: "0 auto", padding: "1rem" }}>{Story()}</div>],
  args: { model: buildModel(), draft: true, comments: 3, onBanner: false },
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
    fake = createFakeOwnerAction({
      name: args.model.name,
      draft: args.draft,
      onBanner: args.onBanner,
      coverless: !args.model.cover,
    });
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

/** 'Fakty i dane zestawu': the list in the page's order, a blank row to add, moves and removal per row. */
export const FactsEditing: Story = {
  play: async ({ canvasElement }) => {
    const form = await openDetails(within(canvasElement), "Fakty i dane zestawu");
    await expect(form.getByRole("combobox", { name: "Nazwa, wiersz 1" })).toHaveValue("Wydawca");
    await expect(form.getByRole("textbox", { name: "Wartość, wiersz 1" })).toHaveValue("GPM");
    await expect(form.getByRole("button", { name: "Przesuń „Wydawca” wyżej" })).toBeDisabled();
    await expect(form.getByRole("button", { name: "Zapisz fakty" })).toBeVisible();
  },
};

/** A scale not written 1:n: the message names the rule, the row is marked and keeps what was typed. */
export const FactsError: Story = {
  play: async ({ canvasElement }) => {
    const form = await openDetails(within(canvasElement), "Fakty i dane zestawu");
    const row = Object.keys(buildModel().info).indexOf("Skala") + 1;
    const scale = form.getByRole("textbox", { name: `Wartość, wiersz ${row}` });
    await userEvent.clear(scale);
    await userEvent.type(scale, "duża");
    await userEvent.click(form.getByRole("button", { name: "Zapisz fakty" }));
    await expect(await form.findByRole("alert")).toHaveTextContent(CATALOG_MESSAGES.scaleInvalid);
    await waitFor(() => expect(form.getByRole("textbox", { name: `Wartość, wiersz ${row}` })).toHaveValue("duża"));
    await expect(form.getByRole("textbox", { name: `Wartość, wiersz ${row}` })).toHaveAttribute("aria-invalid", "true");
  },
};

export const DarkFactsError: Story = { ...FactsError, globals: { theme: "dark" } };

export const MobileFacts: Story = { ...FactsEditing, globals: { viewport: { value: "mobile" } } };

/** A model without a map point: an empty field, coordinates pasted from a map. */
export const PlaceEmpty: Story = {
  args: { model: buildModel({ position: undefined, address: undefined }) },
  play: async ({ canvasElement }) => {
    const form = await openDetails(within(canvasElement), "Miejsce na mapie");
    await expect(form.getByRole("textbox", { name: /Położenie/ })).toHaveValue("");
    await userEvent.type(form.getByRole("textbox", { name: /Położenie/ }), "54.6, 18.812778");
    await userEvent.click(form.getByRole("button", { name: "Zapisz miejsce" }));
    await expect(await form.findByRole("status")).toHaveTextContent("Zapisano.");
  },
};

/** Clicks in the middle of the live map, `right` and `up` pixels off its centre, as a person would. */
function clickMap(region: HTMLElement, right: number, up: number) {
  const map = region.querySelector<HTMLElement>(".leaflet-container")!;
  const box = map.getBoundingClientRect();
  const at = { bubbles: true, clientX: box.left + box.width / 2 + right, clientY: box.top + box.height / 2 - up };
  for (const type of ["mousedown", "mouseup", "click"]) map.dispatchEvent(new MouseEvent(type, at));
}

/** With JavaScript the form has a map too: a click there writes the point into the field and moves the marker. */
export const PlacePicking: Story = {
  args: { placePicker: PlacePicker },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openDetails(canvas, "Miejsce na mapie");
    // The picker's code arrives once the page has hydrated.
    const region = await form.findByRole(
      "region",
      { name: "Wskaż na mapie położenie: Latarnia Morska Hel" },
      { timeout: 10_000 },
    );
    await userEvent.click(within(region).getByRole("button", { name: "Kliknij by aktywować" }));
    // Leaflet's chunk loads on the first activation.
    await within(region).findByRole("button", { name: "Przybliż" }, { timeout: 10_000 });
    clickMap(region, 60, 40);
    const field = form.getByRole("textbox", { name: /Położenie/ });
    await waitFor(() => expect(field).not.toHaveValue("54.6, 18.812778"));
    const [latitude, longitude] = (field as HTMLInputElement).value.split(", ").map(Number) as [number, number];
    await expect(latitude).toBeGreaterThan(54.6);
    await expect(latitude).toBeLessThan(54.61);
    await expect(longitude).toBeGreaterThan(18.812778);
    await expect(longitude).toBeLessThan(18.83);
    await userEvent.click(form.getByRole("button", { name: "Zapisz miejsce" }));
    await expect(await form.findByRole("status")).toHaveTextContent("Zapisano.");
    await expect(fake.calls.at(-1)).toMatchObject({ intent: "model-place", position: `${latitude}, ${longitude}` });
  },
};

export const DarkPlacePicking: Story = { ...PlacePicking, globals: { theme: "dark" } };

export const MobilePlacePicking: Story = { ...PlacePicking, globals: { viewport: { value: "mobile" } } };

/** 'Baner strony głównej': a model not yet on the banner; ticking the box and saving puts it there. */
export const BannerJoining: Story = {
  play: async ({ canvasElement }) => {
    const form = await openDetails(within(canvasElement), "Baner strony głównej");
    const box = form.getByRole("checkbox", { name: "Na banerze strony głównej" });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await userEvent.click(form.getByRole("button", { name: "Zapisz baner" }));
    await expect(await form.findByRole("status")).toHaveTextContent("Zapisano.");
    await waitFor(() => expect(form.getByRole("checkbox", { name: "Na banerze strony głównej" })).toBeChecked());
    await expect(fake.calls).toEqual([{ intent: "model-banner", id: "9", banner: "true" }]);
  },
};

/** A model on the banner: unticking takes every slide of it away, which the unticked box posts as nothing. */
export const BannerLeaving: Story = {
  args: { onBanner: true },
  play: async ({ canvasElement }) => {
    const form = await openDetails(within(canvasElement), "Baner strony głównej");
    const box = form.getByRole("checkbox", { name: "Na banerze strony głównej" });
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await userEvent.click(form.getByRole("button", { name: "Zapisz baner" }));
    await expect(await form.findByRole("status")).toHaveTextContent("Zapisano.");
    await expect(fake.calls).toEqual([{ intent: "model-banner", id: "9" }]);
  },
};

/** A model without a cover has no picture for a slide: the refusal says where to choose one, the box stays ticked. */
export const BannerError: Story = {
  args: { model: buildModel({ cover: undefined }) },
  play: async ({ canvasElement }) => {
    const form = await openDetails(within(canvasElement), "Baner strony głównej");
    await userEvent.click(form.getByRole("checkbox", { name: "Na banerze strony głównej" }));
    await userEvent.click(form.getByRole("button", { name: "Zapisz baner" }));
    await expect(await form.findByRole("alert")).toHaveTextContent(CATALOG_MESSAGES.bannerNeedsCover);
    await expect(form.getByRole("checkbox", { name: "Na banerze strony głównej" })).toBeChecked();
  },
};

export const DarkBannerError: Story = { ...BannerError, globals: { theme: "dark" } };

export const MobileBanner: Story = { ...BannerLeaving, globals: { viewport: { value: "mobile" } } };

/** The Historia article: each section, the captions and alt texts of its pictures, the source. */
export const HistoryEditing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText("Historia", { selector: "summary" }));
    const form = within(await canvas.findByRole("form", { name: "Artykuł Historia" }));
    await expect(form.getAllByRole("group").length).toBeGreaterThan(1);
    await expect(form.getByRole("textbox", { name: "Źródło: nazwa artykułu" })).not.toHaveValue("");
    await expect(form.getByRole("button", { name: "Zapisz artykuł" })).toBeVisible();
  },
};

/** A lighthouse's data rows and the phases of its light, one a line. */
export const LighthouseEditing: Story = {
  play: async ({ canvasElement }) => {
    const form = await openDetails(within(canvasElement), "Dane techniczne latarni");
    await expect(form.getByRole("textbox", { name: /Fazy światła/ })).not.toHaveValue("");
    await expect(form.getByRole("button", { name: "Zapisz dane latarni" })).toBeVisible();
  },
};

/** Just published: the panel offers the home page's update entry, filled in. */
export const PublishedProposesUpdate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Opublikuj" }));
    const entry = within(await canvas.findByRole("form", { name: "Wpis o nowym modelu" }));
    await expect(entry.getByRole("textbox", { name: "Treść wpisu" })).toHaveValue("Nowa galeria: Latarnia Morska Hel.");
    await userEvent.click(entry.getByRole("button", { name: "Dodaj do aktualizacji" }));
    await expect(await canvas.findByText("Wpis jest w aktualizacjach na stronie głównej.")).toBeVisible();
  },
};

export const DarkPublishedProposesUpdate: Story = { ...PublishedProposesUpdate, globals: { theme: "dark" } };

/** 'Usuń' marks a fact for the save (the row fades, the control reads 'Cofnij'); 'Cofnij' takes the mark back. */
export const FactsUndo: Story = {
  play: async ({ canvasElement }) => {
    const form = await openDetails(within(canvasElement), "Fakty i dane zestawu");
    await expect(form.getByRole("combobox", { name: "Nazwa, wiersz 1" })).toHaveValue("Wydawca");
    const remove = form.getByRole("checkbox", { name: "Usuń „Wydawca”" });
    const control = within(remove.closest("label")!);
    await userEvent.click(control.getByText("Usuń"));
    await expect(remove).toBeChecked();
    await expect(control.getByText("Cofnij")).toBeVisible();
    await expect(control.getByText("Usuń")).not.toBeVisible();
    await userEvent.click(control.getByText("Cofnij"));
    await expect(remove).not.toBeChecked();
    await userEvent.click(control.getByText("Usuń"));
  },
};

export const MobileFactsUndo: Story = { ...FactsUndo, globals: { viewport: { value: "mobile" } } };

/** Text typed and not saved comes back on return, with 'Odrzuć' to go back to the saved text. */
export const KeptDraftRestored: Story = {
  beforeEach: () => {
    window.localStorage.setItem("drafts", JSON.stringify({ "/ Dane modelu": { description: "Niezapisany opis." } }));
    return () => window.localStorage.removeItem("drafts");
  },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole("form", { name: "Dane modelu" }));
    await expect(await form.findByText("Przywrócono niezapisany tekst.")).toBeVisible();
    await expect(form.getByLabelText("Opis")).toHaveValue("Niezapisany opis.");
    await expect(form.getByRole("button", { name: "Odrzuć" })).toBeVisible();
  },
};

export const DarkKeptDraftRestored: Story = { ...KeptDraftRestored, globals: { theme: "dark" } };

export const KeptDraftDiscarded: Story = {
  ...KeptDraftRestored,
  play: async (context) => {
    await KeptDraftRestored.play!(context);
    const form = within(within(context.canvasElement).getByRole("form", { name: "Dane modelu" }));
    await userEvent.click(form.getByRole("button", { name: "Odrzuć" }));
    await expect(form.queryByText("Przywrócono niezapisany tekst.")).toBeNull();
    await expect(form.getByLabelText("Opis")).toHaveValue(buildModel().description);
    await expect(window.localStorage.getItem("drafts")).toBeNull();
  },
};
