import { useLocation } from "react-router";
import { GALLERY_SECTION_ID, PHOTO_PARAM } from "#features/catalog/index.ts";
import { Picture } from "#app/ui/picture/picture.tsx";
import type { GalleryPhoto } from "../model.ts";
import * as styles from "./photo-page.css.ts";

export interface PhotoPageProps {
  photos: readonly GalleryPhoto[];
  index: number;
}

/** The photo a `?photo=` address names, all links, so it works without the gallery's code; the viewer takes over. */
export function PhotoPage({ photos, index }: PhotoPageProps) {
  const { pathname } = useLocation();
  const photo = photos[index];
  if (!photo) return null;
  const at = (offset: number) => photos[(index + offset + photos.length) % photos.length]!;
  const linkTo = (neighbour: GalleryPhoto) => `?${PHOTO_PARAM}=${neighbour.param}`;
  return (
    <figure className={styles.root} aria-label={photo.caption}>
      <Picture
        pictureClassName={styles.picture}
        className={styles.image}
        sources={photo.sources ?? []}
        sizes="100vw"
        src={photo.full}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
      />
      <figcaption className={styles.caption}>
        {photo.caption}
        <span className={styles.position}>
          {index + 1} z {photos.length}
        </span>
      </figcaption>
      {photos.length > 1 ? (
        <nav aria-label="Inne zdjęcia">
          <a className={styles.previous} href={linkTo(at(-1))} aria-label="Poprzednie zdjęcie" rel="prev">
            ‹
          </a>
          <a className={styles.next} href={linkTo(at(1))} aria-label="Następne zdjęcie" rel="next">
            ›
          </a>
        </nav>
      ) : null}
      <a className={styles.back} href={`${pathname}#${GALLERY_SECTION_ID}`} aria-label="Wróć do galerii">
        ×
      </a>
    </figure>
  );
}
