import { style } from "@vanilla-extract/css";
import { media } from "../media.ts";
import { vars } from "../theme.css.ts";

export const root = style({
  marginTop: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: "clip",
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const toggle = style({
  width: "100%",
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  fontFamily: vars.font.heading,
  fontWeight: 600,
  textAlign: "left",
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.page } },
});

export const count = style({
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontWeight: 400,
  fontSize: vars.fontSize.md,
});

export const arrow = style({
  marginLeft: "auto",
  transition: `transform ${vars.duration.base} ease`,
  "@media": { [media.reducedMotion]: { transition: "none" } },
});

export const isClosed = style({ transform: "rotate(-90deg)" });

export const body = style({ padding: `${vars.space.sm} ${vars.space.md} ${vars.space.lg}` });
