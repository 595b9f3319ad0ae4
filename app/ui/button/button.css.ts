import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "../theme.css.ts";

const enabled = ':not(:disabled, [aria-disabled="true"])';

// `aria-disabled` marks an action under way (the button keeps focus); `disabled` one that cannot act at all.
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
      regular: { minHeight: "2.75rem", padding: `${vars.space.xs} ${vars.space.lg}` },
      compact: { minHeight: "2.5rem", padding: `${vars.space.xs} ${vars.space.md}` },
      pill: { minHeight: "2.25rem", padding: `${vars.space.xs} ${vars.space.md}`, borderRadius: vars.radius.round },
    },
  },
  defaultVariants: { tone: "primary", size: "regular" },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
