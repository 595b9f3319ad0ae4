import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "../theme.css.ts";

const enabled = ':not(:disabled, [aria-disabled="true"])';

/**
 * The site's text buttons: panels, forms and the comments block. `aria-disabled` marks a button whose action is
 * under way (the cursor says so); `disabled` one that cannot act at all.
 */
export const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.xs,
    borderWidth: 1,
    borderStyle: "solid",
    borderRadius: vars.radius.md,
    fontWeight: 600,
    cursor: "pointer",
    selectors: {
      "&:disabled": { cursor: "not-allowed", opacity: 0.6 },
      '&[aria-disabled="true"]': { cursor: "progress", opacity: 0.7 },
    },
  },
  variants: {
    tone: {
      primary: {
        borderColor: vars.color.accent,
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { [`&:hover${enabled}`]: { filter: "brightness(1.08)" } },
      },
      secondary: {
        borderColor: vars.color.border,
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        selectors: { [`&:hover${enabled}`]: { background: vars.color.page } },
      },
      /** A block's own action standing alone (edit, show more, shuffle): the secondary frame with the accent's text. */
      tertiary: {
        borderColor: vars.color.border,
        background: vars.color.surfaceRaised,
        color: vars.color.accentText,
        selectors: { [`&:hover${enabled}`]: { background: vars.color.page } },
      },
      danger: {
        borderColor: vars.color.danger,
        background: vars.color.surfaceRaised,
        color: vars.color.danger,
        selectors: { [`&:hover${enabled}`]: { background: vars.color.page } },
      },
    },
    size: {
      /** Dialog and form actions: a comfortable touch target. */
      regular: { minHeight: "2.75rem", padding: `${vars.space.xs} ${vars.space.lg}` },
      /** Actions inside a block of content (comments). */
      compact: { minHeight: "2.5rem", padding: `${vars.space.xs} ${vars.space.md}` },
      /** Small rounded actions beside a text (the info box, the updates, the random gallery). */
      pill: { minHeight: "2.25rem", padding: `${vars.space.xs} ${vars.space.md}`, borderRadius: vars.radius.round },
    },
  },
  defaultVariants: { tone: "primary", size: "regular" },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
