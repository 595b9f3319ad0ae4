import { style } from "@vanilla-extract/css";
import { button } from "#app/ui/button/button.css.ts";
import { media } from "#app/ui/media.ts";
import { vars } from "#app/ui/theme.css.ts";

// One column that may shrink: the photo grid's auto-fill would otherwise widen the column to its maximum.
export const root = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.lg, minWidth: 0 });

export const block = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.sm,
  minWidth: 0,
  position: "relative",
});

export const blockTop = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const subheading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const facts = style({
  display: "grid",
  gridTemplateColumns: "fit-content(50%) minmax(0, 1fr)",
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  maxWidth: "48rem",
});

export const factName = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: 600, overflowWrap: "anywhere", whiteSpace: "pre-line" });

export const stars = style({ color: vars.color.accentText, letterSpacing: "0.1em" });

export const text = style({ maxWidth: "48rem" });

export const empty = style({ margin: 0, color: vars.color.textMuted, fontStyle: "italic" });

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

export const adminButton = button({ tone: "tertiary", size: "pill" });

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.xs });

export const diary = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
});

export const entry = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xs,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
  selectors: { "&:first-child": { borderTop: 0, paddingTop: 0 } },
});

export const date = style({ color: vars.color.accentText, fontWeight: 600, fontVariantNumeric: "tabular-nums" });

export const photos = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(5rem, 1fr))",
  gap: vars.space.xs,
  maxWidth: "48rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [media.large]: { gridTemplateColumns: "repeat(auto-fill, minmax(7.5rem, 1fr))" } },
});

export const photoLink = style({ display: "block", borderRadius: vars.radius.md, overflow: "hidden" });

export const thumb = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "1",
  objectFit: "cover",
  background: vars.color.page,
});

export const stale = style({ opacity: 0.45, transition: "opacity 150ms ease" });
