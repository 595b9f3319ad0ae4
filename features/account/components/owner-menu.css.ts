import { style } from "@vanilla-extract/css";
import { button } from "#app/ui/button/button.css.ts";
import { vars } from "#app/ui/theme.css.ts";

export const root = style({ display: "grid", gap: vars.space.sm });

export const heading = style({ margin: 0, fontSize: vars.fontSize.md });

// One column on a phone, so each tool is a thumb-wide target; side by side where they fit.
export const list = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 9rem), 1fr))",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const link = style([button({ tone: "tertiary" }), { width: "100%", textDecoration: "none" }]);

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
