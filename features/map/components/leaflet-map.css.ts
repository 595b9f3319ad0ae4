import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/ui/theme.css.ts";

// Scoped under the map's own class, so the overrides beat Leaflet's single-class rules whichever stylesheet loads last.
export const container = style({
  width: "100%",
  height: "100%",
  background: vars.color.page,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
});

/** A map that picks a point on click: Leaflet's grab cursor would promise only dragging. */
export const picking = style({});

globalStyle(`${picking}.leaflet-container`, { cursor: "crosshair" });

export const placeIcon = style({
  borderRadius: vars.radius.round,
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

globalStyle(`html.dark ${container} .leaflet-tile-pane`, {
  // A dark rendering of the light OSM tiles: invert, then turn the hues back (water stays blue, parks green).
  filter: "invert(1) hue-rotate(180deg) brightness(0.9) contrast(0.9)",
});

globalStyle(`${container} .leaflet-popup-content-wrapper, ${container} .leaflet-popup-tip`, {
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: `0 3px 14px ${vars.color.shadow}`,
});

globalStyle(`${container} .leaflet-popup-content`, {
  margin: `${vars.space.sm} ${vars.space.lg} ${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.md,
  lineHeight: 1.4,
});

globalStyle(`${container} .leaflet-popup-content a`, { color: vars.color.accentText, fontWeight: 600 });

globalStyle(`${container} a.leaflet-popup-close-button`, { color: vars.color.textMuted });

globalStyle(`${container} .leaflet-bar a`, {
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderBottomColor: vars.color.border,
});

globalStyle(`${container} .leaflet-bar a:hover, ${container} .leaflet-bar a:focus`, {
  background: vars.color.page,
});

globalStyle(`${container} .leaflet-bar a.leaflet-disabled`, {
  background: vars.color.surface,
  color: vars.color.textMuted,
});

globalStyle(`${container} .leaflet-control-attribution`, {
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

globalStyle(`${container} .leaflet-control-attribution a`, { color: vars.color.accentText });
