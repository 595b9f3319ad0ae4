import { globalStyle, style } from "@vanilla-extract/css";
import { error, ownerPanel } from "#app/ui/editing/editor-form.css.ts";
import { vars } from "#app/ui/theme.css.ts";

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
});

export const choices = style({ display: "flex", flexWrap: "wrap", alignItems: "end", gap: vars.space.sm });

export const pick = style({
  cursor: "pointer",
  selectors: { "&:focus-within": { outline: `2px solid ${vars.color.focus}` } },
});

export const batch = style({ display: "grid", gap: vars.space.xs });

export const bar = style({ width: "100%", height: "0.5rem", accentColor: vars.color.accent });

export const list = style({ display: "grid", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });

// The shell's floating "to the top" button would lie over the list's last line and its "Ponów": it steps aside while
// the list is on the page (the owner's code only, so by its label: the shell's class is not this feature's to import).
export const sending = style({});

globalStyle(`body:has(${sending}) button[aria-label="Przewiń na górę strony"]`, { display: "none" });

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

export const arranged = style({
  display: "grid",
  gridTemplateColumns: "5rem minmax(0, 1fr)",
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  border: `2px solid transparent`,
  selectors: {
    "&[data-drop-target]": { borderColor: vars.color.accent },
    "&[data-pending]": { opacity: 0.6 },
  },
});

export const thumb = style({
  width: "5rem",
  height: "5rem",
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  background: vars.color.border,
  cursor: "grab",
});

export const film = style([
  thumb,
  { display: "grid", placeItems: "center", fontSize: vars.fontSize.sm, cursor: "default" },
]);

export const controls = style({ display: "grid", gap: vars.space.xs, minWidth: 0 });

export const inline = style({ display: "flex", flexWrap: "wrap", alignItems: "end", gap: vars.space.xs });

export const grow = style({ flex: "1 1 10rem", minWidth: 0 });
