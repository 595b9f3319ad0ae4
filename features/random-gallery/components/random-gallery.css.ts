import { style } from "@vanilla-extract/css";
import { button } from "#app/ui/button/button.css.ts";
import { media } from "#app/ui/media.ts";
import { vars } from "#app/ui/theme.css.ts";

export const block = style({
  margin: `${vars.space.lg} 0`,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  "@media": { [media.small]: { padding: vars.space.md } },
});

export const blockHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: `${vars.space.xs} ${vars.space.md}`,
  marginBottom: vars.space.md,
});

export const heading = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const allLink = style({ fontWeight: 600 });

export const counts = style({ margin: `${vars.space.md} 0 0`, color: vars.color.textMuted });

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.sm} ${vars.space.md}`,
  marginBottom: vars.space.lg,
});

export const intro = style({ margin: 0, flex: "1 1 20rem", color: vars.color.textMuted });

export const shuffle = button({ tone: "tertiary", size: "pill" });

export const isStale = style({ opacity: 0.5, transition: "opacity 150ms ease" });
