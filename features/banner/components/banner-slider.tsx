import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type AnimationEvent,
  type KeyboardEvent,
} from "react";
import { preload } from "react-dom";
import { Link } from "react-router";
import { ChevronLeftIcon, ChevronRightIcon } from "#app/ui/icons/control-icons.tsx";
import { GearIcon } from "#app/ui/icons/icons.tsx";
import { media, prefersReducedMotion } from "#app/ui/media.ts";
import { Spinner } from "#app/ui/spinner/spinner.tsx";
import { visuallyHidden } from "#app/ui/visually-hidden.css.ts";
import { imageUrl, type Banner } from "#features/catalog/index.ts";
import { FULL_SIZE, MOBILE_SIZE, wrapIndex } from "../model.ts";
import { BANNER_ID, initialSlide } from "../state/start-slide.ts";
import { useBannerPaused } from "../state/use-banner-paused.ts";
import { useBannerVisible } from "../state/use-banner-visible.ts";
import { HideIcon, PauseIcon, PlayIcon, ShowIcon } from "./banner-icons.tsx";
import { BannerTitle } from "./banner-title.tsx";
import * as styles from "./banner-slider.css.ts";

export interface BannerSliderProps {
  banners: readonly Banner[];
  startIndex?: number;
  imageSrc?: (key: string) => string;
}

type SlideStatus = "loading" | "ready" | "failed";

const noSubscription = () => () => {};

/** A slide on screen; `step` counts the changes that led to it, so it names the slide even when an index repeats. */
interface Shown {
  index: number;
  step: number;
}

interface SliderState {
  start: number;
  current: Shown;
  previous: Shown | null;
  status: SlideStatus;
}

export function BannerSlider({ banners, startIndex, imageSrc = imageUrl }: BannerSliderProps) {
  const count = banners.length;
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [state, setState] = useState<SliderState>(() => {
    const start = startIndex ?? initialSlide(count);
    // The server's first slide zooms from the first paint, before (or without) the slider's code: docs/decisions/031.
    return { start, current: { index: start, step: 0 }, previous: null, status: hydrating ? "ready" : "loading" };
  });
  const [controlsOpen, setControlsOpen] = useState(false);
  const [paused, setPaused] = useBannerPaused();
  const [, setVisible] = useBannerVisible();
  const gearRef = useRef<HTMLButtonElement>(null);
  const hideRef = useRef<HTMLButtonElement>(null);
  const showRef = useRef<HTMLButtonElement>(null);
  const controlsId = useId();

  const go = useCallback(
    (delta: number) =>
      setState((previous) => ({
        ...previous,
        previous: previous.current,
        current: { index: wrapIndex(previous.current.index, delta, count), step: previous.current.step + 1 },
        status: "loading",
      })),
    [count],
  );

  const settle = useCallback(
    (step: number, status: SlideStatus) =>
      setState((previous) =>
        previous.current.step === step && previous.status !== status ? { ...previous, status } : previous,
      ),
    [],
  );

  const { current, status } = state;
  const banner = banners[current.index] ?? banners[0];
  const upcoming = banners[wrapIndex(current.index, 1, count)];

  useEffect(() => {
    if (status !== "ready" || paused || !upcoming) return;
    if (prefersReducedMotion()) return;
    const preload = new Image();
    preload.src = imageSrc(window.matchMedia(media.small).matches ? upcoming.mobile : upcoming.full);
  }, [status, paused, upcoming, imageSrc]);

  if (!banner) return null;

  const layers = state.previous && status !== "failed" ? [state.previous, current] : [current];

  const hide = () => {
    setVisible(false);
    showRef.current?.focus();
  };
  const show = () => {
    setVisible(true);
    hideRef.current?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !controlsOpen) return;
    setControlsOpen(false);
    gearRef.current?.focus();
  };

  return (
    <section
      id={BANNER_ID}
      data-start={state.start}
      className={`${styles.root} ${paused ? styles.isPaused : ""}`}
      aria-roledescription="karuzela"
      aria-label="Banner"
    >
      <div className={styles.frame}>
        {layers.map((shown) => (
          <Slide
            key={shown.step}
            banner={banners[shown.index] ?? banner}
            step={shown.step}
            isCurrent={shown === current}
            status={shown === current ? status : "ready"}
            imageSrc={imageSrc}
            onSettle={settle}
            onEnd={() => go(1)}
          />
        ))}
        {status === "failed" ? <p className={styles.failed}>Nie udało się wczytać zdjęcia</p> : null}
        <div className={styles.caption} aria-live={paused ? "polite" : "off"} aria-atomic="true">
          <Link to={banner.link} className={styles.link}>
            <span className={visuallyHidden}>{banner.name}</span>
            <BannerTitle key={current.step} title={banner.name} animate={current.step > 0} />
          </Link>
        </div>
        {status === "loading" ? (
          <div className={styles.spinner}>
            <Spinner label="Ładowanie zdjęcia banneru" />
          </div>
        ) : null}
        <button
          ref={hideRef}
          type="button"
          className={`${styles.button} ${styles.hideButton}`}
          onClick={hide}
          aria-label="Ukryj banner"
          title="Ukryj banner"
        >
          <HideIcon />
        </button>
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
        <div className={styles.controls} onKeyDown={closeOnEscape}>
          <div id={controlsId} className={styles.controlGroup} hidden={!controlsOpen}>
            <button
              type="button"
              className={styles.button}
              onClick={() => go(-1)}
              aria-label="Poprzedni banner"
              title="Poprzedni banner"
            >
              <ChevronLeftIcon size={20} />
            </button>
            <button
              type="button"
              className={styles.button}
              onClick={() => setPaused(!paused)}
              aria-label={paused ? "Wznów pokaz" : "Wstrzymaj pokaz"}
              title={paused ? "Wznów pokaz" : "Wstrzymaj pokaz"}
            >
              {paused ? <PlayIcon /> : <PauseIcon />}
            </button>
            <button
              type="button"
              className={styles.button}
              onClick={() => go(1)}
              aria-label="Następny banner"
              title="Następny banner"
            >
              <ChevronRightIcon size={20} />
            </button>
          </div>
          <button
            ref={gearRef}
            type="button"
            className={`${styles.button} ${styles.gear}`}
            onClick={() => setControlsOpen(!controlsOpen)}
            aria-expanded={controlsOpen}
            aria-controls={controlsId}
            aria-label="Sterowanie bannerem"
            title="Sterowanie bannerem"
          >
            <GearIcon size={20} />
          </button>
        </div>
      </div>
      <div className={styles.showRow}>
        <button ref={showRef} type="button" className={styles.showButton} onClick={show} aria-label="Pokaż banner">
          banner
          <ShowIcon width={16} height={16} />
        </button>
      </div>
    </section>
  );
}

