import { useEffect, useMemo, useState } from "react";
import { href, useFetcher } from "react-router";
import {
  GROUP_SLUGS,
  unpackGroupImages,
  type GalleryGroup,
  type GalleryGroupName,
  type GroupImages,
  type ImageIndex,
} from "#features/catalog/index.ts";

export function groupImagesUrl(component: string, group: Pick<GalleryGroup, "name">): string {
  return href("/api/photos/:component/:group", { component, group: GROUP_SLUGS[group.name] });
}

const NONE: ImageIndex = {};

/**
 * Other groups' entries arrive the first time each is shown (one small request), so a page's HTML carries only one
 * group's; each answer is kept. Without `initial` (no index, stories) nothing is fetched.
 */
export function useGroupImages(
  component: string,
  group: GalleryGroup | undefined,
  initial: GroupImages | undefined,
): ImageIndex {
  const [known, setKnown] = useState<ReadonlyMap<GalleryGroupName, GroupImages>>(
    () => new Map(initial ? [[initial.group, initial]] : []),
  );
  const { load, state, data } = useFetcher<{ images: GroupImages }>();
  const photos = group?.kind === "photos" ? group : undefined;
  const arrived = data?.images;
  // Kept during render (React's pattern for state that follows new data), before the fetcher loads another group.
  if (arrived && !known.has(arrived.group)) setKnown(new Map(known).set(arrived.group, arrived));
  const images = photos && known.get(photos.name);
  const needed = initial !== undefined && photos !== undefined && !images && state === "idle";
  useEffect(() => {
    if (needed && photos) void load(groupImagesUrl(component, photos));
  }, [needed, photos, component, load]);
  return useMemo(
    () => (images && photos ? unpackGroupImages(images, component, photos) : NONE),
    [images, photos, component],
  );
}
