import { useEffect, useState } from "react";
import { callApi } from "#app/lib/api-client.ts";
import { GROUP_SLUGS, type GalleryGroup, type ImageIndex } from "#features/catalog/index.ts";

/** The API address of a group's sizes and placeholders (`getGroupImages`). */
export function groupImagesUrl(component: string, group: Pick<GalleryGroup, "name">): string {
  return `/api/photos/${encodeURIComponent(component)}/${GROUP_SLUGS[group.name]}`;
}

/**
 * The image index entries the gallery knows: those the page came with, and each photo group's the first time it is
 * shown (one small request, so a page's HTML carries only its opening group's). Until they arrive, or if the
 * request fails, the group's photos show their originals without placeholders.
 */
export function useGroupImages(
  component: string,
  group: GalleryGroup | undefined,
  initial: ImageIndex | undefined,
): ImageIndex {
  const [known, setKnown] = useState<{ images: ImageIndex; groups: ReadonlySet<string> }>(() => ({
    images: initial ?? {},
    groups: new Set(),
  }));
  const wanted = initial && group?.kind === "photos" ? groupImagesUrl(component, group) : undefined;
  const needed = wanted !== undefined && !known.groups.has(wanted) && !hasGroup(known.images, component, group);
  useEffect(() => {
    if (!needed || !wanted) return;
    const controller = new AbortController();
    callApi<{ images: ImageIndex }>(wanted, { signal: controller.signal }).then(
      (result) =>
        setKnown((previous) => ({
          images: result.ok ? { ...previous.images, ...result.data.images } : previous.images,
          groups: new Set(previous.groups).add(wanted),
        })),
      () => undefined,
    );
    return () => controller.abort();
  }, [needed, wanted]);
  return known.images;
}

function hasGroup(images: ImageIndex, component: string, group: GalleryGroup | undefined): boolean {
  if (!group) return false;
  const folder = `models/${component}/${GROUP_SLUGS[group.name]}/`;
  return Object.keys(images).some((key) => key.startsWith(folder));
}
