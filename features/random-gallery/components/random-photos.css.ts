import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { media } from "#app/ui/media.ts";
import { vars } from "#app/ui/theme.css.ts";

export const tiles = recipe({
  base: { listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md },
  variants: {
    layout: {
      grid: { gridTemplateColumns: "repeat(auto-fill, minmax(min(9rem, 40vw), 1fr))" },
      strip: {
        gridAutoFlow: "column",
        gridAutoColumns: "minmax(8.5rem, 1fr)",
        overflowX: "auto",
        overscrollBehaviorX: "contain",
        scrollSnapType: "x mandatory",
        // Room for the focus ring, which the scroll container would otherwise clip.
        padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.sm}`,
        margin: `0 calc(-1 * ${vars.space.xs})`,
      },
    },
  },
});

export const tile = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.xs,
  minWidth: 0,
  scrollSnapAlign: "start",
});

export const thumb = style({
  display: "block",
  width: "100%",
  maxWidth: "200px",
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: "hidden",
  background: vars.color.page,
  cursor: "zoom-in",
});

export const picture = style({ display: "block", borderRadius: "inherit" });

export const image = style({
  width: "100%",
  height: "auto",
  aspectRatio: "1 / 1",
  objectFit: "cover",
  transition: "transform 200ms ease",
  selectors: { [`${thumb}:hover &`]: { transform: "scale(1.04)" } },
  "@media": { [media.reducedMotion]: { transition: "none" } },
});

export const name = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  lineHeight: 1.3,
  textDecoration: "none",
  overflowWrap: "anywhere",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const caption = style({
  display: "inline-flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const captionLink = style({
  display: "inline-block",
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.round,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 600,
  textDecoration: "none",
  selectors: {
    "&:hover": { textDecoration: "underline" },
    "&:focus-visible": { outline: `3px solid ${vars.color.onHeader}`, outlineOffset: "2px" },
  },
});
