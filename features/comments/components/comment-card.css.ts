import { style, styleVariants } from "@vanilla-extract/css";
import { media } from "#app/ui/media.ts";
import { vars } from "#app/ui/theme.css.ts";

export const root = style({
  position: "relative",
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  selectors: { "&:focus-visible": { outlineOffset: "0" } },
  "@media": { [media.large]: { gap: vars.space.md, padding: vars.space.md } },
});

const avatarBase = style({
  display: "grid",
  placeItems: "center",
  width: "2rem",
  height: "2rem",
  borderRadius: vars.radius.round,
  fontFamily: vars.font.heading,
  fontWeight: 700,
  fontSize: vars.fontSize.md,
  lineHeight: 1,
  userSelect: "none",
  "@media": {
    [media.large]: { width: "2.5rem", height: "2.5rem", fontSize: vars.fontSize.lg },
  },
});

export const avatar = styleVariants({
  guest: [
    avatarBase,
    { border: `2px dashed ${vars.color.textMuted}`, color: vars.color.textMuted, background: vars.color.surface },
  ],
  user: [avatarBase, { background: vars.color.accent, color: vars.color.onAccent }],
  admin: [
    avatarBase,
    {
      background: vars.color.header,
      color: vars.color.onHeader,
      boxShadow: `0 0 0 2px ${vars.color.surfaceRaised}, 0 0 0 4px ${vars.color.accent}`,
    },
  ],
});

export const main = style({ display: "grid", gap: vars.space.xs, minWidth: 0 });

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
});

export const author = style({ margin: 0, fontSize: vars.fontSize.md, fontFamily: vars.font.body, fontWeight: 700 });

export const badge = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.header,
  color: vars.color.onHeader,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});

export const date = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: "tabular-nums",
});

export const text = style({
  margin: 0,
  // The text is shown exactly as typed: line breaks kept, long words and links wrapped.
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.xs });

export const likeWrap = style({ position: "relative", display: "inline-flex" });

export const like = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "2rem",
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: "tabular-nums",
  cursor: "pointer",
  selectors: {
    "&:hover:not(:disabled)": { borderColor: vars.color.accent, color: vars.color.accentText },
    "&[aria-pressed='true']": { borderColor: vars.color.accent, color: vars.color.accentText, fontWeight: 700 },
    "&:disabled": { cursor: "progress" },
  },
});

export const tooltip = style({
  position: "absolute",
  bottom: `calc(100% + ${vars.space.xs})`,
  left: 0,
  zIndex: 2,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.header,
  color: vars.color.onHeader,
  fontSize: vars.fontSize.sm,
  whiteSpace: "nowrap",
  boxShadow: `0 2px 8px ${vars.color.shadow}`,
  pointerEvents: "none",
});

export const actionError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: 600 });

export const confirm = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const editForm = style({ display: "grid", gap: vars.space.sm });

export const textarea = style({
  width: "100%",
  minHeight: "6rem",
  padding: vars.space.sm,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  resize: "vertical",
  selectors: { "&[aria-invalid='true']": { borderColor: vars.color.danger, borderWidth: "2px" } },
});

export const buttons = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const overlay = style({
  position: "absolute",
  inset: 0,
  display: "grid",
  placeItems: "center",
  borderRadius: "inherit",
  background: `color-mix(in srgb, ${vars.color.surface} 72%, transparent)`,
});

/** Under the sticky header (html's scroll-padding), ringed until the visitor moves on. */
export const highlighted = style({
  boxShadow: `0 0 0 3px ${vars.color.focus}`,
  borderColor: vars.color.accent,
});

export const held = style({ borderStyle: "dashed", borderColor: vars.color.accent });

export const heldNote = style({
  margin: 0,
  justifySelf: "start",
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.accent}`,
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const permalink = style({
  color: "inherit",
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const copied = style({ color: vars.color.success, fontSize: vars.fontSize.sm });

export const approve = style({ display: "inline-flex" });
