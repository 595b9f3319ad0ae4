import * as styles from "./editor-form.css.ts";

export interface EntryActionsProps {
  /** Names the entry in the buttons' accessible names: "edycja wpisu z <name>". */
  name: string;
  /** The list keeps which entry asks, so only one question is open at a time. */
  confirming: boolean;
  onEdit: () => void;
  onAsk: () => void;
  onKeep: () => void;
  onDelete: () => void;
}

/** An owner's list entry: `edycja` and `usuń`, the second asking "Usunąć ten wpis?" before it deletes. */
export function EntryActions({ name, confirming, onEdit, onAsk, onKeep, onDelete }: EntryActionsProps) {
  if (confirming) {
    return (
      <>
        <span>Usunąć ten wpis?</span>
        <button type="button" className={styles.entryDanger} onClick={onDelete}>
          Usuń
        </button>
        <button type="button" className={styles.entryButton} onClick={onKeep}>
          Zostaw
        </button>
      </>
    );
  }
  return (
    <>
      <button type="button" className={styles.entryButton} aria-label={`edycja wpisu z ${name}`} onClick={onEdit}>
        edycja
      </button>
      <button type="button" className={styles.entryButton} aria-label={`usuń wpis z ${name}`} onClick={onAsk}>
        usuń
      </button>
    </>
  );
}
