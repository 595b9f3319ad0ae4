import { style } from "@vanilla-extract/css";
import { media } from "#app/ui/media.ts";
import { vars } from "#app/ui/theme.css.ts";

export const root = style({ margin: `${vars.space.lg} 0` });

export const frame = style({
  position: "relative",
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: "hidden",
  boxShadow: `0 1px 3px ${vars.color.shadow}`,
});

export const image = style({ width: "100%", height: "auto" });

export const zoom = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "flex-end",
  padding: vars.space.sm,
  border: 0,
  background: "transparent",
  cursor: "zoom-in",
  selectors: {
    "&:focus-visible": { outlineOffset: "-4px" },
  },
});

export const zoomBadge = style({
  display: "inline-flex",
  padding: vars.space.xs,
  borderRadius: vars.radius.round,
  background: vars.color.header,
  color: vars.color.onHeader,
  opacity: 0.85,
  transition: "opacity 150ms ease",
  selectors: {
    [`${zoom}:hover &, ${zoom}:focus-visible &`]: { opacity: 1 },
  },
  "@media": { [media.reducedMotion]: { transition: "none" } },
});

export const caption = style({
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: "center",
});
