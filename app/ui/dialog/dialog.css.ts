import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css.ts";

export const root = style({
  width: "min(28rem, calc(100vw - 2rem))",
  maxHeight: "calc(100dvh - 2rem)",
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.xl,
  selectors: {
    "&::backdrop": { background: vars.color.backdrop },
  },
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const close = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.25rem",
  height: "2.25rem",
  border: 0,
  borderRadius: vars.radius.md,
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.page } },
});

export const body = style({ padding: vars.space.md });

export const loading = style({ minHeight: "12rem", display: "flex", alignItems: "center", justifyContent: "center" });
