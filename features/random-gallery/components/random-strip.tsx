import { useId } from "react";
import { Link } from "react-router";
import { imageUrl } from "#features/catalog/index.ts";
import type { RandomPhoto } from "../model.ts";
import { GalleryCounts } from "./gallery-counts.tsx";
import { RandomPhotos } from "./random-photos.tsx";
import * as styles from "./random-gallery.css.ts";

export interface RandomStripProps {
  photos: readonly RandomPhoto[];
  galleries: number;
  photoCount: number;
  resolveImage?: (key: string) => string;
}

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
