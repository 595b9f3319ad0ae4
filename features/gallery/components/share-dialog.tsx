import { useId, useRef } from "react";
import { Dialog } from "#app/ui/dialog/dialog.tsx";
import { forumCode, websiteCode } from "../model.ts";
import { CopyButton } from "./copy-button.tsx";
import * as styles from "./gallery.css.ts";

// Absolute addresses: they are pasted on other sites.
export interface SharedPhoto {
  caption: string;
  full: string;
  thumb: string;
}

export interface ShareDialogProps {
  photo: SharedPhoto | null;
  onClose: () => void;
}

export function ShareDialog({ photo, onClose }: ShareDialogProps) {
  return (
    <Dialog open={photo !== null} title="Udostępnij zdjęcie" onClose={onClose}>
      {photo ? (
        <>
          <p className={styles.shareIntro}>{photo.caption}</p>
          <ShareField label="Link bezpośredni" spoken="link bezpośredni" value={photo.full} />
          <ShareField label="Kod miniatury na forum" spoken="kod na forum" value={forumCode(photo.full, photo.thumb)} />
          <ShareField
            label="Kod miniatury na stronę"
            spoken="kod na stronę"
            value={websiteCode(photo.full, photo.thumb)}
          />
        </>
      ) : null}
    </Dialog>
  );
}

function ShareField({ label, spoken, value }: { label: string; spoken: string; value: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.shareField}>
      <label className={styles.shareLabel} htmlFor={id}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        className={styles.shareInput}
        value={value}
        readOnly
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton text={value} spokenSuffix={spoken} onFailed={() => input.current?.focus()} />
    </div>
  );
}
