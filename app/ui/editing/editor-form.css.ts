import { style } from "@vanilla-extract/css";
import { button } from "#app/ui/button/button.css.ts";
import { vars } from "#app/ui/theme.css.ts";

export const grid = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.sm, minWidth: 0 });

export const row = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 11rem), 1fr))",
});

export const field = style({ display: "grid", gap: vars.space.xxs, minWidth: 0 });

export const input = style({
  width: "100%",
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: "inherit",
});

export const checks = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space.xxs} ${vars.space.md}` });

export const check = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xxs });

export const entryButton = button({ tone: "tertiary", size: "pill" });

export const entryDanger = button({ tone: "danger", size: "pill" });

export const label = style({ fontWeight: 600 });

export const textarea = style({
  width: "100%",
  minHeight: "16rem",
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
  resize: "vertical",
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

// After `textarea`, so a short field (a list of changes, the lighting) is not stretched to its 16 rem.
export const short = style({ minHeight: "5rem" });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const primary = button({ size: "pill" });

export const secondary = button({ tone: "secondary", size: "pill" });

export const ownerPanel = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

// The small GET forms around a button (open an editor, ask before deleting) take no box of their own.
export const bare = style({ display: "contents" });

export const restored = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontWeight: 600,
});
