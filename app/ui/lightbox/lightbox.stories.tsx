import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Lightbox, type LightboxSlide } from "./lightbox.tsx";

function picture(label: string, width: number, height: number, sky: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="${sky}"/>` +
    `<text x="50%" y="50%" font-family="sans-serif" font-size="${height / 8}" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const SKIES = ["#8ec5ff", "#f6d28b", "#b7e4a8", "#f2a7a7", "#c9b6f2"];

const slides: LightboxSlide[] = SKIES.map((sky, index) => ({
  src: picture(`Zdjęcie ${index + 1}`, 1200, 800, sky),
  thumb: picture(`Miniatura ${index + 1}`, 160, 160, sky),
  alt: `Latarnia morska Hel – dzień, zdjęcie ${index + 1} z ${SKIES.length}`,
  caption: `Latarnia morska Hel – dzień, zdjęcie ${index + 1} z ${SKIES.length}`,
}));

const meta = {
  title: "UI/Lightbox",
  component: Lightbox,
  parameters: {
    docs: {
      description: {
        component:
          "The photo viewer every gallery shares: a photo over a blurred backdrop with its caption bar (hidden when the caption is empty), zoom, the counter, previous/next and the arrow keys; its code loads only when it first opens.",
      },
    },
  },
  args: { slides, index: 0, onClose: fn(), onIndexChange: fn() },
} satisfies Meta<typeof Lightbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The viewer is a portal on <body>; its code loads on first open. */
const findViewer = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Przeglądarka zdjęć" }, { timeout: 10_000 });
/** The viewer fades in, so visibility is awaited. */
const seeText = (viewer: HTMLElement, text: string) =>
  waitFor(() => expect(within(viewer).getByText(text)).toBeVisible());

export const First: Story = {
  play: async ({ args, canvasElement }) => {
    const viewer = await findViewer(canvasElement);
    await seeText(viewer, "1 z 5");
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(args.onIndexChange).toHaveBeenCalledWith(1));
  },
};

export const Middle: Story = {
  args: { index: 2 },
  play: async ({ canvasElement }) => {
    const viewer = await findViewer(canvasElement);
    await seeText(viewer, "3 z 5");
    await waitFor(() => expect(within(viewer).getByRole("button", { name: "Powiększ" })).toBeVisible());
  },
};

export const Last: Story = {
  args: { index: 4 },
  play: async ({ canvasElement }) => {
    const viewer = await findViewer(canvasElement);
    await seeText(viewer, "5 z 5");
  },
};

export const NoCaption: Story = {
  args: { slides: slides.map((slide) => ({ ...slide, caption: "" })) },
  play: async ({ canvasElement }) => {
    const viewer = await findViewer(canvasElement);
    await expect(viewer.querySelector(".yarl__slide_description")).toBeNull();
  },
};

export const LoadError: Story = {
  args: {
    slides: slides.map((slide, index) => (index === 0 ? { ...slide, src: "/nie-ma-takiego-zdjecia.jpg" } : slide)),
  },
  play: async ({ canvasElement }) => {
    const viewer = await findViewer(canvasElement);
    await seeText(viewer, "Nie udało się wczytać zdjęcia – widać jego miniaturę.");
    const current = within(viewer).getByRole("group", { name: "1 z 5" });
    await expect(within(current).getByRole("img")).toHaveAttribute("src", slides[0]!.thumb);
  },
};

export const ClosesWithEscape: Story = {
  // Ends closed: an empty page, as other such stories show.
  tags: ["no-visual"],
  play: async ({ args, canvasElement }) => {
    await findViewer(canvasElement);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

const WIDTHS = [640, 1280, 2400];
/** A real-size photo offered at three widths in AVIF and WebP; each copy's picture names its format and width. */
const sized: LightboxSlide[] = slides.map((slide, index) => ({
  ...slide,
  src: picture(`oryginał ${index + 1}`, 2400, 1600, SKIES[index]!),
  width: 2400,
  height: 1600,
  placeholder: "48cJRYaJeHefiYmRh4eJdWiApxAI",
  sources: ["avif", "webp"].map((format) => ({
    type: `image/${format}`,
    candidates: WIDTHS.map((width) => ({
      src: picture(`${format} ${width}`, width, (width * 2) / 3, SKIES[index]!),
      width,
    })),
  })),
}));

/** The viewer shows the AVIF copy that fills the screen, and the widest once zoomed in. */
export const SizedForTheScreen: Story = {
  // The viewer is dark in both schemes.
  tags: ["one-scheme"],
  args: { slides: sized, index: 0 },
  play: async ({ canvasElement }) => {
    const viewer = await findViewer(canvasElement);
    const current = () => within(within(viewer).getByRole("group", { name: "1 z 5" })).getByRole("img");
    // The `src` stays the original, the fallback; the browser shows the copy it picked.
    const text = () => decodeURIComponent((current() as HTMLImageElement).currentSrc);
    // Which width depends on the test browser's window and pixel ratio (the e2e test pins a 375 px phone).
    await waitFor(() => expect(text()).toMatch(/>avif \d+</));
    const zoomIn = within(viewer).getByRole("button", { name: "Powiększ" });
    await waitFor(() => expect(zoomIn).toBeEnabled());
    await userEvent.click(zoomIn);
    await userEvent.click(zoomIn);
    await userEvent.click(zoomIn);
    await waitFor(() => expect(text()).toContain(">avif 2400<"));
  },
};
