import { globalStyle, style } from "@vanilla-extract/css";
import { media } from "#app/ui/media.ts";
import { vars } from "#app/ui/theme.css.ts";

export const root = style({
  position: "sticky",
  top: 0,
  zIndex: 50,
  height: vars.height.header,
  background: vars.color.header,
  color: vars.color.onHeader,
  transition: "box-shadow 200ms ease",
});

globalStyle(`html[data-header='static'] ${root}`, { position: "relative" });

export const isScrolled = style({ boxShadow: `0 4px 14px ${vars.color.shadow}` });

export const inner = style({
  maxWidth: vars.width.content,
  height: "100%",
  margin: "0 auto",
  padding: `0 ${vars.space.md}`,
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
});

export const brand = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  color: "inherit",
  textDecoration: "none",
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  marginRight: "auto",
  minWidth: 0,
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
});

export const brandIcon = style({ flexShrink: 0 });

export const brandName = style({
  overflow: "hidden",
  textOverflow: "ellipsis",
  "@media": { "screen and (max-width: 420px)": { fontSize: vars.fontSize.md } },
});

export const actions = style({ display: "flex", alignItems: "center", gap: vars.space.xxs });

export const iconButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  minWidth: "2.5rem",
  height: "2.5rem",
  padding: `0 ${vars.space.xs}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  textDecoration: "none",
  selectors: {
    "&:hover": { background: "rgba(255, 255, 255, 0.12)" },
    "&[aria-pressed='true']": { background: "rgba(255, 255, 255, 0.16)" },
  },
});

export const isLoggedIn = style({ color: vars.color.accent });

globalStyle(`:root:not(.dark) ${isLoggedIn}`, { color: "#ffb08a" });

export const loginName = style({
  fontSize: vars.fontSize.sm,
  maxWidth: "9rem",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  "@media": { [media.small]: { display: "none" } },
});
