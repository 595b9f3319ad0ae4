/** The static Storybook server of the visual tests (VISUAL_PORT overrides, so parallel checkouts do not collide). */
export const VISUAL_PORT = Number(process.env.VISUAL_PORT ?? 6007);
/** Where `npm run build-storybook` writes the catalogue the visual tests render. */
export const STORYBOOK_STATIC_DIR = "storybook-static";
