import { style } from "@vanilla-extract/css";
import { vars } from "../../../app/ui/theme.css.ts";

export const root = style({
  marginTop: vars.space.xxl,
  padding: `${vars.space.lg} ${vars.space.md}`,
  background: vars.color.header,
  color: vars.color.onHeader,
  fontSize: vars.fontSize.sm,
});

export const inner = style({
  maxWidth: vars.width.content,
  margin: "0 auto",
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
