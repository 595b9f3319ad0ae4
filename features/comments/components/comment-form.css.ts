import { style } from "@vanilla-extract/css";
import { vars } from "#app/ui/theme.css.ts";

export const root = style({
  position: "relative",
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const as = style({ margin: 0, color: vars.color.textMuted });

export const field = style({ display: "grid", gap: vars.space.xxs });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

const control = {
  width: "100%",
  padding: vars.space.sm,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { "&[aria-invalid='true']": { borderColor: vars.color.danger, borderWidth: "2px" } },
} as const;

export const input = style({ ...control, maxWidth: "20rem" });

export const textarea = style({ ...control, minHeight: "7rem", resize: "vertical" });

export const counter = style({
  justifySelf: "end",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: "tabular-nums",
});

export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: 600 });

export const formError = style({
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  color: vars.color.danger,
  fontWeight: 600,
});

export const privacy = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const buttons = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

/** Covers the form while it is being sent, so nothing is sent twice. */
export const overlay = style({
  position: "absolute",
  inset: 0,
  display: "grid",
  placeItems: "center",
  borderRadius: "inherit",
  // Dims the content in either theme while keeping the spinner readable.
  background: `color-mix(in srgb, ${vars.color.surface} 72%, transparent)`,
});

/** Off-screen rather than display:none, which form-filling robots learned to skip. */
export const trap = style({ position: "absolute", left: "-10000px", width: "1px", height: "1px", overflow: "hidden" });
