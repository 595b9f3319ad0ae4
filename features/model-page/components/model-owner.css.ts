import { globalStyle, style } from "@vanilla-extract/css";
import { button } from "#app/ui/button/button.css.ts";
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

export const removeLabel = style({});

export const undoLabel = style({ display: "none" });

/** "Usuń" ticks the row's box: the row fades and the control reads "Cofnij" until the form is saved. */
export const removeToggle = style([
  button({ tone: "danger", size: "pill" }),
  {
    cursor: "pointer",
    selectors: {
      "&:has(:checked)": { background: vars.color.surface, color: vars.color.text },
      "&:has(:focus-visible)": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
    },
  },
]);

globalStyle(`${removeToggle}:has(:checked) ${removeLabel}`, { display: "none" });
globalStyle(`${removeToggle}:has(:checked) ${undoLabel}`, { display: "inline" });
globalStyle(`${factRow}:has(${removeToggle} :checked) ${factField}`, { opacity: 0.45, textDecoration: "line-through" });
