import { globalStyle, style } from "@vanilla-extract/css";
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

export const note = style({ margin: 0, color: vars.color.textMuted });

export const manage = style({ display: "grid", gap: vars.space.sm });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.md });

export const manageActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

// Links styled as buttons keep the link's own underline off.
export const buttonLink = style({ textDecoration: "none" });

export const warning = style({
  display: "grid",
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.page,
});

globalStyle(`${warning} p`, { margin: 0 });
