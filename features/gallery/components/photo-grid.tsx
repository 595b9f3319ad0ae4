import { useCallback, useId, useState, type MouseEvent } from "react";
import { PHOTO_PARAM } from "#features/catalog/index.ts";
import { IconSymbol, SymbolIcon } from "#app/ui/icons/icon-symbol.tsx";
import { Picture } from "#app/ui/picture/picture.tsx";
import { useBlurredPlaceholder } from "#app/ui/picture/blurred-placeholder.ts";
import type { GalleryPhoto } from "../model.ts";
import { useNearViewport } from "../state/use-near-viewport.ts";
import * as styles from "./gallery.css.ts";
import { ShareShapes } from "./icons.tsx";

export const THUMB_SIZES = "(max-width: 40rem) 45vw, 10rem";

export interface PhotoGridProps {
  photos: readonly GalleryPhoto[];
  onOpen: (index: number) => void;
  onShare: (index: number) => void;
  thumbRef?: (index: number, node: HTMLAnchorElement | null) => void;
}

export function PhotoGrid({ photos, onOpen, onShare, thumbRef }: PhotoGridProps) {
  const shareSymbol = useId();
  return (
    <>
      <IconSymbol id={shareSymbol}>
        <ShareShapes />
      </IconSymbol>
      <ul className={styles.grid}>
        {photos.map((photo, index) => (
          <Thumbnail
            key={photo.param}
            shareSymbol={shareSymbol}
            photo={photo}
            onOpen={() => onOpen(index)}
            onShare={() => onShare(index)}
            buttonRef={(node) => thumbRef?.(index, node)}
          />
        ))}
      </ul>
    </>
  );
}

interface ThumbnailProps {
  photo: GalleryPhoto;
  shareSymbol: string;
  onOpen: () => void;
  onShare: () => void;
  buttonRef: (node: HTMLAnchorElement | null) => void;
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function Thumbnail({ photo, shareSymbol, onOpen, onShare, buttonRef }: ThumbnailProps) {
  const [near, nearRef] = useNearViewport<HTMLLIElement>();
  const [missing, setMissing] = useState(false);
  // A thumbnail the server drew may have failed before the gallery's code came to hear of it.
  const imageRef = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth === 0 && image.currentSrc) setMissing(true);
  }, []);
  const placeholder = useBlurredPlaceholder(missing ? undefined : photo.placeholder, near);
  return (
    <li className={styles.item} ref={nearRef}>
      {/* The photo's address works before hydration and in a new tab; once the page runs a click opens the viewer. */}
      <a
        ref={buttonRef}
        href={`?${PHOTO_PARAM}=${photo.param}`}
        className={styles.thumbButton}
        style={placeholder}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onOpen();
        }}
        aria-label={`Otwórz zdjęcie ${photo.number}`}
        aria-haspopup="dialog"
      >
        <Picture
          pictureClassName={styles.thumbPicture}
          className={`${styles.thumb} ${missing ? styles.isMissing : ""}`}
          sources={photo.thumbSources ?? []}
          sizes={THUMB_SIZES}
          src={photo.thumb}
          // Without sized copies (a photo imported before them) the 200 px square stands in as the 2x.
          srcSet={photo.thumbSources ? undefined : `${photo.thumb} 1x, ${photo.thumbLarge} 2x`}
          width={160}
          height={160}
          alt={photo.alt}
          loading="lazy"
          decoding="async"
          ref={imageRef}
          onError={() => setMissing(true)}
        />
        {missing ? (
          <span className={styles.thumbMissing} aria-hidden="true">
            Brak miniatury
          </span>
        ) : null}
      </a>
      <button
        type="button"
        className={styles.shareButton}
        onClick={onShare}
        aria-label={`Udostępnij zdjęcie ${photo.number}`}
        aria-haspopup="dialog"
      >
        <SymbolIcon symbol={shareSymbol} size={18} />
      </button>
    </li>
  );
}
