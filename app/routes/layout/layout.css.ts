import { style } from "@vanilla-extract/css";
import { vars } from "#app/ui/theme.css.ts";

export const main = style({
  display: "block",
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `0 ${vars.space.md}`,
  outline: "none",
});

export const skipLink = style({
  position: "absolute",
  left: vars.space.sm,
  top: "-4rem",
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  selectors: { "&:focus": { top: vars.space.sm } },
});

/** The root's error page, drawn without the layout when even the layout failed. */
export const errorPage = style({
  maxWidth: "40rem",
  margin: "4rem auto",
  padding: "0 1rem",
  textAlign: "center",
});
