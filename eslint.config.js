import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { readdirSync, existsSync } from "node:fs";
import globals from "globals";
import tseslint from "typescript-eslint";
import { FEATURE_EDGES } from "./features/edges.ts";

const features = readdirSync("features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const entriesOf = (name) =>
  ["index.ts", "index.server.ts"]
    .filter((file) => existsSync(`features/${name}/${file}`))
    .map((file) => `./${name}/${file}`);
const publicEntries = features.flatMap(entriesOf);

for (const edge of FEATURE_EDGES) {
  if (!features.includes(edge.from) || !features.includes(edge.to))
    throw new Error(`Unknown feature in edge ${edge.from} → ${edge.to}`);
}

/** The import rules: features meet only through index files on a listed edge (features/edges.ts); shared code imports no feature. */
const boundaries = [
  ...features.map((name) => ({
    target: `./features/${name}`,
    from: "./features",
    except: [`./${name}`, ...FEATURE_EDGES.filter((edge) => edge.from === name).flatMap((edge) => entriesOf(edge.to))],
    message: `${name} may import another feature only through its index files, on an edge listed in features/edges.ts.`,
  })),
  {
    target: ["./app/routes", "./app/*.{ts,tsx}"],
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
  {
    target: ["./app/ui", "./app/lib"],
    from: "./app/routes",
    message: "Shared code (app/ui, app/lib) imports no route.",
  },
  {
    target: ["./app", "./features", "./scripts"],
    from: "./workers",
    message: "Nothing but the tests imports workers/.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "build-*/**",
      "**/.react-router/**",
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
    settings: {
      // Resolves the package.json `#app/*`, `#features/*` and `#tests/*` imports, so the zones see through them.
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "import-x/no-restricted-paths": ["error", { zones: boundaries }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./\\.\\./",
              message: "Climb at most one folder; use #app/*, #features/* or #tests/* (package.json imports).",
            },
          ],
        },
      ],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "log"] }],
      // Prose binds a number to its unit with U+00A0 (decision 021); code outside texts still may not hold one.
      "no-irregular-whitespace": ["error", { skipStrings: true, skipTemplates: true, skipJSXText: true }],
    },
  },
  {
    // After the first start D1 holds the catalogue; the seed in features/catalog/data is for the seed and tests.
    files: ["app/**/*.{ts,tsx}", "features/**/*.{ts,tsx}", "workers/**/*.ts"],
    ignores: ["**/tests/**", "**/stories/**", "**/*.stories.tsx", "features/catalog/index.server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./\\.\\./",
              message: "Climb at most one folder; use #app/*, #features/* or #tests/* (package.json imports).",
            },
            {
              regex: "/data/(models|banners|updates)(\\.ts)?$",
              message: "Requests read the catalogue from D1 (loadCatalog); the seed data is the seed's.",
            },
          ],
          paths: [
            {
              name: "#features/catalog/index.server.ts",
              importNames: ["models", "banners", "updates", "seedView"],
              message: "Requests read the catalogue from D1 (loadCatalog); the seed data is the seed's.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.stories.tsx", "**/tests/**", "tests/**", ".storybook/**"],
    // Stories and tests build a router around the component under test on each render.
    rules: { "react-hooks/rules-of-hooks": "off", "react-hooks/static-components": "off" },
  },
  {
    // Stories and tests compose features as a route does: any feature's public entries.
    files: ["features/*/stories/**", "features/*/tests/**"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: features.map((name) => ({
            target: `./features/${name}`,
            from: "./features",
            except: [`./${name}`, ...publicEntries],
            message: "Stories and tests reach other features only through their index files.",
          })),
        },
      ],
    },
  },
);
