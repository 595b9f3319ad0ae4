import { use, useDeferredValue } from "react";
import { readApi } from "#app/lib/use-api-read.ts";
import { useRequestValues } from "#app/ui/request-values.tsx";
import type { ModelSummary } from "#features/catalog/index.ts";
import { cardsAddress, stripCards } from "../cards.ts";
import { NavStrip, type NavStripProps } from "./nav-strip.tsx";

export interface LiveNavStripProps extends Omit<NavStripProps, "models" | "imageSrc"> {
  /** The catalogue's version the page was drawn from: a newer one (the owner's edit) fetches the cards again. */
  catalogVersion: number;
}

const fetched = new Map<string, Promise<readonly ModelSummary[]>>();

// Without its cards the strip stays as the server drew it (links, which work without its code) until asked again.
const never = new Promise<never>(() => {});

function cardsOf(address: string): Promise<readonly ModelSummary[]> {
  let cards = fetched.get(address);
  if (!cards) {
    cards = readApi<{ models: ModelSummary[] }>(address).then((answer) => {
      if ("models" in answer) return answer.models;
      fetched.delete(address);
      return never;
    });
    fetched.set(address, cards);
  }
  return cards;
}

/** The strip with its cards: the server's from the root's loader, the browser's fetched when the strip wakes. */
export function LiveNavStrip({ catalogVersion, admin = false, ...props }: LiveNavStripProps) {
  const requestValues = useRequestValues();
  // An update to the cards keeps the old ones on screen until the new ones arrive.
  const address = useDeferredValue(cardsAddress(catalogVersion, admin));
  const models = requestValues ? requestValues.get(stripCards) : use(cardsOf(address));
  return <NavStrip models={models} admin={admin} {...props} />;
}
