import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ResistorCalculator } from "#features/calculator/index.ts";
import { ArticlePage } from "../index.ts";
import { articleFor } from "../tests/fixtures.ts";

/** Each article's text loads on demand (see ArticlePage), so the first query of a story waits for it. */
const meta = {
  title: "Features/Articles/ArticlePage",
  component: ArticlePage,
  parameters: {
    docs: {
      description: {
        component:
          "One technical article page (lighting, vegetation, grass planter, windows, Arduino) chosen by its section: the article's own text in the shared article layout, with the resistor calculator embedded in the lighting article.",
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "72rem", margin: "0 auto", padding: "0 1rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArticlePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the figure named `title` in the viewer, checks the caption and closes it with Escape. */
async function viewFigure(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  const button = canvas.getByRole("button", { name: `Powiększ rysunek: ${title}` });
  await userEvent.click(button);
  // The viewer is portalled to <body>, outside the story's canvas; its code loads on this first click.
  const viewer = await within(document.body).findByRole("dialog", { name: "Przeglądarka zdjęć" });
  // The carousel also renders its neighbours off screen: one copy of the caption must be showing.
  await waitFor(() =>
    expect(
      within(viewer)
        // Text queries read U+00A0 as a space; accessible names keep it.
        .getAllByText(title.replace(/\s/g, " "))
        .some((caption) => caption.checkVisibility()),
    ).toBe(true),
  );
  await waitFor(() => expect(viewer.contains(document.activeElement)).toBe(true));
  await userEvent.keyboard("{Escape}");
  // Closing waits for the fade-out before the viewer unmounts.
  await waitFor(() => expect(within(document.body).queryByRole("dialog")).not.toBeInTheDocument());
  await waitFor(() => expect(button).toHaveFocus());
}

export const Lighting: Story = {
  args: { article: articleFor("Oswietlenie"), calculator: <ResistorCalculator /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Oświetlenie modeli" })).toBeVisible();
    const toc = canvas.getByRole("navigation", { name: "Spis treści" });
    await expect(within(toc).getAllByRole("link")).toHaveLength(7);
    await expect(canvas.getByRole("heading", { name: "Kalkulator rezystora" })).toBeVisible();
    await viewFigure(canvasElement, "Ściemniacz z tranzystorem BC547 i potencjometrem 10\u00a0kΩ");
  },
};

export const Arduino: Story = {
  args: { article: articleFor("Arduino") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("region", { name: "Program: płomień i oddech" })).toBeVisible();
    await viewFigure(canvasElement, "Arduino MEGA, UNO, NANO, MICRO i ATtiny85 w jednej skali");
  },
};

export const Vegetation: Story = {
  args: { article: articleFor("Roslinnosc") },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Artykuł w przygotowaniu")).toBeVisible();
    await viewFigure(canvasElement, "Drzewko z drutu: szkielet, kora i korona");
  },
};

export const GrassApplicator: Story = {
  args: { article: articleFor("Sadzarka") },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Artykuł w przygotowaniu")).toBeVisible();
    await viewFigure(canvasElement, "Zasada działania sadzarki: sito, pole elektryczne i podstawka z klejem");
  },
};

export const Windows: Story = {
  args: { article: articleFor("Okna") },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Artykuł w przygotowaniu")).toBeVisible();
    await viewFigure(canvasElement, "Warstwy podświetlanego okna: ramka, szyba z folii, kalka i komora świetlna");
  },
};

export const LightingDark: Story = { args: Lighting.args, globals: { theme: "dark" } };

export const ArduinoDark: Story = { args: Arduino.args, globals: { theme: "dark" } };

export const InProgressDark: Story = { args: Windows.args, globals: { theme: "dark" } };

export const LightingMobile: Story = { args: Lighting.args, globals: { viewport: { value: "mobile" } } };

export const ArduinoMobile: Story = { args: Arduino.args, globals: { viewport: { value: "mobile" } } };
