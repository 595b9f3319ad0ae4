import { style } from "@vanilla-extract/css";
import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { media } from "#app/ui/media.ts";
import { vars } from "#app/ui/theme.css.ts";

// Sized by kind and window alone, so the server's box and the live map match and activating shifts nothing.
export const root = recipe({
  base: {
    position: "relative",
    // Leaflet's panes and controls use z-indexes up to 1000: keep them below the sticky site header.
    isolation: "isolate",
    width: "100%",
    overflow: "hidden",
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.page,
    backgroundImage: `linear-gradient(${vars.color.border} 1px, transparent 1px), linear-gradient(90deg, ${vars.color.border} 1px, transparent 1px)`,
    backgroundSize: "3rem 3rem",
    backgroundPosition: "center",
  },
  variants: {
    kind: {
      home: {},
      model: { marginBottom: vars.space.lg },
      picker: {},
    },
    large: { false: {}, true: {} },
  },
  compoundVariants: [
    {
      variants: { kind: "home", large: false },
      style: { maxWidth: vars.width.lg, height: "30rem", "@media": { [media.small]: { height: "24rem" } } },
    },
    {
      variants: { kind: "home", large: true },
      style: { height: "50rem", "@media": { [media.small]: { height: "40rem" } } },
    },
    { variants: { kind: "model", large: false }, style: { height: "20rem" } },
    { variants: { kind: "model", large: true }, style: { height: "40rem" } },
    { variants: { kind: "picker", large: false }, style: { height: "18rem" } },
  ],
  defaultVariants: { kind: "model", large: false },
});

export type RootVariants = NonNullable<RecipeVariants<typeof root>>;

export const canvas = style({ position: "absolute", inset: 0 });

export const overlay = style({
  position: "absolute",
  inset: 0,
  zIndex: 1050,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.backdrop,
});

const actionButton = {
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 0,
  borderRadius: vars.radius.round,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 600,
  boxShadow: `0 4px 12px ${vars.color.shadow}`,
  cursor: "pointer",
} as const;

export const activate = style({
  ...actionButton,
  fontSize: vars.fontSize.lg,
  "@media": { [media.small]: { fontSize: vars.fontSize.md } },
  selectors: { "&:focus-visible": { outlineColor: vars.color.onAccent, outlineOffset: "3px" } },
});

export const activateNote = style({
  margin: 0,
  maxWidth: "22rem",
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textAlign: "center",
});

export const status = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  padding: vars.space.lg,
  textAlign: "center",
  color: vars.color.text,
});

export const statusText = style({
  margin: 0,
  maxWidth: "28rem",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const retry = style(actionButton);

export const toolbar = style({
  position: "absolute",
  top: vars.space.sm,
  right: vars.space.sm,
  zIndex: 1100,
  display: "flex",
  gap: vars.space.xs,
});

export const control = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.5rem",
  height: "2.5rem",
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: `0 1px 5px ${vars.color.shadow}`,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.page },
    "&[aria-disabled='true']": { opacity: 0.55, cursor: "not-allowed", boxShadow: "none" },
    "&[aria-disabled='true']:hover": { background: vars.color.surfaceRaised },
  },
});

export const popupTitle = style({ display: "block", fontWeight: 600 });

export const popupAddress = style({ display: "block", marginTop: vars.space.xxs, color: vars.color.textMuted });

export const picker = style({ display: "grid", gap: vars.space.xs });

export const pickerHint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
