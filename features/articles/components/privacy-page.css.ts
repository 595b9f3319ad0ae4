import { globalStyle, style } from "@vanilla-extract/css";
import { media } from "#app/ui/media.ts";
import { vars } from "#app/ui/theme.css.ts";
import { table } from "./prose.css.ts";

export const retention = style({ margin: `${vars.space.md} 0` });

// Prose tables keep row headers on one line; these are names of a few words.
globalStyle(`${table}${retention} tbody th`, { whiteSpace: "normal", minWidth: "8rem" });

// Four columns of sentences do not fit a phone: each row becomes a card whose cells name their column.
globalStyle(`${table}${retention} thead`, {
  "@media": {
    [media.small]: { position: "absolute", width: "1px", height: "1px", overflow: "hidden", clipPath: "inset(50%)" },
  },
});
globalStyle(`${table}${retention} tr, ${table}${retention} th, ${table}${retention} td`, {
  "@media": { [media.small]: { display: "block" } },
});
globalStyle(`${table}${retention} tbody tr`, {
  "@media": { [media.small]: { borderBottom: `2px solid ${vars.color.textMuted}`, padding: `${vars.space.sm} 0` } },
});
globalStyle(`${table}${retention} tbody th, ${table}${retention} td`, {
  "@media": { [media.small]: { borderBottom: "none", padding: `${vars.space.xs} 0` } },
});
globalStyle(`${table}${retention} td::before`, {
  "@media": { [media.small]: { content: "attr(data-label) ': '", fontWeight: 600 } },
});

export const basis = style({ color: vars.color.textMuted });
