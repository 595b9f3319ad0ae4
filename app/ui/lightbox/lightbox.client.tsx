import YetAnotherLightbox from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import Counter from "yet-another-react-lightbox/plugins/counter";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import "yet-another-react-lightbox/plugins/captions.css";
import "yet-another-react-lightbox/plugins/counter.css";
import "yet-another-react-lightbox/styles.css";
import "./lightbox.css.ts";

/** One photo of the viewer: its caption shows in the caption bar (hidden when empty). */
export interface LightboxSlide {
  src: string;
  alt: string;
  /** Caption; may hold a link (e.g. `Przejdź do galerii`). */
  caption?: React.ReactNode;
  width?: number;
  height?: number;
}

export interface LightboxClientProps {
  slides: readonly LightboxSlide[];
  index: number;
  onClose: () => void;
  onIndexChange?: (index: number) => void;
}

export default function LightboxClient({ slides, index, onClose, onIndexChange }: LightboxClientProps) {
  return (
    <YetAnotherLightbox
      open
      index={index}
      close={onClose}
      on={{ view: ({ index: viewed }) => onIndexChange?.(viewed) }}
      slides={slides.map((slide) => ({
        src: slide.src,
        alt: slide.alt,
        width: slide.width,
        height: slide.height,
        description: slide.caption || undefined,
      }))}
      plugins={[Captions, Counter, Zoom]}
      carousel={{ finite: false, preload: 2 }}
      captions={{ descriptionTextAlign: "center", descriptionMaxLines: 3 }}
      zoom={{ maxZoomPixelRatio: 3, scrollToZoom: true, doubleClickMaxStops: 2 }}
      labels={{
        Previous: "Poprzednie zdjęcie",
        Next: "Następne zdjęcie",
        Close: "Zamknij",
        "Zoom in": "Powiększ",
        "Zoom out": "Pomniejsz",
        Lightbox: "Przeglądarka zdjęć",
        Carousel: "Zdjęcia",
        Slide: "Zdjęcie",
        "{index} of {total}": "{index} z {total}",
      }}
      styles={{ container: { backgroundColor: "rgba(8, 10, 12, 0.82)", backdropFilter: "blur(8px)" } }}
    />
  );
}
