import { createContext, href } from "react-router";
import type { ModelSummary } from "#features/catalog/index.ts";

/**
 * The strip's cards for the server's render, set by the root's loader: they are drawn into the page's HTML but not
 * sent with its data; the strip fetches them when it wakes in the browser (docs/decisions/037).
 */
export const stripCards = createContext<readonly ModelSummary[]>([]);

/** The cards of one catalogue version for one kind of viewer: an address the browser may keep. */
export function cardsAddress(version: number, owner: boolean): string {
  return `${href("/api/models/cards")}?version=${version}${owner ? "&drafts=1" : ""}`;
}
