import { countNoun, NOUNS } from "#app/lib/plural.ts";
import { useId, useState } from "react";
import { absoluteUrl, type GalleryPhoto } from "../model.ts";
import { CopyButton } from "./copy-button.tsx";
import * as styles from "./gallery.css.ts";
import { LinkIcon } from "./icons.tsx";

export interface GalleryToolbarProps {
  photos: readonly GalleryPhoto[];
}

export function GalleryToolbar({ photos }: GalleryToolbarProps) {
  // Filled on demand with absolute addresses, which only the browser knows.
  const [links, setLinks] = useState<string[] | null>(null);
  const listId = useId();

  return (
    <>
      <div className={styles.toolbar}>
        <span className={styles.count}>{countNoun(photos.length, NOUNS.photo)}</span>
        <CopyButton text={() => photos.map((photo) => absoluteUrl(photo.thumb, window.location.origin)).join("\n")}>
          Kopiuj linki miniatur
        </CopyButton>
        <button
          type="button"
          className={styles.button}
          aria-expanded={links !== null}
          aria-controls={listId}
          onClick={() =>
            setLinks(links ? null : photos.map((photo) => absoluteUrl(photo.full, window.location.origin)))
          }
        >
          <LinkIcon size={18} />
          {links ? "Ukryj linki" : "Pokaż linki"}
        </button>
      </div>
      <div id={listId}>
        {links ? (
          <ol className={styles.links} aria-label="Linki do zdjęć">
            {links.map((link) => (
              <li key={link}>
                <a href={link} target="_blank" rel="noopener">
                  {link}
                </a>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </>
  );
}
