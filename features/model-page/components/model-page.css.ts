import { style } from "@vanilla-extract/css";
import { vars } from "../../../app/ui/theme.css.ts";

export const header = style({ padding: `${vars.space.lg} 0 ${vars.space.sm}` });

export const title = style({
  fontSize: vars.fontSize.xl,
  margin: 0,
  "@media": { "screen and (min-width: 640px)": { fontSize: vars.fontSize.xxl } },
});

export const year = style({
  margin: `${vars.space.xs} 0 ${vars.space.sm}`,
  color: vars.color.accentText,
  fontWeight: 600,
  letterSpacing: "0.02em",
});

export const description = style({
  maxWidth: "48rem",
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  "@media": { "screen and (min-width: 640px)": { fontSize: vars.fontSize.lg } },
});

export const modelGrid = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "screen and (min-width: 900px)": { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" } },
});

export const cover = style({
  width: "100%",
  height: "auto",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  background: vars.color.page,
});

export const facts = style({
  display: "grid",
  alignContent: "start",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});

export const factName = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: 600, overflowWrap: "anywhere" });

export const article = style({ maxWidth: "48rem" });

export const articleHeading = style({ fontSize: vars.fontSize.lg, marginTop: vars.space.lg });

export const figure = style({ margin: `${vars.space.md} 0` });

export const figureImage = style({
  width: "100%",
  height: "auto",
  aspectRatio: "3 / 2",
  objectFit: "cover",
  borderRadius: vars.radius.md,
});

export const caption = style({ marginTop: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const source = style({ marginTop: vars.space.lg, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const table = style({ borderCollapse: "collapse", width: "100%", maxWidth: "36rem" });

export const cell = style({
  textAlign: "left",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
