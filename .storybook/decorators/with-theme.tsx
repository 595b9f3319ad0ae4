import type { Decorator } from "@storybook/react-vite";
import { useLayoutEffect, type ReactNode } from "react";
import { vars } from "#app/ui/theme.css.ts";

function ThemeRoot({ dark, children }: { dark: boolean; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.classList.toggle("dark", dark);
  }, [dark]);
  return children;
}

/**
 * Applies the light or dark theme from the toolbar (or a story's `theme` global) to <html>, as the site does. On a
 * docs page the stories sit in Storybook's own white frames, so each gets the scheme's page behind it there.
 */
export const withTheme: Decorator = (Story, { globals, viewMode }) => (
  <ThemeRoot dark={globals.theme === "dark"}>
    {viewMode === "docs" ? (
      <div style={{ background: vars.color.page, color: vars.color.text }}>
        <Story />
      </div>
    ) : (
      <Story />
    )}
  </ThemeRoot>
);
