import { globalStyle, style } from "@vanilla-extract/css";
import { media } from "#app/ui/media.ts";
import { vars } from "#app/ui/theme.css.ts";
import { table } from "./prose.css.ts";

export const retention = style({ margin: `${vars.space.md} 0` });
// Both classes, so these rules win over the prose table's own.
const scope = `${table}${retention}`;

// Prose tables keep row headers on one line; these are names of a few words.
globalStyle(`${scope} tbody th`, { whiteSpace: "normal", minWidth: "8rem" });

// Four columns of sentences do not fit a phone: each row becomes a card whose cells name their column.
globalStyle(`${scope} thead`, {
  "@media": {
    [media.small]: { position: "absolute", width: "1px", height: "1px", overflow: "hidden", clipPath: "inset(50%)" },
  },
});
globalStyle(`${scope} tr, ${scope} th, ${scope} td`, {
  "@media": { [media.small]: { display: "block" } },
});
globalStyle(`${scope} tbody tr`, {
  "@media": { [media.small]: { borderBottom: `2px solid ${vars.color.textMuted}`, padding: `${vars.space.sm} 0` } },
});
globalStyle(`${scope} tbody th, ${scope} td`, {
  "@media": { [media.small]: { borderBottom: "none", padding: `${vars.space.xs} 0` } },
});
globalStyle(`${scope} td::before`, {
  "@media": { [media.small]: { content: "attr(data-label) ': '", fontWeight: 600 } },
});

export const basis = style({ color: vars.color.textMuted });
