import { style } from "@vanilla-extract/css";
import { button } from "#app/ui/button/button.css.ts";
import { media } from "#app/ui/media.ts";
import { vars } from "#app/ui/theme.css.ts";

export const root = style({
  position: "relative",
  minWidth: 0,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  "@media": { [media.small]: { padding: vars.space.md } },
});

export const plain = style({ position: "relative", minWidth: 0 });

export const edit = style([button({ tone: "tertiary", size: "pill" }), { float: "right", marginLeft: vars.space.sm }]);

export const body = style({ transition: "opacity 150ms ease" });

export const isStale = style({ opacity: 0.45 });

export const refreshing = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
});

export const empty = style({ margin: 0, color: vars.color.textMuted, fontStyle: "italic" });

export const form = style({ display: "grid", gap: vars.space.sm });
