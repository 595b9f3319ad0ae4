import { useEffect, useMemo, useState } from "react";
import { href } from "react-router";
import { readApi } from "#app/lib/use-api-read.ts";
import {
  GROUP_SLUGS,
  unpackGroupImages,
  type GalleryGroup,
  type GroupImages,
  type ImageIndex,
  type PhotoGroup,
} from "#features/catalog/index.ts";

export function groupImagesUrl(component: string, group: Pick<GalleryGroup, "name">): string {
  return href("/api/photos/:component/:group", { component, group: GROUP_SLUGS[group.name] });
}

const NONE: ImageIndex = {};

// Entries are packed by place: a group whose photos changed (an upload, a move, "Zastąp") needs them anew.
const groupState = (component: string, group: PhotoGroup) => `${component}\n${JSON.stringify(group)}`;

// The page's own group is the latest loader's; another is fetched when first shown and kept while its photos stay.
export function useGroupImages(
  component: string,
  group: GalleryGroup | undefined,
  initial: GroupImages | undefined,
): ImageIndex {
  const [known, setKnown] = useState<ReadonlyMap<string, GroupImages | null>>(() => new Map());
  const photos = group?.kind === "photos" ? group : undefined;
  const state = photos && groupState(component, photos);
  const images = photos && (initial?.group === photos.name ? initial : known.get(state!));
  const needed = initial !== undefined && photos !== undefined && images === undefined;
  useEffect(() => {
    if (!needed || !photos || !state) return;
    const request = new AbortController();
    void readApi<{ images: GroupImages }>(groupImagesUrl(component, photos), request.signal).then((answer) => {
      const images = "images" in answer ? answer.images : null;
      if (!request.signal.aborted) setKnown((kept) => new Map(kept).set(state, images));
    });
    return () => request.abort();
  }, [needed, photos, state, component]);
  return useMemo(
    () => (images && photos ? unpackGroupImages(images, component, photos) : NONE),
    [images, photos, component],
  );
}
