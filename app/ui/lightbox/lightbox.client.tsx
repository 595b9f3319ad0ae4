import { useMemo, useState, type ReactNode, type SyntheticEvent } from "react";
import YetAnotherLightbox, {
  ImageSlide,
  isImageSlide,
  type ContainerRect,
  type ImageProps,
  type Slide,
  type SlideImage,
} from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import Counter from "yet-another-react-lightbox/plugins/counter";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import "yet-another-react-lightbox/plugins/captions.css";
import "yet-another-react-lightbox/plugins/counter.css";
import "yet-another-react-lightbox/styles.css";
import { blurredPlaceholderStyle } from "../picture/blurred-placeholder.ts";
import * as styles from "./lightbox.css.ts";

export interface LightboxSlide {
  src: string;
  alt: string;
  caption?: React.ReactNode;
  width?: number;
  height?: number;
  thumb?: string;
  /** With `width` and `height` known the slide is a `<picture>`, so the widest copy loads only when zoomed in. */
  sources?: readonly SlideSource[];
  placeholder?: string;
}

export interface SlideSource {
  type: string;
  candidates: readonly { src: string; width: number }[];
}

export interface LightboxClientProps {
  slides: readonly LightboxSlide[];
  index: number;
  onClose: () => void;
  onIndexChange?: (index: number) => void;
  renderToolbar?: (index: number) => ReactNode;
}

// Enlarged so a thumbnail reads as the photo: the viewer caps images at their natural size.
const FALLBACK_IMAGE_STYLE = {
  width: "min(100%, 30rem)",
  height: "auto",
  maxWidth: "100%",
  maxHeight: "100%",
  objectFit: "contain",
} as const;

const FALLBACK_NOTICE = "Nie udało się wczytać zdjęcia – widać jego miniaturę.";

function keepInsideDialog(event: SyntheticEvent) {
  if (event.target instanceof Element && event.target.closest("dialog")) event.stopPropagation();
}

interface SizedSlideProps {
  slide: SlideImage;
  source: LightboxSlide;
  offset: number;
  rect: ContainerRect;
  zoom: number;
  imageProps: (slide: Slide) => ImageProps;
}

/** `sizes` is the on-screen width times the zoom, so zooming in asks the browser for a wider copy. */
function SizedSlide({ slide, source, offset, rect, zoom, imageProps }: SizedSlideProps) {
  const { width = 1, height = 1, sources = [] } = source;
  const last = sources[sources.length - 1]!;
  const scaled = { width: rect.width * zoom, height: rect.height * zoom };
  const sizes = `${Math.round(Math.min((scaled.height / height) * width, scaled.width))}px`;
  const srcSet = last.candidates.map((candidate) => ({
    src: candidate.src,
    width: candidate.width,
    height: Math.round((candidate.width * height) / width),
  }));
  return (
    <picture className={styles.picture}>
      {sources.slice(0, -1).map((format) => (
        <source
          key={format.type}
          type={format.type}
          sizes={sizes}
          srcSet={format.candidates.map((candidate) => `${candidate.src} ${candidate.width}w`).join(", ")}
        />
      ))}
      <ImageSlide slide={{ ...slide, srcSet }} offset={offset} rect={scaled} imageProps={imageProps} />
    </picture>
  );
}

function SlidePlaceholder({ slide }: { slide: LightboxSlide }) {
  const background = blurredPlaceholderStyle(slide.placeholder, true);
  if (!background) return null;
  return (
    <span
      className={styles.placeholder}
      aria-hidden="true"
      style={{
        ...background,
        backgroundSize: "contain",
        width: slide.width ? `min(100%, ${slide.width}px)` : undefined,
        height: slide.height ? `min(100%, ${slide.height}px)` : undefined,
      }}
    />
  );
}

