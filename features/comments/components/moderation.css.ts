import { globalStyle, style } from "@vanilla-extract/css";
import { media } from "#app/ui/media.ts";
import { vars } from "#app/ui/theme.css.ts";

export const page = style({
  display: "grid",
  gap: vars.space.lg,
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `${vars.space.md} ${vars.space.sm} ${vars.space.xl}`,
  "@media": { [media.large]: { padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}` } },
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const panel = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
});

export const panelTitle = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.xl,
});

export const count = style({ color: vars.color.textMuted, fontWeight: 400, fontSize: vars.fontSize.md });

export const empty = style({ margin: 0, color: vars.color.textMuted, fontStyle: "italic" });

export const list = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });

export const card = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const held = style({ borderLeft: `4px solid ${vars.color.accent}` });

export const cardHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const author = style({ fontWeight: 700, color: vars.color.text, overflowWrap: "anywhere" });

export const tag = style({
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  fontSize: vars.fontSize.xs,
  whiteSpace: "nowrap",
});

export const clientTag = style([tag, { fontFamily: vars.font.mono }]);

export const body = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });

export const pageLink = style({ color: vars.color.accentText, overflowWrap: "anywhere" });

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.xs });

export const check = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "2.5rem",
  cursor: "pointer",
});

globalStyle(`${check} input`, { width: "1.25rem", height: "1.25rem", accentColor: vars.color.accent });

// Sticky under the site's header: the count and the delete stay in reach while the boxes below are ticked.
export const toolbar = style({
  position: "sticky",
  top: vars.height.header,
  zIndex: 10,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  justifyContent: "space-between",
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

globalStyle(`html[data-header='static'] ${toolbar}`, { top: 0 });

export const blockBox = style({ fontSize: vars.fontSize.sm });

export const blockSummary = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.5rem",
  color: vars.color.accentText,
  cursor: "pointer",
});

export const form = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.sm,
});

export const field = style({ display: "grid", gap: vars.space.xxs, fontSize: vars.fontSize.sm, minWidth: 0 });

export const input = style({
  minHeight: "2.5rem",
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: "inherit",
  maxWidth: "100%",
});

export const capInput = style([input, { width: "6rem" }]);

export const status = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.success}`,
  color: vars.color.text,
  selectors: { "&:empty": { display: "none" } },
});

export const error = style([status, { borderColor: vars.color.danger, color: vars.color.danger, fontWeight: 600 }]);

export const history = style({ display: "grid", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });

export const historyRow = style({
  display: "grid",
  gap: `0 ${vars.space.sm}`,
  paddingBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
  "@media": { [media.large]: { gridTemplateColumns: "9.5rem 8rem minmax(0, 1fr)" } },
});

export const muted = style({ color: vars.color.textMuted });

/** A form around buttons that sit in a row with others: it adds no box of its own. */
export const inlineForm = style({ display: "contents" });
