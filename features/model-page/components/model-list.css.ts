import { style } from "@vanilla-extract/css";
import { button } from "#app/ui/button/button.css.ts";
import { media } from "#app/ui/media.ts";
import { vars } from "#app/ui/theme.css.ts";

export const page = style({
  display: "grid",
  gap: vars.space.md,
  padding: `${vars.space.md} 0 ${vars.space.xl}`,
  "@media": { [media.large]: { padding: `${vars.space.lg} 0 ${vars.space.xxl}` } },
});

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl });

export const newModel = style([button(), { textDecoration: "none" }]);

export const filters = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const filter = style([
  button({ tone: "secondary", size: "pill" }),
  {
    textDecoration: "none",
    selectors: {
      '&[aria-current="page"]': {
        borderColor: vars.color.accent,
        background: vars.color.accent,
        color: vars.color.onAccent,
      },
    },
  },
]);

export const filterCount = style({ fontWeight: 400 });

export const empty = style({ margin: 0, color: vars.color.textMuted, fontStyle: "italic" });

export const table = style({ width: "100%", borderCollapse: "collapse" });

// On a phone the header row is read, not seen: each model is a card whose cells say what they are.
export const head = style({
  "@media": {
    [media.small]: {
      position: "absolute",
      width: 1,
      height: 1,
      overflow: "hidden",
      clipPath: "inset(50%)",
      whiteSpace: "nowrap",
    },
  },
});

export const headCell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `2px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: "left",
  whiteSpace: "nowrap",
});

export const row = style({
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": {
    [media.small]: {
      display: "grid",
      gridTemplateColumns: "minmax(0, 1fr) auto",
      gap: `${vars.space.xxs} ${vars.space.sm}`,
      padding: `${vars.space.sm} 0`,
    },
  },
});

export const cell = style({
  padding: `${vars.space.sm}`,
  verticalAlign: "middle",
  "@media": { [media.small]: { display: "block", padding: 0 } },
});

export const nameCell = style([cell, { minWidth: 0, fontWeight: 400, textAlign: "left", overflowWrap: "anywhere" }]);

export const stateCell = style([cell, { "@media": { [media.small]: { justifySelf: "end" } } }]);

const detail = style([
  cell,
  { color: vars.color.textMuted, whiteSpace: "nowrap", "@media": { [media.small]: { fontSize: vars.fontSize.sm } } },
]);

export const changedCell = style([detail, { "@media": { [media.small]: { gridColumn: "1 / -1" } } }]);

export const photosCell = detail;

export const heldCell = style([detail, { "@media": { [media.small]: { justifySelf: "end" } } }]);

export const name = style({ color: vars.color.accentText, fontWeight: 700 });

export const path = style({ display: "block", color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// Shown on a phone only, where the column's header is not.
export const cellLabel = style({ "@media": { [media.large]: { display: "none" } } });

export const state = style({
  display: "inline-block",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  lineHeight: 1.7,
  whiteSpace: "nowrap",
});

export const states = {
  szkic: style([state, { borderStyle: "dashed", color: vars.color.text }]),
  opublikowany: style([state, { borderColor: vars.color.success, color: vars.color.success }]),
  ukryty: style([state, { background: vars.color.page, color: vars.color.textMuted }]),
};

export const held = style({ color: vars.color.accentText, fontWeight: 700 });

export const notice = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const noticeText = style({ margin: 0, fontWeight: 600 });

export const restore = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.xs });

export const trash = style({ display: "grid", gap: vars.space.sm, marginTop: vars.space.lg });

export const trashTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });

export const trashList = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });

export const trashItem = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const trashName = style({ display: "grid", minWidth: 0, overflowWrap: "anywhere" });
