import { useEffect, useMemo, useState } from "react";
import { href } from "react-router";
import { readApi } from "#app/lib/use-api-read.ts";
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

/** Other groups' entries, fetched when each is first shown and kept (a failure as null); none without `initial`. */
export function useGroupImages(
  component: string,
  group: GalleryGroup | undefined,
  initial: GroupImages | undefined,
): ImageIndex {
  const [known, setKnown] = useState<ReadonlyMap<GalleryGroupName, GroupImages | null>>(
    () => new Map(initial ? [[initial.group, initial]] : []),
  );
  const photos = group?.kind === "photos" ? group : undefined;
  const images = photos && known.get(photos.name);
  const needed = initial !== undefined && photos !== undefined && images === undefined;
  useEffect(() => {
    if (!needed || !photos) return;
    const request = new AbortController();
    void readApi<{ images: GroupImages }>(groupImagesUrl(component, photos), request.signal).then((answer) => {
      const images = "images" in answer ? answer.images : null;
      if (!request.signal.aborted) setKnown((kept) => new Map(kept).set(photos.name, images));
    });
    return () => request.abort();
  }, [needed, photos, component]);
  return useMemo(
    () => (images && photos ? unpackGroupImages(images, component, photos) : NONE),
    [images, photos, component],
  );
}
