import { style } from "@vanilla-extract/css";
import { button } from "#app/ui/button/button.css.ts";
import { media } from "#app/ui/media.ts";
import { vars } from "#app/ui/theme.css.ts";

export const root = style({
  maxWidth: "40rem",
  margin: `${vars.space.lg} 0`,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const heading = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.md}` });

export const form = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  alignItems: "end",
  "@media": { [media.large]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, height: "100%" });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, flexGrow: 1 });

export const input = style({
  width: "100%",
  padding: `${vars.space.sm} ${vars.space.sm}`,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  fontVariantNumeric: "tabular-nums",
  selectors: {
    "&[aria-invalid='true']": { borderColor: vars.color.danger, borderWidth: "2px" },
  },
});

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const submit = style([
  button(),
  { justifySelf: "start", "@media": { [media.large]: { gridColumn: "1 / -1" } } },
]);

export const result = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  marginTop: vars.space.lg,
  padding: vars.space.md,
  minHeight: "3.5rem",
  background: vars.color.page,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const resultLine = style({ fontSize: vars.fontSize.lg });

export const resultLabel = style({ fontWeight: 600 });

export const resultValue = style({ color: vars.color.accentText, fontVariantNumeric: "tabular-nums" });

export const resultNote = style({ color: vars.color.textMuted });

export const resultProblem = style({ color: vars.color.danger, fontWeight: 600 });
