import { useId } from "react";
import { Link } from "react-router";
import { imageUrl } from "#features/catalog/index.ts";
import type { RandomPhoto } from "../model.ts";
import { GalleryCounts } from "./gallery-counts.tsx";
import { RandomPhotos } from "./random-photos.tsx";
import * as styles from "./random-gallery.css.ts";

export interface RandomStripProps {
  /** A few random photos picked by the server. */
  photos: readonly RandomPhoto[];
  /** The number of galleries and of photos for the counts line. */
  galleries: number;
  photoCount: number;
  /** Where an R2 key is served from; the site's `/images/` route unless a story supplies its own. */
  resolveImage?: (key: string) => string;
}

/** The home page's random galleries block: a row of random photos, a link to all of them and the counts line. */
export function RandomStrip({ photos, galleries, photoCount, resolveImage = imageUrl }: RandomStripProps) {
  const headingId = useId();
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <div className={styles.blockHeader}>
        <h2 id={headingId} className={styles.heading}>
          Losowe galerie
        </h2>
        <Link to="/Galerie" className={styles.allLink}>
          Zobacz wszystkie galerie
        </Link>
      </div>
      {photos.length > 0 ? <RandomPhotos photos={photos} layout="strip" resolveImage={resolveImage} /> : null}
      <GalleryCounts galleries={galleries} photos={photoCount} />
    </section>
  );
}
