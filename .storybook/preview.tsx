import type { Preview } from "@storybook/react-vite";
import { configure } from "storybook/test";
import "#app/ui/theme.css.ts";
import { withRouter } from "./decorators/with-router.tsx";
import { withTheme } from "./decorators/with-theme.tsx";
import { ASYNC_WAIT_MS } from "#tests/setup/waits.ts";
import { firstHtmlCodeLoaded } from "#app/ui/on-demand/first-html-code.ts";
import { DRAFTS_KEY } from "#app/ui/editing/kept-drafts.ts";

// The play functions' findBy*/waitFor wait as long as the component tests' (tests/setup/waits.ts).
configure({ asyncUtilTimeout: ASYNC_WAIT_MS });

const preview: Preview = {
  // Every component with a story gets a docs page: its description, the props table from its types, its states.
  tags: ["autodocs"],
  decorators: [withRouter, withTheme],
  // The admin's views load on demand (decision 031); a story shows them at once, as the server renders them.
  loaders: [async () => ({ editors: await firstHtmlCodeLoaded() })],
  // Text a story typed and did not save is kept in the browser: the next story starts without it.
  beforeEach: () => window.localStorage.removeItem(DRAFTS_KEY),
  globalTypes: {
    theme: {
      description: "Kolorystyka",
      toolbar: {
        title: "Kolorystyka",
        icon: "mirror",
        items: [
          { value: "light", title: "jasna" },
          { value: "dark", title: "ciemna" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "light" },
  parameters: {
    layout: "fullscreen",
    viewport: {
      options: {
        mobile: { name: "Telefon 375", styles: { width: "375px", height: "812px" } },
        desktop: { name: "Komputer 1280", styles: { width: "1280px", height: "900px" } },
      },
    },
  },
};

export default preview;
