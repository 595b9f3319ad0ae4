import { countsLabel } from "../model.ts";
import * as styles from "./random-gallery.css.ts";

export interface GalleryCountsProps {
  /** Models with a gallery. */
  galleries: number;
  /** Entries over all groups of all galleries (spec section 4). */
  photos: number;
}

/** The line with the number of galleries and photos: `Łącznie: 39 galerii, 1419 zdjęć`. */
export function GalleryCounts({ galleries, photos }: GalleryCountsProps) {
  return <p className={styles.counts}>Łącznie: {countsLabel(galleries, photos)}</p>;
}
