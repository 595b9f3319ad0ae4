import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { media } from "#app/ui/media.ts";
import { vars } from "#app/ui/theme.css.ts";
import { FULL_SIZE, MOBILE_SIZE, SLIDE_DURATION_MS } from "../model.ts";

export const root = style({
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `${vars.space.md} ${vars.space.md} 0`,
  "@media": { [media.small]: { padding: `${vars.space.sm} ${vars.space.sm} 0` } },
});

export const isPaused = style({});

export const frame = style({
  position: "relative",
  // The image's own proportions, so the page below never moves when it arrives.
  aspectRatio: `${FULL_SIZE.width} / ${FULL_SIZE.height}`,
  overflow: "hidden",
  borderRadius: vars.radius.lg,
  background: vars.color.header,
  boxShadow: `0 2px 10px ${vars.color.shadow}`,
  "@media": {
    [media.small]: { aspectRatio: `${MOBILE_SIZE.width} / ${MOBILE_SIZE.height}`, borderRadius: vars.radius.md },
  },
});

// Set before first paint from the stored setting, so a hidden banner never flashes.
globalStyle(`html[data-banner='hidden'] ${frame}`, { display: "none" });

export const slide = style({
  position: "absolute",
  inset: 0,
  transition: "opacity 500ms ease",
  "@media": { [media.reducedMotion]: { transition: "none" } },
});

export const isWaiting = style({ opacity: 0 });

export const isFailed = style({ visibility: "hidden" });

export const stage = style({
  width: "100%",
  height: "100%",
  animationDuration: `${SLIDE_DURATION_MS}ms`,
  animationTimingFunction: "linear",
  animationFillMode: "forwards",
  willChange: "transform",
});

const zoomInFrames = keyframes({
  from: { transform: "scale(1)" },
  to: { transform: "scale(1.12) translate(-2%, -1.5%)" },
});

const zoomOutFrames = keyframes({
  from: { transform: "scale(1.12) translate(2%, 1.5%)" },
  to: { transform: "scale(1)" },
});

// Without the zoom there is no end of it either: with reduced motion the banner stays on its slide.
export const zoomIn = style({
  animationName: zoomInFrames,
  "@media": { [media.reducedMotion]: { animationName: "none" } },
});
export const zoomOut = style({
  animationName: zoomOutFrames,
  "@media": { [media.reducedMotion]: { animationName: "none" } },
});

export const isFrozen = style({ animationPlayState: "paused" });

// Paused by the visitor, and while the pointer rests on it or keyboard focus is inside (WAI-ARIA carousel pattern).
globalStyle(`${isPaused} ${stage}, ${root}:hover ${stage}, ${root}:has(:focus-visible) ${stage}`, {
  animationPlayState: "paused",
});

export const image = style({ width: "100%", height: "100%", objectFit: "cover" });

export const caption = style({ position: "absolute", inset: 0, zIndex: 1 });

export const link = style({
  display: "flex",
  alignItems: "flex-end",
  width: "100%",
  height: "100%",
  padding: `${vars.space.md} 9rem ${vars.space.md} ${vars.space.md}`,
  color: vars.color.onHeader,
  textDecoration: "none",
  borderRadius: "inherit",
  selectors: { "&:focus-visible": { outlineOffset: "-4px" } },
  "@media": { [media.small]: { padding: `${vars.space.sm} 8rem ${vars.space.sm} ${vars.space.sm}` } },
});

export const failed = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  margin: 0,
  padding: vars.space.md,
  color: vars.color.onHeader,
  fontSize: vars.fontSize.sm,
  textAlign: "center",
});

export const spinner = style({
  position: "absolute",
  inset: 0,
  zIndex: 1,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  pointerEvents: "none",
});

export const button = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.5rem",
  height: "2.5rem",
  padding: 0,
  border: 0,
  borderRadius: vars.radius.round,
  background: vars.color.backdrop,
  color: vars.color.onHeader,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.header },
    "&:focus-visible": { boxShadow: `0 0 0 5px ${vars.color.onHeader}` },
  },
  "@media": { [media.small]: { width: "2.25rem", height: "2.25rem" } },
});

export const hideButton = style({
  position: "absolute",
  top: vars.space.sm,
  right: vars.space.sm,
  zIndex: 2,
});

export const controls = style({
  position: "absolute",
  right: vars.space.sm,
  bottom: vars.space.sm,
  zIndex: 2,
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
});

export const controlGroup = style({
  display: "flex",
  gap: vars.space.xs,
  selectors: { "&[hidden]": { display: "none" } },
});

export const gear = style({
  transition: "transform 300ms ease",
  selectors: { "&[aria-expanded='true']": { transform: "rotate(90deg)" } },
  "@media": { [media.reducedMotion]: { transition: "none" } },
});

export const showRow = style({ display: "none", justifyContent: "flex-end" });

globalStyle(`html[data-banner='hidden'] ${showRow}`, { display: "flex" });

export const showButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.4,
  cursor: "pointer",
  selectors: { "&:hover": { color: vars.color.text, borderColor: vars.color.textMuted } },
});
