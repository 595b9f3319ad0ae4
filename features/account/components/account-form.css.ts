import { style } from "@vanilla-extract/css";
import { button } from "#app/ui/button/button.css.ts";
import { vars } from "#app/ui/theme.css.ts";

export const form = style({ display: "grid", gap: vars.space.md });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  selectors: { "&:focus": { outline: "none" }, "&:focus-visible": { outline: `3px solid ${vars.color.focus}` } },
});

export const alert = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderLeft: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.page,
  color: vars.color.danger,
  fontWeight: 600,
});

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const primary = button();

export const secondary = button({ tone: "secondary" });

export const danger = button({ tone: "danger" });

export const link = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.accentText,
  fontWeight: 600,
  textDecoration: "underline",
  textUnderlineOffset: "0.2em",
  cursor: "pointer",
});

export const switchLine = style({
  margin: 0,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const inline = style({ display: "contents" });
