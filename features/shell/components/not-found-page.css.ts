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
  // Padding, not margin: the paragraph's margin above stays whole, as before a second button was offered.
  paddingTop: vars.space.md,
});

export const back = button();

export const link = style([button({ tone: "secondary" }), { textDecoration: "none" }]);

export const hint = style({ margin: `${vars.space.md} 0 0`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
