import { use, useDeferredValue } from "react";
import { readApi } from "#app/lib/use-api-read.ts";
import { useRequestValue } from "#app/ui/request-values.tsx";
import type { ModelSummary } from "#features/catalog/index.ts";
import { cardsAddress, stripCards } from "../cards.ts";
import { NavStrip, type NavStripProps } from "./nav-strip.tsx";

export interface LiveNavStripProps extends Omit<NavStripProps, "models" | "imageSrc"> {
  catalogVersion: number;
}

const fetched = new Map<string, Promise<readonly ModelSummary[]>>();

// A refused read is kept, not asked again for its address: the strip stays as it is until another version.
const never = new Promise<never>(() => {});

function cardsOf(address: string): Promise<readonly ModelSummary[]> {
  let cards = fetched.get(address);
  if (!cards) {
    cards = readApi<{ models: ModelSummary[] }>(address).then((answer) => ("models" in answer ? answer.models : never));
    fetched.set(address, cards);
  }
  return cards;
}

export function LiveNavStrip({ catalogVersion, admin = false, ...props }: LiveNavStripProps) {
  const drawn = useRequestValue(stripCards);
  // An update to the cards keeps the old ones on screen until the new ones arrive.
  const address = useDeferredValue(cardsAddress(catalogVersion, admin));
  const models = drawn ?? use(cardsOf(address));
  return <NavStrip models={models} admin={admin} {...props} />;
}
