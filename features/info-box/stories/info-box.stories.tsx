import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { InfoBox } from "../index.ts";
import {
  buildInfo,
  createFakeInfoApi,
  LINKS_TEXT,
  type FakeInfoApi,
  type FakeInfoApiOptions,
} from "../tests/fixtures.ts";
import { InfoBoxFromLoader } from "../tests/info-page.tsx";

/** Story parameter: how the stand-in for the home page's action answers (no server in stories). */
interface InfoStoryParameters {
  infoApi?: Omit<FakeInfoApiOptions, "content">;
}

let api: FakeInfoApi;

function Page({ children }: { children: ReactNode }) {
  return <div style={{ maxWidth: "40rem", margin: "1.5rem auto", padding: "0 1rem" }}>{children}</div>;
}

const meta = {
  title: "Features/InfoBox/InfoBox",
  component: InfoBox,
  decorators: [(Story) => <Page>{Story()}</Page>],
  args: { info: buildInfo(), admin: false },
  // The box as the home page renders it: after a save, from the home loader over the fake API.
  render: (args) => <InfoBoxFromLoader {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          "The home page's info box: the owner's markdown text, whose links navigate within the site, hidden when empty for everyone but the admin, who edits it in place ('edycja', then 'Aktualizuj' or 'Anuluj').",
      },
    },
    router: { loader: () => api.pageLoader(), action: (args: { request: Request }) => api.pageAction(args) },
  },
  beforeEach: ({ args, parameters }) => {
    api = createFakeInfoApi({ ...(parameters as InfoStoryParameters).infoApi, content: args.info.content });
  },
} satisfies Meta<typeof InfoBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded welcome text as a visitor sees it. */
export const Text: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("region", { name: "Informacje" });
    await expect(within(box).getByRole("heading", { name: /Witaj na stronie „Kartonowe budowle”/ })).toBeVisible();
    await expect(within(box).getByRole("link", { name: "oświetleniu modeli" })).toHaveAttribute("href", "/Oswietlenie");
    await expect(within(box).queryByRole("button", { name: "edycja" })).not.toBeInTheDocument();
  },
};

/** Links: inside the site, outside, e-mail, and a `javascript:` link left as plain text. */
export const Links: Story = {
  args: { info: buildInfo(LINKS_TEXT) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "latarnię na Helu" })).toHaveAttribute("href", "/Hel");
    await expect(canvas.queryByRole("link", { name: "to" })).not.toBeInTheDocument();
  },
};

/** An empty text is hidden from visitors: nothing renders. */
export const EmptyGuest: Story = {
  args: { info: buildInfo("") },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("region", { name: "Informacje" })).not.toBeInTheDocument();
  },
};

/** The admin still sees the empty box, to fill it in. */
export const EmptyAdmin: Story = {
  args: { info: buildInfo(""), admin: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Tekst informacyjny jest pusty/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "edycja" })).toBeEnabled();
  },
};

export const Admin: Story = { args: { admin: true } };

/** `edycja` opens the saved text in a textarea. */
export const Editing: Story = {
  args: { admin: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "edycja" }));
    const textarea = await canvas.findByRole("textbox", { name: "Tekst informacyjny (Markdown)" });
    await expect(textarea).toHaveValue(buildInfo().content);
    await expect(canvas.getByRole("button", { name: "Aktualizuj" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Anuluj" })).toBeEnabled();
  },
};

/** Saved: edit mode ends and the box shows the text as the home loader rendered it again. */
export const Saved: Story = {
  args: { admin: true, info: buildInfo("Stary tekst.") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "edycja" }));
    await userEvent.clear(await canvas.findByRole("textbox"));
    await userEvent.type(canvas.getByRole("textbox"), "## Nowości w pracowni");
    await userEvent.click(canvas.getByRole("button", { name: "Aktualizuj" }));
    await expect(await canvas.findByRole("heading", { name: "Nowości w pracowni" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "edycja" })).toHaveFocus();
  },
};

/** Saved: the box shows a spinner over the old text until the page has the new one. */
export const Loading: Story = {
  args: { admin: true },
  parameters: { infoApi: { hangReload: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "edycja" }));
    await userEvent.type(await canvas.findByRole("textbox"), "\n\nNowy akapit.");
    await userEvent.click(canvas.getByRole("button", { name: "Aktualizuj" }));
    await waitFor(() => expect(api.calls[0]?.fields).toEqual({ content: expect.stringMatching(/Nowy akapit\.$/) }));
    await expect(await canvas.findByRole("status", { name: "Odświeżanie tekstu…" })).toBeVisible();
    await expect(canvas.queryByRole("textbox")).not.toBeInTheDocument();
  },
};

/** A refused save says why and keeps the draft. */
export const SaveError: Story = {
  args: { admin: true },
  parameters: { infoApi: { refuse: { status: 413, error: "Tekst może mieć najwyżej 20\u00a0000 znaków" } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "edycja" }));
    await userEvent.type(await canvas.findByRole("textbox"), " Szkic.");
    await userEvent.click(canvas.getByRole("button", { name: "Aktualizuj" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Tekst może mieć najwyżej 20 000 znaków");
    await expect(canvas.getByRole("textbox")).toHaveValue(`${buildInfo().content} Szkic.`);
    await expect(canvas.getByRole("button", { name: "Aktualizuj" })).toHaveFocus();
  },
};

/** `Anuluj` drops the draft without saving. */
export const Cancel: Story = {
  args: { admin: true, info: buildInfo("Zapisany tekst.") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "edycja" }));
    await userEvent.type(await canvas.findByRole("textbox"), " Szkic.");
    await userEvent.click(canvas.getByRole("button", { name: "Anuluj" }));
    await expect(api.calls).toHaveLength(0);
    await expect(canvas.getByText("Zapisany tekst.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "edycja" })).toHaveFocus();
  },
};

/** The database could not be read: the admin is told, and the editor stays shut. */
export const LoadFailedAdmin: Story = {
  args: { admin: true, info: buildInfo("", { failed: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "edycja" })).toBeDisabled();
  },
};

export const Dark: Story = { args: { admin: true }, globals: { theme: "dark" } };

export const DarkEditing: Story = { ...Editing, globals: { theme: "dark" } };

export const Mobile: Story = { args: { admin: true }, globals: { viewport: { value: "mobile" } } };
