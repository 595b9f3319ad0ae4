import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { useRouteLoaderData } from "react-router";
import { PAGE_ROUTE_ID } from "#tests/setup/page-stub.tsx";
import type { RecentUpdatesProps } from "../components/recent-updates.tsx";
import { RecentUpdates } from "../index.ts";
import { buildUpdates, createFakeUpdatesAction } from "../tests/fixtures.ts";

let fake = createFakeUpdatesAction();

/** The list as the home page renders it: from the page's loader once a save made it run again. */
function FromLoader(props: RecentUpdatesProps) {
  const data = useRouteLoaderData(PAGE_ROUTE_ID) as { updates?: RecentUpdatesProps["entries"] } | undefined;
  return <RecentUpdates {...props} entries={data?.updates ?? props.entries} />;
}

const meta = {
  title: "Features/Updates/RecentUpdates",
  component: RecentUpdates,
  parameters: {
    docs: {
      description: {
        component:
          "The home page's list of recent updates: newest first, each with its date and a link to the model, a few at a time with a button to show more.",
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: "72rem", margin: "0 auto", padding: "0 1rem" }}>{Story()}</div>],
  args: { entries: buildUpdates() },
} satisfies Meta<typeof RecentUpdates>;

export default meta;
type Story = StoryObj<typeof meta>;

function listItems(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole("list")).getAllByRole("listitem");
}

/** The first view: the three newest entries. */
export const Three: Story = {
  play: async ({ canvasElement }) => {
    await expect(listItems(canvasElement)).toHaveLength(3);
    await expect(listItems(canvasElement)[0]).toHaveTextContent("18-08-2025");
  },
};

/** After one `Pokaż więcej`. */
export const Six: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Pokaż więcej" }));
    await expect(listItems(canvasElement)).toHaveLength(6);
  },
};

/** Everything shown: the button reads `Zwiń`. */
export const All: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (let i = 0; i < 3; i++) await userEvent.click(canvas.getByRole("button", { name: "Pokaż więcej" }));
    await expect(listItems(canvasElement)).toHaveLength(10);
    await expect(canvas.getByRole("button", { name: "Zwiń" })).toBeVisible();
  },
};

/** `Zwiń` goes back to three. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (let i = 0; i < 3; i++) await userEvent.click(canvas.getByRole("button", { name: "Pokaż więcej" }));
    await userEvent.click(canvas.getByRole("button", { name: "Zwiń" }));
    await expect(listItems(canvasElement)).toHaveLength(3);
    await expect(canvas.getByRole("button", { name: "Pokaż więcej" })).toBeVisible();
  },
};

/** Three entries or fewer: no expander. */
export const FewEntries: Story = {
  args: { entries: buildUpdates(2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).not.toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };

const MODELS = [
  { component: "Hel", name: "Latarnia morska Hel" },
  { component: "StarshipS30", name: "Rakieta Starship S30" },
];

/** The admin's list: `dodaj aktualizację`, and `edycja` and `usuń` at every entry; an entry may link a model. */
export const Admin: Story = {
  args: {
    admin: true,
    models: MODELS,
    entries: buildUpdates().map((entry) =>
      entry.id === 10
        ? { ...entry, models: ["StarshipS30"], link: { name: "Rakieta Starship S30", href: "/StarshipS30" } }
        : entry,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "dodaj aktualizację" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "edycja wpisu z 18-08-2025" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Rakieta Starship S30" })).toHaveAttribute("href", "/StarshipS30");
  },
};

/** A new entry's form; a text of spaces alone is refused before sending. */
export const AdminAdding: Story = {
  args: { ...Admin.args },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "dodaj aktualizację" }));
    const form = within(await canvas.findByRole("form", { name: "Nowa aktualizacja" }));
    await userEvent.type(form.getByLabelText("Treść"), "   ");
    await userEvent.click(form.getByRole("button", { name: "Zapisz" }));
    await expect(form.getByRole("alert")).toHaveTextContent("Wpisz treść aktualizacji");
  },
};

/** Deleting asks first. */
export const AdminConfirmingDelete: Story = {
  args: { ...Admin.args },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "usuń wpis z 18-08-2025" }));
    await expect(canvas.getByText("Usunąć ten wpis?")).toBeVisible();
  },
};

/** No entries: hidden from visitors, an empty list with its button for the admin. */
export const AdminEmpty: Story = {
  args: { admin: true, models: MODELS, entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Nie ma jeszcze żadnej aktualizacji.")).toBeVisible();
  },
};

export const MobileAdmin: Story = { ...Admin, globals: { viewport: { value: "mobile" } } };

/** The page's form answered by a fake action: the edited entry comes back from the revalidated loader. */
export const AdminSaving: Story = {
  args: { ...Admin.args },
  render: (args) => <FromLoader {...args} />,
  parameters: {
    router: {
      loader: () => fake.pageLoader(),
      action: (args: { request: Request }) => fake.pageAction(args),
    },
  },
  beforeEach: () => {
    fake = createFakeUpdatesAction();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "edycja wpisu z 18-08-2025" }));
    const form = within(await canvas.findByRole("form", { name: "Edycja aktualizacji" }));
    await userEvent.clear(form.getByLabelText("Treść"));
    await userEvent.type(form.getByLabelText("Treść"), "Poprawiony wpis.");
    await userEvent.click(form.getByRole("button", { name: "Zapisz" }));
    // The form first: while it saves, its own textarea holds the same text and goes with the answer.
    await waitFor(() => expect(canvas.queryByRole("form")).not.toBeInTheDocument());
    await expect(await canvas.findByText("Poprawiony wpis.")).toBeVisible();
    await expect(fake.calls).toEqual([
      {
        intent: "update-edit",
        fields: { id: "10", date: "2025-08-18", model: "StarshipS30", description: "Poprawiony wpis." },
      },
    ]);
    await userEvent.click(canvas.getByRole("button", { name: "usuń wpis z 18-08-2025" }));
    await userEvent.click(canvas.getByRole("button", { name: "Usuń" }));
    await waitFor(() => expect(canvas.queryByText("Poprawiony wpis.")).not.toBeInTheDocument());
    await expect(fake.calls.at(-1)).toEqual({ intent: "update-delete", fields: { id: "10" } });
  },
};
