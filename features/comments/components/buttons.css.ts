import { style } from "@vanilla-extract/css";
import { vars } from "../../../app/ui/theme.css.ts";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  minHeight: "2.5rem",
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontWeight: 600,
  cursor: "pointer",
  selectors: { "&:disabled": { cursor: "not-allowed", opacity: 0.6 } },
});

export const primary = style([
  base,
  {
    border: `1px solid ${vars.color.accent}`,
    background: vars.color.accent,
    color: vars.color.onAccent,
    selectors: { "&:hover:not(:disabled)": { filter: "brightness(1.08)" } },
  },
]);

export const secondary = style([
  base,
  {
    border: `1px solid ${vars.color.textMuted}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    selectors: { "&:hover:not(:disabled)": { background: vars.color.page } },
  },
]);

/** Small text-like actions under a comment (`edycja`, `usuń`). */
export const quiet = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  minHeight: "2rem",
  padding: `0 ${vars.space.xs}`,
  border: "1px solid transparent",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  selectors: {
    "&:hover:not(:disabled)": { color: vars.color.accentText, borderColor: vars.color.border },
    "&:disabled": { cursor: "not-allowed", opacity: 0.6 },
  },
});

export const danger = style([
  base,
  {
    border: `1px solid ${vars.color.danger}`,
    background: vars.color.surfaceRaised,
    color: vars.color.danger,
    selectors: { "&:hover:not(:disabled)": { background: vars.color.page } },
  },
]);
