import { style } from "@vanilla-extract/css";
import { vars } from "#app/ui/theme.css.ts";

export const root = style({ display: "grid", gap: vars.space.md });

export const list = style({ display: "grid", gridTemplateColumns: "auto minmax(0, 1fr)", margin: 0 });

// Each row is a subgrid of the list, so the values line up whatever the longest term.
export const row = style({
  gridColumn: "1 / -1",
  display: "grid",
  gridTemplateColumns: "subgrid",
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const term = style({ fontWeight: 600, color: vars.color.textMuted });

export const value = style({
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  overflowWrap: "anywhere",
});

export const muted = style({ color: vars.color.textMuted });

export const problem = style({ color: vars.color.danger });