interface SlideProps {
  banner: Banner;
  step: number;
  isCurrent: boolean;
  status: SlideStatus;
  imageSrc: (key: string) => string;
  onSettle: (step: number, status: SlideStatus) => void;
  onEnd: () => void;
}

function Slide({ banner, step, isCurrent, status, imageSrc, onSettle, onEnd }: SlideProps) {
  const stageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The zoom's end fetches the code of a slider not hydrated yet, and React does not see that event.
    const zooms = stageRef.current?.getAnimations?.() ?? [];
    if (isCurrent && zooms.some((animation) => animation.playState === "finished")) onEnd();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the slide is hydrated
  }, []);
  const checkLoaded = useCallback(
    (image: HTMLImageElement | null) => {
      // A picture that finished before hydration fired its load event before React listened.
      if (image?.complete && image.currentSrc) onSettle(step, image.naturalWidth > 0 ? "ready" : "failed");
    },
    [onSettle, step],
  );
  const endOfZoom = (event: AnimationEvent<HTMLDivElement>) => {
    if (isCurrent && event.target === event.currentTarget) onEnd();
  };
  if (step === 0) {
    // React does not hint the first picture inside <picture>: these hints reach the top of <head>, before the scripts.
    preload(imageSrc(banner.mobile), { as: "image", fetchPriority: "high", media: media.small });
    preload(imageSrc(banner.full), { as: "image", fetchPriority: "high", media: media.large });
  }
  const zoom = step % 2 === 0 ? styles.zoomIn : styles.zoomOut;
  const layer = [
    styles.slide,
    step > 0 && isCurrent && status === "loading" ? styles.isWaiting : "",
    status === "failed" ? styles.isFailed : "",
  ].join(" ");
  const stage = [styles.stage, status === "ready" ? zoom : "", isCurrent ? "" : styles.isFrozen].join(" ");
  return (
    <div className={layer} aria-hidden="true">
      <div ref={stageRef} className={stage} onAnimationEnd={endOfZoom}>
        <picture>
          <source
            media={media.small}
            srcSet={imageSrc(banner.mobile)}
            width={MOBILE_SIZE.width}
            height={MOBILE_SIZE.height}
          />
          <img
            ref={checkLoaded}
            className={styles.image}
            src={imageSrc(banner.full)}
            width={FULL_SIZE.width}
            height={FULL_SIZE.height}
            alt=""
            decoding="async"
            fetchPriority={step === 0 ? "high" : "auto"}
            onLoad={() => onSettle(step, "ready")}
            onError={() => onSettle(step, "failed")}
          />
        </picture>
      </div>
    </div>
  );
}
