import { style } from "@vanilla-extract/css";
import { media } from "#app/ui/media.ts";
import { vars } from "#app/ui/theme.css.ts";

export const notice = style({
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.page,
});

export const tabList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xxs,
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "baseline",
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  marginBottom: -1,
  border: `1px solid transparent`,
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  background: "transparent",
  color: vars.color.textMuted,
  cursor: "pointer",
  fontWeight: 600,
  "@media": { [media.large]: { paddingInline: vars.space.md } },
  selectors: {
    "&:hover": { color: vars.color.text, background: vars.color.page },
    "&[aria-selected='true']": {
      color: vars.color.accentText,
      background: vars.color.surface,
      borderColor: vars.color.border,
      borderBottomColor: vars.color.surface,
    },
    "&[aria-selected='true']::after": {
      content: "''",
      position: "absolute",
      left: vars.space.sm,
      right: vars.space.sm,
      top: -1,
      height: 3,
      borderRadius: vars.radius.sm,
      background: vars.color.accent,
    },
  },
});

export const tabCount = style({ fontWeight: 400, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const panel = style({
  borderRadius: vars.radius.sm,
  selectors: { "&:focus-visible": { outlineOffset: "4px" } },
});

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});

export const count = style({ marginRight: "auto", color: vars.color.textMuted, fontWeight: 600 });

export const button = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "2.5rem",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: "pointer",
  whiteSpace: "nowrap",
  selectors: {
    "&:hover": { borderColor: vars.color.accent },
    "&[aria-expanded='true']": { borderColor: vars.color.accent, color: vars.color.accentText },
  },
});

export const isCopied = style({ color: vars.color.success, borderColor: vars.color.success });

export const copyError = style({
  flexBasis: "100%",
  gridColumn: "1 / -1",
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const links = style({
  maxHeight: "16rem",
  overflow: "auto",
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.sm} ${vars.space.xl}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.page,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(9rem, 40%), 1fr))",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const item = style({ position: "relative" });

export const thumbButton = style({
  position: "relative",
  display: "block",
  width: "100%",
  aspectRatio: "1 / 1",
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  overflow: "hidden",
  background: vars.color.page,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  cursor: "zoom-in",
});

export const thumbPicture = style({ display: "block", width: "100%", height: "100%" });

export const thumb = style({
  width: "100%",
  height: "100%",
  objectFit: "cover",
  // Alt text of an image still loading would flash over the placeholder.
  color: "transparent",
  transition: "opacity 250ms ease, transform 250ms ease",
  selectors: { [`${thumbButton}:hover &`]: { transform: "scale(1.04)" } },
  "@media": { [media.reducedMotion]: { transition: "none", transform: "none" } },
});

export const isMissing = style({ opacity: 0 });

export const thumbMissing = style({
  position: "absolute",
  inset: 0,
  display: "grid",
  placeItems: "center",
  padding: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: "center",
  pointerEvents: "none",
});

export const shareButton = style({
  position: "absolute",
  top: vars.space.xs,
  right: vars.space.xs,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.25rem",
  height: "2.25rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: `0 2px 8px ${vars.color.shadow}`,
  cursor: "pointer",
  opacity: 0.92,
  selectors: {
    "&:hover": { opacity: 1, color: vars.color.accentText },
  },
  "@media": {
    "(hover: hover) and (pointer: fine)": {
      opacity: 0,
      selectors: {
        [`${item}:hover &, ${item}:focus-within &`]: { opacity: 1 },
      },
    },
  },
});

export const shareIntro = style({
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const shareField = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gap: `${vars.space.xs} ${vars.space.sm}`,
  alignItems: "center",
  marginBottom: vars.space.md,
});

export const shareLabel = style({ gridColumn: "1 / -1", fontWeight: 600, fontSize: vars.fontSize.sm });

export const shareInput = style({
  width: "100%",
  minHeight: "2.5rem",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.page,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
});

export const film = style({ maxWidth: "56rem", margin: 0 });

export const filmFrame = style({
  position: "relative",
  width: "100%",
  aspectRatio: "16 / 9",
  borderRadius: vars.radius.md,
  overflow: "hidden",
  background: vars.color.header,
});

export const filmPoster = style({
  position: "absolute",
  inset: 0,
  display: "block",
  width: "100%",
  height: "100%",
  padding: 0,
  border: 0,
  background: "transparent",
  color: vars.color.onHeader,
  cursor: "pointer",
});

export const filmImage = style({ width: "100%", height: "100%", objectFit: "cover" });

export const filmPlaceholder = style({
  display: "block",
  width: "100%",
  height: "100%",
  background: `radial-gradient(circle at 50% 45%, color-mix(in srgb, ${vars.color.accent} 30%, ${vars.color.header}), ${vars.color.header} 65%)`,
});

export const filmPlay = style({
  position: "absolute",
  top: "50%",
  left: "50%",
  display: "grid",
  placeItems: "center",
  width: "4.5rem",
  height: "4.5rem",
  borderRadius: vars.radius.round,
  background: vars.color.accent,
  color: vars.color.onAccent,
  boxShadow: `0 6px 24px ${vars.color.shadow}`,
  transform: "translate(-50%, -50%)",
  transition: "transform 150ms ease",
  selectors: { [`${filmPoster}:hover &`]: { transform: "translate(-50%, -50%) scale(1.08)" } },
  "@media": { [media.reducedMotion]: { transition: "none" } },
});

export const filmTitle = style({
  position: "absolute",
  left: 0,
  right: 0,
  bottom: 0,
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.sm}`,
  background: `linear-gradient(transparent, ${vars.color.backdrop})`,
  color: vars.color.onHeader,
  fontWeight: 600,
  textAlign: "left",
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
  "@media": {
    [media.small]: {
      padding: `${vars.space.md} ${vars.space.sm} ${vars.space.xs}`,
      fontSize: vars.fontSize.sm,
    },
  },
});

export const filmPrivacy = style({
  position: "absolute",
  top: 0,
  left: 0,
  right: 0,
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.lg}`,
  background: `linear-gradient(${vars.color.backdrop}, transparent)`,
  color: vars.color.onHeader,
  fontSize: vars.fontSize.sm,
  textAlign: "left",
  "@media": {
    [media.small]: { padding: `${vars.space.xxs} ${vars.space.sm} ${vars.space.md}`, fontSize: vars.fontSize.xs },
  },
});

export const filmIframe = style({ position: "absolute", inset: 0, width: "100%", height: "100%", border: 0 });

export const filmNote = style({
  margin: `${vars.space.sm} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
