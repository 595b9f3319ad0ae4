import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import { Gallery } from "../components/gallery.tsx";
import { buildFilmModel, buildGalleryModel, buildSingleGroupModel, storyImage } from "../tests/fixtures.ts";

const meta = {
  title: "Features/Gallery/Gallery",
  component: Gallery,
  parameters: {
    docs: {
      description: {
        component:
          "The model's photo gallery: thumbnails by group with the count, tabs when there is more than one group, the photo viewer (zoom, captions, arrow keys) whose open photo lives in the address, and the toolbar to copy the thumbnails' links or share one photo.",
      },
    },
  },
  args: { model: buildGalleryModel(), resolveImage: storyImage },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "72rem", margin: "0 auto", padding: "0 1rem 2rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The viewer lives in a portal on <body>, outside the story's canvas; its code loads on first open. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const findViewer = (canvasElement: HTMLElement) =>
  page(canvasElement).findByRole("dialog", { name: "Przeglądarka zdjęć" }, { timeout: 10_000 });
/** The viewer fades in, so visibility is awaited. */
const seeText = (viewer: HTMLElement, text: string) =>
  waitFor(() => expect(within(viewer).getByText(text)).toBeVisible());

/** Clipboard writes from a story's scripted clicks carry no user gesture, so the browser would refuse them. */
const allowClipboard = () => {
  spyOn(navigator.clipboard, "writeText").mockResolvedValue();
};

export const SeveralTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Galeria (19)" })).toHaveAttribute("aria-expanded", "true");
    const day = canvas.getByRole("tab", { name: "dzień (14)" });
    await expect(day).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getAllByRole("link", { name: /^Otwórz zdjęcie/ })).toHaveLength(14);
    await userEvent.click(canvas.getByRole("tab", { name: "noc (3)" }));
    await expect(canvas.getAllByRole("link", { name: /^Otwórz zdjęcie/ })).toHaveLength(3);
    await expect(canvas.getByText("3 zdjęcia")).toBeVisible();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "filmy (2)" })).toHaveFocus();
  },
};

export const OneGroup: Story = {
  args: { model: buildSingleGroupModel() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("tablist")).toBeNull();
    await expect(canvas.getByText("16 zdjęć")).toBeVisible();
  },
};

export const Collapsed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("button", { name: "Galeria (19)" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    await expect(within(canvasElement).getByRole("tab", { name: "dzień (14)" })).toBeVisible();
  },
};

export const ViewerFirstPhoto: Story = {
  parameters: { router: { initialEntry: "/Hel?photo=dzien-01" } },
  play: async ({ canvasElement }) => {
    const viewer = await findViewer(canvasElement);
    await seeText(viewer, "1 z 14");
    const current = within(viewer).getByRole("group", { name: "1 z 14" });
    await expect(within(current).getByText("Latarnia morska Hel – dzień, zdjęcie 1 z 14")).toBeVisible();
  },
};

export const ViewerMiddlePhoto: Story = {
  parameters: { router: { initialEntry: "/Hel?photo=dzien-07" } },
  play: async ({ canvasElement }) => {
    const viewer = await findViewer(canvasElement);
    await seeText(viewer, "7 z 14");
    await userEvent.keyboard("{ArrowRight}");
    await seeText(viewer, "8 z 14");
    await userEvent.click(within(viewer).getByRole("button", { name: "Poprzednie zdjęcie" }));
    await seeText(viewer, "7 z 14");
  },
};

export const ViewerLastPhoto: Story = {
  // The same pixels as ViewerFirstPhoto.
  tags: ["no-visual"],
  parameters: { router: { initialEntry: "/Hel?photo=dzien-14" } },
  play: async ({ canvasElement }) => {
    const viewer = await findViewer(canvasElement);
    await seeText(viewer, "14 z 14");
    // The viewer wraps around: after the last photo comes the first.
    await userEvent.keyboard("{ArrowRight}");
    await seeText(viewer, "1 z 14");
  },
};

