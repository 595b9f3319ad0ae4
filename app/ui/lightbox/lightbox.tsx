import { lazy, Suspense, type ReactNode } from "react";
import type { LightboxSlide } from "./lightbox.client.tsx";

export type { LightboxSlide } from "./lightbox.client.tsx";

const LightboxClient = lazy(() => import("./lightbox.client.tsx"));

export interface LightboxProps {
  slides: readonly LightboxSlide[];
  index: number;
  onClose: () => void;
  onIndexChange?: (index: number) => void;
  renderToolbar?: (index: number) => ReactNode;
  /** Shown while the viewer's code comes: what was on the screen before it, so nothing vanishes under a finger. */
  waiting?: ReactNode;
}

// Its code and CSS load only when it first opens, so no page pays for it up front.
export function Lightbox({ slides, index, onClose, onIndexChange, renderToolbar, waiting = null }: LightboxProps) {
  if (index < 0) return null;
  return (
    <Suspense fallback={waiting}>
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
  label: string;
  onClick: () => void;
  children: ReactNode;
}

export function LightboxButton({ label, onClick, children }: LightboxButtonProps) {
  return (
    // `yarl__button` is the viewer's own button class, so custom controls match its close and zoom buttons.
    <button type="button" className="yarl__button" aria-label={label} title={label} onClick={onClick}>
      {children}
    </button>
  );
}
