import { style } from "@vanilla-extract/css";
import { button } from "#app/ui/button/button.css.ts";
import { media } from "#app/ui/media.ts";
import { vars } from "#app/ui/theme.css.ts";

export const root = style({
  margin: `${vars.space.lg} 0`,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  "@media": { [media.small]: { padding: vars.space.md } },
});

export const heading = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.md}` });

export const list = style({ listStyle: "none", margin: 0, padding: 0 });

export const item = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xxs,
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { "&:first-child": { borderTop: 0, paddingTop: 0 } },
  "@media": {
    [media.large]: { gridTemplateColumns: "7.5rem minmax(0, 1fr)", gap: vars.space.md },
  },
});

export const date = style({
  color: vars.color.accentText,
  fontWeight: 600,
  fontVariantNumeric: "tabular-nums",
});

export const description = style({ margin: 0 });

export const toggle = style([button({ tone: "tertiary", size: "pill" }), { marginTop: vars.space.sm }]);

export const top = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const adminButton = button({ tone: "tertiary", size: "pill" });

export const entryActions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  "@media": { [media.large]: { gridColumn: 2 } },
});

export const editing = style({ padding: `${vars.space.sm} 0`, borderTop: `1px solid ${vars.color.border}` });

export const newForm = style({ marginBottom: vars.space.md });

export const modelLink = style({ whiteSpace: "nowrap" });

export const empty = style({ margin: 0, color: vars.color.textMuted, fontStyle: "italic" });

export const error = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.danger, fontWeight: 600 });
