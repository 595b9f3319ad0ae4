import { style } from "@vanilla-extract/css";
import { button } from "#app/ui/button/button.css.ts";
import { vars } from "#app/ui/theme.css.ts";

export const root = style({
  maxWidth: "36rem",
  margin: `${vars.space.xxl} auto`,
  padding: vars.space.xl,
  textAlign: "center",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const code = style({ fontSize: vars.fontSize.xxl, color: vars.color.accentText });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.sm,
  marginTop: vars.space.md,
});

export const back = button();

export const home = style([button({ tone: "secondary" }), { textDecoration: "none" }]);
