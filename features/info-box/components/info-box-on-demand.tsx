import { hydrateOnDemand } from "#app/ui/on-demand/hydrate-on-demand.tsx";
import type { InfoBoxProps } from "../model.ts";

/** The owner's text as a visitor reads it needs no code until the person acts in it; the owner edits it at once. */
export const InfoBox = hydrateOnDemand<InfoBoxProps>(() => import("./info-box.tsx").then((module) => module.InfoBox), {
  // The home page's box or the About page's text: one of them per page.
  find: () => document.getElementById("informacje") ?? document.getElementById("tekst"),
  eager: (props) => props.admin,
});
