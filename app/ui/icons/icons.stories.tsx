import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import * as controlIcons from "./control-icons.tsx";
import * as icons from "./icons.tsx";

// Every named icon the modules export (not the bare `Icon` frame), so a new one shows here without a change here; in
// the order of their names, as a module's own exports are.
const NAMED = Object.entries({ ...icons, ...controlIcons })
  .filter(([name]) => name.endsWith("Icon") && name !== "Icon")
  .sort(([a], [b]) => (a < b ? -1 : 1));

function IconSet({ size }: { size?: number }) {
  return (
    <ul
      style={{ display: "flex", flexWrap: "wrap", gap: "1.5rem", listStyle: "none", margin: 0, padding: "1rem" }}
      aria-label="Ikony"
    >
      {NAMED.map(([name, Icon]) => (
        <li key={name} style={{ display: "grid", justifyItems: "center", gap: "0.25rem", fontSize: "0.75rem" }}>
          <Icon size={size} />
          {name}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: "UI/Icons",
  component: IconSet,
  parameters: {
    docs: {
      description: {
        component:
          "The site's line icons (header, panels, gallery, map controls, footer), drawn in the text colour on a 24-unit grid and hidden from screen readers: the control that holds one names it. `size` sets the width and height in pixels (22 by default).",
      },
    },
  },
} satisfies Meta<typeof IconSet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: "Ikony" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(NAMED.length);
    await expect(list.querySelectorAll("svg[aria-hidden='true']")).toHaveLength(NAMED.length);
  },
};

export const Large: Story = { args: { size: 40 } };

export const Dark: Story = { globals: { theme: "dark" } };
