import * as styles from "./editor-form.css.ts";

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
