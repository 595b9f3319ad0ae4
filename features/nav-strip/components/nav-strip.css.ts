import { globalStyle, style } from "@vanilla-extract/css";
import { media } from "#app/ui/media.ts";
import { vars } from "#app/ui/theme.css.ts";

export const root = style({
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `${vars.space.sm} ${vars.space.md} 0`,
  "@media": { [media.small]: { padding: `${vars.space.sm} ${vars.space.sm} 0` } },
});

export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

// Set before first paint from the stored setting, so a folded strip never flashes open.
globalStyle(`html[data-navigation='hidden'] ${panel}`, { display: "none" });

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
});

export const search = style({ position: "relative", flex: "0 1 14rem", minWidth: "10rem" });

export const searchIcon = style({
  position: "absolute",
  left: vars.space.sm,
  top: "50%",
  transform: "translateY(-50%)",
  color: vars.color.textMuted,
  pointerEvents: "none",
});

export const searchInput = style({
  width: "100%",
  height: "2.25rem",
  padding: `0 ${vars.space.sm} 0 2rem`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  fontSize: vars.fontSize.sm,
  selectors: {
    "&::placeholder": { color: vars.color.textMuted, opacity: 1 },
    "&:focus-visible": { outlineOffset: "0" },
  },
});

export const categories = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  flex: "1 1 24rem",
  "@media": {
    [media.small]: {
      flexWrap: "nowrap",
      overflowX: "auto",
      flexBasis: "100%",
      padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.xs}`,
      scrollbarWidth: "thin",
    },
  },
});

export const category = style({
  flex: "none",
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  background: vars.color.surfaceRaised,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.4,
  whiteSpace: "nowrap",
  cursor: "pointer",
  selectors: {
    "&:hover": { borderColor: vars.color.accent },
    "&[aria-pressed='true']": {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
    },
  },
});

export const kits = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });

export const kitSelect = style({
  height: "2rem",
  maxWidth: "14rem",
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const status = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  marginLeft: "auto",
  "@media": { [media.small]: { width: "100%" } },
});

export const count = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: "nowrap",
  "@media": { [media.small]: { marginRight: "auto" } },
});

export const iconButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.25rem",
  height: "2.25rem",
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: "pointer",
  selectors: {
    "&:hover": { borderColor: vars.color.accent },
    "&[aria-pressed='true']": {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
    },
    "&[aria-disabled='true']": { opacity: 0.45, cursor: "default", borderColor: vars.color.border },
  },
});

export const overlapToggle = style({ "@media": { [media.small]: { display: "none" } } });

export const textButton = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  background: "transparent",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.4,
  whiteSpace: "nowrap",
  cursor: "pointer",
  selectors: { "&:hover": { color: vars.color.text, borderColor: vars.color.textMuted } },
});

export const strip = style({ display: "flex", alignItems: "center", gap: vars.space.xs });

export const arrow = style({
  flex: "none",
  height: "4rem",
  "@media": { [media.small]: { width: "1.75rem" } },
});

export const scroller = style({
  position: "relative",
  flex: 1,
  minWidth: 0,
  overflowX: "auto",
  overflowY: "hidden",
  scrollbarWidth: "thin",
  scrollbarColor: `${vars.color.border} transparent`,
});

export const list = style({
  display: "flex",
  gap: vars.space.sm,
  width: "max-content",
  minHeight: "10rem",
  margin: 0,
  // Room for the hover lift and the focus ring, which the scroller would clip.
  padding: `${vars.space.sm} ${vars.space.xs}`,
  listStyle: "none",
  "@media": { [media.small]: { minHeight: "8rem", gap: vars.space.xs } },
});

export const item = style({ position: "relative", flex: "none" });

globalStyle(`html[data-overlap='true'] ${item} + ${item}`, {
  "@media": { [media.large]: { marginLeft: "-3.5rem" } },
});

globalStyle(`html[data-overlap='true'] ${item}:hover, html[data-overlap='true'] ${item}:focus-within`, {
  zIndex: 1,
});

export const empty = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  margin: 0,
  color: vars.color.textMuted,
});

export const collapsed = style({
  display: "none",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

globalStyle(`html[data-navigation='hidden'] ${collapsed}`, { display: "flex" });

export const collapsedLabel = style({ fontWeight: 600, letterSpacing: "0.02em" });
