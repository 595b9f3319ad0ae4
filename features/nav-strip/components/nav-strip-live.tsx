import { use, useDeferredValue } from "react";
import { readApi } from "#app/lib/use-api-read.ts";
import { useRequestValue } from "#app/ui/request-values.tsx";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import type { ModelSummary } from "#features/catalog/index.ts";
import { cardsAddress, stripCards, type StripCards } from "../cards.ts";
import { NavStrip, type NavStripProps } from "./nav-strip.tsx";

export interface LiveNavStripProps extends Omit<NavStripProps, "models" | "imageSrc" | "commentCounts"> {
  catalogVersion: number;
}

const fetched = new Map<string, Promise<StripCards>>();

// A refused read is kept, not asked again for its address: the strip stays as it is until another version.
const never = new Promise<never>(() => {});

function cardsOf(address: string): Promise<StripCards> {
  let cards = fetched.get(address);
  if (!cards) {
    cards = readApi<StripCards>(address).then((answer) => ("models" in answer ? answer : never));
    fetched.set(address, cards);
  }
  return cards;
}

const drawnBy = (models: readonly ModelSummary[]): StripCards => ({ models });

export function LiveNavStrip({ catalogVersion, admin = false, ...props }: LiveNavStripProps) {
  const drawn = useRequestValue(stripCards);
  // An update to the cards keeps the old ones on screen until the new ones arrive.
  const address = useDeferredValue(cardsAddress(catalogVersion, admin));
  const { models, counts } = drawn ? drawnBy(drawn) : use(cardsOf(address));
  // The server draws no counts (a comment would change every page): they join the cards once the strip is awake.
  const awake = useHydrated();
  return <NavStrip models={models} admin={admin} commentCounts={awake ? counts : undefined} {...props} />;
}
