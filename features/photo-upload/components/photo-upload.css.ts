import { style } from "@vanilla-extract/css";
import { error, hint, ownerPanel } from "#app/ui/editing/editor-form.css.ts";
import { vars } from "#app/ui/theme.css.ts";

// A browser that runs no script: sizing a photo needs one (docs/decisions/026).
const WITHOUT_SCRIPTS = "(scripting: none)";

export const panel = style([ownerPanel, { margin: `0 0 ${vars.space.md}`, minWidth: 0 }]);

export const heading = style({ margin: 0, fontSize: vars.fontSize.md });

export const dropZone = style({
  display: "grid",
  justifyItems: "start",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  transition: `border-color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  selectors: {
    "&[data-dragging]": { borderColor: vars.color.accent, background: vars.color.surface },
  },
  // The picker would take files it cannot send; the note below says why.
  "@media": { [WITHOUT_SCRIPTS]: { display: "none" } },
});

export const choices = style({ display: "flex", flexWrap: "wrap", alignItems: "end", gap: vars.space.sm });

export const pick = style({
  cursor: "pointer",
  selectors: { "&:focus-within": { outline: `2px solid ${vars.color.focus}` } },
});

export const batch = style({ display: "grid", gap: vars.space.xs });

export const bar = style({ width: "100%", height: "0.5rem", accentColor: vars.color.accent });

export const list = style({ display: "grid", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });

export const item = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  alignItems: "center",
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const name = style({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", fontWeight: 600 });

export const state = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const itemBar = style([bar, { gridColumn: "1 / -1" }]);

export const failed = style([error, { gridColumn: "1 / -1" }]);

export const done = style({ color: vars.color.success, fontSize: vars.fontSize.sm, fontWeight: 600 });

export const groups = style({ display: "grid", gap: vars.space.md, minWidth: 0 });

export const groupHeading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
});

// At least three thumbnails a row on a 390 px phone; an open photo takes a row of its own, in its place in the order.
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(4.5rem, 1fr))",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const tile = style({
  minWidth: 0,
  selectors: {
    "&:has(> details[open])": { gridColumn: "1 / -1" },
    "&[data-drop-target]": { outline: `2px solid ${vars.color.accent}`, borderRadius: vars.radius.sm },
    "&[data-pending]": { opacity: 0.6 },
  },
});

export const summary = style({
  position: "relative",
  display: "block",
  listStyle: "none",
  cursor: "pointer",
  borderRadius: vars.radius.sm,
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
    "details[open] > &": { width: "min(8rem, 40%)" },
  },
});

export const thumb = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "1",
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  background: vars.color.border,
  selectors: { "details[open] > summary > &": { outline: `3px solid ${vars.color.accent}` } },
});

export const film = style([thumb, { display: "grid", placeItems: "center", fontSize: vars.fontSize.sm }]);

export const badges = style({
  position: "absolute",
  insetInline: vars.space.xxs,
  bottom: vars.space.xxs,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xxs,
});

export const badge = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.round,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  lineHeight: 1.5,
});

export const details = style({
  display: "grid",
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const mark = style({
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
    },
  },
});

export const replacePick = style([pick, { display: "inline-flex", alignItems: "center" }]);

export const controls = style({ display: "grid", gap: vars.space.xs, minWidth: 0 });

export const inline = style({ display: "flex", flexWrap: "wrap", alignItems: "end", gap: vars.space.xs });

export const grow = style({ flex: "1 1 10rem", minWidth: 0 });

const onlyWithoutScript = { display: "none", "@media": { [WITHOUT_SCRIPTS]: { display: "block" } } } as const;
export const withoutScript = style([error, onlyWithoutScript]);
export const withoutScriptHint = style([hint, onlyWithoutScript]);
