import type { Decorator } from "@storybook/react-vite";
import { useLayoutEffect, type ReactNode } from "react";

function ThemeRoot({ dark, children }: { dark: boolean; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.classList.toggle("dark", dark);
  }, [dark]);
  return children;
}

/** Applies the light or dark theme from the toolbar (or a story's `theme` global) to <html>, as the site does. */
export const withTheme: Decorator = (Story, { globals }) => (
  <ThemeRoot dark={globals.theme === "dark"}>
    <Story />
  </ThemeRoot>
);
