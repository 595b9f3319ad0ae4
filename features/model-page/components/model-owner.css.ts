import { style } from "@vanilla-extract/css";
import { ownerPanel } from "#app/ui/editing/editor-form.css.ts";
import { vars } from "#app/ui/theme.css.ts";

export const panel = style([ownerPanel, { margin: `${vars.space.md} 0` }]);

export const status = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const state = style({ margin: 0, fontWeight: 600 });

// A closed <details> keeps an empty box for its content, which the grid's gap would space as a row.
export const details = style({
  display: "grid",
  gap: vars.space.sm,
  selectors: { "&:not([open])": { gap: 0 } },
});

export const factRows = style({ display: "grid", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });

export const factRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
  gap: vars.space.xs,
  alignItems: "center",
  "@media": { "screen and (min-width: 40rem)": { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr) 11.5rem" } },
});

export const factField = style({ display: "grid", minWidth: 0 });

/** Keeps a blank row's fields as wide as the others' beside their buttons; a phone puts the buttons below. */
export const factSpacer = style({
  display: "none",
  "@media": { "screen and (min-width: 40rem)": { display: "block" } },
});

export const factButtons = style({
  display: "flex",
  gap: vars.space.xxs,
  gridColumn: "1 / -1",
  "@media": { "screen and (min-width: 40rem)": { gridColumn: "auto" } },
});

export const section = style({
  display: "grid",
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});
