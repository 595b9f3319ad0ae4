import { globalStyle, style } from "@vanilla-extract/css";
import { button } from "#app/ui/button/button.css.ts";
import { vars } from "#app/ui/theme.css.ts";

const narrow = "screen and (max-width: 30rem)";

export const root = style({ display: "grid", gap: vars.space.sm });

export const clock = style({
  margin: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: "tabular-nums",
});

// The form and the `Zapisano` tick share one box, so the panel keeps its size while the tick shows.
export const stage = style({ position: "relative" });

export const form = style({
  display: "grid",
  selectors: { "&[inert]": { visibility: "hidden" } },
});

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.xs,
  minInlineSize: 0,
  margin: 0,
  padding: `${vars.space.sm} 0`,
  border: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": { [narrow]: { flexDirection: "column", alignItems: "stretch", paddingBlock: vars.space.xs } },
});

// A floated legend is laid out like any other child, so it can sit beside the switch in the flex row.
export const label = style({ float: "left", padding: 0, fontWeight: 600 });

export const segments = style({
  display: "inline-flex",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  overflow: "hidden",
  background: vars.color.surface,
  "@media": { [narrow]: { display: "flex" } },
});

export const segment = style({ position: "relative", display: "flex", "@media": { [narrow]: { flex: "1 1 0" } } });

export const segmentInput = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  margin: 0,
  opacity: 0,
  cursor: "pointer",
});

export const segmentText = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  minHeight: "2.25rem",
  display: "flex",
  alignItems: "center",
  whiteSpace: "nowrap",
  "@media": { [narrow]: { flex: 1, justifyContent: "center" } },
  selectors: {
    [`${segmentInput}:hover + &`]: { background: vars.color.page },
    [`${segmentInput}:checked + &`]: { background: vars.color.accent, color: vars.color.onAccent, fontWeight: 600 },
    [`${segmentInput}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: "-3px" },
  },
});

export const cycle = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "2.25rem",
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.page } },
  "@media": { [narrow]: { justifyContent: "center" } },
});

export const hint = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const warning = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  marginTop: vars.space.md,
});

globalStyle(`${actions} > button`, {
  "@media": { [narrow]: { flex: "1 1 0", paddingInline: vars.space.sm } },
});

export const primary = button();

export const secondary = button({ tone: "secondary" });

export const saved = style({
  position: "absolute",
  inset: 0,
  margin: 0,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  color: vars.color.success,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  selectors: { "&:focus": { outline: "none" } },
});
