import type { Meta, StoryObj } from "@storybook/react-vite";
import { useLoaderData } from "react-router";
import { expect, userEvent, within } from "storybook/test";
import { readModelState, type OwnerModelList } from "#features/catalog/index.ts";
import { ModelList, type ModelListProps } from "../index.ts";
import { OWNER_HELD, OWNER_MODELS, ownerList } from "../tests/fixtures.ts";

/** The list as its route renders it: read again by the loader when a filter link changes `?stan=`. */
function ListFromLoader(props: ModelListProps) {
  const data = useLoaderData() as { list?: OwnerModelList } | undefined;
  return <ModelList {...props} list={data?.list ?? props.list} />;
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
