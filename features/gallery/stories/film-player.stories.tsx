import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { FilmPlayer } from "../components/film-player.tsx";

const meta = {
  title: "Features/Gallery/FilmPlayer",
  component: FilmPlayer,
  parameters: {
    docs: {
      description: {
        component:
          "A film of the gallery's 'filmy' group: the film's poster with a play button at 16:9, replaced by YouTube's no-cookie player only when the visitor presses play.",
      },
    },
  },
  args: { videoId: "98O2UpxcMB0", title: "Zamek w Będzinie – film" },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "56rem", padding: "1rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilmPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Poster: Story = {
  // Tests run offline: the poster is the placeholder PosterUnavailable shows.
  tags: ["no-visual"],
  play: async ({ canvasElement }) => {
    const play = within(canvasElement).getByRole("button", { name: "Odtwórz film: Zamek w Będzinie – film" });
    await expect(play).toBeVisible();
    // What the poster and the player send to whom, on the button itself.
    await expect(play).toHaveAccessibleDescription(/YouTube \(Google, USA\), który poznaje Twój adres IP/);
    await expect(within(canvasElement).getByText(/YouTube \(Google, USA\)/)).toBeVisible();
    await expect(canvasElement.querySelector("iframe")).toBeNull();
  },
};

/** Offline (or when YouTube's image host is blocked) the poster gives way to a plain placeholder. */
export const PosterUnavailable: Story = {
  args: { videoId: "nie-ma-takiego-filmu" },
};

export const Playing: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /Odtwórz film/ }));
    const player = within(canvasElement).getByTitle("Zamek w Będzinie – film");
    await expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/98O2UpxcMB0?autoplay=1");
    await expect(player).toHaveFocus();
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
