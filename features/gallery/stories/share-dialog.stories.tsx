import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn, userEvent, within } from "storybook/test";
import { ShareDialog } from "../components/share-dialog.tsx";

const meta = {
  title: "Features/Gallery/ShareDialog",
  component: ShareDialog,
  parameters: {
    docs: {
      description: {
        component:
          "The share overlay of one photo: three read-only fields to copy (the direct link, the forum thumbnail code and the website thumbnail code), each confirming 'Skopiowano' for a second; clicking outside closes it.",
      },
    },
  },
  args: {
    photo: {
      caption: "Latarnia morska Hel – dzień, zdjęcie 3 z 14",
      full: "https://kartonowe-budowle.pl/images/models/Hel/dzien/hel-d03.jpg",
      thumb: "https://kartonowe-budowle.pl/images/models/Hel/dzien/thumbs/hel-d03.webp",
    },
    onClose: fn(),
  },
} satisfies Meta<typeof ShareDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("dialog", { name: "Udostępnij zdjęcie" });

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(dialogOf(canvasElement));
    await expect(dialog.getByRole("textbox", { name: "Link bezpośredni" })).toHaveValue(
      "https://kartonowe-budowle.pl/images/models/Hel/dzien/hel-d03.jpg",
    );
    await expect(dialog.getByRole("textbox", { name: "Kod miniatury na forum" })).toHaveValue(
      "[url=https://kartonowe-budowle.pl/images/models/Hel/dzien/hel-d03.jpg][img]https://kartonowe-budowle.pl/images/models/Hel/dzien/thumbs/hel-d03.webp[/img][/url]",
    );
    await expect(dialog.getByRole("textbox", { name: "Kod miniatury na stronę" })).toHaveValue(
      '<a href="https://kartonowe-budowle.pl/images/models/Hel/dzien/hel-d03.jpg"><img src="https://kartonowe-budowle.pl/images/models/Hel/dzien/thumbs/hel-d03.webp"></a>',
    );
  },
};

export const Copied: Story = {
  // "Skopiowano" lasts a second: no stable picture, so no baseline (its play test stays).
  tags: ["no-visual"],
  // Scripted clicks carry no user gesture, so the real clipboard would refuse them.
  beforeEach: () => {
    spyOn(navigator.clipboard, "writeText").mockResolvedValue();
  },
  play: async ({ canvasElement }) => {
    const dialog = within(dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole("button", { name: "Kopiuj kod na stronę" }));
    await expect(dialog.getByRole("button", { name: "Skopiowano" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Kopiuj link bezpośredni" })).toBeVisible();
  },
};

export const CopyRefused: Story = {
  beforeEach: () => {
    spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("NotAllowedError"));
    spyOn(document, "execCommand").mockReturnValue(false);
  },
  play: async ({ canvasElement }) => {
    const dialog = within(dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole("button", { name: "Kopiuj link bezpośredni" }));
    await expect(await dialog.findByRole("alert")).toHaveTextContent("Nie udało się skopiować.");
    await expect(dialog.getByRole("textbox", { name: "Link bezpośredni" })).toHaveFocus();
  },
};

/** A click on the backdrop (the dialog element itself, outside its box) closes it; Escape is covered end to end. */
export const ClosesOnClickOutside: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.querySelector("h2")!);
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(dialog);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
