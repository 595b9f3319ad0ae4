import { style } from "@vanilla-extract/css";
import { media } from "#app/ui/media.ts";
import { vars } from "#app/ui/theme.css.ts";

export const root = style({
  display: "inline-flex",
  flexWrap: "wrap",
  columnGap: "0.3em",
  maxWidth: "100%",
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.backdrop,
  color: vars.color.onHeader,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: 600,
  lineHeight: 1.3,
  "@media": {
    [media.small]: { fontSize: vars.fontSize.md, padding: `${vars.space.xxs} ${vars.space.sm}` },
  },
});

export const word = style({ display: "inline-flex", whiteSpace: "nowrap" });

export const letter = style({ display: "inline-block" });

export const isUnseen = style({ visibility: "hidden" });
