import { style } from "@vanilla-extract/css";
import { vars } from "../../../app/ui/theme.css.ts";

export const form = style({ display: "grid", gap: vars.space.md });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  selectors: { "&:focus": { outline: "none" }, "&:focus-visible": { outline: `3px solid ${vars.color.focus}` } },
});

export const alert = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderLeft: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.page,
  color: vars.color.danger,
  fontWeight: 600,
});

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

const button = style({
  minHeight: "2.75rem",
  padding: `${vars.space.xs} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  fontWeight: 600,
  cursor: "pointer",
  selectors: { "&[aria-disabled='true']": { cursor: "progress", opacity: 0.7 } },
});

export const primary = style([
  button,
  {
    border: `1px solid ${vars.color.accent}`,
    background: vars.color.accent,
    color: vars.color.onAccent,
    selectors: { "&:hover": { filter: "brightness(1.08)" } },
  },
]);

export const secondary = style([
  button,
  {
    border: `1px solid ${vars.color.border}`,
    background: "transparent",
    selectors: { "&:hover": { background: vars.color.page } },
  },
]);

export const link = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.accentText,
  fontWeight: 600,
  textDecoration: "underline",
  textUnderlineOffset: "0.2em",
  cursor: "pointer",
});

export const switchLine = style({
  margin: 0,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
