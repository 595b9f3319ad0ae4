import { countsLabel } from "../model.ts";
import * as styles from "./random-gallery.css.ts";

export interface GalleryCountsProps {
  galleries: number;
  /** Counts the films too (decision 007). */
  photos: number;
}

export function GalleryCounts({ galleries, photos }: GalleryCountsProps) {
  return <p className={styles.counts}>Łącznie: {countsLabel(galleries, photos)}</p>;
}
