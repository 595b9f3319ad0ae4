import { lazy, Suspense } from "react";
import type { LightboxSlide } from "./lightbox.client.tsx";

export type { LightboxSlide } from "./lightbox.client.tsx";

const LightboxClient = lazy(() => import("./lightbox.client.tsx"));

export interface LightboxProps {
  slides: readonly LightboxSlide[];
  /** The open slide, or -1 when closed. */
  index: number;
  onClose: () => void;
  onIndexChange?: (index: number) => void;
}

/**
 * The photo viewer (yet-another-react-lightbox with zoom, captions and a counter). Its code and CSS load only
 * when it first opens, so no page pays for it up front.
 */
export function Lightbox({ slides, index, onClose, onIndexChange }: LightboxProps) {
  if (index < 0) return null;
  return (
    <Suspense fallback={null}>
      <LightboxClient slides={slides} index={index} onClose={onClose} onIndexChange={onIndexChange} />
    </Suspense>
  );
}
