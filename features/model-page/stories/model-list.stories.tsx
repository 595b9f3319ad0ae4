import type { Meta, StoryObj } from "@storybook/react-vite";
import { data, useLoaderData } from "react-router";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { ActionAnswer } from "#app/lib/action-answer.ts";
import {
  CATALOG_MESSAGES,
  modelHref,
  readModelState,
  type OwnerModelList,
  type TrashedModel,
} from "#features/catalog/index.ts";
import { postedFields } from "#tests/setup/page-stub.tsx";
import { ModelList, type ModelListProps } from "../index.ts";
import { OWNER_HELD, OWNER_MODELS, ownerList, TRASHED_MODELS } from "../tests/fixtures.ts";

/** The list as its route renders it: read again by the loader when a filter link changes `?stan=`. */
function ListFromLoader(props: ModelListProps) {
  const loaded = useLoaderData() as { list?: OwnerModelList; trash?: TrashedModel[] } | undefined;
  const trash = loaded?.trash ?? props.trash;
  const deleted = props.deleted && trash?.some((model) => model.id === props.deleted?.id) ? props.deleted : undefined;
  return <ModelList {...props} list={loaded?.list ?? props.list} trash={trash} deleted={deleted} />;
}

/** The trash as `/Katalog`'s action keeps it: a restored model leaves it; one whose address is taken stays (409). */
function fakeTrash(models: readonly TrashedModel[], taken: readonly number[] = []) {
  let trash = [...models];
  return {
    loader: () => ({ list: ownerList(OWNER_MODELS), trash }),
    action: async ({ request }: { request: Request }) => {
      const fields = await postedFields(request);
      const model = trash.find((entry) => String(entry.id) === fields.id);
      if (!model || taken.includes(model.id)) {
        const status = model ? 409 : 404;
        const error = model ? CATALOG_MESSAGES.restorePathTaken : CATALOG_MESSAGES.notInTrash;
        const refusal: ActionAnswer = { intent: "model-restore", ok: false, status, error, values: fields };
        return data(refusal, { status });
      }
      trash = trash.filter((entry) => entry !== model);
      return { intent: "model-restore", ok: true, data: { name: model.name, href: modelHref(model.path) } };
    },
  };
}

let trashFake = fakeTrash([]);

/** Each story starts from its own trash, however often it is rendered. */
function withTrash(models: readonly TrashedModel[], taken: readonly number[] = [], entry = "/Katalog") {
  return {
    beforeEach: () => {
      trashFake = fakeTrash(models, taken);
    },
    parameters: {
      router: {
        path: "/Katalog",
        initialEntry: entry,
        loader: () => trashFake.loader(),
        action: (args: { request: Request }) => trashFake.action(args),
      },
    },
  };
}

const meta = {
  title: "Features/ModelPage/ModelList",
  component: ModelList,
  decorators: [(Story) => <div style={{ maxWidth: "72rem", margin: "0 auto", padding: "0 1rem" }}>{Story()}</div>],
  args: { list: ownerList(OWNER_MODELS), held: OWNER_HELD },
  render: (args) => <ListFromLoader {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          "The owner's list of every model at /Katalog: each model's page, its state (szkic, opublikowany, ukryty), the last change, its photos and the comments waiting for moderation on it. The filters are links (`?stan=`), so the list works without JavaScript; on a phone each model is a card.",
      },
    },
    router: {
      path: "/Katalog",
      initialEntry: "/Katalog",
      loader: ({ request }: { request: Request }) => ({
        list: ownerList(OWNER_MODELS, readModelState(new URL(request.url).searchParams.get("stan"))),
      }),
    },
  },
} satisfies Meta<typeof ModelList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every model: the drafts and hidden ones too, the newest change first. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Modele" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Nowy model" })).toHaveAttribute("href", "/Katalog/nowy");
    await expect(canvas.getByRole("link", { name: "Wszystkie (4)" })).toHaveAttribute("aria-current", "page");
    const hel = canvas.getByRole("row", { name: /Latarnia Morska Hel/ });
    await expect(within(hel).getByRole("link", { name: "Latarnia Morska Hel" })).toHaveAttribute("href", "/Hel");
    await expect(within(hel).getByText("opublikowany")).toBeVisible();
    await expect(within(hel).getByText("14 zdjęć")).toBeVisible();
    await expect(within(hel).getByRole("link", { name: "3 komentarze" })).toHaveAttribute("href", "/Moderacja");
    await expect(within(canvas.getByRole("row", { name: /Wieża ciśnień/ })).getByText("szkic")).toBeVisible();
    await expect(within(canvas.getByRole("row", { name: /Bobolice/ })).getByText("ukryty")).toBeVisible();
  },
};

