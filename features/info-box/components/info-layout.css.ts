import { style } from "@vanilla-extract/css";
import { vars } from "#app/ui/theme.css.ts";

export const root = style({
  display: "grid",
  gap: vars.space.lg,
  alignItems: "start",
  margin: `${vars.space.lg} 0`,
  // Auto-fit drops the empty track, so a lone map (no info box) spans the row.
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 26rem), 1fr))",
});

// A plain class, not a recipe: the recipes' runtime would be the home page's first script's only user of it.
export const stacked = style({ gridTemplateColumns: "minmax(0, 1fr)" });
