import type { Meta, StoryObj } from "@storybook/react-vite";
import { useRouteLoaderData, type ActionFunctionArgs } from "react-router";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { PAGE_ROUTE_ID } from "#tests/setup/page-stub.tsx";
import { ModerationPage } from "../index.ts";
import type { ModerationOverview } from "../moderation-model.ts";
import {
  BLOCKED_OVERVIEW,
  BUSY_OVERVIEW,
  buildComment,
  buildOverview,
  createFakeModeration,
  type FakeModeration,
  type FakeModerationOptions,
} from "../tests/moderation-fixtures.ts";

interface ModerationStoryParameters {
  moderation?: FakeModerationOptions;
}

let fake: FakeModeration;

/** The page as the route renders it: from the loader's data once the loader has run again after an action. */
function PageFromLoader({ overview }: { overview: ModerationOverview }) {
  const data = useRouteLoaderData(PAGE_ROUTE_ID) as { overview?: ModerationOverview } | undefined;
  return <ModerationPage overview={data?.overview ?? overview} />;
}

const meta = {
  title: "Features/Comments/ModerationPage",
  component: ModerationPage,
  args: { overview: buildOverview() },
  render: (args) => <PageFromLoader {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          "The admin's /Moderacja: comments waiting for approval (approve, reject), the newest comments of every page (select several and delete them at once), blocks of a guest name, a client group or a user for a chosen time, the guests' switch and daily cap, and the history of what was done. Every form posts to the page's action (and works without JavaScript); the page's loader is read again after a success.",
      },
    },
    router: {
      initialEntry: "/Moderacja",
      loader: () => fake.pageLoader(),
      action: (args: ActionFunctionArgs) => fake.action(args),
    },
  },
  beforeEach: ({ args, parameters }) => {
    fake = createFakeModeration(args.overview, (parameters as ModerationStoryParameters).moderation);
  },
} satisfies Meta<typeof ModerationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to do yet: every list says so. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Moderacja komentarzy" })).toBeVisible();
    await expect(canvas.getByText("Nic nie czeka na zatwierdzenie.")).toBeVisible();
    await expect(canvas.getByText("Nikt nie jest zablokowany.")).toBeVisible();
    await expect(canvas.getByText("Jeszcze nic nie zrobiono.")).toBeVisible();
  },
};

/** Two held comments, the newest comments and a history; approving one moves it to the newest list. */
export const WithHeldComments: Story = {
  args: { overview: BUSY_OVERVIEW },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const held = canvas.getByRole("region", { name: /Czekają na zatwierdzenie/ });
    await expect(within(held).getAllByRole("listitem")).toHaveLength(2);
    await expect(within(held).getByRole("link", { name: "Oświetlenie modeli" })).toHaveAttribute(
      "href",
      "/Oswietlenie#komentarz-40",
    );
    const marta = within(held).getByRole("listitem", { name: "Komentarz Marta z Gdyni" });
    await userEvent.click(within(marta).getByRole("button", { name: "Zatwierdź" }));
    await waitFor(() => expect(within(held).getAllByRole("listitem")).toHaveLength(1));
    const history = canvas.getByRole("region", { name: "Historia" });
    await waitFor(() => expect(within(history).getAllByText("zatwierdzenie", { selector: "strong" })).toHaveLength(2));
  },
};

/** A long queue: the page shows the first page of held comments, counts them all and says more will follow. */
export const LongQueue: Story = {
  args: {
    overview: { ...BUSY_OVERVIEW, paging: { held: { total: 57, next: 40 }, blocks: { total: 0, next: null } } },
  },
  play: async ({ canvasElement }) => {
    const held = within(canvasElement).getByRole("region", { name: /Czekają na zatwierdzenie/ });
    await expect(within(held).getByText("(57)")).toBeVisible();
    await expect(within(held).getByText(/Widać najnowsze 2 z 57/)).toBeVisible();
  },
};

/** Two of the newest comments selected and deleted at once, after a confirmation. */
export const DeleteSelected: Story = {
  args: { overview: BUSY_OVERVIEW },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const recent = canvas.getByRole("region", { name: /Najnowsze komentarze/ });
    const remove = within(recent).getByRole("button", { name: "Usuń zaznaczone" });
    await expect(remove).toBeDisabled();
    await userEvent.click(within(recent).getByRole("checkbox", { name: /kasia_m/ }));
    await userEvent.click(within(recent).getByRole("checkbox", { name: /Tomek/ }));
    await expect(within(recent).getByText("Zaznaczone: 2")).toBeVisible();
    await userEvent.click(remove);
    await userEvent.click(within(recent).getByRole("button", { name: "Tak, usuń" }));
    await waitFor(() => expect(within(recent).getAllByRole("listitem")).toHaveLength(1));
    await expect(fake.posts.at(-1)).toEqual({ intent: "moderation-delete", id: ["39", "37"] });
    await expect(within(recent).getByText("Zaznaczone: 0")).toBeVisible();
  },
};

