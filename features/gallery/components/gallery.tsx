import { useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Lightbox, LightboxButton, type LightboxSlide } from "#app/ui/lightbox/lightbox.tsx";
import { Section } from "#app/ui/section/section.tsx";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import { GALLERY_SECTION_ID, imageUrl, PHOTO_PARAM, type GroupImages, type Model } from "#features/catalog/index.ts";
import {
  absoluteUrl,
  galleryPhotoCount,
  groupPhotos,
  parsePhotoParam,
  type GalleryPhoto,
  type ImageResolver,
} from "../model.ts";
import { useGroupImages } from "../state/use-group-images.ts";
import { replacePhotoParam } from "../state/photo-url.ts";
import { FilmPlayer } from "./film-player.tsx";
import * as styles from "./gallery.css.ts";
import { GalleryTabs, panelId, tabId } from "./gallery-tabs.tsx";
import { GalleryToolbar } from "./gallery-toolbar.tsx";
import { ShareIcon } from "./icons.tsx";
import { PhotoGrid } from "./photo-grid.tsx";
import { PhotoPage } from "./photo-page.tsx";
import { ShareDialog, type SharedPhoto } from "./share-dialog.tsx";

export interface GalleryProps {
  model: Pick<Model, "component" | "name" | "gallery">;
  defaultOpen?: boolean;
  resolveImage?: ImageResolver;
  images?: GroupImages;
  /** The owner's tools (the admin's page only), at the top of the section: a model without photos shows it too. */
  owner?: ReactNode;
}

function sharedPhoto(photo: GalleryPhoto): SharedPhoto {
  const origin = window.location.origin;
  return { caption: photo.caption, full: absoluteUrl(photo.full, origin), thumb: absoluteUrl(photo.thumb, origin) };
}

// The open photo lives in the address (`?photo=dzien-07`), so a link opens it.
export function Gallery({
  model,
  defaultOpen = true,
  resolveImage = imageUrl,
  images: initialImages,
  owner,
}: GalleryProps) {
  const groups = model.gallery;
  const [searchParams] = useSearchParams();
  const requested = searchParams.get(PHOTO_PARAM);
  const initial = useMemo(() => parsePhotoParam(requested, groups), [requested, groups]);

  const [active, setActive] = useState(initial?.group ?? 0);
  const [viewer, setViewer] = useState(initial?.photo ?? -1);
  const [missing, setMissing] = useState(requested && !initial ? requested : null);
  const [share, setShare] = useState<SharedPhoto | null>(null);

  const [seen, setSeen] = useState(requested);
  if (requested !== seen) {
    setSeen(requested);
    if (initial) {
      setActive(initial.group);
      setViewer(initial.photo);
    }
    setMissing(requested && !initial ? requested : null);
  }

  const hydrated = useHydrated();
  const thumbs = useRef(new Map<number, HTMLAnchorElement>());
  const idPrefix = useId();

  const group = groups[active] ?? groups[0];
  const images = useGroupImages(model.component, group, initialImages);
  const photos = useMemo(
    () => (group?.kind === "photos" ? groupPhotos(model, group, resolveImage, images) : []),
    [model, group, resolveImage, images],
  );
  const slides = useMemo(
    () =>
      photos.map((photo): LightboxSlide => ({
        src: photo.full,
        thumb: photo.thumb,
        alt: photo.alt,
        caption: photo.caption,
        width: photo.width,
        height: photo.height,
        sources: photo.sources,
        placeholder: photo.placeholder,
      })),
    [photos],
  );

  if (!group) {
    return owner ? (
      <Section title="Galeria" count={0} id={GALLERY_SECTION_ID} defaultOpen>
        {owner}
      </Section>
    ) : null;
  }

  const photoPage = group.kind === "photos" && viewer >= 0 ? <PhotoPage photos={photos} index={viewer} /> : null;

  const showPhoto = (index: number) => {
    setViewer(index);
    setMissing(null);
    replacePhotoParam(PHOTO_PARAM, photos[index]?.param ?? null);
  };

  const closeViewer = () => {
    const last = viewer;
    setViewer(-1);
    replacePhotoParam(PHOTO_PARAM, null);
    // The viewer returns focus to what had it on opening, which after a deep link is not this photo's thumbnail.
    thumbs.current.get(last)?.focus();
  };

  const selectGroup = (index: number) => {
    setActive(index);
    setMissing(null);
  };

  const hasTabs = groups.length > 1;
  const panel = panelId(idPrefix);

  return (
    <Section
      title="Galeria"
      count={galleryPhotoCount(model)}
      id={GALLERY_SECTION_ID}
      defaultOpen={defaultOpen || !!initial}
    >
      {owner}
      {missing ? (
        <p className={styles.notice} role="status">
          W tej galerii nie ma zdjęcia „{missing}”. Wybierz zdjęcie z listy poniżej.
        </p>
      ) : null}
      {hasTabs ? (
        <GalleryTabs
          groups={groups}
          active={active}
          onSelect={selectGroup}
          idPrefix={idPrefix}
          label={`Galeria: ${model.name}`}
        />
      ) : null}
      <div
        id={panel}
        className={styles.panel}
        role={hasTabs ? "tabpanel" : undefined}
        aria-labelledby={hasTabs ? tabId(idPrefix, active) : undefined}
      >
        {group.kind === "youtube" ? (
          <FilmPlayer videoId={group.videoId} title={`${model.name} – film`} />
        ) : (
          <>
            <GalleryToolbar key={group.name} photos={photos} />
            <PhotoGrid
              photos={photos}
              onOpen={showPhoto}
              onShare={(index) => {
                const photo = photos[index];
                if (photo) setShare(sharedPhoto(photo));
              }}
              thumbRef={(index, node) => {
                if (node) thumbs.current.set(index, node);
                else thumbs.current.delete(index);
              }}
            />
          </>
        )}
      </div>
      {hydrated ? null : photoPage}
      <Lightbox
        slides={slides}
        index={hydrated && group.kind === "photos" ? viewer : -1}
        onClose={closeViewer}
        onIndexChange={showPhoto}
        renderToolbar={(index) => <ViewerShareButton photo={photos[index]} />}
        waiting={photoPage}
      />
      <ShareDialog photo={share} onClose={() => setShare(null)} />
    </Section>
  );
}

function ViewerShareButton({ photo }: { photo: GalleryPhoto | undefined }) {
  const [share, setShare] = useState<SharedPhoto | null>(null);
  if (!photo) return null;
  return (
    <>
      <LightboxButton label="Udostępnij zdjęcie" onClick={() => setShare(sharedPhoto(photo))}>
        <ShareIcon size={24} />
      </LightboxButton>
      <ShareDialog photo={share} onClose={() => setShare(null)} />
    </>
  );
}