export default function LightboxClient({ slides, index, onClose, onIndexChange, renderToolbar }: LightboxClientProps) {
  // Our own index: a caller ignoring `onIndexChange` must not be sent back to the start when the slides change.
  const [current, setCurrent] = useState(index);
  const [requested, setRequested] = useState(index);
  if (index !== requested) {
    setRequested(index);
    setCurrent(index);
  }
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(() => new Set());

  const viewerSlides = useMemo<Slide[]>(
    () =>
      slides.map((slide, position) => {
        const fallback = failed.has(position) && slide.thumb;
        return {
          src: fallback || slide.src,
          alt: slide.alt,
          width: fallback ? undefined : slide.width,
          height: fallback ? undefined : slide.height,
          title: fallback ? FALLBACK_NOTICE : undefined,
          description: slide.caption || undefined,
        };
      }),
    [slides, failed],
  );

  const positionBySrc = useMemo(() => new Map(slides.map((slide, position) => [slide.src, position])), [slides]);

  // Image errors do not bubble in the DOM but do up React's tree; a new src remounts the slide, clearing its error.
  const onSlideError = (slide: Slide) => {
    const position = "src" in slide ? positionBySrc.get(slide.src) : undefined;
    if (position === undefined || !slides[position]?.thumb || failed.has(position)) return;
    setFailed((previous) => new Set(previous).add(position));
  };
  const imageProps = (slide: Slide): ImageProps =>
    "src" in slide && !positionBySrc.has(slide.src) ? { style: FALLBACK_IMAGE_STYLE } : {};

  return (
    <YetAnotherLightbox
      open
      index={current}
      close={onClose}
      on={{
        view: ({ index: viewed }) => {
          setCurrent(viewed);
          if (viewed !== current) onIndexChange?.(viewed);
        },
      }}
      slides={viewerSlides}
      plugins={[Captions, Counter, Zoom]}
      carousel={{ finite: false, preload: 2, imageProps }}
      render={{
        slide: ({ slide, offset, rect, zoom }) => {
          const position = "src" in slide ? positionBySrc.get(slide.src) : undefined;
          const source = position === undefined ? undefined : slides[position];
          if (!source?.sources?.length || !source.width || !source.height || !isImageSlide(slide)) return undefined;
          return (
            <SizedSlide
              slide={slide}
              source={source}
              offset={offset}
              rect={rect}
              zoom={zoom ?? 1}
              imageProps={imageProps}
            />
          );
        },
        slideContainer: ({ slide, children }) => {
          const position = "src" in slide ? positionBySrc.get(slide.src) : undefined;
          const source = position === undefined ? undefined : slides[position];
          const showPlaceholder = source?.placeholder && !loaded.has(source.src) && !failed.has(position!);
          return (
            <div
              className={styles.slideContainer}
              onError={() => onSlideError(slide)}
              onLoad={() => {
                if (source && !loaded.has(source.src)) setLoaded((previous) => new Set(previous).add(source.src));
              }}
            >
              {showPlaceholder ? <SlidePlaceholder slide={source} /> : null}
              {children}
            </div>
          );
        },
      }}
      counter={{ separator: "z" }}
      captions={{ descriptionTextAlign: "center", descriptionMaxLines: 3 }}
      zoom={{ maxZoomPixelRatio: 3, scrollToZoom: true, doubleClickMaxStops: 2 }}
      toolbar={{
        buttons: [
          renderToolbar ? (
            // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- keeps dialog events from the viewer
            <div
              key="extra"
              className={styles.toolbarExtra}
              onKeyDown={keepInsideDialog}
              onKeyUp={keepInsideDialog}
              onPointerDown={keepInsideDialog}
              onPointerMove={keepInsideDialog}
              onPointerUp={keepInsideDialog}
              onWheel={keepInsideDialog}
            >
              {renderToolbar(current)}
            </div>
          ) : null,
          "close",
        ],
      }}
      labels={{
        Previous: "Poprzednie zdjęcie",
        Next: "Następne zdjęcie",
        Close: "Zamknij",
        "Zoom in": "Powiększ",
        "Zoom out": "Pomniejsz",
        Lightbox: "Przeglądarka zdjęć",
        Carousel: "Zdjęcia",
        "Photo gallery": "Zdjęcia",
        Slide: "Zdjęcie",
        "{index} of {total}": "{index} z {total}",
      }}
      styles={{ container: { backgroundColor: "rgba(8, 10, 12, 0.82)", backdropFilter: "blur(8px)" } }}
    />
  );
}
