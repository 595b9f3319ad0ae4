import type { useFetcher } from "react-router";
import { INTENT_FIELD } from "#app/lib/action-answer.ts";
import { OpenButton } from "./open-button.tsx";
import { DELETE_PARAM, EDIT_PARAM } from "./use-draft-editor.ts";
import * as styles from "./editor-form.css.ts";

export interface EntryActionsProps {
  name: string;
  entryKey: string;
  confirming: boolean;
  Form: ReturnType<typeof useFetcher>["Form"];
  intent: string;
  hidden: Record<string, string>;
  returnTo?: string;
  onEdit: () => void;
  onAsk: () => void;
  onKeep: () => void;
  onDelete: () => void;
}

// Without JavaScript `edycja` and `usuń` load the page with the editor or the question; `Usuń` posts either way.
export function EntryActions(props: EntryActionsProps) {
  const { name, entryKey, confirming, Form, intent, hidden, returnTo, onEdit, onAsk, onKeep, onDelete } = props;
  if (confirming) {
    return (
      <>
        <span>Usunąć ten wpis?</span>
        <Form method="post" className={styles.bare} preventScrollReset onSubmit={onDelete}>
          <input type="hidden" name={INTENT_FIELD} value={intent} />
          {Object.entries(hidden).map(([field, value]) => (
            <input key={field} type="hidden" name={field} value={value} />
          ))}
          <button type="submit" className={styles.entryDanger}>
            Usuń
          </button>
        </Form>
        <form method="get" action={returnTo ? `#${returnTo}` : undefined} className={styles.bare}>
          <button
            type="submit"
            className={styles.entryButton}
            onClick={(event) => {
              event.preventDefault();
              onKeep();
            }}
          >
            Zostaw
          </button>
        </form>
      </>
    );
  }
  return (
    <>
      <OpenButton
        param={EDIT_PARAM}
        value={entryKey}
        returnTo={returnTo}
        className={styles.entryButton}
        aria-label={`edycja wpisu z ${name}`}
        onClick={onEdit}
      >
        edycja
      </OpenButton>
      <OpenButton
        param={DELETE_PARAM}
        value={entryKey}
        returnTo={returnTo}
        className={styles.entryButton}
        aria-label={`usuń wpis z ${name}`}
        onClick={onAsk}
      >
        usuń
      </OpenButton>
    </>
  );
}
