import { globalStyle, style } from "@vanilla-extract/css";
import { BOTTOM_EDGE_TAKEN } from "#app/ui/bottom-edge.ts";
import { vars } from "#app/ui/theme.css.ts";

export const root = style({
  position: "fixed",
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: 40,
  width: "3rem",
  height: "3rem",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  border: 0,
  borderRadius: vars.radius.round,
  background: vars.color.accent,
  color: vars.color.onAccent,
  boxShadow: `0 4px 12px ${vars.color.shadow}`,
  cursor: "pointer",
});

globalStyle(`${BOTTOM_EDGE_TAKEN} ${root}`, { display: "none" });
