/** The static Storybook server of the visual tests (VISUAL_PORT overrides, so parallel checkouts do not collide). */
export const VISUAL_PORT = Number(process.env.VISUAL_PORT ?? 6007);
/** Where `npm run build-storybook` writes the catalogue the visual tests render. */
export const STORYBOOK_STATIC_DIR = "storybook-static";
/**
 * How a story's picture is taken, by `toHaveScreenshot` (playwright.visual.config.ts) and by the byte check that comes
 * first (stories.test.ts): the same options, so both see the same pixels.
 */
export const PICTURE_OPTIONS = { animations: "disabled", caret: "hide", scale: "css" } as const;
export const PICTURE_STYLESHEET = "tests/visual/screenshot.css";
