import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/ui/theme.css.ts";

export const root = style({ overflowWrap: "break-word" });

globalStyle(`${root} > :first-child`, { marginTop: 0 });
globalStyle(`${root} > :last-child`, { marginBottom: 0 });
globalStyle(`${root} :is(h2, h3, h4, h5, h6)`, { margin: `${vars.space.lg} 0 ${vars.space.sm}` });
globalStyle(`${root} h2`, { fontSize: vars.fontSize.xl });
globalStyle(`${root} h3`, { fontSize: vars.fontSize.lg });
globalStyle(`${root} :is(h4, h5, h6)`, { fontSize: vars.fontSize.md });
globalStyle(`${root} :is(p, ul, ol, blockquote, pre)`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${root} :is(ul, ol)`, { paddingLeft: vars.space.lg });
globalStyle(`${root} li + li`, { marginTop: vars.space.xxs });
globalStyle(`${root} blockquote`, {
  paddingLeft: vars.space.md,
  borderLeft: `4px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
globalStyle(`${root} code`, {
  fontFamily: vars.font.mono,
  fontSize: "0.9em",
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.page,
});
globalStyle(`${root} pre`, {
  overflowX: "auto",
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.page,
});
globalStyle(`${root} pre code`, { padding: 0, background: "transparent" });
globalStyle(`${root} hr`, { border: 0, borderTop: `1px solid ${vars.color.border}`, margin: `${vars.space.lg} 0` });

export const image = style({ height: "auto", borderRadius: vars.radius.md });
