import { style } from "@vanilla-extract/css";
import { vars } from "#app/ui/theme.css.ts";

export const root = style({
  marginTop: vars.space.xxl,
  padding: `${vars.space.lg} 0`,
  background: vars.color.header,
  color: vars.color.onHeader,
  fontSize: vars.fontSize.sm,
  "@media": {
    // Below 80rem the fixed scroll-to-top button reaches over the footer's right edge: the last line stays above it.
    "screen and (max-width: 79.99rem)": { paddingBottom: `calc(3rem + ${vars.space.md} * 2)` },
  },
});

export const inner = style({
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `0 ${vars.space.md}`,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const mail = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  color: "inherit",
  textUnderlineOffset: "3px",
});

export const link = style({ color: "inherit", textUnderlineOffset: "3px" });
