import { hydrateOnDemand } from "#app/ui/on-demand/hydrate-on-demand.tsx";
import type { CommentsProps } from "./comments.tsx";

/**
 * The thread as the page shows it: rendered whole by the server, its code fetched once the section comes near the
 * viewport or the person acts in it. It sits below the first screen, and most visitors never scroll to it.
 */
export const Comments = hydrateOnDemand<CommentsProps>(
  () => import("./comments.tsx").then((module) => module.Comments),
  { find: () => document.getElementById("komentarze"), view: true },
);
