import { style } from "@vanilla-extract/css";
import { vars } from "#app/ui/theme.css.ts";

export const root = style({ position: "relative", display: "grid", gap: vars.space.md });

export const firstLoad = style({ display: "flex", justifyContent: "center", padding: vars.space.lg });

export const loadError = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const loadErrorText = style({ margin: 0, color: vars.color.danger, fontWeight: 600, flexGrow: 1 });

export const empty = style({ margin: 0, color: vars.color.textMuted, fontStyle: "italic" });

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  selectors: { "&[aria-busy='true']": { opacity: 0.7 } },
});

export const showRest = style({});

export const older = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

/** The add button with the reload spinner beside it; kept as tall as the button so nothing jumps. */
export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  minHeight: "2.5rem",
  selectors: { "&:empty": { display: "none" } },
});

/** Before JavaScript the add form is in the page, shown when `Dodaj swój komentarz` (a link to it) targets it. */
export const untilTargeted = style({ selectors: { "&:not(:target)": { display: "none" } } });
