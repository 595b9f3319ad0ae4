import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { BuildStory } from "../components/build-story.tsx";
import { buildStory, EMPTY_STORY, longStory, PHOTO_CHOICES } from "../tests/fixtures.ts";

const meta = {
  title: "Features/BuildLog/BuildStory",
  component: BuildStory,
  parameters: {
    docs: {
      description: {
        component:
          "The model page's 'Budowa modelu' section: the owner's build note with its facts (dates, hours, changes to the kit, lighting, the kit's rating and verdict) and the build diary, newest first, whose thumbnails open the gallery's viewer. Visitors see it only when it holds something; the admin edits everything in place.",
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: "72rem", margin: "0 auto", padding: "0 1rem" }}>{Story()}</div>],
  args: { component: "StarshipS30", story: buildStory(), photoChoices: PHOTO_CHOICES, admin: false },
} satisfies Meta<typeof BuildStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor's view of a note and two diary entries. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole("region", { name: "Budowa modelu" });
    await expect(within(section).getByText("35 godzin")).toBeVisible();
    await expect(within(section).getByRole("img", { name: "4 na 5" })).toBeVisible();
    await expect(within(section).getByRole("heading", { name: "Dziennik budowy" })).toBeVisible();
    await expect(within(section).getByRole("link", { name: /zdjęcie 3/ })).toHaveAttribute(
      "href",
      "/StarshipS30?photo=dzien-03",
    );
    await expect(within(section).queryByRole("button", { name: /edycja|dodaj wpis/ })).not.toBeInTheDocument();
  },
};

export const Dark: Story = { ...Visitor, globals: { theme: "dark" } };

export const Mobile: Story = { ...Visitor, globals: { viewport: { value: "mobile" } } };

/** Nothing written yet: visitors get no section at all. */
export const EmptyForVisitors: Story = {
  // Renders nothing: an empty page, as other such stories show.
  tags: ["no-visual"],
  args: { story: EMPTY_STORY },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("region", { name: "Budowa modelu" })).not.toBeInTheDocument();
  },
};

/** Nothing written yet: the admin sees the empty section with its buttons. */
export const EmptyForAdmin: Story = {
  args: { story: EMPTY_STORY, admin: true },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole("region", { name: "Budowa modelu" });
    await expect(within(section).getByText(/Opisu budowy jeszcze nie ma/)).toBeVisible();
    await expect(within(section).getByText(/Dziennik jest pusty/)).toBeVisible();
    await expect(within(section).getByRole("button", { name: "dodaj wpis" })).toBeVisible();
  },
};

/** The admin's view: `edycja` for the note and each entry, `usuń` for each entry. */
export const Admin: Story = {
  args: { admin: true },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole("region", { name: "Budowa modelu" });
    await expect(within(section).getByRole("button", { name: "edycja opisu budowy" })).toBeVisible();
    await expect(within(section).getByRole("button", { name: "usuń wpis z 10.09.2025" })).toBeVisible();
  },
};

/** The note's form, filled with the saved facts. */
export const EditingNote: Story = {
  args: { admin: true },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole("region", { name: "Budowa modelu" });
    await userEvent.click(within(section).getByRole("button", { name: "edycja opisu budowy" }));
    const form = await within(section).findByRole("form", { name: "Edycja opisu budowy" });
    await expect(within(form).getByLabelText("Godziny pracy")).toHaveValue(35);
    await expect(within(form).getByLabelText("Ocena zestawu (1–5)")).toHaveValue("4");
  },
};

/** A diary entry's form; a photo number the gallery does not have is refused before sending. */
export const EditingEntryRefused: Story = {
  args: { admin: true },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole("region", { name: "Budowa modelu" });
    await userEvent.click(within(section).getByRole("button", { name: "edycja wpisu z 10.09.2025" }));
    const form = await within(section).findByRole("form", { name: "Edycja wpisu w dzienniku" });
    const photos = within(form).getByLabelText(/Zdjęcia z galerii „dzień”/);
    await expect(photos).toHaveValue("3, 4, 5");
    await userEvent.clear(photos);
    await userEvent.type(photos, "3, 40");
    await userEvent.click(within(form).getByRole("button", { name: "Zapisz" }));
    await expect(within(form).getByRole("alert")).toHaveTextContent("dzień 40 (są numery 1–14)");
  },
};

/** Long texts and many photos keep within the column. */
export const LongText: Story = {
  args: { story: longStory() },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole("region", { name: "Budowa modelu" });
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth + 1);
  },
};

export const MobileLongText: Story = { ...LongText, globals: { viewport: { value: "mobile" } } };
