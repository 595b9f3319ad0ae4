import { lazy, Suspense, type ReactNode } from "react";
import type { LightboxSlide } from "./lightbox.client.tsx";

export type { LightboxSlide } from "./lightbox.client.tsx";

const LightboxClient = lazy(() => import("./lightbox.client.tsx"));

export interface LightboxProps {
  slides: readonly LightboxSlide[];
  /** The open slide, or -1 when closed. */
  index: number;
  onClose: () => void;
  onIndexChange?: (index: number) => void;
  /**
   * Extra controls for the toolbar, drawn for the slide on screen (use `LightboxButton`). A control may open its
   * own dialog: keys, wheel and pointer events inside a <dialog> stay there instead of steering the viewer.
   */
  renderToolbar?: (index: number) => ReactNode;
}

/**
 * The photo viewer (yet-another-react-lightbox with zoom, captions and a counter). Its code and CSS load only
 * when it first opens, so no page pays for it up front. Neighbouring photos are preloaded; a photo that fails
 * to load falls back to its `thumb`.
 */
export function Lightbox({ slides, index, onClose, onIndexChange, renderToolbar }: LightboxProps) {
  if (index < 0) return null;
  return (
    <Suspense fallback={null}>
      <LightboxClient
        slides={slides}
        index={index}
        onClose={onClose}
        onIndexChange={onIndexChange}
        renderToolbar={renderToolbar}
      />
    </Suspense>
  );
}

export interface LightboxButtonProps {
  /** The Polish name of the control (aria-label and tooltip). */
  label: string;
  onClick: () => void;
  children: ReactNode;
}

/** An icon button that looks like the viewer's own toolbar buttons. */
export function LightboxButton({ label, onClick, children }: LightboxButtonProps) {
  return (
    // `yarl__button` is the viewer's own button class, so custom controls match its close and zoom buttons.
    <button type="button" className="yarl__button" aria-label={label} title={label} onClick={onClick}>
      {children}
    </button>
  );
}