const MANY_RECENT = buildOverview({
  recent: Array.from({ length: 24 }, (_, index) =>
    buildComment({ id: 100 + index, login: `Czytelnik ${index + 1}`, comment: `Komentarz numer ${index + 1}` }),
  ),
});

/** On a phone, deep in a long list: the bulk bar stays above the boxes, with the count of what is ticked. */
export const BulkBarInReach: Story = {
  args: { overview: MANY_RECENT },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const recent = within(within(canvasElement).getByRole("region", { name: /Najnowsze komentarze/ }));
    const last = recent.getByRole("checkbox", { name: /Czytelnik 24:/ });
    last.scrollIntoView({ block: "end" });
    await userEvent.click(last);
    await userEvent.click(recent.getByRole("checkbox", { name: /Czytelnik 23:/ }));
    const count = recent.getByText("Zaznaczone: 2");
    const remove = recent.getByRole("button", { name: "Usuń zaznaczone" });
    await expect(remove).toBeEnabled();
    const top = count.getBoundingClientRect().top;
    // In the viewport although the list's top is far above it.
    await expect(top).toBeGreaterThanOrEqual(0);
    await expect(top).toBeLessThan(window.innerHeight);
    await expect(remove.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** Active blocks with the guests' switch on; a client group is blocked from a comment and another block is lifted. */
export const WithBlocks: Story = {
  args: { overview: BLOCKED_OVERVIEW },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const blocks = canvas.getByRole("region", { name: /Blokady/ });
    await expect(within(blocks).getAllByRole("listitem")).toHaveLength(2);
    await expect(canvas.getByRole("checkbox", { name: "Zatwierdzaj pierwsze komentarze gości" })).toBeChecked();
    await expect(canvas.getByRole("spinbutton", { name: "Dzienny limit komentarzy gości na stronę" })).toHaveValue(10);
    const lift = within(blocks).getByRole("listitem", { name: "Blokada: Promocje24" });
    await userEvent.click(within(lift).getByRole("button", { name: "Zdejmij blokadę" }));
    await waitFor(() => expect(within(blocks).getAllByRole("listitem")).toHaveLength(1));
  },
};

/** Blocking from a comment: the choices fit the author (a guest: name or group), the time is chosen. */
export const BlockFromComment: Story = {
  args: { overview: BUSY_OVERVIEW },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const comment = canvas.getByRole("listitem", { name: "Komentarz Promocje24" });
    await userEvent.click(within(comment).getByText("Zablokuj…"));
    const kind = within(comment).getByRole("combobox", { name: "Kogo" });
    await expect(
      within(kind)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["nazwa gościa", "grupa adresów"]);
    await userEvent.selectOptions(kind, "client");
    await userEvent.selectOptions(within(comment).getByRole("combobox", { name: "Na jak długo" }), "7d");
    await userEvent.click(within(comment).getByRole("button", { name: "Zablokuj" }));
    await waitFor(() =>
      expect(fake.posts.at(-1)).toEqual({
        intent: "moderation-block",
        commentId: "41",
        kind: "client",
        duration: "7d",
      }),
    );
    const blocks = canvas.getByRole("region", { name: /Blokady/ });
    await waitFor(() => expect(within(blocks).getByText("#Zr8pQw2L (Promocje24)")).toBeVisible());
  },
};

/** The server refuses (the session ended, say): the page stays as it was and says why. */
export const ActionError: Story = {
  args: { overview: BUSY_OVERVIEW },
  parameters: {
    moderation: {
      refuse: { status: 403, error: "Tylko administrator może to zrobić" },
    },
  } satisfies ModerationStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const held = canvas.getByRole("region", { name: /Czekają na zatwierdzenie/ });
    await userEvent.click(within(held).getAllByRole("button", { name: "Odrzuć" })[0]!);
    await waitFor(() => expect(canvas.getByRole("alert")).toHaveTextContent("Tylko administrator może to zrobić"));
    await expect(within(held).getAllByRole("listitem")).toHaveLength(2);
  },
};

export const Dark: Story = { args: { overview: BUSY_OVERVIEW }, globals: { theme: "dark" } };

export const Mobile: Story = { args: { overview: BUSY_OVERVIEW }, globals: { viewport: { value: "mobile" } } };

export const MobileBlocks: Story = { args: { overview: BLOCKED_OVERVIEW }, globals: { viewport: { value: "mobile" } } };
