import { style } from "@vanilla-extract/css";
import { button } from "#app/ui/button/button.css.ts";
import { vars } from "#app/ui/theme.css.ts";

export const primary = button({ size: "compact" });

export const secondary = button({ tone: "secondary", size: "compact" });

export const danger = button({ tone: "danger", size: "compact" });

/** Small text-like actions under a comment (`edycja`, `usuń`). */
export const quiet = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  minHeight: "2rem",
  padding: `0 ${vars.space.xs}`,
  border: "1px solid transparent",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  selectors: {
    "&:hover:not(:disabled)": { color: vars.color.accentText, borderColor: vars.color.border },
    "&:disabled": { cursor: "not-allowed", opacity: 0.6 },
  },
});
