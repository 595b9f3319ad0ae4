import { recipe } from "@vanilla-extract/recipes";
import { vars } from "#app/ui/theme.css.ts";

export const root = recipe({
  base: {
    display: "grid",
    gap: vars.space.lg,
    alignItems: "start",
    margin: `${vars.space.lg} 0`,
  },
  variants: {
    stacked: {
      // Auto-fit drops the empty track, so a lone map (no info box) spans the row.
      false: { gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 26rem), 1fr))" },
      true: { gridTemplateColumns: "minmax(0, 1fr)" },
    },
  },
});
