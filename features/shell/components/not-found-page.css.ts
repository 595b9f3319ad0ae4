import { style } from "@vanilla-extract/css";
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

export const back = style({
  marginTop: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 600,
  cursor: "pointer",
});
