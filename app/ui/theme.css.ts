import { createGlobalTheme, createThemeContract, globalStyle } from "@vanilla-extract/css";

// The `dark` class is set on <html> before first paint by the script in app/root.tsx, so no light flash.
export const vars = createThemeContract({
  color: {
    page: null,
    surface: null,
    surfaceRaised: null,
    text: null,
    textMuted: null,
    border: null,
    accent: null,
    accentText: null,
    onAccent: null,
    header: null,
    onHeader: null,
    focus: null,
    danger: null,
    success: null,
    backdrop: null,
    shadow: null,
    ribbon: null,
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  font: { body: null, heading: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, round: null },
  shadow: { sm: null, md: null, lg: null, xl: null },
  duration: { fast: null, base: null, slow: null },
  width: { content: null, lg: null },
  height: { header: null },
});

export const sharedTokens = {
  space: { xxs: "0.125rem", xs: "0.25rem", sm: "0.5rem", md: "1rem", lg: "1.5rem", xl: "2rem", xxl: "3rem" },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Liberation Sans", Arial, sans-serif',
    heading: 'Georgia, "Noto Serif", "Liberation Serif", "Times New Roman", serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: { xs: "0.75rem", sm: "0.875rem", md: "1rem", lg: "1.25rem", xl: "1.6rem", xxl: "2.2rem" },
  radius: { sm: "4px", md: "8px", lg: "14px", round: "999px" },
  shadow: {
    sm: `0 1px 3px ${vars.color.shadow}`,
    md: `0 2px 8px ${vars.color.shadow}`,
    lg: `0 4px 12px ${vars.color.shadow}`,
    xl: `0 18px 48px ${vars.color.shadow}`,
  },
  duration: { fast: "150ms", base: "200ms", slow: "300ms" },
  width: { content: "72rem", lg: "64rem" },
  height: { header: "3.5rem" },
};

export const lightColors = {
  page: "#f4f0e8",
  surface: "#fffdf9",
  surfaceRaised: "#ffffff",
  text: "#1f1c18",
  textMuted: "#57514a",
  border: "#d8d0c3",
  accent: "#a8401c",
  accentText: "#9a3a19",
  onAccent: "#ffffff",
  header: "#22303d",
  onHeader: "#f3efe8",
  focus: "#1a5fb4",
  danger: "#b3261e",
  success: "#1e7a3c",
  backdrop: "rgba(15, 18, 22, 0.62)",
  shadow: "rgba(31, 28, 24, 0.18)",
  ribbon: "#c0392b",
};

export const darkColors: typeof lightColors = {
  page: "#121417",
  surface: "#1b1e23",
  surfaceRaised: "#23272e",
  text: "#ece7df",
  textMuted: "#b4ada2",
  border: "#3a3f48",
  accent: "#f0895c",
  accentText: "#f3a07a",
  onAccent: "#1b1209",
  header: "#0c1015",
  onHeader: "#ece7df",
  focus: "#8ab4f8",
  danger: "#ff8a80",
  success: "#7bd88f",
  backdrop: "rgba(0, 0, 0, 0.72)",
  shadow: "rgba(0, 0, 0, 0.5)",
  ribbon: "#e0554a",
};

createGlobalTheme(":root", vars, { ...sharedTokens, color: lightColors });
createGlobalTheme(":root.dark", vars, { ...sharedTokens, color: darkColors });

export const breakpoints = { small: 640 } as const;

export const fontSizeSteps = { 1: "1rem", 2: "1.1rem", 3: "1.2rem" } as const;

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", { colorScheme: "light", scrollPaddingTop: `calc(${vars.height.header} + 1rem)` });
globalStyle("html.dark", { colorScheme: "dark" });
globalStyle("html[data-header='static']", { scrollPaddingTop: "1rem" });
globalStyle("body", {
  margin: 0,
  minHeight: "100vh",
  background: vars.color.page,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: fontSizeSteps[1],
  lineHeight: 1.6,
  WebkitTextSizeAdjust: "100%",
});
globalStyle("html[data-font-size='2'] body", { fontSize: fontSizeSteps[2] });
globalStyle("html[data-font-size='3'] body", { fontSize: fontSizeSteps[3] });
globalStyle("h1, h2, h3, h4", { fontFamily: vars.font.heading, lineHeight: 1.25, margin: `0 0 ${vars.space.sm}` });
globalStyle("a", { color: vars.color.accentText });
globalStyle("img, svg, video, canvas", { maxWidth: "100%", display: "block" });
globalStyle(":focus-visible", { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" });
globalStyle("button, input, textarea, select", { font: "inherit", color: "inherit" });
