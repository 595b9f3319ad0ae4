import { useEffect, useMemo, useState } from "react";
import { callApi } from "#app/lib/api-client.ts";
import {
  GROUP_SLUGS,
  unpackGroupImages,
  type GalleryGroup,
  type GalleryGroupName,
  type GroupImages,
  type ImageIndex,
} from "#features/catalog/index.ts";

/** The API address of a group's sizes and placeholders (`getGroupImages`). */
export function groupImagesUrl(component: string, group: Pick<GalleryGroup, "name">): string {
  return `/api/photos/${encodeURIComponent(component)}/${GROUP_SLUGS[group.name]}`;
}

const NONE: ImageIndex = {};

/**
 * The shown group's image index entries: those the page came with for its opening group, and each other photo
 * group's the first time it is shown (one small request, so a page's HTML carries only one group's). Until they
 * arrive, or when the request fails, the group's photos show their originals without placeholders. Without
 * `initial` (a page that has no index, stories) nothing is fetched.
 */
export function useGroupImages(
  component: string,
  group: GalleryGroup | undefined,
  initial: GroupImages | undefined,
): ImageIndex {
  const [known, setKnown] = useState<ReadonlyMap<GalleryGroupName, GroupImages | null>>(
    () => new Map(initial ? [[initial.group, initial]] : []),
  );
  const photos = group?.kind === "photos" ? group : undefined;
  const needed = initial !== undefined && photos !== undefined && !known.has(photos.name);
  useEffect(() => {
    if (!needed || !photos) return;
    const controller = new AbortController();
    callApi<{ images: GroupImages }>(groupImagesUrl(component, photos), { signal: controller.signal }).then(
      // A failed request is remembered as none, so switching tabs does not ask again and again.
      (result) => setKnown((previous) => new Map(previous).set(photos.name, result.ok ? result.data.images : null)),
      () => undefined,
    );
    return () => controller.abort();
  }, [needed, photos, component]);
  const images = photos ? known.get(photos.name) : undefined;
  return useMemo(
    () => (images && photos && images.group === photos.name ? unpackGroupImages(images, component, photos) : NONE),
    [images, photos, component],
  );
}
