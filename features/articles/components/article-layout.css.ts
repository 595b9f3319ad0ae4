import { style } from "@vanilla-extract/css";
import { media } from "#app/ui/media.ts";
import { vars } from "#app/ui/theme.css.ts";

export const root = style({ maxWidth: "52rem", margin: "0 auto", paddingBottom: vars.space.xl });

export const header = style({ padding: `${vars.space.lg} 0 ${vars.space.md}` });

export const title = style({
  fontSize: vars.fontSize.xl,
  margin: 0,
  "@media": { [media.large]: { fontSize: vars.fontSize.xxl } },
});

export const badge = style({
  display: "inline-block",
  margin: `${vars.space.sm} 0 0`,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `2px solid ${vars.color.accentText}`,
  borderRadius: vars.radius.round,
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: "0.02em",
});

export const lead = style({
  margin: `${vars.space.md} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  "@media": { [media.large]: { fontSize: vars.fontSize.lg } },
});

export const toc = style({
  margin: `${vars.space.md} 0 ${vars.space.lg}`,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const tocHeading = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.xs}` });

export const tocList = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  columnGap: vars.space.xl,
  "@media": { [media.large]: { columns: 2 } },
});

export const tocItem = style({ padding: `${vars.space.xxs} 0`, breakInside: "avoid" });
