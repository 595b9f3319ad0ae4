import { imageUrl } from "#features/catalog/index.ts";
import { Spinner } from "#app/ui/spinner/spinner.tsx";
import type { RandomPhoto } from "../model.ts";
import { RandomPhotos } from "./random-photos.tsx";
import * as styles from "./random-gallery.css.ts";

export interface RandomGalleryProps {
  photos: readonly RandomPhoto[];
  onShuffle?: () => void;
  shuffling?: boolean;
  resolveImage?: (key: string) => string;
}

export function RandomGallery({ photos, onShuffle, shuffling = false, resolveImage = imageUrl }: RandomGalleryProps) {
  if (photos.length === 0) return <p className={styles.intro}>W galeriach nie ma jeszcze zdjęć.</p>;
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.intro}>
          Po jednym losowym zdjęciu z galerii każdego modelu. Kliknij zdjęcie, aby je powiększyć.
        </p>
        {onShuffle ? (
          // Not `disabled` while drawing: a keyboard user's focus stays on the button.
          <button
            type="button"
            className={styles.shuffle}
            aria-disabled={shuffling || undefined}
            onClick={() => {
              if (!shuffling) onShuffle();
            }}
          >
            Wylosuj inne zdjęcia
          </button>
        ) : null}
        {shuffling ? <Spinner label="Losowanie zdjęć…" /> : null}
      </div>
      <div aria-busy={shuffling || undefined} className={shuffling ? styles.isStale : undefined}>
        <RandomPhotos photos={photos} layout="grid" resolveImage={resolveImage} />
      </div>
    </>
  );
}
