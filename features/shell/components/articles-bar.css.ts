import { style } from "@vanilla-extract/css";
import { vars } from "#app/ui/theme.css.ts";

export const root = style({
  maxWidth: vars.width.content,
  margin: `${vars.space.sm} auto`,
  padding: `0 ${vars.space.md}`,
  display: "flex",
  gap: vars.space.sm,
  alignItems: "baseline",
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const link = style({
  color: vars.color.accentText,
  fontWeight: 600,
  selectors: { "&[aria-current='page']": { textDecoration: "none", color: vars.color.text } },
});
