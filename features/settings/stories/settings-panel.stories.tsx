import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { applySettingsToDocument } from "../document.ts";
import { SettingsPanel } from "../index.ts";
import { readSettings } from "../storage.ts";

const SETTING_ATTRIBUTES = ["data-font-size", "data-header", "data-banner", "data-navigation", "data-overlap"];

/**
 * Stories write localStorage and <html> as the site does: each one starts from the given stored values (applied to
 * the page as the pre-paint script would) and puts the browser back afterwards.
 */
function storedSettings(values: Record<string, string> = {}) {
  return () => {
    const root = document.documentElement;
    const before = { storage: { ...window.localStorage }, className: root.className };
    const attributes = SETTING_ATTRIBUTES.map((name) => [name, root.getAttribute(name)] as const);
    window.localStorage.clear();
    for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
    applySettingsToDocument(readSettings());
    return () => {
      window.localStorage.clear();
      for (const [key, value] of Object.entries(before.storage)) window.localStorage.setItem(key, value);
      root.className = before.className;
      for (const [name, value] of attributes) {
        if (value === null) root.removeAttribute(name);
        else root.setAttribute(name, value);
      }
    };
  };
}

const meta = {
  title: "Features/Settings/SettingsPanel",
  component: SettingsPanel,
  parameters: {
    docs: {
      description: {
        component:
          "The settings panel, opened from the gear of the header: colour scheme, font size, moving banner, navigation cards, auto-scrolling, collapsing sections and the sticky header, stored in the browser; 'Zapisz' applies them, 'Anuluj' or the backdrop drops the draft, and a clock shows the time.",
      },
    },
  },
  args: { open: true, onClose: fn() },
  beforeEach: storedSettings({ darkMode: "false" }),
  // The panel shows the page's scheme as it opens: its dark pictures are renders of their own (docs/decisions/013).
  tags: ["scheme-at-mount"],
} satisfies Meta<typeof SettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole("dialog", { name: "Ustawienia" }));

/** The panel's views load with its first opening: wait until they replace the spinner (hidden until the dialog opens). */
async function viewsLoaded(canvasElement: HTMLElement) {
  await waitFor(
    () =>
      expect(
        within(canvasElement).queryByRole("status", { name: "Ładowanie ustawień", hidden: true }),
      ).not.toBeInTheDocument(),
    { timeout: 10_000 },
  );
}
const choice = (canvasElement: HTMLElement, group: string, option: string) =>
  within(panel(canvasElement).getByRole("group", { name: group })).getByRole("radio", { name: option });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await viewsLoaded(canvasElement);
    await expect(choice(canvasElement, "Kolorystyka", "jasna")).toBeChecked();
    await expect(panel(canvasElement).getByRole("button", { name: "Wielkość czcionki: mała" })).toBeVisible();
    await expect(choice(canvasElement, "Zwijanie sekcji", "wyłączone")).toBeChecked();
    await expect(panel(canvasElement).getByText(/^\d{2}:\d{2}$/)).toBeVisible();
    for (const name of ["Zapisz", "Anuluj", "Zamknij"]) {
      await expect(panel(canvasElement).getByRole("button", { name })).toBeVisible();
    }
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  beforeEach: storedSettings({ darkMode: "true" }),
  play: async ({ canvasElement }) => {
    await viewsLoaded(canvasElement);
    await expect(choice(canvasElement, "Kolorystyka", "ciemna")).toBeChecked();
  },
};

/** The visitor chose the largest text (1.2rem), which is stored as the next step, "1". */
export const LargeFont: Story = {
  beforeEach: storedSettings({ darkMode: "false", fontSize: "1" }),
  play: async ({ canvasElement }) => {
    await viewsLoaded(canvasElement);
    await expect(panel(canvasElement).getByRole("button", { name: "Wielkość czcionki: duża" })).toBeVisible();
    await expect(getComputedStyle(document.body).fontSize).toBe("19.2px");
  },
};

export const Saved: Story = {
  // Saving applies the stored light scheme: the same pixels in both schemes.
  tags: ["one-scheme"],
  play: async ({ canvasElement }) => {
    await viewsLoaded(canvasElement);
    await userEvent.click(choice(canvasElement, "Autoprzewijanie", "wyłączone"));
    await userEvent.click(panel(canvasElement).getByRole("button", { name: "Zapisz" }));
    await expect(panel(canvasElement).getByRole("status")).toHaveTextContent("Zapisano");
    await expect(window.localStorage.getItem("autoScroll")).toBe("false");
    await waitFor(() => expect(panel(canvasElement).getByRole("button", { name: "Zapisz" })).toHaveFocus());
  },
};

