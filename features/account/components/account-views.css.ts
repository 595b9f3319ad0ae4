import { keyframes, style } from "@vanilla-extract/css";
import { media } from "#app/ui/media.ts";
import { vars } from "#app/ui/theme.css.ts";

const pop = keyframes({ from: { transform: "scale(0.6)", opacity: 0 }, to: { transform: "scale(1)", opacity: 1 } });

export const confirmation = style({
  margin: 0,
  minHeight: "12rem",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  color: vars.color.success,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  selectors: { "&:focus": { outline: "none" } },
});

export const tick = style({
  animation: `${pop} 250ms ease-out`,
  "@media": { [media.reducedMotion]: { animation: "none" } },
});
