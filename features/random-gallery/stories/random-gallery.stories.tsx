import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { RandomGallery } from "../index.ts";
import { buildPhotos, storyImageUrl } from "../tests/fixtures.ts";

const meta = {
  title: "Features/RandomGallery/RandomGallery",
  component: RandomGallery,
  parameters: {
    docs: {
      description: {
        component:
          "The random gallery page: one random photo from each model's gallery with the model's name, a button to draw again, and the photo viewer whose caption links to that model's gallery ('Przejdź do galerii').",
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: "72rem", margin: "0 auto", padding: "1rem" }}>{Story()}</div>],
  args: { photos: buildPhotos(24), resolveImage: storyImageUrl, onShuffle: fn() },
} satisfies Meta<typeof RandomGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(24);
    await userEvent.click(canvas.getByRole("button", { name: "Wylosuj inne zdjęcia" }));
    await expect(args.onShuffle).toHaveBeenCalledOnce();
  },
};

/** A thumbnail opens the viewer, whose caption names the photo and links to the model's gallery. */
export const ViewerOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole("button", { name: /Powiększ zdjęcie: Latarnia morska Hel/ })[0]!);
    await waitFor(
      async () => {
        const links = screen.getAllByRole("link", { name: "Przejdź do galerii" });
        // The viewer keeps its neighbouring slides in the page, inert: the current one is the live one.
        const current = links.find((link) => !link.closest("[inert]"));
        await expect(current).toHaveAttribute("href", "/Hel?photo=noc-07#galeria");
      },
      { timeout: 10_000 },
    );
    const titles = screen.getAllByText("Latarnia morska Hel – noc, zdjęcie 7");
    await expect(titles.some((title) => !title.closest("[inert]"))).toBe(true);
  },
};

/** A new draw is on its way: the button stays focusable but asks for nothing more. */
export const Shuffling: Story = {
  args: { shuffling: true },
  play: async ({ args, canvasElement }) => {
    const shuffle = within(canvasElement).getByRole("button", { name: "Wylosuj inne zdjęcia" });
    await expect(shuffle).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(shuffle);
    await expect(args.onShuffle).not.toHaveBeenCalled();
  },
};

export const Empty: Story = { args: { photos: [] } };

export const Dark: Story = { globals: { theme: "dark" } };

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
