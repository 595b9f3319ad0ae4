import { keyframes, style } from "@vanilla-extract/css";
import { media } from "../media.ts";
import { vars } from "../theme.css.ts";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const root = style({
  display: "inline-block",
  width: "1.75rem",
  height: "1.75rem",
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  borderRadius: vars.radius.round,
  animation: `${spin} 800ms linear infinite`,
  "@media": { [media.reducedMotion]: { animationDuration: "2400ms" } },
});
