import { hydrateOnDemand } from "#app/ui/on-demand/hydrate-on-demand.tsx";
import type { RecentUpdatesProps } from "./updates-list.tsx";

/** The list as the page shows it: its code comes with `Pokaż więcej` or a pointer on it; the owner's at once. */
export const RecentUpdates = hydrateOnDemand<RecentUpdatesProps>(
  () => import("./recent-updates.tsx").then((module) => module.RecentUpdates),
  { find: () => document.getElementById("aktualizacje"), eager: (props) => Boolean(props.admin) },
);
