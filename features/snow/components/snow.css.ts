import { style } from "@vanilla-extract/css";

export const root = style({
  position: "fixed",
  inset: 0,
  width: "100%",
  height: "100%",
  maxWidth: "none",
  // Above the page and its sticky header; dialogs live in the top layer and stay above it.
  zIndex: 60,
  pointerEvents: "none",
});
