import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { readdirSync, existsSync } from "node:fs";
import globals from "globals";
import tseslint from "typescript-eslint";

const features = readdirSync("features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const publicEntries = features.flatMap((name) =>
  ["index.ts", "index.server.ts"]
    .filter((file) => existsSync(`features/${name}/${file}`))
    .map((file) => `./${name}/${file}`),
);

/** STYLE.md's import table: features meet only through index.ts / index.server.ts; shared code imports no feature. */
const boundaries = [
  ...features.map((name) => ({
    target: `./features/${name}`,
    from: "./features",
    except: [`./${name}`, ...publicEntries],
    message: "Features import each other only through index.ts / index.server.ts.",
  })),
  {
    target: "./app/routes",
    from: "./features",
    except: publicEntries,
    message: "Routes import features only through their index files.",
  },
  {
    target: "./workers",
    from: "./features",
    except: publicEntries.filter((entry) => entry.endsWith(".server.ts")),
    message: "The Worker imports only index.server.ts.",
  },
  {
    target: ["./app/ui", "./app/lib"],
    from: "./features",
    message: "Shared code (app/ui, app/lib) imports no feature.",
  },
  { target: ["./app", "./features"], from: "./workers", message: "Nothing imports workers/." },
];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "build-*/**",
      ".react-router/**",
      ".wrangler/**",
      "node_modules/**",
      "storybook-static/**",
      "worker-configuration.d.ts",
      "playwright-report/**",
      "test-results/**",
      "screenshots/**",
      "bench/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { "import-x/resolver": { node: { extensions: [".ts", ".tsx"] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "import-x/no-restricted-paths": ["error", { zones: boundaries }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "log"] }],
    },
  },
  {
    files: ["**/*.stories.tsx", "**/tests/**", "tests/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