export const ColourScheme: Story = {
  // It sets the scheme itself: one picture, in the scheme it chose.
  tags: ["one-scheme"],
  play: async ({ canvasElement }) => {
    await viewsLoaded(canvasElement);
    await userEvent.click(choice(canvasElement, "Kolorystyka", "ciemna"));
    await expect(document.documentElement).not.toHaveClass("dark");
    await expect(panel(canvasElement).getByText("Zmiany nie są jeszcze zapisane.")).toBeVisible();
    await userEvent.click(panel(canvasElement).getByRole("button", { name: "Zapisz" }));
    await expect(document.documentElement).toHaveClass("dark");
  },
};

export const FontSize: Story = {
  play: async ({ canvasElement }) => {
    await viewsLoaded(canvasElement);
    for (const [from, to] of [
      ["mała", "średnia"],
      ["średnia", "duża"],
      ["duża", "mała"],
    ]) {
      await userEvent.click(panel(canvasElement).getByRole("button", { name: `Wielkość czcionki: ${from}` }));
      await expect(panel(canvasElement).getByRole("button", { name: `Wielkość czcionki: ${to}` })).toBeVisible();
    }
    await userEvent.click(panel(canvasElement).getByRole("button", { name: "Wielkość czcionki: mała" }));
    await userEvent.click(panel(canvasElement).getByRole("button", { name: "Zapisz" }));
    await expect(document.documentElement).toHaveAttribute("data-font-size", "2");
    await expect(getComputedStyle(document.body).fontSize).toBe("17.6px");
  },
};

export const MovingBanner: Story = {
  // Saving applies the stored light scheme: the same pixels in both schemes.
  tags: ["one-scheme"],
  play: async ({ canvasElement }) => {
    await viewsLoaded(canvasElement);
    await userEvent.click(choice(canvasElement, "Ruchomy banner", "ukryty"));
    await userEvent.click(panel(canvasElement).getByRole("button", { name: "Zapisz" }));
    await expect(document.documentElement).toHaveAttribute("data-banner", "hidden");
  },
};

export const NavigationCards: Story = {
  // The same pixels as MovingBanner.
  tags: ["no-visual"],
  play: async ({ canvasElement }) => {
    await viewsLoaded(canvasElement);
    await userEvent.click(choice(canvasElement, "Karty nawigacji", "wąsko"));
    await userEvent.click(panel(canvasElement).getByRole("button", { name: "Zapisz" }));
    await expect(document.documentElement).toHaveAttribute("data-overlap", "true");
  },
};

export const AutoScroll: Story = {
  play: async ({ canvasElement }) => {
    await viewsLoaded(canvasElement);
    await userEvent.click(choice(canvasElement, "Autoprzewijanie", "wyłączone"));
    await userEvent.click(panel(canvasElement).getByRole("button", { name: "Anuluj" }));
    await expect(choice(canvasElement, "Autoprzewijanie", "włączone")).toBeChecked();
    await expect(window.localStorage.getItem("autoScroll")).toBeNull();
  },
};

export const SectionCollapsing: Story = {
  // The same pixels as MovingBanner.
  tags: ["no-visual"],
  play: async ({ canvasElement }) => {
    await viewsLoaded(canvasElement);
    await userEvent.click(choice(canvasElement, "Zwijanie sekcji", "włączone"));
    await userEvent.click(panel(canvasElement).getByRole("button", { name: "Zapisz" }));
    await expect(window.localStorage.getItem("sections")).toBe("false");
  },
};

export const PageHeader: Story = {
  // The same pixels as MovingBanner.
  tags: ["no-visual"],
  play: async ({ canvasElement }) => {
    await viewsLoaded(canvasElement);
    const sticky = choice(canvasElement, "Nagłówek strony", "przyklejony");
    sticky.focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(choice(canvasElement, "Nagłówek strony", "statyczny")).toBeChecked();
    await userEvent.click(panel(canvasElement).getByRole("button", { name: "Zapisz" }));
    await expect(document.documentElement).toHaveAttribute("data-header", "static");
  },
};

export const Closing: Story = {
  play: async ({ canvasElement, args }) => {
    await viewsLoaded(canvasElement);
    await userEvent.click(panel(canvasElement).getByRole("button", { name: "Zamknij" }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};

export const MobileDark: Story = {
  globals: { viewport: { value: "mobile" }, theme: "dark" },
  beforeEach: storedSettings({ darkMode: "true", fontSize: "1" }),
};
