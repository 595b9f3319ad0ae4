import { createVar, fallbackVar, keyframes, style } from "@vanilla-extract/css";
import { media } from "#app/ui/media.ts";
import { vars } from "#app/ui/theme.css.ts";

export const header = style({ padding: `${vars.space.lg} 0 ${vars.space.sm}` });

export const title = style({
  fontSize: vars.fontSize.xl,
  margin: 0,
  "@media": { [media.large]: { fontSize: vars.fontSize.xxl } },
});

export const year = style({
  margin: `${vars.space.xs} 0 ${vars.space.sm}`,
  color: vars.color.accentText,
  fontWeight: 600,
  letterSpacing: "0.02em",
});

export const description = style({
  maxWidth: "48rem",
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  "@media": { [media.large]: { fontSize: vars.fontSize.lg } },
});

export const modelGrid = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "screen and (min-width: 900px)": { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" } },
});

export const coverPicture = style({ display: "block" });

export const cover = style({
  width: "100%",
  height: "auto",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  background: vars.color.page,
});

export const facts = style({
  display: "grid",
  alignContent: "start",
  // Names take at most half the width and wrap, so values keep room on a phone.
  gridTemplateColumns: "fit-content(50%) minmax(0, 1fr)",
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});

export const factName = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: 600, overflowWrap: "anywhere" });

export const article = style({ maxWidth: "48rem" });

export const articleHeading = style({ fontSize: vars.fontSize.lg, marginTop: vars.space.lg });

export const figure = style({ margin: `${vars.space.md} 0` });

export const figureImage = style({
  width: "100%",
  height: "auto",
  aspectRatio: "3 / 2",
  objectFit: "cover",
  borderRadius: vars.radius.md,
});

export const caption = style({ marginTop: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const source = style({ marginTop: vars.space.lg, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const table = style({ borderCollapse: "collapse", width: "100%", maxWidth: "36rem" });

export const cell = style({
  textAlign: "left",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const period = style({ fontWeight: 600 });

export const phases = style({
  display: "grid",
  gap: vars.space.lg,
  alignItems: "start",
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "screen and (min-width: 900px)": { gridTemplateColumns: "minmax(0, 36rem) minmax(16rem, 1fr)" } },
});

// Set inline per lighthouse: the keyframes come from its own phases.
export const periodVar = createVar();
export const lampAnimationVar = createVar();

// `transform` alone: the compositor moves the line, so an open page neither lays out nor paints per frame.
const sweep = keyframes({ from: { transform: "translateX(0%)" }, to: { transform: "translateX(100%)" } });

export const timeline = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.page,
});

export const timelineRow = style({ display: "flex", alignItems: "center", gap: vars.space.md });

export const lamp = style({
  position: "relative",
  flexShrink: 0,
  width: "2.5rem",
  height: "2.5rem",
  borderRadius: vars.radius.round,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.header,
});

export const lampGlow = style({
  position: "absolute",
  inset: 3,
  borderRadius: vars.radius.round,
  background: vars.color.accent,
  boxShadow: `0 0 14px 4px ${vars.color.accent}`,
  animationName: fallbackVar(lampAnimationVar, "none"),
  animationDuration: fallbackVar(periodVar, "1s"),
  animationTimingFunction: "step-end",
  animationIterationCount: "infinite",
  "@media": { [media.reducedMotion]: { animationName: "none" } },
});

export const track = style({
  position: "relative",
  display: "flex",
  flex: 1,
  height: "1.5rem",
  borderRadius: vars.radius.sm,
  overflow: "hidden",
  border: `1px solid ${vars.color.border}`,
});

const segment = style({ flexBasis: 0, minWidth: 2 });

export const segmentLight = style([segment, { background: vars.color.accent }]);

export const segmentDark = style([segment, { background: vars.color.header }]);

export const playhead = style({
  position: "absolute",
  inset: 0,
  pointerEvents: "none",
  animationName: sweep,
  animationDuration: fallbackVar(periodVar, "1s"),
  animationTimingFunction: "linear",
  animationIterationCount: "infinite",
  "::before": {
    content: '""',
    position: "absolute",
    top: 0,
    bottom: 0,
    left: 0,
    width: 3,
    marginLeft: -1,
    background: vars.color.text,
    boxShadow: `0 0 0 1px ${vars.color.surface}`,
  },
  "@media": { [media.reducedMotion]: { animationName: "none", display: "none" } },
});

export const timelineCaption = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.sm,
  marginTop: vars.space.xs,
  paddingLeft: `calc(2.5rem + ${vars.space.md})`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

const legend = style({
  display: "inline-block",
  width: "0.8rem",
  height: "0.8rem",
  marginLeft: vars.space.xs,
  verticalAlign: "middle",
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});

export const legendLight = style([legend, { background: vars.color.accent }]);

export const legendDark = style([legend, { background: vars.color.header }]);

export const previewMark = style({
  margin: `${vars.space.md} 0 0`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.surface,
  fontWeight: 600,
});
