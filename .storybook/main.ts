import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../features/**/stories/*.stories.tsx", "../app/ui/**/*.stories.tsx"],
  addons: ["@storybook/addon-docs", "@storybook/addon-vitest"],
  core: {
    disableTelemetry: true,
    // Storybook gets its own Vite config: the app's reactRouter() and cloudflare() plugins do not belong here.
    builder: { name: "@storybook/builder-vite", options: { viteConfigPath: ".storybook/vite.config.ts" } },
  },
  typescript: { reactDocgen: "react-docgen" },
  // The play functions run against the built Storybook (tests/visual/stories.test.ts) as they do in Vitest: React's
  // development build, whose act() settles renders and effects before each step (in production it is a no-op).
  features: { developmentModeForBuild: true },
};

export default config;
