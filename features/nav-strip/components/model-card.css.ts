import { globalStyle, style } from "@vanilla-extract/css";
import { media } from "#app/ui/media.ts";
import { vars } from "#app/ui/theme.css.ts";

export const root = style({
  position: "relative",
  display: "block",
  width: "7.5rem",
  height: "10rem",
  overflow: "hidden",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: `0 2px 6px ${vars.color.shadow}`,
  color: vars.color.text,
  textDecoration: "none",
  transition: "transform 200ms ease, box-shadow 200ms ease",
  selectors: {
    "&:hover, &:focus-visible": { transform: "translateY(-3px)", boxShadow: `0 6px 14px ${vars.color.shadow}` },
    // The strip scrolls and would clip an outline drawn outside the card.
    "&:focus-visible": { outlineOffset: "-3px" },
    "&[aria-current='page']": { borderColor: vars.color.accent, boxShadow: `0 0 0 2px ${vars.color.accent}` },
  },
  "@media": {
    [media.small]: { width: "6rem", height: "8rem" },
    [media.reducedMotion]: { transition: "none" },
  },
});

globalStyle(`${root}:hover, ${root}:focus-visible`, {
  "@media": { [media.reducedMotion]: { transform: "none" } },
});

export const picture = style({ display: "contents" });

export const image = style({ width: "100%", height: "100%", objectFit: "cover" });

export const placeholder = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  height: "100%",
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: "center",
});

export const placeholderName = style({ fontSize: vars.fontSize.xs, lineHeight: 1.3 });

export const details = style({
  position: "absolute",
  insetInline: 0,
  bottom: 0,
  display: "flex",
  flexDirection: "column-reverse",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  // Solid, so the name drawn into the card picture does not show through.
  background: vars.color.header,
  color: vars.color.onHeader,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.3,
  opacity: 0,
  transition: "opacity 200ms ease",
  "@media": {
    "(hover: none)": { opacity: 1 },
    [media.reducedMotion]: { transition: "none" },
  },
});

globalStyle(`${root}:hover ${details}, ${root}:focus-visible ${details}`, { opacity: 1 });

export const name = style({ fontWeight: 600 });

export const year = style({ fontVariantNumeric: "tabular-nums" });

export const ribbon = style({
  position: "absolute",
  top: "0.85rem",
  left: "-2.1rem",
  width: "7.5rem",
  padding: `${vars.space.xxs} 0`,
  transform: "rotate(-45deg)",
  background: vars.color.ribbon,
  color: vars.color.onAccent,
  fontSize: "0.625rem",
  fontWeight: 700,
  lineHeight: 1.2,
  textAlign: "center",
  boxShadow: `0 1px 3px ${vars.color.shadow}`,
});

/** The owner's drafts: a plain badge, where a visitor's card would never have one; above, clear of the name and year. */
export const draft = style({
  position: "absolute",
  top: vars.space.xs,
  right: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.round,
  background: vars.color.surfaceRaised,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.text,
  fontSize: "0.6875rem",
  fontWeight: 700,
  lineHeight: 1.5,
});

export const comments = style({
  position: "absolute",
  top: vars.space.xs,
  right: vars.space.xs,
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.round,
  background: vars.color.header,
  color: vars.color.onHeader,
  fontSize: "0.6875rem",
  fontWeight: 700,
  lineHeight: 1.6,
  fontVariantNumeric: "tabular-nums",
  boxShadow: `0 1px 3px ${vars.color.shadow}`,
});

// A draft with comments waiting shows its badge under the count.
globalStyle(`${comments} ~ ${draft}`, { top: "1.9rem" });
