import { style } from "@vanilla-extract/css";
import { vars } from "#app/ui/theme.css.ts";

// The viewer's frame without its code: the whole window, dark in both schemes, as the viewer that replaces it.
export const root = style({
  position: "fixed",
  inset: 0,
  zIndex: 1000,
  margin: 0,
  display: "grid",
  gridTemplateRows: "1fr auto",
  background: "#000",
  color: "#fff",
});

export const picture = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: 0,
  padding: `${vars.space.xxl} ${vars.space.sm} 0`,
});

export const image = style({
  maxWidth: "100%",
  maxHeight: "100%",
  width: "auto",
  height: "auto",
  objectFit: "contain",
});

export const caption = style({
  display: "flex",
  justifyContent: "center",
  gap: vars.space.md,
  flexWrap: "wrap",
  padding: vars.space.md,
  textAlign: "center",
});

export const position = style({ opacity: 0.8 });

const control = style({
  position: "absolute",
  display: "grid",
  placeItems: "center",
  minWidth: "2.75rem",
  minHeight: "2.75rem",
  color: "#fff",
  fontSize: "2.5rem",
  lineHeight: 1,
  textDecoration: "none",
  textShadow: "0 1px 3px rgb(0 0 0 / 0.8)",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const previous = style([control, { left: vars.space.xs, top: "50%", transform: "translateY(-50%)" }]);
export const next = style([control, { right: vars.space.xs, top: "50%", transform: "translateY(-50%)" }]);
export const back = style([control, { right: vars.space.xs, top: vars.space.xs, fontSize: "2rem" }]);
