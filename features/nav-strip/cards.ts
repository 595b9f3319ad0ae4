import { createContext, href } from "react-router";
import type { ModelSummary } from "#features/catalog/index.ts";

/** Set by the root's loader for the server's render; the browser reads the cards itself (docs/decisions/037). */
export const stripCards = createContext<readonly ModelSummary[]>([]);

/** The cards read's answer: the published comment counts by model come with it, never with a page. */
export interface StripCards {
  models: readonly ModelSummary[];
  counts?: Readonly<Record<string, number>>;
}

/** The cards of one catalogue version for one kind of viewer: an address the browser may keep. */
export function cardsAddress(version: number, owner: boolean): string {
  return `${href("/api/models/cards")}?version=${version}${owner ? "&drafts=1" : ""}`;
}
