import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { media } from "#app/ui/media.ts";
import { useSetting } from "#features/settings/index.ts";
import { Snow } from "../index.ts";

/** A 2D context that counts what is drawn (jsdom has no canvas). */
function stubCanvas() {
  const context = {
    arc: vi.fn(),
    beginPath: vi.fn(),
    clearRect: vi.fn(),
    fill: vi.fn(),
    moveTo: vi.fn(),
    setTransform: vi.fn(),
    fillStyle: "",
  };
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context as unknown as RenderingContext);
  return context;
}

/** requestAnimationFrame under the test's control: `frame(ms)` runs the queued callbacks at that time. */
function stubAnimationFrames() {
  let queue = new Map<number, FrameRequestCallback>();
  let next = 1;
  vi.stubGlobal(
    "requestAnimationFrame",
    vi.fn((callback: FrameRequestCallback) => {
      queue.set(next, callback);
      return next++;
    }),
  );
  vi.stubGlobal(
    "cancelAnimationFrame",
    vi.fn((id: number) => queue.delete(id)),
  );
  return {
    pending: () => queue.size,
    frame(time: number) {
      const due = queue;
      queue = new Map();
      for (const callback of due.values()) callback(time);
    },
  };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}

function resizeWindow(width: number, height: number) {
  Object.assign(window, { innerWidth: width, innerHeight: height });
  window.dispatchEvent(new Event("resize"));
}

let frames: ReturnType<typeof stubAnimationFrames>;
let context: ReturnType<typeof stubCanvas>;

beforeEach(() => {
  frames = stubAnimationFrames();
  context = stubCanvas();
  Object.assign(window, { innerWidth: 1280, innerHeight: 800, devicePixelRatio: 1 });
});
afterEach(() => {
  setVisibility("visible");
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const flakesInLastFrame = () => {
  const arcs = context.arc.mock.calls.length;
  context.arc.mockClear();
  return arcs;
};

describe("the snow", () => {
  test("is not on the page while switched off", () => {
    const { container } = render(<Snow enabled={false} />);
    expect(container.querySelector("canvas")).toBeNull();
    expect(frames.pending()).toBe(0);
  });

  test("is a canvas hidden from assistive technology, the size of the window", () => {
    const { container } = render(<Snow enabled />);
    const canvas = container.querySelector("canvas");
    expect(canvas).toHaveAttribute("aria-hidden", "true");
    expect(canvas).toHaveProperty("width", 1280);
    expect(canvas).toHaveProperty("height", 800);
  });

  test("draws 100 light blue flakes a frame in a wide window", () => {
    render(<Snow enabled />);
    frames.frame(1000);
    expect(flakesInLastFrame()).toBe(100);
    expect(context.fillStyle).toMatch(/rgba\(173, 216, 230/);
  });

  test("draws 30 flakes in a window narrower than 768 px", () => {
    Object.assign(window, { innerWidth: 375, innerHeight: 700 });
    render(<Snow enabled />);
    frames.frame(1000);
    expect(flakesInLastFrame()).toBe(30);
  });

  test("follows a resized window: canvas size and flake count", () => {
    const { container } = render(<Snow enabled />);
    resizeWindow(600, 900);
    expect(container.querySelector("canvas")).toHaveProperty("width", 600);
    frames.frame(1000);
    expect(flakesInLastFrame()).toBe(30);
  });

  test("draws at about 60 frames per second, also on a 120 Hz screen", () => {
    render(<Snow enabled />);
    for (let time = 0; time <= 1000; time += 1000 / 120) frames.frame(time);
    const drawn = context.clearRect.mock.calls.length;
    expect(drawn).toBeGreaterThanOrEqual(58);
    expect(drawn).toBeLessThanOrEqual(62);
  });

  test("stops while the tab is hidden and goes on when it is back", () => {
    render(<Snow enabled />);
    expect(frames.pending()).toBe(1);
    act(() => setVisibility("hidden"));
    expect(frames.pending()).toBe(0);
    act(() => setVisibility("visible"));
    expect(frames.pending()).toBe(1);
    frames.frame(2000);
    expect(flakesInLastFrame()).toBe(100);
  });

  test("stops and leaves the page when switched off", () => {
    const { container, rerender } = render(<Snow enabled />);
    frames.frame(1000);
    rerender(<Snow enabled={false} />);
    expect(container.querySelector("canvas")).toBeNull();
    expect(frames.pending()).toBe(0);
    resizeWindow(500, 500);
    setVisibility("visible");
    expect(frames.pending()).toBe(0);
  });

  test("does not start in a tab that is hidden, and starts when it is shown", () => {
    setVisibility("hidden");
    render(<Snow enabled />);
    expect(frames.pending()).toBe(0);
    act(() => setVisibility("visible"));
    expect(frames.pending()).toBe(1);
  });
});

/** The snow as the site layout wires it: the stored `snowflakes` switch and the header's button that flips it. */
function SnowWithItsSwitch() {
  const [snow, setSnow] = useSetting("snowflakes");
  return (
    <>
      <button type="button" aria-pressed={snow} onClick={() => setSnow(!snow)}>
        Padający śnieg
      </button>
      <Snow enabled={snow} />
    </>
  );
}

describe("the snow under prefers-reduced-motion", () => {
  beforeEach(() => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === media.reducedMotion,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
  });

  test("stays off while the visitor has not switched it on", () => {
    expect(window.matchMedia(media.reducedMotion).matches).toBe(true);
    const { container } = render(<SnowWithItsSwitch />);
    expect(screen.getByRole("button", { name: "Padający śnieg" })).toHaveAttribute("aria-pressed", "false");
    expect(container.querySelector("canvas")).toBeNull();
    expect(frames.pending()).toBe(0);
  });

  test("stays off when the visitor switched it off before", () => {
    window.localStorage.setItem("snowflakes", "false");
    const { container } = render(<SnowWithItsSwitch />);
    expect(container.querySelector("canvas")).toBeNull();
    expect(frames.pending()).toBe(0);
  });

  test("falls at once when the visitor switches it on with the header button", async () => {
    const user = userEvent.setup();
    const { container } = render(<SnowWithItsSwitch />);
    expect(container.querySelector("canvas")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Padający śnieg" }));
    expect(screen.getByRole("button", { name: "Padający śnieg" })).toHaveAttribute("aria-pressed", "true");
    expect(container.querySelector("canvas")).toHaveAttribute("aria-hidden", "true");
    expect(window.localStorage.getItem("snowflakes")).toBe("true");
    frames.frame(1000);
    expect(flakesInLastFrame()).toBe(100);

    await user.click(screen.getByRole("button", { name: "Padający śnieg" }));
    expect(container.querySelector("canvas")).toBeNull();
    expect(frames.pending()).toBe(0);
  });

  test("falls on a later visit when the visitor switched it on before", () => {
    window.localStorage.setItem("snowflakes", "true");
    const { container } = render(<SnowWithItsSwitch />);
    expect(container.querySelector("canvas")).not.toBeNull();
    frames.frame(1000);
    expect(flakesInLastFrame()).toBe(100);
  });
});