/** "Szkice" chosen: only the drafts, the counts of every state kept on the filters. */
export const Filtered: Story = {
  parameters: { router: { ...meta.parameters.router, initialEntry: "/Katalog?stan=szkic" } },
  args: { list: ownerList(OWNER_MODELS, "szkic") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Szkice (1)" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getAllByRole("row")).toHaveLength(2);
    await expect(canvas.getByRole("row", { name: /Wieża ciśnień/ })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Opublikowane (2)" })).toBeVisible();
  },
};

/** A filter is a link: choosing one lists that state and marks it as the current one. */
export const ChoosingAFilter: Story = {
  tags: ["no-visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("link", { name: "Ukryte (1)" }));
    await expect(await canvas.findByRole("link", { name: "Ukryte (1)", current: "page" })).toBeVisible();
    await expect(canvas.getAllByRole("row")).toHaveLength(2);
    await expect(canvas.getByRole("row", { name: /Bobolice/ })).toBeVisible();
  },
};

/** No model at all yet: the list says so and points to "Nowy model". */
export const Empty: Story = {
  args: { list: ownerList([]), held: {} },
  parameters: { router: { path: "/Katalog", initialEntry: "/Katalog" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Nie ma jeszcze żadnego modelu. Zacznij od „Nowy model”.")).toBeVisible();
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
  },
};

/** A state no model has: its own message, the other filters still there. */
export const EmptyFilter: Story = {
  args: {
    list: ownerList(
      OWNER_MODELS.filter((row) => row.state !== "ukryty"),
      "ukryty",
    ),
  },
  parameters: { router: { path: "/Katalog", initialEntry: "/Katalog?stan=ukryty" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Żaden model nie jest ukryty.")).toBeVisible();
  },
};

export const Dark: Story = { ...Full, globals: { theme: "dark" } };

/** On a phone each model is a card: name and state, then the change, the photos and what waits. */
export const Mobile: Story = { ...Full, globals: { viewport: { value: "mobile" } } };

/** "Kosz": deleted models with their days left; "Przywróć" brings one back and says so with its link. */
export const Trash: Story = {
  args: { trash: TRASHED_MODELS },
  ...withTrash(TRASHED_MODELS),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trash = within(canvas.getByRole("region", { name: "Kosz" }));
    await expect(trash.getByText("Zamek w Bobolicach")).toBeVisible();
    await expect(trash.getAllByRole("listitem")).toHaveLength(2);
    await userEvent.click(
      within(trash.getByRole("form", { name: "Przywróć: Młyn wodny" })).getByRole("button", { name: "Przywróć" }),
    );
    const restored = await canvas.findByRole("status");
    await expect(restored).toHaveTextContent("Przywrócono model Młyn wodny.");
    await expect(within(restored).getByRole("link", { name: "Młyn wodny" })).toHaveAttribute("href", "/Mlyn");
    await waitFor(() => expect(trash.getAllByRole("listitem")).toHaveLength(1));
  },
};

/** Just deleted: the owner lands here with "Usunięto model X." and "Cofnij", which restores it. */
export const JustDeleted: Story = {
  args: { trash: TRASHED_MODELS, deleted: TRASHED_MODELS[0] },
  ...withTrash(TRASHED_MODELS, [], "/Katalog?usunieto=44"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole("status");
    await expect(notice).toHaveTextContent("Usunięto model Zamek w Bobolicach.");
    await userEvent.click(within(notice).getByRole("button", { name: "Cofnij" }));
    await expect(await canvas.findByText(/Przywrócono model/)).toBeVisible();
    await expect(canvas.queryByText("Usunięto model Zamek w Bobolicach.")).not.toBeInTheDocument();
  },
};

/** Its address was taken meanwhile: the restore is refused (409) with what to do, and the model stays in the trash. */
export const RestoreRefused: Story = {
  args: { trash: TRASHED_MODELS },
  ...withTrash(TRASHED_MODELS, [44]),
  play: async ({ canvasElement }) => {
    const trash = within(within(canvasElement).getByRole("region", { name: "Kosz" }));
    const form = within(trash.getByRole("form", { name: "Przywróć: Zamek w Bobolicach" }));
    await userEvent.click(form.getByRole("button", { name: "Przywróć" }));
    await expect(await form.findByRole("alert")).toHaveTextContent(CATALOG_MESSAGES.restorePathTaken);
    await expect(trash.getAllByRole("listitem")).toHaveLength(2);
  },
};

/** Nothing deleted in the last 30 days. */
export const EmptyTrash: Story = {
  args: { trash: [] },
  ...withTrash([]),
  play: async ({ canvasElement }) => {
    const trash = within(within(canvasElement).getByRole("region", { name: "Kosz" }));
    await expect(trash.getByText("Kosz jest pusty.")).toBeVisible();
  },
};

export const MobileTrash: Story = { ...JustDeleted, globals: { viewport: { value: "mobile" } } };
