import { useState } from "react";
import { Link } from "react-router";
import { Lightbox, type LightboxSlide } from "#app/ui/lightbox/lightbox.tsx";
import { Picture } from "#app/ui/picture/picture.tsx";
import { galleryPhotoLink, modelHref, PHOTO_WIDTHS, squareSources, widthSources } from "#features/catalog/index.ts";
import { useFollowLink } from "#features/settings/index.ts";
import { photoTitle, type RandomPhoto } from "../model.ts";
import * as styles from "./random-photos.css.ts";

/** A tile is at least 8.5–9rem and shares the row (random-photos.css.ts); on a phone about 40vw. */
const TILE_SIZES = "(max-width: 40rem) 45vw, 200px";

export interface RandomPhotosProps {
  photos: readonly RandomPhoto[];
  layout: "grid" | "strip";
  resolveImage: (key: string) => string;
}

export function RandomPhotos({ photos, layout, resolveImage }: RandomPhotosProps) {
  const [index, setIndex] = useState(-1);
  const follow = useFollowLink();
  const close = () => setIndex(-1);

  const slides: LightboxSlide[] = photos.map((photo) => ({
    src: resolveImage(photo.full),
    thumb: resolveImage(photo.thumb),
    width: photo.info?.width,
    height: photo.info?.height,
    placeholder: photo.info?.placeholder,
    sources:
      photo.info && !photo.full.endsWith(".gif")
        ? widthSources(photo.full, photo.info.width, PHOTO_WIDTHS, resolveImage)
        : undefined,
    alt: photoTitle(photo),
    caption: (
      <span className={styles.caption}>
        <span>{photoTitle(photo)}</span>
        <Link
          to={galleryPhotoLink(photo)}
          className={styles.captionLink}
          onClick={(event) =>
            follow(event, { to: galleryPhotoLink(photo), scrolledTo: galleryPhotoLink(photo, false) }, close)
          }
        >
          Przejdź do galerii
        </Link>
      </span>
    ),
  }));

  return (
    <>
      <ul className={styles.tiles({ layout })}>
        {photos.map((photo, position) => (
          <li key={`${photo.component}/${photo.full}`} className={styles.tile}>
            <button
              type="button"
              className={styles.thumb}
              aria-label={`Powiększ zdjęcie: ${photoTitle(photo)}`}
              onClick={() => setIndex(position)}
            >
              <Picture
                pictureClassName={styles.picture}
                className={styles.image}
                sources={photo.info ? squareSources(photo.thumb, 200, resolveImage, photo.galleryThumb) : []}
                sizes={TILE_SIZES}
                placeholder={photo.info?.placeholder}
                src={resolveImage(photo.thumb)}
                width={200}
                height={200}
                alt=""
                loading="lazy"
                decoding="async"
              />
            </button>
            <Link
              to={modelHref(photo.path)}
              className={styles.name}
              onClick={(event) => follow(event, { to: modelHref(photo.path) })}
            >
              {photo.name}
            </Link>
          </li>
        ))}
      </ul>
      <Lightbox slides={slides} index={index} onClose={close} onIndexChange={setIndex} />
    </>
  );
}
