import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/ui/theme.css.ts";

export const root = style({ fontSize: vars.fontSize.md });

// Direct children only: blocks embedded in the text (the calculator) keep their own headings and spacing.
globalStyle(`${root} > h2`, {
  marginTop: vars.space.xl,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xl,
});
globalStyle(`${root} > h3`, { marginTop: vars.space.lg, fontSize: vars.fontSize.lg });
globalStyle(`${root} > p, ${root} > ul, ${root} > ol`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${root} li + li`, { marginTop: vars.space.xs });
globalStyle(`${root} :not(pre) > code`, {
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.mono,
  fontSize: "0.92em",
});

export const formula = style({
  margin: `${vars.space.md} 0`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.surface,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  overflowX: "auto",
});

export const note = style({
  margin: `${vars.space.md} 0`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

globalStyle(`${note} > p`, { margin: 0 });

export const noteTitle = style({ fontWeight: 700 });

const edgeShadow = `color-mix(in srgb, ${vars.color.text} 28%, transparent)`;

// Edge shadows read as "scroll me": page-coloured covers scroll with the table (`local`) and hide an end's shadow.
export const tableScroll = style({
  overflowX: "auto",
  margin: `${vars.space.md} 0`,
  backgroundImage: [
    `linear-gradient(to right, ${vars.color.page} 30%, transparent)`,
    `linear-gradient(to left, ${vars.color.page} 30%, transparent)`,
    `radial-gradient(farthest-side at 0 50%, ${edgeShadow}, transparent)`,
    `radial-gradient(farthest-side at 100% 50%, ${edgeShadow}, transparent)`,
  ].join(", "),
  backgroundPosition: "0 0, 100% 0, 0 0, 100% 0",
  backgroundRepeat: "no-repeat",
  backgroundSize: "2.5rem 100%, 2.5rem 100%, 0.875rem 100%, 0.875rem 100%",
  backgroundAttachment: "local, local, scroll, scroll",
});

export const table = style({ borderCollapse: "collapse", width: "100%", fontSize: vars.fontSize.sm });

export const wideTable = style({ minWidth: "44rem" });
export const widestTable = style({ minWidth: "50rem" });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "left",
  verticalAlign: "top",
});
globalStyle(`${table} thead th`, { borderBottom: `2px solid ${vars.color.textMuted}`, whiteSpace: "nowrap" });
globalStyle(`${table} tbody th`, { whiteSpace: "nowrap" });
globalStyle(`${table} caption`, {
  captionSide: "top",
  textAlign: "left",
  fontWeight: 600,
  paddingBottom: vars.space.xs,
});

// The swatch's colour is content, so it comes inline rather than from the theme.
export const swatch = style({
  display: "inline-block",
  width: "1em",
  height: "1em",
  marginRight: vars.space.xs,
  verticalAlign: "-0.15em",
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.textMuted}`,
});

export const code = style({
  margin: `${vars.space.md} 0`,
  padding: vars.space.md,
  overflowX: "auto",
  borderRadius: vars.radius.md,
  background: vars.color.header,
  color: vars.color.onHeader,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
  tabSize: 2,
});

globalStyle(`${code}:focus-visible`, { outline: `3px solid ${vars.color.focus}` });

export const external = style({ fontWeight: 600 });