export const ViewerLoadError: Story = {
  args: { resolveImage: (key: string) => (key.includes("/thumbs") ? storyImage(key) : `/nie-ma/${key}`) },
  parameters: { router: { initialEntry: "/Hel?photo=dzien-03" } },
  play: async ({ canvasElement }) => {
    const viewer = await findViewer(canvasElement);
    // Every preloaded neighbour fails too, so each slide carries the notice.
    const notices = await within(viewer).findAllByText(
      "Nie udało się wczytać zdjęcia – widać jego miniaturę.",
      {},
      { timeout: 10_000 },
    );
    await expect(notices.length).toBeGreaterThan(0);
    await seeText(viewer, "3 z 14");
  },
};

export const ViewerClosesToThumbnail: Story = {
  play: async ({ canvasElement }) => {
    const thumbnail = within(canvasElement).getByRole("link", { name: "Otwórz zdjęcie 2" });
    await userEvent.click(thumbnail);
    const viewer = await findViewer(canvasElement);
    await userEvent.keyboard("{ArrowRight}");
    await seeText(viewer, "3 z 14");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(canvasElement).getByRole("link", { name: "Otwórz zdjęcie 3" })).toHaveFocus());
  },
};

export const MissingPhotoInAddress: Story = {
  parameters: { router: { initialEntry: "/Hel?photo=noc-09" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/W tej galerii nie ma zdjęcia „noc-09”/)).toBeVisible();
  },
};

// "Skopiowano" lasts COPIED_MS (1 s): how long the page takes to settle decides which label a picture would catch.
export const ShareCopied: Story = {
  tags: ["no-visual"],
  beforeEach: allowClipboard,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Udostępnij zdjęcie 4" }));
    const dialog = within(canvasElement).getByRole("dialog", { name: "Udostępnij zdjęcie" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Kopiuj link bezpośredni" }));
    await expect(within(dialog).getByRole("button", { name: "Skopiowano" })).toBeVisible();
    const link = within(dialog).getByRole("textbox", { name: "Link bezpośredni" }) as HTMLInputElement;
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(link.value);
  },
};

export const LinksShown: Story = {
  tags: ["no-visual"],
  beforeEach: allowClipboard,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "noc (3)" }));
    await userEvent.click(canvas.getByRole("button", { name: "Pokaż linki" }));
    await expect(within(canvas.getByRole("list", { name: "Linki do zdjęć" })).getAllByRole("link")).toHaveLength(3);
    await userEvent.click(canvas.getByRole("button", { name: "Kopiuj linki miniatur" }));
    await expect(canvas.getByRole("button", { name: "Skopiowano" })).toBeVisible();
  },
};

export const Film: Story = {
  args: { model: buildFilmModel() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "filmy (1)" }));
    await expect(canvas.getByRole("button", { name: "Odtwórz film: Zamek w Będzinie – film" })).toBeVisible();
    await expect(canvasElement.querySelector("iframe")).toBeNull();
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };

export const MobileDark: Story = { globals: { theme: "dark", viewport: { value: "mobile" } } };

const HASH = "48cJRYaJeHefiYmRh4eJdWiApxAI";

/**
 * With the image index's sizes and placeholders (as a page sends them): each thumbnail offers AVIF and WebP at 160
 * and 320 px and its box holds the blurred placeholder until the thumbnail fades in over it.
 */
export const SizedWithPlaceholders: Story = {
  args: { images: { group: "dzień", packed: Array.from({ length: 14 }, () => `1200,800,${HASH}`).join(";") } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "Otwórz zdjęcie 1" });
    // Drawn once the thumbnail is near the viewport, as its picture is.
    await waitFor(() => expect(link.style.backgroundImage).toMatch(/^url\("data:image\/png;base64,/));
    await waitFor(() => expect(link.querySelectorAll("picture source")).toHaveLength(2));
    const [avif, webp] = [...link.querySelectorAll("picture source")];
    await expect(avif).toHaveAttribute("type", "image/avif");
    await expect(webp).toHaveAttribute("type", "image/webp");
    await expect(avif!.getAttribute("srcset")).toMatch(/ 160w, .* 320w$/);
  },
};
