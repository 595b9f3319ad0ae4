import { useState } from "react";
import { useActionData } from "react-router";
import { InfoBox, InfoLayout } from "#features/info-box/index.ts";
import { HomeMap } from "#features/map/index.ts";
import { RandomStrip } from "#features/random-gallery/index.ts";
import { RecentUpdates } from "#features/updates/index.ts";
import type { Route } from "./+types/route";

export type HomeMainProps = Route.ComponentProps["loaderData"] & { admin: boolean };

/** The home page below its heading: the info box beside the map, the recent updates and the random photos. */
export function HomeMain({ info, updates, models, places, stats, photos, admin }: HomeMainProps) {
  const [mapLarge, setMapLarge] = useState(false);
  // Read here, not passed down by the route: the route's module is in the page's first JavaScript, this one is not.
  const answer = useActionData<Route.ComponentProps["actionData"]>();
  return (
    <>
      <InfoLayout
        stacked={mapLarge}
        info={<InfoBox info={info} admin={admin} answer={answer} />}
        map={<HomeMap places={places} onSizeChange={setMapLarge} />}
      />
      <RecentUpdates entries={updates} admin={admin} models={models} answer={answer} />
      <RandomStrip photos={photos} galleries={stats.galleries} photoCount={stats.photos} />
    </>
  );
}
