import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { Lightbox, type LightboxSlide } from "#app/ui/lightbox/lightbox.tsx";
import type { ArticleFigure } from "../model.ts";
import * as styles from "./article-figure.css.ts";

interface FigureViewer {
  figures: readonly ArticleFigure[];
  open: (index: number) => void;
}

const FigureViewerContext = createContext<FigureViewer | null>(null);

export interface FigureGalleryProps {
  figures: readonly ArticleFigure[];
  children: ReactNode;
}

// One viewer for all the figures, so its arrows move through the whole article.
export function FigureGallery({ figures, children }: FigureGalleryProps) {
  const [index, setIndex] = useState(-1);
  const viewer = useMemo<FigureViewer>(() => ({ figures, open: setIndex }), [figures]);
  const slides = useMemo<LightboxSlide[]>(
    () =>
      figures.map((figure) => ({
        src: figure.src,
        alt: figure.alt,
        caption: figure.title,
        // The figures are vector drawings: nominally twice their size, the viewer may fill a large screen with them.
        width: figure.width * 2,
        height: figure.height * 2,
      })),
    [figures],
  );
  return (
    <FigureViewerContext.Provider value={viewer}>
      {children}
      <Lightbox slides={slides} index={index} onClose={() => setIndex(-1)} onIndexChange={setIndex} />
    </FigureViewerContext.Provider>
  );
}

export interface FigureProps {
  figure: ArticleFigure;
}

export function Figure({ figure }: FigureProps) {
  const viewer = useContext(FigureViewerContext);
  const index = viewer ? viewer.figures.indexOf(figure) : -1;
  return (
    <figure className={styles.root}>
      <div className={styles.frame}>
        <img
          className={styles.image}
          src={figure.src}
          alt={figure.alt}
          width={figure.width}
          height={figure.height}
          loading="lazy"
          decoding="async"
        />
        {viewer && index >= 0 ? (
          <button
            type="button"
            className={styles.zoom}
            aria-label={`Powiększ rysunek: ${figure.title}`}
            onClick={() => viewer.open(index)}
          >
            <span className={styles.zoomBadge} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
                <circle cx="10.5" cy="10.5" r="6.5" />
                <path d="M15.5 15.5 21 21M10.5 7.5v6M7.5 10.5h6" strokeLinecap="round" />
              </svg>
            </span>
          </button>
        ) : null}
      </div>
      <figcaption className={styles.caption}>{figure.title}</figcaption>
    </figure>
  );
}
