import { hydrateOnDemand } from "#app/ui/on-demand/hydrate-on-demand.tsx";
import type { CommentsProps } from "./comments.tsx";

export const Comments = hydrateOnDemand<CommentsProps>(
  () => import("./comments.tsx").then((module) => module.Comments),
  { find: () => document.getElementById("komentarze"), view: true },
);
