import { useId, useState } from "react";
import { youtubeEmbedUrl, youtubePosterUrl } from "../model.ts";
import * as styles from "./gallery.css.ts";
import { PlayIcon } from "./icons.tsx";

export interface FilmPlayerProps {
  videoId: string;
  title: string;
}

// YouTube's player (the no-cookie host) loads only on play, so a page with a film pays nothing for it up front.
export function FilmPlayer({ videoId, title }: FilmPlayerProps) {
  const [playing, setPlaying] = useState(false);
  const [posterFailed, setPosterFailed] = useState(false);
  const noteId = useId();

  return (
    <figure className={styles.film}>
      <div className={styles.filmFrame}>
        {playing ? (
          <iframe
            // The play button is gone: focus moves into the player, not to the page's start.
            ref={(node) => node?.focus()}
            className={styles.filmIframe}
            src={youtubeEmbedUrl(videoId)}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button
            type="button"
            className={styles.filmPoster}
            onClick={() => setPlaying(true)}
            aria-label={`Odtwórz film: ${title}`}
            aria-describedby={noteId}
          >
            {posterFailed ? (
              <span className={styles.filmPlaceholder} />
            ) : (
              <img
                // A poster that failed before hydration never fires onError for React: check on mount.
                ref={(node) => {
                  if (node?.complete && node.naturalWidth === 0) setPosterFailed(true);
                }}
                className={styles.filmImage}
                src={youtubePosterUrl(videoId)}
                alt=""
                width={480}
                height={360}
                loading="lazy"
                decoding="async"
                onError={() => setPosterFailed(true)}
              />
            )}
            <span className={styles.filmTitle} aria-hidden="true">
              {title}
            </span>
            {/* What pressing play sends to whom, on the button itself (the privacy note's recipients). */}
            <span id={noteId} className={styles.filmPrivacy}>
              Miniatura i odtwarzacz pochodzą z serwisu YouTube (Google, USA), który poznaje Twój adres IP.
            </span>
            <span className={styles.filmPlay} aria-hidden="true">
              <PlayIcon size={34} />
            </span>
          </button>
        )}
      </div>
      <figcaption className={styles.filmNote}>
        Film z serwisu YouTube; odtwarzacz wczytuje się dopiero po naciśnięciu przycisku odtwarzania.
      </figcaption>
    </figure>
  );
}
