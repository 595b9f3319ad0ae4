import { useEffect, useRef } from "react";
import { FLAKE_COLOUR, FRAME_MS, resizeFlakes, stepFlakes, type Flake } from "../model.ts";
import * as styles from "./snow.css.ts";

export function SnowCanvas() {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => (canvas.current ? letItSnow(canvas.current) : undefined), []);
  return <canvas ref={canvas} className={styles.root} aria-hidden="true" />;
}

function letItSnow(canvas: HTMLCanvasElement): () => void {
  const context = canvas.getContext("2d");
  let flakes: Flake[] = [];
  let width = 0;
  let height = 0;
  let frame: number | undefined;
  let last: number | undefined;

  const resize = () => {
    // Sharp flakes on dense screens; capped so a 4x screen does not cost 16x the pixels.
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    width = window.innerWidth;
    height = window.innerHeight;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    context?.setTransform(ratio, 0, 0, ratio, 0, 0);
    flakes = resizeFlakes(flakes, width, height);
  };

  const draw = (now: number) => {
    frame = requestAnimationFrame(draw);
    const elapsed = last === undefined ? FRAME_MS : now - last;
    if (elapsed < FRAME_MS - 1) return;
    last = now;
    // After a long stall the flakes move on by a few frames at most instead of jumping across the screen.
    stepFlakes(flakes, Math.min(elapsed / FRAME_MS, 3), width, height);
    if (!context) return;
    context.clearRect(0, 0, width, height);
    context.fillStyle = FLAKE_COLOUR;
    context.beginPath();
    for (const flake of flakes) {
      context.moveTo(flake.x + flake.radius, flake.y);
      context.arc(flake.x, flake.y, flake.radius, 0, Math.PI * 2);
    }
    context.fill();
  };

  const start = () => {
    if (frame !== undefined || document.visibilityState === "hidden") return;
    last = undefined;
    frame = requestAnimationFrame(draw);
  };
  const stop = () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    frame = undefined;
  };
  const onVisibility = () => (document.visibilityState === "hidden" ? stop() : start());

  resize();
  start();
  window.addEventListener("resize", resize);
  document.addEventListener("visibilitychange", onVisibility);
  return () => {
    stop();
    window.removeEventListener("resize", resize);
    document.removeEventListener("visibilitychange", onVisibility);
  };
}
