import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Snow } from "../index.ts";

/** A stand-in page under the snow, with a button to prove that clicks pass through the canvas. */
function SnowOnAPage({ enabled, onAction }: { enabled: boolean; onAction: () => void }) {
  return (
    <div style={{ padding: "2rem", minHeight: "100vh" }}>
      <h1>Zamek w Będzinie</h1>
      <p>Model wykonany z kartonu w skali 1:100, z oświetleniem wnętrz i dziedzińca.</p>
      <button type="button" onClick={onAction} style={{ padding: "0.5rem 1rem" }}>
        Pokaż galerię
      </button>
      <Snow enabled={enabled} />
    </div>
  );
}

const meta = {
  title: "Features/Snow/Snow",
  component: SnowOnAPage,
  parameters: {
    docs: {
      description: {
        component:
          "Falling snow over the page on a canvas, switched on and off from the header's snowflake; it never takes clicks from the page under it and stops for visitors who prefer reduced motion.",
      },
    },
  },
  args: { enabled: true, onAction: fn() },
} satisfies Meta<typeof SnowOnAPage>;

export default meta;
type Story = StoryObj<typeof meta>;

function snowCanvas(canvasElement: HTMLElement) {
  const canvas = canvasElement.querySelector("canvas");
  if (!canvas) throw new Error("no snow canvas");
  return canvas;
}

/** Whether anything has been painted on the canvas yet. */
function hasFlakes(canvas: HTMLCanvasElement) {
  const pixels = canvas.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
  for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) return true;
  return false;
}

export const OnAPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = snowCanvas(canvasElement);
    await expect(canvas).toHaveAttribute("aria-hidden", "true");
    await expect(getComputedStyle(canvas).position).toBe("fixed");
    await expect(getComputedStyle(canvas).pointerEvents).toBe("none");
    await expect(canvas.width).toBe(Math.round(window.innerWidth * Math.min(window.devicePixelRatio, 2)));
    await waitFor(() => expect(hasFlakes(canvas)).toBe(true));
    // The canvas covers the button, yet the point under the pointer is the button itself.
    const button = within(canvasElement).getByRole("button", { name: "Pokaż galerię" });
    const box = button.getBoundingClientRect();
    await expect(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)).toBe(button);
    await userEvent.click(button);
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };

export const Off: Story = {
  args: { enabled: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("canvas")).toBeNull();
  },
};
