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
export const short = style({ minHeight: "5rem" });

export const entryButton = button({ tone: "tertiary", size: "pill" });

export const entryDanger = button({ tone: "danger", size: "pill" });
