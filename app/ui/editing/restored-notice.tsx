import * as styles from "./editor-form.css.ts";

/** Shown over a form whose unsaved text came back from the browser. */
export function RestoredNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <p role="status" className={styles.restored}>
      Przywrócono niezapisany tekst.{" "}
      <button type="button" className={styles.entryButton} onClick={onDiscard}>
        Odrzuć
      </button>
    </p>
  );
}
