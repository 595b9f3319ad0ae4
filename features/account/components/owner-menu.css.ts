import { style } from "@vanilla-extract/css";
import { button } from "#app/ui/button/button.css.ts";
import { vars } from "#app/ui/theme.css.ts";

export const root = style({ display: "grid", gap: vars.space.sm });

export const heading = style({ margin: 0, fontSize: vars.fontSize.md });

// One tool a row, each a full-width target for a thumb, its count at the row's end.
export const list = style({ display: "grid", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });

export const link = style([
  button({ tone: "tertiary" }),
  { width: "100%", justifyContent: "space-between", textDecoration: "none" },
]);

export const count = style({
  minWidth: "1.6em",
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.round,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.6,
  textAlign: "center",
});
