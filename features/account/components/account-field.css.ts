import { style } from "@vanilla-extract/css";
import { vars } from "#app/ui/theme.css.ts";

export const root = style({ display: "grid", gap: vars.space.xxs });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

export const control = style({ position: "relative" });

export const input = style({
  width: "100%",
  minHeight: "2.75rem",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surface,
  // textMuted keeps the field's edge at 3:1 or more against the panel in both themes (WCAG 1.4.11).
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  selectors: {
    "&[aria-invalid='true']": { borderColor: vars.color.danger, boxShadow: `inset 0 0 0 1px ${vars.color.danger}` },
  },
});

export const withToggle = style({ paddingRight: "3rem" });

export const toggle = style({
  position: "absolute",
  top: "50%",
  right: vars.space.xxs,
  transform: "translateY(-50%)",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.5rem",
  height: "2.5rem",
  border: 0,
  borderRadius: vars.radius.md,
  background: "transparent",
  color: vars.color.textMuted,
  cursor: "pointer",
  selectors: { "&:hover": { color: vars.color.text, background: vars.color.page } },
});

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: 600 });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
